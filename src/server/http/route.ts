import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorResponses } from "../../shared/api/system";
import type { Permission } from "../../shared/permissions";
import { type TenantScope, type TenantSession, tenantSession, withTenant } from "../db/tenant";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route of a company's data declares: a table of contents, not code. */
export interface TenantRouteSpec<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  summary: string;
  /** The permission of DESIGN.md §4 the signed-in user must hold (else 403). */
  permission: Permission;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  /** 200 unless said otherwise (201 for a creation, 204 with `z.null()` for no content). */
  status?: 200 | 201 | 202 | 204;
  /** Work once the transaction has committed, such as delivering the e-mails it queued. */
  afterCommit?: () => Promise<void>;
  /**
   * The call may write many rows at once (import, bulk rating, calculation): once it has committed,
   * the planner statistics of the tables it grew are refreshed in the background (db/statistics.ts).
   */
  bulkWrite?: true;
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/**
 * The routes of one area of the API over a company's data. Each reads: path, schemas, permission,
 * one call into the domain. The helper authorizes the request (401, 403), opens the company's
 * transaction with its row-level security, runs the domain call in it with the request's
 * validated input, and answers with the declared status; errors take the one error contract.
 * `route.inSlices` declares a route whose domain call cuts its work into several transactions of
 * the company (a calculation, an import: decision 017); it receives the session that opens them.
 */
export function tenantRoutes(app: FastifyInstance, services: Services, tags: string[]) {
  function declare<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType, T>(
    spec: TenantRouteSpec<P, Q, B, R>,
    call: (who: Parameters<typeof tenantSession>[1], input: RouteInput<P, Q, B>) => Promise<T>,
  ): void {
    const status = spec.status ?? 200;
    app.route({
      method: spec.method,
      url: spec.url,
      schema: {
        tags,
        summary: spec.summary,
        ...(spec.params && { params: spec.params }),
        ...(spec.querystring && { querystring: spec.querystring }),
        ...(spec.body && { body: spec.body }),
        response: { [status]: spec.response, ...errorResponses },
      },
      handler: async (request, reply) => {
        const context = await authorize(request, spec.permission);
        // Fastify has validated and transformed params, query and body with these same schemas.
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
        } as RouteInput<P, Q, B>;
        const result = await call(context, input);
        if (spec.afterCommit) await spec.afterCommit();
        if (spec.bulkWrite) services.statistics.soon();
        return reply.status(status).send(status === 204 ? null : result);
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

  return route;
}
