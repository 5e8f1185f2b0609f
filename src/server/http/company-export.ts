import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { errorResponses } from "../../shared/api/system";
import { appliedMigration } from "../db/client";
import { tenantSession } from "../db/tenant";
import { companyArchive, startCompanyExport } from "../domain/companies/company-export";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

/**
 * « Tout emporter » (decision 024): every record of the company as one ZIP archive, for its
 * administrators. The export is audited and settled in one short transaction before the first
 * byte; the archive is then sent as it is written, its tables read a slice per transaction.
 */
export function companyExportRoutes(app: FastifyInstance, services: Services): void {
  app.route({
    method: "GET",
    url: "/api/company/export",
    // A HEAD would audit an export that never leaves.
    exposeHeadRoute: false,
    schema: {
      tags: ["entreprise"],
      summary:
        "Exporter toutes les données de l'entreprise : une archive ZIP de chaque table en CSV et en JSON, des fichiers des rapports, d'un manifeste (tailles, SHA-256) et d'un LISEZMOI",
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const context = await authorize(request, "manageCompany");
      const session = tenantSession(services.db, context);
      const migration = await appliedMigration(services.db);
      const plan = await session.transaction((scope) => startCompanyExport(scope, { migration }));
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${plan.fileName}"`)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(Readable.from(companyArchive(session, plan)));
    },
  });
}
