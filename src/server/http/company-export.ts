import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { appliedMigration } from "../db/client";
import { companyArchive } from "../domain/companies/company-export";
import { startCompanyExport } from "../domain/companies/export-plan";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/**
 * « Tout emporter » (decision 024): every record of the company as one ZIP archive, for its
 * administrators. The export is audited and settled in one short transaction before the first
 * byte; the archive is then sent as it is written, its tables read a slice per transaction.
 */
export function companyExportRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["entreprise"]);

  route.file(
    {
      method: "GET",
      url: "/api/company/export",
      // A HEAD would audit an export that never leaves.
      noHead: true,
      summary:
        "Exporter toutes les données de l'entreprise : une archive ZIP de chaque table en CSV et en JSON, des fichiers des rapports, d'un manifeste (tailles, SHA-256) et d'un LISEZMOI",
      permission: "manageCompany",
    },
    async (session) => {
      const migration = await appliedMigration(services.db);
      const plan = await session.transaction((scope) => startCompanyExport(scope, { migration }));
      return {
        contentType: "application/zip",
        fileName: plan.fileName,
        disposition: "attachment",
        body: Readable.from(companyArchive(session, plan)),
        headers: { "cache-control": "no-store" },
      };
    },
  );
}
