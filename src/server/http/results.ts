import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaignIdParams } from "../../shared/api/campaigns";
import {
  applyResultSchema,
  calculationInputSchema,
  calculationSummarySchema,
  calibrationResultsSchema,
  forcedPeriodsInputSchema,
  resultExplanationSchema,
} from "../../shared/api/ratings";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { applyPeriods } from "../domain/results/apply-periods";
import { calculatePeriods } from "../domain/results/calculate-periods";
import { explainResult, listCalibrationResults } from "../domain/results/calibration-results";
import { updateForcedPeriods } from "../domain/results/forced-periods";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["calcul OPPERET"];

export function resultRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/campaigns/:id/calculate-periods",
    {
      schema: {
        tags,
        summary: "Calculer les nouvelles périodes d'étalonnage (méthode OPPERET)",
        params: campaignIdParams,
        body: calculationInputSchema,
        response: { 200: calculationSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      return withTenant(db, tenant, (tx) =>
        calculatePeriods({
          db: tx,
          tenant,
          actor,
          campaignId: request.params.id,
          adjustmentFactor: request.body.adjustmentFactor,
        }),
      );
    },
  );

  api.get(
    "/api/campaigns/:id/calibration-results",
    {
      schema: {
        tags,
        summary: "Résultats du calcul OPPERET d'une campagne",
        params: campaignIdParams,
        response: { 200: calibrationResultsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) =>
        listCalibrationResults({ db: tx, tenant, campaignId: request.params.id }),
      );
    },
  );

  api.get(
    "/api/campaigns/:id/calibration-results/:equipmentId",
    {
      schema: {
        tags,
        summary: "Explication d'un résultat : contribution de chaque critère",
        params: campaignIdParams.extend({ equipmentId: z.coerce.number().int().positive() }),
        response: { 200: resultExplanationSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) =>
        explainResult({
          db: tx,
          tenant,
          campaignId: request.params.id,
          equipmentId: request.params.equipmentId,
        }),
      );
    },
  );

  api.patch(
    "/api/campaigns/:id/update-forced-periods",
    {
      schema: {
        tags,
        summary: "Forcer (ou retirer) des périodes : 1 à 120 mois ; 0 ou vide retire",
        params: campaignIdParams,
        body: forcedPeriodsInputSchema,
        response: { 200: calibrationResultsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      return withTenant(db, tenant, async (tx) => {
        await updateForcedPeriods({
          db: tx,
          tenant,
          actor,
          campaignId: request.params.id,
          updates: request.body.updates,
        });
        return listCalibrationResults({ db: tx, tenant, campaignId: request.params.id });
      });
    },
  );

  api.post(
    "/api/campaigns/:id/apply-periods",
    {
      schema: {
        tags,
        summary: "Appliquer les nouvelles périodes aux instruments (tout ou rien)",
        params: campaignIdParams,
        response: { 200: applyResultSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      return withTenant(db, tenant, (tx) =>
        applyPeriods({ db: tx, tenant, actor, campaignId: request.params.id }),
      );
    },
  );
}
