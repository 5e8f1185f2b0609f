import type { CalibrationEventResult } from "../constants";
import { type DecisionRule, decidePoint, type PointDecision, worstDecision } from "./decide-point";
import { falseAcceptRisk } from "./false-accept-risk";

/**
 * An event's points decided under its rule, and the result their decisions allow (decision 032):
 * the as-found points tell whether the instrument was fit when it came in, the as-left ones whether
 * it left fit after an adjustment.
 */

export const POINT_PHASES = ["asFound", "asLeft"] as const;
export type PointPhase = (typeof POINT_PHASES)[number];

/**
 * The in-tolerance probability assumed of an instrument when a point's global false accept risk is
 * stated (the usual reliability target of NCSLI RP-1, 95 %): the PFA shown is that of the process
 * at this reliability measured with the point's TUR and accepted under its rule.
 */
export const ASSUMED_IN_TOLERANCE_PROBABILITY = 0.95;

export interface PointToDecide {
  phase: PointPhase;
  error: number;
  expandedUncertainty: number;
  coverageFactor: number;
  tolerance: { lower: number; upper: number };
}

export interface PointFigures {
  decision: PointDecision;
  /** Null when U = 0 (an unbounded ratio). */
  tur: number | null;
  acceptance: { lower: number; upper: number };
  guardBandFactor: number;
  /** Global probability of false accept (a fraction); 0 when U = 0. */
  falseAcceptRisk: number;
}

/** The figures of one point under a rule. */
export function pointFigures(point: PointToDecide, rule: DecisionRule): PointFigures {
  const figures = decidePoint(point, rule);
  const finite = Number.isFinite(figures.tur);
  return {
    decision: figures.decision,
    tur: finite ? figures.tur : null,
    acceptance: figures.acceptance,
    guardBandFactor: figures.guardBandFactor,
    falseAcceptRisk: finite
      ? falseAcceptRisk({
          itp: ASSUMED_IN_TOLERANCE_PROBABILITY,
          tur: figures.tur,
          guardBandFactor: figures.guardBandFactor,
        })
      : 0,
  };
}

/** Conforming, with or without the non-binary rule's condition: the instrument may be used. */
export const passes = (decision: PointDecision) =>
  decision === "conforme" || decision === "conforme_sous_condition";

export interface EventDecisions {
  /** The worst as-found decision; null without as-found points. */
  decision: PointDecision | null;
  asLeftDecision: PointDecision | null;
}

export function eventDecisions(
  points: readonly { phase: PointPhase; decision: PointDecision }[],
): EventDecisions {
  const of = (phase: PointPhase) =>
    worstDecision(points.filter((p) => p.phase === phase).map((p) => p.decision));
  return { decision: of("asFound"), asLeftDecision: of("asLeft") };
}

/**
 * The result the decisions give: non-conforming when any point, as found or as left, is not
 * conforming (the as-found one opens the impact review); adjusted when it has conforming as-left
 * points; conforming otherwise. Null without points: the result is the one typed.
 */
export function resultOfDecisions({
  decision,
  asLeftDecision,
}: EventDecisions): CalibrationEventResult | null {
  if ((decision && !passes(decision)) || (asLeftDecision && !passes(asLeftDecision))) return "non_conforme";
  if (asLeftDecision) return "ajuste";
  if (decision) return "conforme";
  return null;
}

/** Why a typed result is refused, or null when the points allow it. */
export type ResultRefusal =
  | "asFoundNotConforming"
  | "asLeftNotConforming"
  | "pointsConforming"
  | "adjustedWithoutAsLeft";

/**
 * Checks a result typed by hand against the points: « ajusté » needs conforming as-left points;
 * « conforme » or « ajusté » cannot stand over a non-conforming point; « non conforme » cannot stand
 * over points that all conform. « Conforme » over conforming as-left points is allowed (an
 * instrument found fit and adjusted all the same).
 */
export function refusalOf(typed: CalibrationEventResult, decisions: EventDecisions): ResultRefusal | null {
  const { decision, asLeftDecision } = decisions;
  const foundFails = decision !== null && !passes(decision);
  const leftFails = asLeftDecision !== null && !passes(asLeftDecision);
  if (typed === "non_conforme")
    return (decision !== null || asLeftDecision !== null) && !foundFails && !leftFails
      ? "pointsConforming"
      : null;
  if (foundFails) return "asFoundNotConforming";
  if (leftFails) return "asLeftNotConforming";
  if (typed === "ajuste" && asLeftDecision === null) return "adjustedWithoutAsLeft";
  return null;
}
