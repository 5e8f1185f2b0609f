import type { FastifyInstance } from "fastify";
import { measurementSchema } from "../../shared/api/measurement-list";
import {
  measurementCorrectionInputSchema,
  measurementIdParams,
  measurementUnitsInputSchema,
  measurementUnitsSettingSchema,
  measurementWithdrawalInputSchema,
} from "../../shared/api/measurements";
import { correctMeasurement, withdrawMeasurement } from "../domain/measurements/corrections";
import { readUnitSettings, saveUnitSettings } from "../domain/measurements/units";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/**
 * Measurements you can trust (decision 020): the units each instrument type allows, and the
 * corrections and withdrawals of measurements, by those who manage campaigns, each with its reason.
 */
export function measurementRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["mesures"]);

  route(
    {
      method: "GET",
      url: "/api/settings/measurement-units",
      summary: "Réglage : unités de mesure permises par type d'instrument",
      permission: "readCampaigns",
      response: measurementUnitsSettingSchema,
    },
    (scope) => readUnitSettings(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/measurement-units",
      summary: "Choisir les unités d'un type d'instrument (une liste vide : toutes les unités)",
      permission: "manageCampaigns",
      body: measurementUnitsInputSchema,
      response: measurementUnitsSettingSchema,
    },
    (scope, { body }) => saveUnitSettings(scope, { input: body }),
  );

  route(
    {
      method: "POST",
      url: "/api/measurements/:id/corrections",
      summary: "Corriger une mesure (valeur, unité, notes), avec son motif : l'originale est conservée",
      permission: "manageCampaigns",
      params: measurementIdParams,
      body: measurementCorrectionInputSchema,
      response: measurementSchema,
      status: 201,
    },
    (scope, { params, body }) => correctMeasurement(scope, { measurementId: params.id, input: body }),
  );

  route(
    {
      method: "POST",
      url: "/api/measurements/:id/withdrawal",
      summary: "Retirer une mesure, avec son motif : elle reste listée comme « Retirée »",
      permission: "manageCampaigns",
      params: measurementIdParams,
      body: measurementWithdrawalInputSchema,
      response: measurementSchema,
      status: 201,
    },
    (scope, { params, body }) =>
      withdrawMeasurement(scope, { measurementId: params.id, reason: body.reason }),
  );
}
