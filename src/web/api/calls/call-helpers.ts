import { z } from "zod";
import type { ExportFormat } from "../../../shared/api/exports";

/** What every call module shares: the read options, the empty answer, path and query encoding. */
export type Read = { signal?: AbortSignal };
export const noContent = z.null();
export const path = (value: string | number) => encodeURIComponent(String(value));

/** A query string of the values set (`?a=1&b=x`), or nothing. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** `format=xlsx` for the workbook; the CSV is the routes' default and keeps its plain address. */
export const formatOf = (format: ExportFormat) => (format === "csv" ? undefined : format);
