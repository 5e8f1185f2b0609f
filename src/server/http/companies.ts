import type { FastifyInstance } from "fastify";
import {
  companySchema,
  companySetupSchema,
  companyStatisticsSchema,
  companyUpdateSchema,
} from "../../shared/api/companies";
import { companyStatistics } from "../domain/companies/company-statistics";
import { setUpCompany } from "../domain/companies/set-up-company";
import { updateCompany } from "../domain/companies/update-company";
import { getCompany } from "../domain/tenancy/company-view";
import { actorOf } from "./plugins/request-context";
import { requireUser } from "./plugins/session";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

const tags = ["entreprise"];

export function companyRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, tags);

  // Company setup runs before the user has a company: it opens its own company's transaction.
  route.open(
    {
      method: "POST",
      url: "/api/companies",
      summary: "Configurer son entreprise",
      body: companySetupSchema,
      responses: { 201: companySchema },
    },
    async ({ body }, request, reply) => {
      const user = await requireUser(request);
      const company = await setUpCompany({ db: services.db, actor: actorOf(request, user), input: body });
      return reply.status(201).send(company);
    },
  );

  route(
    {
      method: "GET",
      url: "/api/companies/current",
      summary: "Entreprise de l'utilisateur connecté",
      permission: "readCompany",
      response: companySchema,
    },
    (scope) => getCompany(scope),
  );

  route(
    {
      method: "PATCH",
      url: "/api/companies/current",
      summary: "Modifier l'entreprise",
      permission: "manageCompany",
      body: companyUpdateSchema,
      response: companySchema,
    },
    (scope, { body }) => updateCompany(scope, { input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/companies/current/statistics",
      summary: "Statistiques de l'entreprise",
      permission: "readCompany",
      response: companyStatisticsSchema,
    },
    (scope) => companyStatistics(scope),
  );
}
