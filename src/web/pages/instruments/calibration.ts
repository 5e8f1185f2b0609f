import { formatNumber } from "../../lib/format";

/**
 * How large an error is against the maximum permissible error (EMT): |error| / |EMT|, 1 at the
 * limit. Null when either is unknown or the EMT is zero.
 */
export function errorRatio(error: number | null, mpe: number | null): number | null {
  if (error === null || mpe === null || mpe === 0) return null;
  return Math.abs(error) / Math.abs(mpe);
}

/** The gauge's colour: within 80 % of the EMT green, up to it amber, beyond it red. */
export function ratioTone(ratio: number): "ok" | "near" | "over" {
  if (ratio > 1) return "over";
  if (ratio > 0.8) return "near";
  return "ok";
}

/** "60 %", "125 %" of the EMT, whole percents. */
export function ratioText(ratio: number): string {
  return `${formatNumber(Math.round(ratio * 100))} %`;
}

/** A decimal error as the certificate gives it, in French: "0,012", "-0,0035", up to 6 decimals. */
export function formatError(value: number): string {
  return new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 6, signDisplay: "negative" }).format(value);
}

/** The text a decimal field starts with: "0,012" for 0.012, empty for none. */
export function decimalField(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}
