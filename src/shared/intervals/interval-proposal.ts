/**
 * What every interval method answers (decision 034): a proposed interval with the reasons and the
 * figures it rests on, or « too little history » with its reasons — never a guess.
 */
export type IntervalProposal<Figures = Record<string, number>> =
  | { kind: "proposed"; interval: number; reasons: string[]; figures: Figures }
  | { kind: "insufficient"; reasons: string[] };

/** A number as a French sentence writes it: "0,75", "231,2". */
export function frenchFigure(value: number, decimals = 2): string {
  return new Intl.NumberFormat("fr-FR", { maximumFractionDigits: decimals }).format(value);
}

/** "95 %", "99,49 %". */
export function frenchPercent(share: number, decimals = 1): string {
  return `${frenchFigure(share * 100, decimals)} %`;
}

export const clampTo = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));
