import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { campaignRatingSchema } from "../../shared/api/campaigns";
import { ratingBatchInputSchema, ratingBatchResultSchema, ratingInputSchema } from "../../shared/api/ratings";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { saveRatings } from "../domain/ratings/save-ratings";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["notations"];

export function ratingRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/equipment-ratings",
    {
      schema: {
        tags,
        summary: "Noter un équipement sur un critère (remplace la note précédente du même évaluateur)",
        body: ratingInputSchema,
        response: { 200: campaignRatingSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "rate");
      const { campaignId, equipmentId, criteriaId, grade } = request.body;
      const { saved } = await withTenant(db, tenant, (tx) =>
        saveRatings({ db: tx, tenant, actor, campaignId, cells: [{ equipmentId, criteriaId, grade }] }),
      );
      return saved[0]!;
    },
  );

  api.post(
    "/api/equipment-ratings/batch",
    {
      schema: {
        tags,
        summary: "Noter plusieurs équipements et critères en une fois (une seule transaction)",
        body: ratingBatchInputSchema,
        response: { 200: ratingBatchResultSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "rate");
      const { campaignId, ratings } = request.body;
      const { saved, equipmentCount } = await withTenant(db, tenant, (tx) =>
        saveRatings({ db: tx, tenant, actor, campaignId, cells: ratings }),
      );
      return { saved: saved.length, equipmentCount };
    },
  );
}
