import type { FastifyInstance } from "fastify";
import { campaignRatingSchema } from "../../shared/api/campaigns";
import { ratingBatchInputSchema, ratingBatchResultSchema, ratingInputSchema } from "../../shared/api/ratings";
import { rateCell, rateCells } from "../domain/ratings/save-ratings";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function ratingRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["notations"]);

  route(
    {
      method: "POST",
      url: "/api/equipment-ratings",
      summary: "Noter un équipement sur un critère (remplace la note précédente du même évaluateur)",
      permission: "rate",
      body: ratingInputSchema,
      response: campaignRatingSchema,
    },
    (scope, { body: { campaignId, equipmentId, criteriaId, grade } }) =>
      rateCell(scope, { campaignId, cell: { equipmentId, criteriaId, grade } }),
  );

  route(
    {
      method: "POST",
      url: "/api/equipment-ratings/batch",
      summary: "Noter plusieurs équipements et critères en une fois (une seule transaction)",
      permission: "rate",
      body: ratingBatchInputSchema,
      response: ratingBatchResultSchema,
      bulkWrite: true,
    },
    (scope, { body }) => rateCells(scope, { campaignId: body.campaignId, cells: body.ratings }),
  );
}
