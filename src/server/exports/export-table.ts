/**
 * What an export holds, whatever its format: a name, columns that say what kind of value they hold,
 * and rows. The domain builds the table (no HTTP, no file format); `exportFile` (export-file.ts) writes it as the CSV
 * of spec §9 or as an Excel workbook (workbook.ts), so that both files always carry the same rows.
 */

import type { NUMBER_FORMATS } from "../reports/xlsx/cells";

/**
 * text: written as typed (never run as a formula); number: a number, `format` in the workbook
 * (else Excel's general format); instant: an ISO 8601 instant, the CSV's `12/03/2026 14:05` and a
 * date and time of Paris in the workbook; day: a `YYYY-MM-DD` day, as such in the CSV (the Parc's
 * import reads it back) and a date in the workbook.
 */
export type ExportColumnKind = "text" | "number" | "instant" | "day";

export interface ExportColumn {
  /** The CSV's header cell (spec §9). */
  header: string;
  /** The workbook's header when it words it for a reader (the Parc's CSV keeps its import names). */
  title?: string;
  kind: ExportColumnKind;
  /** The workbook's number format of a number column (NUMBER_FORMATS: "0", "0.0"…), else general. */
  format?: keyof typeof NUMBER_FORMATS;
  /** The workbook's column width, in characters. */
  width: number;
  /** Long text wraps in the workbook. */
  wrap?: boolean;
}

/** One cell: text, a number, an ISO instant or a day, as the column's kind says; null is empty. */
export type ExportValue = string | number | null;

export interface ExportTable {
  /** The file's name without its extension (`journal-audit-2026-03-12`). */
  name: string;
  /** The workbook's sheet (31 characters at most). */
  sheet: string;
  /** The workbook's title property. */
  title: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportValue[])[];
  /** The company's time zone, the instants are written in (decision 026). */
  timeZone: string;
}
