import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  campaignIdParams,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignRatingSchema,
  campaignSchema,
  dashboardStatsSchema,
} from "../../shared/api/campaigns";
import { ratingsQuerySchema } from "../../shared/api/ratings";
import { findCampaign, listCampaigns, toCampaign } from "../domain/campaign-state/campaign-view";
import { archiveCampaign, unarchiveCampaign } from "../domain/campaigns/archive-campaign";
import { listCampaignRatings } from "../domain/campaigns/campaign-ratings";
import { closeCampaign, deleteCampaign } from "../domain/campaigns/close-campaign";
import { createCampaign, updateCampaign } from "../domain/campaigns/save-campaign";
import { dashboardStats } from "../domain/dashboard/dashboard-stats";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function campaignRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["campagnes"]);

  route(
    {
      method: "GET",
      url: "/api/campaigns",
      summary:
        "Campagnes de l'entreprise, avec leur avancement et ce que l'utilisateur peut en faire (archivées : ?archived=true)",
      permission: "readCampaigns",
      querystring: campaignListQuerySchema,
      response: z.array(campaignSchema),
    },
    async (scope, { query }) =>
      (await listCampaigns(scope, { archived: query.archived })).map((record) => toCampaign(scope, record)),
  );

  route(
    {
      method: "POST",
      url: "/api/campaigns",
      summary: "Créer une campagne (avec ses participants et équipements)",
      permission: "manageCampaigns",
      body: campaignInputSchema,
      response: campaignSchema,
      status: 201,
      bulkWrite: true,
    },
    async (scope, { body }) => toCampaign(scope, await createCampaign(scope, { input: body })),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id",
      summary: "Une campagne, avec son avancement et ce que l'utilisateur peut en faire",
      permission: "readCampaigns",
      params: campaignIdParams,
      response: campaignSchema,
    },
    async (scope, { params }) => toCampaign(scope, await findCampaign(scope, params.id)),
  );

  route(
    {
      method: "PUT",
      url: "/api/campaigns/:id",
      summary: "Modifier une campagne (une campagne clôturée est rouverte)",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: campaignInputSchema,
      response: campaignSchema,
      bulkWrite: true,
    },
    async (scope, { params, body }) =>
      toCampaign(scope, await updateCampaign(scope, { campaignId: params.id, input: body })),
  );

  route(
    {
      method: "PATCH",
      url: "/api/campaigns/:id/close",
      summary: "Clôturer une campagne active",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: campaignSchema,
    },
    async (scope, { params }) => toCampaign(scope, await closeCampaign(scope, { campaignId: params.id })),
  );

  route(
    {
      method: "DELETE",
      url: "/api/campaigns/:id",
      summary:
        "Supprimer une campagne sans notation, calcul ni rapport (sinon 409 CAMPAIGN_HAS_RECORDS : archivez-la)",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: z.null(),
      status: 204,
    },
    (scope, { params }) => deleteCampaign(scope, { campaignId: params.id }),
  );

  route(
    {
      method: "PATCH",
      url: "/api/campaigns/:id/archive",
      summary: "Archiver une campagne : en lecture seule, hors de la liste par défaut, son dossier gardé",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: campaignSchema,
    },
    async (scope, { params }) => toCampaign(scope, await archiveCampaign(scope, { campaignId: params.id })),
  );

  route(
    {
      method: "PATCH",
      url: "/api/campaigns/:id/unarchive",
      summary: "Désarchiver une campagne : elle revient dans la liste",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: campaignSchema,
    },
    async (scope, { params }) => toCampaign(scope, await unarchiveCampaign(scope, { campaignId: params.id })),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/ratings",
      summary: "Notations d'une campagne (rater=me : les siennes seulement)",
      permission: "readCampaigns",
      params: campaignIdParams,
      querystring: ratingsQuerySchema,
      response: z.array(campaignRatingSchema),
    },
    (scope, { params, query }) =>
      listCampaignRatings(scope, { campaignId: params.id, mine: query.rater === "me" }),
  );

  route(
    {
      method: "GET",
      url: "/api/dashboard/stats",
      summary: "Chiffres du tableau de bord",
      permission: "readCampaigns",
      response: dashboardStatsSchema,
    },
    (scope) => dashboardStats(scope),
  );
}
