import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
  RATER_KEY_HEADER,
  RATER_KEY_PATTERN,
  shareTokenParams,
  TOKEN_PATTERN,
} from "../../shared/api/public-links";
import { errorResponses } from "../../shared/api/system";
import { type PublicScope, type ShareLink, withShareLink } from "../db/tenant";
import { publicCriteria, publicRatingsOf, readPublicCampaign } from "../domain/public-links/public-campaign";
import { submitMeasurement } from "../domain/public-links/submit-measurement";
import { submitPublicRatings } from "../domain/public-links/submit-ratings";
import { AppError } from "../errors";
import { limitPublicCall, type PublicRateLimits } from "./plugins/public-rate-limit";
import type { Services } from "./services";

/** The public pages and API answers: never indexed, and their address (the token) never sent on. */
export function setPublicHeaders(reply: FastifyReply): void {
  reply.header("referrer-policy", "no-referrer");
  reply.header("x-robots-tag", "noindex, nofollow");
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface PublicRouteSpec<P extends z.ZodType, Q extends Schema, B extends Schema, R extends z.ZodType> {
  method: "GET" | "POST";
  url: string;
  summary: string;
  purpose: ShareLink["purpose"];
  params: P;
  querystring?: Q;
  body?: B;
  response: R;
}

/**
 * The calls of a share link's visitor (spec §7 "Public"). Each is counted against the rate limits
 * before anything else (a refused body counts too), then runs in the link's own transaction
 * (`withShareLink`): the token is the only key, and a token of the wrong shape is not even looked
 * up. A POST answers 201 when it stored something, 200 when it was a retry of a stored one.
 */
export function publicLinkRoutes(app: FastifyInstance, services: Services, limits: PublicRateLimits): void {
  function route<
    P extends z.ZodType,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    spec: PublicRouteSpec<P, Q, B, R>,
    run: (
      scope: PublicScope,
      input: { params: z.output<P>; query: Parsed<Q>; body: Parsed<B> },
    ) => Promise<{ result: z.input<R>; created?: boolean; mailQueued?: boolean }>,
  ): void {
    const tokenOf = (request: FastifyRequest) => {
      const params = request.params as { shareToken?: string; token?: string };
      return params.shareToken ?? params.token ?? "";
    };
    app.route({
      method: spec.method,
      url: spec.url,
      schema: {
        tags: ["liens publics"],
        summary: spec.summary,
        params: spec.params,
        ...(spec.querystring && { querystring: spec.querystring }),
        ...(spec.body && { body: spec.body }),
        response: { 200: spec.response, 201: spec.response, ...errorResponses },
      },
      onRequest: async (request, reply) => {
        setPublicHeaders(reply);
        await limitPublicCall(services.db, limits, request, reply, {
          token: tokenOf(request),
          kind: spec.method === "GET" ? "read" : "write",
        });
      },
      handler: async (request, reply) => {
        const token = tokenOf(request);
        if (!TOKEN_PATTERN.test(token)) throw new AppError("SHARE_LINK_INVALID");
        const sentKey = request.headers[RATER_KEY_HEADER];
        const visitor = {
          ipAddress: request.ip ?? null,
          userAgent: request.headers["user-agent"] ?? null,
          // A key of the wrong shape is no key: the reads answer nothing, as for no key at all.
          raterKey: typeof sentKey === "string" && RATER_KEY_PATTERN.test(sentKey) ? sentKey : null,
        };
        const input = { params: request.params, query: request.query, body: request.body } as {
          params: z.output<P>;
          query: Parsed<Q>;
          body: Parsed<B>;
        };
        const { result, created, mailQueued } = await withShareLink(
          services.db,
          { token, purpose: spec.purpose, visitor },
          (scope) => run(scope, input),
        );
        // The e-mail the transaction queued leaves once it is committed.
        if (mailQueued) services.mailer.deliverSoon(services.db);
        return reply.status(created ? 201 : 200).send(result);
      },
    });
  }

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
