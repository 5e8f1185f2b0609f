import type { ExportFormat } from "../../shared/api/exports";
import { zoneFormat } from "../../shared/clock";
import { csvDocument } from "../../shared/csv";
import { XLSX_CONTENT_TYPE } from "../reports/xlsx";
import type { ExportTable } from "./export-table";
import { exportWorkbook } from "./workbook";

/** An export table (export-table.ts) written as a file: the CSV of spec §9 or the workbook (workbook.ts). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** The CSV of spec §9: a byte-order mark, commas, RFC 4180 quotes, formula cells neutralised (csvCell). */
export function exportCsv(table: ExportTable): string {
  const instants = table.columns.flatMap((column, index) => (column.kind === "instant" ? [index] : []));
  const instant = zoneFormat(table.timeZone, { dateStyle: "short", timeStyle: "short" });
  return csvDocument(
    table.columns.map((column) => column.header),
    instants.length === 0
      ? table.rows
      : table.rows.map((row) => {
          const cells = [...row];
          for (const index of instants) {
            const value = cells[index];
            if (typeof value === "string") cells[index] = instant.format(new Date(value));
          }
          return cells;
        }),
  );
}

/** The table as the file of the format asked for: its name, its type and its content. */
export async function exportFile(table: ExportTable, format: ExportFormat): Promise<ExportFile> {
  if (format === "xlsx")
    return {
      fileName: `${table.name}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: await exportWorkbook(table),
    };
  return { fileName: `${table.name}.csv`, contentType: "text/csv; charset=utf-8", body: exportCsv(table) };
}
