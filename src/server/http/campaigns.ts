import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  campaignIdParams,
  campaignInputSchema,
  campaignRatingSchema,
  campaignSchema,
  dashboardStatsSchema,
} from "../../shared/api/campaigns";
import { ratingsQuerySchema } from "../../shared/api/ratings";
import { errorResponses } from "../../shared/api/system";
import { can } from "../../shared/permissions";
import { withTenant } from "../db/tenant";
import { listCampaignRatings } from "../domain/campaigns/campaign-ratings";
import { findCampaign, listCampaigns, toCampaign } from "../domain/campaigns/campaign-view";
import { closeCampaign, deleteCampaign } from "../domain/campaigns/close-campaign";
import { createCampaign, updateCampaign } from "../domain/campaigns/save-campaign";
import { dashboardStats } from "../domain/dashboard/dashboard-stats";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["campagnes"];

export function campaignRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = (roles: readonly string[]) => ({ showShareToken: can(roles, "manageCampaigns") });

  api.get(
    "/api/campaigns",
    {
      schema: {
        tags,
        summary: "Campagnes de l'entreprise, avec leur avancement",
        response: { 200: z.array(campaignSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant, user } = await authorize(request, "readCampaigns");
      const rows = await withTenant(db, tenant, (tx) => listCampaigns({ db: tx, tenant }));
      return rows.map((row) => toCampaign(row, view(user.roles)));
    },
  );

  api.post(
    "/api/campaigns",
    {
      schema: {
        tags,
        summary: "Créer une campagne (avec ses participants et équipements)",
        body: campaignInputSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor, user } = await authorize(request, "manageCampaigns");
      const row = await withTenant(db, tenant, (tx) =>
        createCampaign({ db: tx, tenant, actor, input: request.body }),
      );
      return reply.status(201).send(toCampaign(row, view(user.roles)));
    },
  );

  api.put(
    "/api/campaigns/:id",
    {
      schema: {
        tags,
        summary: "Modifier une campagne",
        params: campaignIdParams,
        body: campaignInputSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor, user } = await authorize(request, "manageCampaigns");
      const row = await withTenant(db, tenant, (tx) =>
        updateCampaign({ db: tx, tenant, actor, id: request.params.id, input: request.body }),
      );
      return toCampaign(row, view(user.roles));
    },
  );

  api.get(
    "/api/campaigns/:id",
    {
      schema: {
        tags,
        summary: "Une campagne, avec son avancement",
        params: campaignIdParams,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, user } = await authorize(request, "readCampaigns");
      const row = await withTenant(db, tenant, (tx) => findCampaign(tx, tenant, request.params.id));
      return toCampaign(row, view(user.roles));
    },
  );

  api.patch(
    "/api/campaigns/:id/close",
    {
      schema: {
        tags,
        summary: "Clôturer une campagne",
        params: campaignIdParams,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor, user } = await authorize(request, "manageCampaigns");
      const row = await withTenant(db, tenant, (tx) =>
        closeCampaign({ db: tx, tenant, actor, id: request.params.id }),
      );
      return toCampaign(row, view(user.roles));
    },
  );

  api.delete(
    "/api/campaigns/:id",
    {
      schema: {
        tags,
        summary: "Supprimer une campagne et tout ce qu'elle contient",
        params: campaignIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      await withTenant(db, tenant, (tx) => deleteCampaign({ db: tx, tenant, actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/campaigns/:id/ratings",
    {
      schema: {
        tags,
        summary: "Notations d'une campagne (rater=me : les siennes seulement)",
        params: campaignIdParams,
        querystring: ratingsQuerySchema,
        response: { 200: z.array(campaignRatingSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant, user } = await authorize(request, "readCampaigns");
      const raterKey = request.query.rater === "me" ? user.id : undefined;
      return withTenant(db, tenant, (tx) =>
        listCampaignRatings({ db: tx, tenant, campaignId: request.params.id, raterKey }),
      );
    },
  );

  api.get(
    "/api/dashboard/stats",
    {
      schema: {
        tags,
        summary: "Chiffres du tableau de bord",
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) => dashboardStats({ db: tx, tenant }));
    },
  );
}
