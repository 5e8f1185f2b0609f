import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { RATER_KEY_HEADER, RATER_KEY_PATTERN, TOKEN_PATTERN } from "../../shared/api/public-links";
import {
  type FeedScope,
  type PublicScope,
  type ShareLink,
  type Visitor,
  withCalendarFeed,
  withShareLink,
} from "../db/tenant";
import { AppError } from "../errors";
import { type FileAnswer, sendFileAnswer } from "./file-answer";
import { limitPublicCall } from "./plugins/public-rate-limit";
import { declareRoute, type RouteInput, type RouteSchemaSpec, type Schema } from "./route-declaration";
import type { Services } from "./services";

/** The public pages and API answers: never indexed, and their address (the token) never sent on. */
export function setPublicHeaders(reply: FastifyReply): void {
  reply.header("referrer-policy", "no-referrer");
  reply.header("x-robots-tag", "noindex, nofollow");
}

/** A share link's call (spec §7 "Public"): its token is in the path, as `shareToken` or `token`. */
export interface ShareLinkRouteSpec<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>
  extends RouteSchemaSpec<P, Q, B> {
  method: "GET" | "POST";
  summary: string;
  purpose: ShareLink["purpose"];
  params: P;
  response: R;
}

/** What a share link's call did: its answer, whether it stored something (201) and what it queued. */
export interface ShareLinkOutcome<R> {
  result: R;
  created?: boolean;
  mailQueued?: boolean;
}

/** The feed of a calendar application: its token is the path's `token`, and its answer a file. */
export interface FeedRouteSpec<P extends Schema> extends RouteSchemaSpec<P, undefined, undefined> {
  method: "GET";
  params: P;
}

function tokenOf(request: FastifyRequest): string {
  const params = request.params as { shareToken?: string; token?: string };
  return params.shareToken ?? params.token ?? "";
}

/** Whoever holds a share link, as the request shows them. */
function visitorOf(request: FastifyRequest): Visitor {
  const sentKey = request.headers[RATER_KEY_HEADER];
  return {
    ipAddress: request.ip ?? null,
    userAgent: request.headers["user-agent"] ?? null,
    // A key of the wrong shape is no key: the reads answer nothing, as for no key at all.
    raterKey: typeof sentKey === "string" && RATER_KEY_PATTERN.test(sentKey) ? sentKey : null,
  };
}

/**
 * The routes whose key is a token in their address, for callers without an account: a share link's
 * visitor, a calendar application. Each call is counted against the public rate limits of the
 * app's configuration before anything else (a refused body counts too), answers with the public
 * headers, and runs in the token's own transaction; a token of the wrong shape is not even looked up.
 */
export function tokenRoutes(app: FastifyInstance, services: Services, tags: string[]) {
  const limited = (kind: "read" | "write") => async (request: FastifyRequest, reply: FastifyReply) => {
    setPublicHeaders(reply);
    await limitPublicCall(services.db, services.publicRateLimits, request, reply, {
      token: tokenOf(request),
      kind,
    });
  };

  /**
   * A share link's call, in the link's transaction (`withShareLink`). A POST answers 201 when it
   * stored something, 200 when it was a retry of a stored one; the e-mail it queued leaves once the
   * transaction is committed.
   */
  function shareLink<
    P extends Schema,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    spec: ShareLinkRouteSpec<P, Q, B, R>,
    run: (scope: PublicScope, input: RouteInput<P, Q, B>) => Promise<ShareLinkOutcome<z.input<R>>>,
  ): void {
    declareRoute(app, {
      tags,
      spec,
      responses: { 200: spec.response, 201: spec.response },
      onRequest: limited(spec.method === "GET" ? "read" : "write"),
      handler: async (input, request, reply) => {
        const token = tokenOf(request);
        if (!TOKEN_PATTERN.test(token)) throw new AppError("SHARE_LINK_INVALID");
        const visitor = visitorOf(request);
        const outcome = await withShareLink(services.db, { token, purpose: spec.purpose, visitor }, (scope) =>
          run(scope, input),
        );
        if (outcome.mailQueued) services.mailer.deliverSoon(services.db);
        return reply.status(outcome.created ? 201 : 200).send(outcome.result);
      },
    });
  }

  /** A calendar feed's address: its file, in the feed's transaction (`withCalendarFeed`). */
  function feed<P extends Schema>(
    spec: FeedRouteSpec<P>,
    run: (scope: FeedScope, input: RouteInput<P, undefined, undefined>) => Promise<FileAnswer>,
  ): void {
    declareRoute(app, {
      tags,
      spec,
      responses: {},
      onRequest: limited("read"),
      handler: async (input, request, reply) => {
        const token = tokenOf(request);
        if (!TOKEN_PATTERN.test(token)) throw new AppError("CALENDAR_FEED_INVALID");
        const file = await withCalendarFeed(services.db, token, (scope) => run(scope, input));
        return sendFileAnswer(reply, file);
      },
    });
  }

  return { shareLink, feed };
}
