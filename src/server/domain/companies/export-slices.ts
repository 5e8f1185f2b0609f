import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { csvCell } from "../../../shared/csv";
import { reportFiles } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import type { CompanyExportPlan } from "./export-plan";
import { type ExportedTable, REPORTS_FOLDER } from "./export-tables";

/** A column's name in the database (the schema is declared in camelCase, stored in snake_case). */
function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The columns of a table that leave, by their name in the code, and how each is read. */
export function exportedColumns(spec: ExportedTable): { key: string; name: string; column: PgColumn }[] {
  const omitted = new Set(spec.omit ?? []);
  return Object.entries(getTableColumns(spec.table))
    .filter(([key]) => !omitted.has(key))
    .map(([key, column]) => ({ key, name: columnName(key), column }));
}

/**
 * How a column is read: an instant as ISO 8601 text in UTC to the microsecond (the database's own
 * precision, which the audit trail's hashes cover), anything else as the driver gives it.
 */
function selected(column: PgColumn): PgColumn | SQL {
  if (column.columnType === "PgTimestamp")
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return column;
}

/** A value as the JSON file writes it: a decimal as a number, everything else as read. */
export function plainValue(value: unknown, column: PgColumn): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === "PgNumeric") return Number(value);
  return value;
}

/** A value as the CSV writes it: text neutralised (csvCell), lists and objects as JSON text. */
export function csvValue(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "number") return csvCell(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return csvCell(value);
  return csvCell(JSON.stringify(value));
}

/** One CSV line: semicolons, CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(";")}\r\n`;
}

export type Row = Record<string, unknown>;

/** The next slice of a table's rows after `after` (the key of the last row read), in key order. */
export async function readSlice(
  scope: TenantScope,
  spec: ExportedTable,
  plan: CompanyExportPlan,
  after: readonly unknown[] | null,
  limit: number,
): Promise<Row[]> {
  const columns = exportedColumns(spec);
  const selection: Record<string, PgColumn | SQL> = {};
  for (const { key, column } of columns) selection[key] = selected(column);
  // The key as read, to start the next slice from (its columns are never instants).
  spec.key.forEach((column, index) => {
    selection[`__key${index}`] = column;
  });
  const conditions: SQL[] = [sql`${spec.company} = ${scope.companyId}`];
  if (after)
    conditions.push(
      sql`(${sql.join([...spec.key], sql`, `)}) > (${sql.join(
        spec.key.map((column, index) => sql`${after[index]}::${sql.raw(column.getSQLType())}`),
        sql`, `,
      )})`,
    );
  if (spec.upTo) conditions.push(spec.upTo(plan.auditHead));
  const rows = await scope.db
    .select(selection)
    .from(spec.table as never)
    .where(sql.join(conditions, sql` and `))
    .orderBy(...spec.key)
    .limit(limit);
  return rows as Row[];
}

/** A stored report with its file, as rapports/ holds it. */
export interface StoredReport {
  id: number;
  fileName: string;
}

/** The name of a report's file in rapports/: its id, then its name in safe characters. */
export function reportPath(report: StoredReport): string {
  const name = report.fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 150) || "rapport";
  return `${REPORTS_FOLDER}/${report.id}-${name}`;
}

const reportPart = z.object({ part: z.coerce.number(), content: z.instanceof(Uint8Array) });

/** The part after `after` of a report's stored file (parts are numbered from 0), or none. */
export async function readNextPart(scope: TenantScope, reportId: number, after: number) {
  const [row] = await scope.db
    .select({ part: reportFiles.part, content: reportFiles.content })
    .from(reportFiles)
    .where(
      sql`${reportFiles.companyId} = ${scope.companyId} and ${reportFiles.reportId} = ${reportId} and ${reportFiles.part} > ${after}`,
    )
    .orderBy(reportFiles.part)
    .limit(1);
  return row ? reportPart.parse(row) : null;
}
