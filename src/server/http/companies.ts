import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { companySchema } from "../../shared/api/companies";
import { errorBodySchema } from "../../shared/api/system";
import type { Database } from "../db/client";
import { getCompany } from "../domain/companies/get-company";
import { notFound } from "../errors";
import { requireUser } from "./plugins/session";

export function companyRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/companies/current",
    {
      schema: {
        tags: ["entreprise"],
        summary: "Entreprise de l'utilisateur connecté",
        response: { 200: companySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.companyId === null) throw notFound("Entreprise introuvable");
      const company = await getCompany({ db, companyId: user.companyId });
      return {
        ...company,
        createdAt: company.createdAt.toISOString(),
        updatedAt: company.updatedAt.toISOString(),
      };
    },
  );
}
