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
      summary: "Réglage : exiger un motif pour forcer une période ou rouvrir une campagne",
      permission: "readCampaigns",
      response: approvalSettingsSchema,
    },
    (scope) => getApprovalSettings(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/approvals",
      summary: "Exiger ou non un motif pour forcer une période ou rouvrir une campagne",
      permission: "manageCampaigns",
      body: approvalSettingsInputSchema,
      response: approvalSettingsSchema,
    },
    (scope, { body }) => saveApprovalSettings(scope, { input: body }),
  );
}
