import { format as formatDate, isValid, parseISO, setDefaultOptions } from "date-fns";
import { fr } from "date-fns/locale";

// French dates everywhere, weeks from Monday (spec §9).
setDefaultOptions({ locale: fr, weekStartsOn: 1 });

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat("fr-FR", { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, nf);
  }
  return nf;
}

/** "12 345", "1,25": French grouping and decimal comma. */
export function formatNumber(value: number, decimals?: number): string {
  return decimals === undefined
    ? numberFormat(0, 3).format(value)
    : numberFormat(decimals, decimals).format(value);
}

/** Whole-percent display of spec §9: "42 %". */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)} %`;
}

/** "+1,5", "−0,25": a sign before every value that does not round to zero ("0,0" has none). */
export function formatSigned(value: number, decimals: number): string {
  const text = formatNumber(Math.abs(value), decimals);
  if (Number(Math.abs(value).toFixed(decimals)) === 0) return text;
  return `${value > 0 ? "+" : "−"}${text}`;
}

function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy HH:mm */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? formatDate(date, "dd/MM/yyyy HH:mm") : "";
}

/** dd/MM/yyyy */
export function formatDay(value: Date | string | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? formatDate(date, "dd/MM/yyyy") : "";
}

/** "21 novembre 2026" */
export function formatLongDay(value: Date | string | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? formatDate(date, "d MMMM yyyy") : "";
}

/** Reads "1,5" as well as "1.5" (DESIGN.md §9); NaN when it is not a number. */
export function parseDecimal(input: string): number {
  const normalized = input.trim().replace(/\s/g, "").replace(",", ".");
  if (normalized === "" || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** A file's size as French writes it: "845 octets", "2,4 Ko", "380 Ko", "1,2 Mo". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} ${bytes > 1 ? "octets" : "octet"}`;
  const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10);
  if (bytes < 10 * 1024) return `${oneDecimal(bytes / 1024)} Ko`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} Ko`;
  return `${oneDecimal(bytes / (1024 * 1024))} Mo`;
}

/** A French text with its `{name}` places filled in, numbers written the French way ("1 200"). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) return match;
    return typeof value === "number" ? formatNumber(value) : value;
  });
}
