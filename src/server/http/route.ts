import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Permission } from "../../shared/permissions";
import { type TenantScope, type TenantSession, tenantSession, withTenant } from "../db/tenant";
import { type FileAnswer, sendFileAnswer } from "./file-answer";
import { authorize, type RequestContext } from "./plugins/request-context";
import { declareRoute, type RouteInput, type RouteSchemaSpec, type Schema } from "./route-declaration";
import type { Services } from "./services";
import { tokenRoutes } from "./token-routes";

export type { RouteInput } from "./route-declaration";

/** What a route of a company's data declares: a table of contents, not code. */
export interface TenantRouteSpec<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>
  extends RouteSchemaSpec<P, Q, B> {
  summary: string;
  /** The permission of DESIGN.md §4 the signed-in user must hold (else 403). */
  permission: Permission;
  response: R;
  /** 200 unless said otherwise (201 for a creation, 204 with `z.null()` for no content). */
  status?: 200 | 201 | 202 | 204;
  /**
   * A creation that may find what it would create already there (an import of the same file):
   * 201 when the answer says it created, 200 when it did not.
   */
  createdWhen?: (result: z.input<R>) => boolean;
  /** Work once the transaction has committed, such as delivering the e-mails it queued; it sees the answer. */
  afterCommit?: (result: z.input<R>) => Promise<void>;
  /**
   * The call may write many rows at once (import, bulk rating, calculation): once it has committed,
   * the planner statistics of the tables it grew are refreshed in the background (db/statistics.ts).
   */
  bulkWrite?: true;
}

/** A route whose answer is a file: the same authorization and company as every route. */
export interface FileRouteSpec<P extends Schema, Q extends Schema, B extends Schema>
  extends RouteSchemaSpec<P, Q, B> {
  summary: string;
  permission: Permission;
}

/** A route open to whoever calls it (sign-in, health): it checks what it needs itself. */
export interface OpenRouteSpec<P extends Schema, Q extends Schema, B extends Schema>
  extends RouteSchemaSpec<P, Q, B> {
  /** Its documented answers besides the errors, by status. */
  responses?: Record<number, z.ZodType>;
}

/**
 * The routes of one area of the API, of every kind. Each reads: path, schemas, permission, one call
 * into the domain.
 * - `route`: over a company's data. The helper authorizes the request (401, 403), opens the
 *   company's transaction with its row-level security, runs the domain call in it with the
 *   request's validated input, and answers with the declared status.
 * - `route.inSlices`: the domain call cuts its work into several transactions of the company (a
 *   calculation, an import, a message queued then delivered: decision 017); it receives the
 *   session that opens them.
 * - `route.file`: the answer is a file (PDF, workbook, CSV, ZIP) with its type and name; the call
 *   receives the session, as its file may be read or written after a transaction.
 * - `route.shareLink`, `route.feed`: a share link's visitor, a calendar feed (token-routes.ts).
 * - `route.open`: no session required (sign-in, health).
 * Errors take the one error contract.
 */
export function tenantRoutes(app: FastifyInstance, services: Services, tags: string[]) {
  function declare<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>(
    spec: TenantRouteSpec<P, Q, B, R>,
    call: (who: RequestContext, input: RouteInput<P, Q, B>) => Promise<unknown>,
  ): void {
    const status = spec.status ?? 200;
    const { createdWhen } = spec;
    declareRoute(app, {
      tags,
      spec,
      responses: createdWhen ? { 200: spec.response, 201: spec.response } : { [status]: spec.response },
      handler: async (input, request, reply) => {
        const result = await call(await authorize(request, spec.permission), input);
        if (spec.afterCommit) await spec.afterCommit(result as z.input<R>);
        if (spec.bulkWrite) services.statistics.soon();
        const answered = createdWhen ? (createdWhen(result as z.input<R>) ? 201 : 200) : status;
        return reply.status(answered).send(answered === 204 ? null : result);
      },
    });
  }

  function route<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    spec: TenantRouteSpec<P, Q, B, R>,
    /** The domain call; a 204 route answers no content whatever it returns. */
    // biome-ignore lint/suspicious/noConfusingVoidType: the domain call of a 204 route returns nothing.
    run: (scope: TenantScope, input: RouteInput<P, Q, B>) => Promise<z.input<R> | void>,
  ): void {
    declare(spec, (who, input) => withTenant(services.db, who, (scope) => run(scope, input)));
  }

  route.inSlices = function inSlices<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    spec: TenantRouteSpec<P, Q, B, R>,
    run: (session: TenantSession, input: RouteInput<P, Q, B>) => Promise<z.input<R>>,
  ): void {
    declare(spec, (who, input) => run(tenantSession(services.db, who), input));
  };

  route.file = fileRoutes(app, services, tags);
  route.open = openRoutes(app, tags);
  const { shareLink, feed } = tokenRoutes(app, services, tags);
  route.shareLink = shareLink;
  route.feed = feed;

  return route;
}

/** `route.file`: a file answer (PDF, workbook, CSV, ZIP) of a company's data, with its type and name. */
function fileRoutes(app: FastifyInstance, services: Services, tags: string[]) {
  return function file<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
  >(
    spec: FileRouteSpec<P, Q, B>,
    run: (session: TenantSession, input: RouteInput<P, Q, B>) => Promise<FileAnswer>,
  ): void {
    declareRoute(app, {
      tags,
      spec,
      responses: {},
      handler: async (input, request, reply) => {
        const who = await authorize(request, spec.permission);
        return sendFileAnswer(reply, await run(tenantSession(services.db, who), input));
      },
    });
  };
}

/** `route.open`: a route that needs no session (sign-in, health); it checks what it needs itself. */
function openRoutes(app: FastifyInstance, tags: string[]) {
  return function open<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
  >(
    spec: OpenRouteSpec<P, Q, B>,
    handler: (input: RouteInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    declareRoute(app, { tags, spec, responses: spec.responses ?? {}, handler });
  };
}
