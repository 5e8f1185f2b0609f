import type { FastifyInstance } from "fastify";
import { instrumentIdParams } from "../../shared/api/instruments";
import {
  intervalProposalsSchema,
  intervalSettingsAnswerSchema,
  intervalSettingsSchema,
} from "../../shared/api/interval-proposals";
import { readIntervalProposals } from "../domain/intervals/interval-proposals";
import { readIntervalSettings, saveIntervalSettings } from "../domain/intervals/interval-settings";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The interval methods side by side (decision 034): an instrument's proposals, the company's settings. */
export function intervalRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["parc"]);

  route(
    {
      method: "GET",
      url: "/api/instruments/:id/interval-proposals",
      summary:
        "Les périodes proposées pour un instrument par OPPERET, l'escalier (ILAC-G24 méthode 1), NCSL RP-1 A3 sur sa famille et la dérive (FD X 07-014), chacune avec ses raisons et ses données",
      permission: "readCampaigns",
      params: instrumentIdParams,
      response: intervalProposalsSchema,
    },
    (scope, { params }) => readIntervalProposals(scope, { instrumentId: params.id }),
  );

  route(
    {
      method: "GET",
      url: "/api/settings/interval-methods",
      summary:
        "Réglages des méthodes d'intervalle : facteurs et marge de l'escalier, fiabilité cible, bornes des périodes",
      permission: "readCampaigns",
      response: intervalSettingsAnswerSchema,
    },
    (scope) => readIntervalSettings(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/interval-methods",
      summary: "Modifier les réglages des méthodes d'intervalle",
      permission: "manageCriteria",
      body: intervalSettingsSchema,
      response: intervalSettingsAnswerSchema,
    },
    (scope, { body }) => saveIntervalSettings(scope, { input: body }),
  );
}
