import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";

/**
 * The formats of every export route (the audit journal's entries, the Parc, a campaign's
 * measurements): the CSV of spec §9 (comma-separated, UTF-8 with a byte-order mark, formula cells
 * neutralised), or an Excel workbook with typed cells, French number and date formats, a frozen
 * header row and a filter.
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=csv|xlsx` of an export route: CSV unless said otherwise, anything else refused in French. */
export const exportFormatQuery = {
  format: z.enum(EXPORT_FORMATS, { error: FIELD_MESSAGES.exportFormatUnknown }).default("csv"),
};
