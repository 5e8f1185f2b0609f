import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { errorResponses } from "../../shared/api/system";

export type Schema = z.ZodType | undefined;
export type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What every route says of itself in the API's document: its address, its schemas, its summary. */
export interface RouteSchemaSpec<P extends Schema, Q extends Schema, B extends Schema> {
  method: Method;
  url: string;
  summary?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The body's media types when it is not JSON (a certificate's XML); the routes that set it parse them. */
  consumes?: readonly string[];
  /** An address opened by another program than the web app (a calendar, a sign-in link): not in the document. */
  hide?: true;
  /** A GET whose HEAD would do its work without sending it (an audited export). */
  noHead?: true;
}

/** The request's input, as Fastify validated and transformed it with the route's own schemas. */
export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/**
 * The one place a route reaches Fastify: every kind of route (routes of a company's data, of a share
 * link, of a secret feed, file answers, unauthenticated ones) is declared through it, so that each
 * carries its tags, summary and schemas into the OpenAPI document, and its errors take the one error
 * contract. `responses` are the documented answers besides the errors (none for a file answer).
 */
export function declareRoute<P extends Schema, Q extends Schema, B extends Schema>(
  app: FastifyInstance,
  declaration: {
    tags: string[];
    spec: RouteSchemaSpec<P, Q, B>;
    responses: Record<number, z.ZodType>;
    onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    handler: (input: RouteInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  const { tags, spec, responses, onRequest, handler } = declaration;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.noHead && { exposeHeadRoute: false }),
    schema: {
      ...(spec.hide ? { hide: true } : { tags }),
      ...(spec.summary && { summary: spec.summary }),
      ...(spec.params && { params: spec.params }),
      ...(spec.querystring && { querystring: spec.querystring }),
      ...(spec.body && { body: spec.body }),
      ...(spec.consumes && { consumes: [...spec.consumes] }),
      ...(!spec.hide && { response: { ...errorResponses, ...responses } }),
    },
    ...(onRequest && { onRequest }),
    handler: (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<
        P,
        Q,
        B
      >;
      return handler(input, request, reply);
    },
  });
}
