/**
 * The last step of the OPPERET calculation (DESIGN.md §6, step 5), figure by figure, so that the
 * results page can show how the global score became the new period.
 */
import type { ResultExplanation } from "../../../shared/api/results";
import { round } from "../../../shared/opperet";

export interface PeriodSteps {
  /** k1 · a · G / 2, the exponent of the factor. */
  exponent: number;
  /** 2^(k1·a·G/2), unrounded. */
  factor: number;
  /** current × factor, before rounding. */
  product: number;
  /** The product rounded to the nearest month, half up. */
  rounded: number;
  /** Which bound applied, if any: at least 1 month, at most pmax. */
  bound: "min" | "pmax" | null;
  /** The new period: the rounded product kept within [1, pmax]. */
  period: number;
}

export function periodSteps(
  explanation: Pick<ResultExplanation, "parameters" | "globalScore" | "currentPeriod">,
): PeriodSteps {
  const { k1, adjustmentFactor, pmax } = explanation.parameters;
  const exponent = (k1 * adjustmentFactor * explanation.globalScore) / 2;
  const factor = 2 ** exponent;
  const product = explanation.currentPeriod * factor;
  const rounded = round(product);
  const max = Math.max(1, pmax);
  const bound = rounded > max ? "pmax" : rounded < 1 ? "min" : null;
  return { exponent, factor, product, rounded, bound, period: Math.min(max, Math.max(1, rounded)) };
}
