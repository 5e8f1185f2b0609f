import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  auditCheckpointSchema,
  auditEntriesExportQuerySchema,
  auditEntriesQuerySchema,
  auditEntrySchema,
  auditEventPageSchema,
  auditEventsExportQuerySchema,
  auditEventsQuerySchema,
  auditVerificationSchema,
} from "../../shared/api/audit";
import { auditEventDetailSchema, auditEventIdParams } from "../../shared/api/audit-detail";
import { listCheckpoints, storedCheckpoints } from "../domain/audit/audit-checkpoints";
import { readAuditEventDetail } from "../domain/audit/audit-details";
import { exportAuditEntries, listAuditEntries } from "../domain/audit/audit-entries";
import { listAuditEvents } from "../domain/audit/audit-events";
import { exportAuditEvents } from "../domain/audit/audit-events-export";
import { verifyAuditTrail } from "../domain/audit/verify-audit-trail";
import { exportRoute } from "./export-route";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The Journal d'Audit (spec §2): rating entries, their export (CSV or Excel), the event trail, its verification. */
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

  exportRoute(
    route,
    {
      url: "/api/audit/complete/export",
      summary:
        "Export des entrées du journal d'audit (mêmes filtres) : CSV, ou classeur Excel avec format=xlsx",
      permission: "readAudit",
      querystring: auditEntriesExportQuerySchema,
    },
    (scope, { query }) => exportAuditEntries(scope, { filters: query }),
  );

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
      url: "/api/audit/events/:id/detail",
      summary:
        "Détail d'une modification en masse (valeurs avant et après de chaque ligne), conservé à part de sa ligne du journal et vérifié contre son empreinte",
      permission: "readAudit",
      params: auditEventIdParams,
      response: auditEventDetailSchema,
    },
    (scope, { params }) => readAuditEventDetail(scope, params.id),
  );

  exportRoute(
    route,
    {
      url: "/api/audit/events/export",
      summary:
        "Export de la piste d'audit du jour `from` au jour `to` (dans le fuseau horaire de l'entreprise, inclus), chaque ligne avec son empreinte : CSV, ou classeur Excel avec format=xlsx",
      permission: "readAudit",
      querystring: auditEventsExportQuerySchema,
    },
    (scope, { query }) => exportAuditEvents(scope, { from: query.from, to: query.to }),
  );

  route(
    {
      method: "GET",
      url: "/api/audit/verify",
      summary:
        "Vérifier la chaîne d'empreintes de la piste d'audit de l'entreprise, et qu'elle passe par chacun de ses points de contrôle",
      permission: "manageCompany",
      response: auditVerificationSchema,
    },
    async (scope) =>
      verifyAuditTrail(scope.db, { companyId: scope.companyId, checkpoints: await storedCheckpoints(scope) }),
  );

  route(
    {
      method: "GET",
      url: "/api/audit/checkpoints",
      summary:
        "Points de contrôle de la piste d'audit (position et empreinte de sa tête à chaque rapport), du plus récent au plus ancien",
      permission: "readAudit",
      response: z.array(auditCheckpointSchema),
    },
    (scope) => listCheckpoints(scope),
  );
}
