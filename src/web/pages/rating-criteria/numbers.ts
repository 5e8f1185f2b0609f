import { formatNumber, parseDecimal } from "../../lib/format";

/** A stored decimal ("1.5", 1.5) as the French text of an input: "1,5". */
export function decimalText(value: number | string): string {
  const number = typeof value === "number" ? value : parseDecimal(value);
  return Number.isFinite(number) ? String(number).replace(".", ",") : String(value);
}

/** A weight as shown: "1,5". */
export function formatWeight(weight: number | string): string {
  const number = typeof weight === "number" ? weight : parseDecimal(weight);
  return Number.isFinite(number) ? formatNumber(number) : String(weight);
}

/** A grade's score as shown, signed with a true minus: "+2", "−1", "0", "+1,5". */
export function formatScore(score: number | string): string {
  const number = typeof score === "number" ? score : parseDecimal(score);
  if (!Number.isFinite(number)) return String(score);
  if (number === 0) return "0";
  return `${number > 0 ? "+" : "−"}${formatNumber(Math.abs(number))}`;
}

/**
 * French text as it should wrap: a no-break space before ":", ";", "!", "?", "%" and "»" and after
 * "«", so that a line never starts with them. Only the display changes.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?%»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

/** A short phrase kept on one line: "−2 à +2". */
export function unbroken(text: string): string {
  return text.replace(/ /g, "\u00a0");
}
