/**
 * The French formats of ../format.ts, remembered: a report prints the same few values (periods,
 * means, weights) tens of thousands of times, and each Intl formatting costs about a microsecond.
 */
import { frenchNumber, frenchPercent, frenchSigned, months } from "../format";

const remembered = new Map<string, string>();
/** Bounded, so that a long-lived render worker does not keep every value it ever printed. */
const LIMIT = 20_000;

function remember(key: string, format: () => string): string {
  let text = remembered.get(key);
  if (text === undefined) {
    if (remembered.size >= LIMIT) remembered.clear();
    text = format();
    remembered.set(key, text);
  }
  return text;
}

/** "12 345", "1,25". */
export const number = (value: number, decimals?: number) =>
  remember(`n${decimals ?? ""}:${value}`, () => frenchNumber(value, decimals));

/** "+1,25", "−0,500". */
export const signed = (value: number, decimals: number) =>
  remember(`s${decimals}:${value}`, () => frenchSigned(value, decimals));

/** "+12,5 %". */
export const percent = (value: number, decimals = 1) =>
  remember(`p${decimals}:${value}`, () => frenchPercent(value, decimals));

/** "12 mois", "—". */
export const inMonths = (value: number | null) =>
  value === null ? "—" : remember(`m:${value}`, () => months(value));
