import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  measurementInputSchema,
  PUBLIC_PROFILES,
  publicCampaignSchema,
  publicCriterionSchema,
  publicProfileParams,
  publicRaterQuery,
  publicRatingInputSchema,
  publicRatingSchema,
  publicSubmissionResultSchema,
  publicTokenParams,
  shareTokenParams,
} from "../../shared/api/public-links";
import { publicCriteria, publicRatingsOf, readPublicCampaign } from "../domain/public-links/public-campaign";
import { submitMeasurement } from "../domain/public-links/submit-measurement";
import { submitPublicRatings } from "../domain/public-links/submit-ratings";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/**
 * The calls of a share link's visitor (spec §7 "Public"), each in the link's own transaction, under
 * the public rate limits (token-routes.ts).
 */
export function publicLinkRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["liens publics"]).shareLink;

  route(
    {
      method: "GET",
      url: "/api/campaigns/:shareToken/public",
      summary: "Campagne et équipements d'un lien de saisie des mesures",
      purpose: "measurement",
      params: shareTokenParams,
      response: publicCampaignSchema,
    },
    async (scope) => ({ result: await readPublicCampaign(scope) }),
  );

  route(
    {
      method: "POST",
      url: "/api/campaigns/:shareToken/measurements",
      summary: "Saisir une mesure par le lien de la campagne (sans compte)",
      purpose: "measurement",
      params: shareTokenParams,
      body: measurementInputSchema,
      response: publicSubmissionResultSchema,
    },
    (scope, { body }) => submitMeasurement(scope, { input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/public/campaigns/:token",
      summary: "Campagne et équipements d'un lien de notation",
      purpose: "rating",
      params: publicTokenParams,
      response: publicCampaignSchema,
    },
    async (scope) => ({ result: await readPublicCampaign(scope) }),
  );

  route(
    {
      method: "GET",
      url: "/api/public/campaigns/:token/rating-criteria/:profile",
      summary: `Critères notés par lien public (profils ${PUBLIC_PROFILES.join(", ")}), avec leurs niveaux`,
      purpose: "rating",
      params: publicProfileParams,
      response: z.array(publicCriterionSchema),
    },
    async (scope) => ({ result: await publicCriteria(scope) }),
  );

  route(
    {
      method: "GET",
      url: "/api/public/campaigns/:token/ratings/:profile",
      summary:
        "Notations déjà données : celles du technicien d'un lien personnel, ou celles de l'évaluateur dont la clé est dans l'en-tête X-Rater-Key (lien de la campagne ; sans clé, aucune : email et name ne suffisent pas)",
      purpose: "rating",
      params: publicProfileParams,
      querystring: publicRaterQuery,
      response: z.array(publicRatingSchema),
    },
    async (scope, { query }) => ({ result: await publicRatingsOf(scope, { raterKey: query.raterKey }) }),
  );

  route(
    {
      method: "POST",
      url: "/api/public/campaigns/:token/ratings",
      summary: "Enregistrer des notations de technicien par lien (sans compte)",
      purpose: "rating",
      params: publicTokenParams,
      body: publicRatingInputSchema,
      response: publicSubmissionResultSchema,
    },
    (scope, { params, body }) =>
      submitPublicRatings(scope, { input: body, token: params.token, publicUrl: services.publicUrl }),
  );
}
