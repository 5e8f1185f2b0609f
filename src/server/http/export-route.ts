import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ExportFormat } from "../../shared/api/exports";
import { errorResponses } from "../../shared/api/system";
import type { Permission } from "../../shared/permissions";
import { type TenantScope, withTenant } from "../db/tenant";
import { type ExportTable, exportFile } from "../exports/export-table";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * An export route: a file, not JSON. The same authorization and company transaction as every route;
 * the domain reads the rows (an ExportTable), and once the transaction is over the table is written
 * as the format the query asks for (`?format=csv`, the default, or `xlsx`; anything else is a 400
 * from the query's schema) and sent as an attachment.
 */
export function exportRoute<P extends Schema, Q extends z.ZodType<{ format: ExportFormat }>>(
  app: FastifyInstance,
  services: Services,
  spec: {
    url: string;
    tags: string[];
    summary: string;
    permission: Permission;
    params?: P;
    querystring: Q;
  },
  read: (scope: TenantScope, input: { params: Parsed<P>; query: z.output<Q> }) => Promise<ExportTable>,
): void {
  app.route({
    method: "GET",
    url: spec.url,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.params && { params: spec.params }),
      querystring: spec.querystring,
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const context = await authorize(request, spec.permission);
      const input = { params: request.params as Parsed<P>, query: request.query as z.output<Q> };
      const table = await withTenant(services.db, context, (scope) => read(scope, input));
      const file = await exportFile(table, input.query.format);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  });
}
