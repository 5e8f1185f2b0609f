import { guardBandFactor } from "./guard-band";

/**
 * The decision rules a company or an instrument type may choose (ILAC-G8:09/2019): the binary rules
 * of `guardBandFactor`, and the non-binary rule of ILAC-G8 §4.2.3 with w = U, whose four statements
 * tell a decision made inside the uncertainty band from one made clear of it.
 */
export const DECISION_RULES = ["simple", "wEqualsU", "rp10", "dobbert", "ilacNonBinary"] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

export const POINT_DECISIONS = [
  "conforme",
  "conforme_sous_condition",
  "non_conforme_sous_condition",
  "non_conforme",
] as const;
export type PointDecision = (typeof POINT_DECISIONS)[number];

/** One calibration point as the decision reads it: its error and the tolerance on that error. */
export interface DecidedPointInput {
  /** Indication − reference, in the point's unit. */
  error: number;
  /** Expanded uncertainty U and its coverage factor k. */
  expandedUncertainty: number;
  coverageFactor: number;
  /** The tolerance on the error (EMT/MPE): symmetric ±EMT, or lower and upper limits. */
  tolerance: { lower: number; upper: number };
}

export interface PointDecisionFigures {
  decision: PointDecision;
  /** TUR = half the tolerance interval over U brought to k = 2. */
  tur: number;
  /** The acceptance limits the error was compared with (inclusive). */
  acceptance: { lower: number; upper: number };
  /** The acceptance limit over the tolerance limit (1 for the non-binary rule: its zones use U). */
  guardBandFactor: number;
}

/**
 * Decides one point under a rule (ILAC-G8 §4): an error on an acceptance limit is accepted, and an
 * interval that touches a tolerance limit reaches it. A rule
 * with a guard band compares the error with limits moved inside the tolerance by (1 − factor) × T;
 * the non-binary rule compares the interval error ± U (k = 2) with the tolerance limits themselves.
 */
export function decidePoint(point: DecidedPointInput, rule: DecisionRule): PointDecisionFigures {
  const { error, tolerance } = point;
  if (!(tolerance.upper > tolerance.lower))
    throw new RangeError("the tolerance's upper limit must exceed its lower");
  if (!(point.expandedUncertainty >= 0) || !(point.coverageFactor > 0))
    throw new RangeError("U must be non-negative and k positive");
  const halfWidth = (tolerance.upper - tolerance.lower) / 2;
  const u2 = (point.expandedUncertainty / point.coverageFactor) * 2;
  const tur = u2 === 0 ? Number.POSITIVE_INFINITY : halfWidth / u2;
  // Values typed in decimal meet a limit exactly (0.14 − 0.04 is 0.10000000000000002 in binary):
  // a billionth of the tolerance absorbs that noise, so that a limit is always inclusive.
  const noise = halfWidth * 1e-9;
  const within = (limits: { lower: number; upper: number }, value: number) =>
    value >= limits.lower - noise && value <= limits.upper + noise;
  if (rule === "ilacNonBinary") {
    const inside = within(tolerance, error);
    const clear = within(tolerance, error - u2) && within(tolerance, error + u2);
    const apart = error + u2 < tolerance.lower - noise || error - u2 > tolerance.upper + noise;
    const decision: PointDecision = inside
      ? clear
        ? "conforme"
        : "conforme_sous_condition"
      : apart
        ? "non_conforme"
        : "non_conforme_sous_condition";
    return { decision, tur, acceptance: { ...tolerance }, guardBandFactor: 1 };
  }
  const factor = Number.isFinite(tur) ? guardBandFactor({ method: rule, tur }) : 1;
  const inset = (1 - factor) * halfWidth;
  const acceptance = { lower: tolerance.lower + inset, upper: tolerance.upper - inset };
  return {
    decision: within(acceptance, error) ? "conforme" : "non_conforme",
    tur,
    acceptance,
    guardBandFactor: factor,
  };
}

const SEVERITY: Record<PointDecision, number> = {
  conforme: 0,
  conforme_sous_condition: 1,
  non_conforme_sous_condition: 2,
  non_conforme: 3,
};

/** An event's decision from its points: the worst of them (one non-conforming point is enough). */
export function worstDecision(decisions: readonly PointDecision[]): PointDecision | null {
  if (decisions.length === 0) return null;
  return decisions.reduce((worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst));
}
