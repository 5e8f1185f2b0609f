import type { z } from "zod";
import type { ExportFormat } from "../../shared/api/exports";
import type { Permission } from "../../shared/permissions";
import type { TenantScope } from "../db/tenant";
import { exportFile } from "../exports/export-file";
import type { ExportTable } from "../exports/export-table";
import type { tenantRoutes } from "./route";
import type { Parsed, Schema } from "./route-declaration";

/**
 * An export route: a file answer of the area's routes. The domain reads the rows (an ExportTable) in
 * the company's transaction; once it is over, the table is written as the format the query asks
 * for (`?format=csv`, the default, or `xlsx`; anything else is a 400 from the query's schema) and
 * sent as an attachment.
 */
export function exportRoute<P extends Schema, Q extends z.ZodType<{ format: ExportFormat }>>(
  route: ReturnType<typeof tenantRoutes>,
  spec: { url: string; summary: string; permission: Permission; params?: P; querystring: Q },
  read: (scope: TenantScope, input: { params: Parsed<P>; query: z.output<Q> }) => Promise<ExportTable>,
): void {
  route.file({ method: "GET", ...spec }, async (session, { params, query }) => {
    const input = { params, query: query as z.output<Q> };
    const table = await session.transaction((scope) => read(scope, input));
    const file = await exportFile(table, input.query.format);
    return {
      contentType: file.contentType,
      fileName: file.fileName,
      disposition: "attachment",
      body: file.body,
    };
  });
}
