import type { FastifyInstance } from "fastify";
import { approvalSettingsInputSchema, approvalSettingsSchema } from "../../shared/api/approvals";
import { getApprovalSettings, saveApprovalSettings } from "../domain/approvals/approval-settings";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function approvalRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["réglages"]);

  route(
    {
      method: "GET",
      url: "/api/settings/approvals",
      summary: "Réglages d'approbation : exiger un motif, exiger une approbation signée, double validation",
      permission: "readCampaigns",
      response: approvalSettingsSchema,
    },
    (scope) => getApprovalSettings(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/approvals",
      summary: "Modifier les réglages d'approbation nommés (motif, signature, double validation)",
      permission: "manageCampaigns",
      body: approvalSettingsInputSchema,
      response: approvalSettingsSchema,
    },
    (scope, { body }) => saveApprovalSettings(scope, { input: body }),
  );
}
