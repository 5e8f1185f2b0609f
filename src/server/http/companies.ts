import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  companySchema,
  companySetupSchema,
  companyStatisticsSchema,
  companyUpdateSchema,
} from "../../shared/api/companies";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { companyStatistics } from "../domain/companies/company-statistics";
import { getCompany } from "../domain/companies/get-company";
import { setUpCompany } from "../domain/companies/set-up-company";
import { updateCompany } from "../domain/companies/update-company";
import { actorOf, authorize } from "./plugins/request-context";
import { requireUser } from "./plugins/session";
import type { Services } from "./services";
import { toCompany } from "./views";

const errors = errorResponses;
const tags = ["entreprise"];

export function companyRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/companies",
    {
      schema: {
        tags,
        summary: "Configurer son entreprise",
        body: companySetupSchema,
        response: { 201: companySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const company = await setUpCompany({ db, actor: actorOf(request, user), input: request.body });
      return reply.status(201).send(toCompany(company));
    },
  );

  api.get(
    "/api/companies/current",
    {
      schema: {
        tags,
        summary: "Entreprise de l'utilisateur connecté",
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCompany");
      return toCompany(
        await withTenant(db, tenant, (tx) => getCompany({ db: tx, companyId: tenant.companyId })),
      );
    },
  );

  api.patch(
    "/api/companies/current",
    {
      schema: {
        tags,
        summary: "Modifier l'entreprise",
        body: companyUpdateSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCompany");
      const company = await withTenant(db, tenant, (tx) =>
        updateCompany({ db: tx, tenant, actor, input: request.body }),
      );
      return toCompany(company);
    },
  );

  api.get(
    "/api/companies/current/statistics",
    {
      schema: {
        tags,
        summary: "Statistiques de l'entreprise",
        response: { 200: companyStatisticsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCompany");
      return withTenant(db, tenant, (tx) => companyStatistics({ db: tx, tenant }));
    },
  );
}
