import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { applyPeriodsInputSchema } from "../../shared/api/approvals";
import { campaignIdParams } from "../../shared/api/campaigns";
import { ratingCompletenessSchema } from "../../shared/api/ratings";
import {
  applyResultSchema,
  calculationInputSchema,
  calculationRunSchema,
  calculationSummarySchema,
  calibrationResultsQuerySchema,
  calibrationResultsSchema,
  forcedPeriodsInputSchema,
  resultExplanationSchema,
} from "../../shared/api/results";
import { FIELD_MESSAGES } from "../../shared/messages";
import { idOf } from "../../shared/validation";
import { verifySigner } from "../domain/approvals/signatures";
import { ratingCompleteness } from "../domain/ratings/rating-completeness";
import { applyPeriods } from "../domain/results/apply-periods";
import { calculatePeriods } from "../domain/results/calculate-periods";
import { listCalibrationResults } from "../domain/results/calibration-results";
import { explainResult } from "../domain/results/explain-result";
import { updateForcedPeriods } from "../domain/results/forced-periods";
import { listCalculationRuns } from "../domain/results/run-history";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function resultRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["calcul OPPERET"]);

  route.inSlices(
    {
      method: "POST",
      url: "/api/campaigns/:id/calculate-periods",
      summary: "Calculer les nouvelles périodes d'étalonnage (méthode OPPERET)",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: calculationInputSchema,
      response: calculationSummarySchema,
      bulkWrite: true,
    },
    (session, { params, body }) =>
      calculatePeriods(session, {
        campaignId: params.id,
        adjustmentFactor: body.adjustmentFactor,
        confirmIncomplete: body.confirmIncomplete,
      }),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/rating-completeness",
      summary:
        "Complétude des notations : chaque critère de chaque profil pour chaque équipement, et ce qui manque",
      permission: "readCampaigns",
      params: campaignIdParams,
      response: ratingCompletenessSchema,
    },
    (scope, { params }) => ratingCompleteness(scope, { campaignId: params.id }),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/calibration-results",
      summary: "Résultats du calcul OPPERET d'une campagne (ceux d'un calcul antérieur : ?run=N)",
      permission: "readCampaigns",
      params: campaignIdParams,
      querystring: calibrationResultsQuerySchema,
      response: calibrationResultsSchema,
    },
    (scope, { params, query }) => listCalibrationResults(scope, { campaignId: params.id, run: query.run }),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/calculation-runs",
      summary: "Calculs d'une campagne, du plus récent au premier, avec ce que chacun a utilisé",
      permission: "readCampaigns",
      params: campaignIdParams,
      response: z.array(calculationRunSchema),
    },
    (scope, { params }) => listCalculationRuns(scope, params.id),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/calibration-results/:equipmentId",
      summary: "Explication d'un résultat : contribution de chaque critère",
      permission: "readCampaigns",
      params: campaignIdParams.extend({ equipmentId: idOf(FIELD_MESSAGES.idInvalid) }),
      querystring: calibrationResultsQuerySchema,
      response: resultExplanationSchema,
    },
    (scope, { params, query }) =>
      explainResult(scope, { campaignId: params.id, equipmentId: params.equipmentId, run: query.run }),
  );

  route(
    {
      method: "PATCH",
      url: "/api/campaigns/:id/update-forced-periods",
      summary: "Forcer (ou retirer) des périodes : 1 à 120 mois ; 0 ou vide retire",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: forcedPeriodsInputSchema,
      response: calibrationResultsSchema,
    },
    (scope, { params, body }) =>
      updateForcedPeriods(scope, { campaignId: params.id, updates: body.updates, reason: body.reason }),
  );

  route.inSlices(
    {
      method: "POST",
      url: "/api/campaigns/:id/apply-periods",
      summary:
        "Approuver et appliquer les nouvelles périodes aux instruments (tout ou rien) : corps vide, ou {signature: {password, meaning}}",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: applyPeriodsInputSchema,
      response: applyResultSchema,
      bulkWrite: true,
    },
    async (session, { params, body }) => {
      // The password is checked before the change's transaction (verifySigner).
      const signer = await verifySigner(services.db, session, body.signature, "periods");
      return session.transaction((scope) => applyPeriods(scope, { campaignId: params.id, signer }));
    },
  );
}
