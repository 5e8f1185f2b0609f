import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  auditEntriesQuerySchema,
  auditEntrySchema,
  auditEventPageSchema,
  auditEventsQuerySchema,
  auditVerificationSchema,
} from "../../shared/api/audit";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { exportAuditEntries, listAuditEntries } from "../domain/audit/audit-entries";
import { listAuditEvents } from "../domain/audit/audit-events";
import { verifyAuditTrail } from "../domain/audit/verify-audit-trail";
import { authorize } from "./plugins/request-context";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The Journal d'Audit (spec §2): rating entries, their CSV export, the event trail, its verification. */
export function auditRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["journal d'audit"]);

  route(
    {
      method: "GET",
      url: "/api/audit/complete",
      summary: "Entrées du journal d'audit : notations par équipement et évaluateur, score OPPERET, période",
      permission: "readAudit",
      querystring: auditEntriesQuerySchema,
      response: z.array(auditEntrySchema),
    },
    (scope, { query }) => listAuditEntries(scope, { filters: query }),
  );

  app.route({
    method: "GET",
    url: "/api/audit/complete/export",
    schema: {
      tags: ["journal d'audit"],
      summary: "Export CSV des entrées du journal d'audit (mêmes filtres)",
      querystring: auditEntriesQuerySchema,
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const context = await authorize(request, "readAudit");
      const filters = request.query as z.output<typeof auditEntriesQuerySchema>;
      const { fileName, csv } = await withTenant(services.db, context, (scope) =>
        exportAuditEntries(scope, { filters }),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  });

  route(
    {
      method: "GET",
      url: "/api/audit/events",
      summary:
        "Piste d'audit : chaque action, avec ses valeurs avant et après, par page (les plus récentes d'abord)",
      permission: "readAudit",
      querystring: auditEventsQuerySchema,
      response: auditEventPageSchema,
    },
    (scope, { query }) => listAuditEvents(scope, query),
  );

  route(
    {
      method: "GET",
      url: "/api/audit/verify",
      summary: "Vérifier la chaîne d'empreintes de la piste d'audit de l'entreprise",
      permission: "manageCompany",
      response: auditVerificationSchema,
    },
    (scope) => verifyAuditTrail(scope.db, { companyId: scope.companyId }),
  );
}
