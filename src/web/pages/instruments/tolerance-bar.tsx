import type { CalibrationPoint } from "../../../shared/api/calibration-events";
import type { PointDecision } from "../../../shared/conformity/decide-point";
import { CONFORMITY_TEXTS, POINT_DECISION_LABELS } from "../../../shared/texts/conformity";
import { Badge } from "../../components/ui/badge";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";
import { formatError } from "./calibration";

/** Each decision's colour, always beside its word. */
export const DECISION_LOOKS: Record<PointDecision, { badge: string; mark: string }> = {
  conforme: { badge: "border-emerald-200 bg-emerald-50 text-emerald-900", mark: "#047857" },
  conforme_sous_condition: { badge: "border-amber-200 bg-amber-50 text-amber-950", mark: "#b45309" },
  non_conforme_sous_condition: { badge: "border-orange-300 bg-orange-50 text-orange-950", mark: "#c2410c" },
  non_conforme: { badge: "border-red-200 bg-red-50 text-red-900", mark: "#b91c1c" },
};

export function DecisionBadge({ decision, className }: { decision: PointDecision; className?: string }) {
  return (
    <Badge
      data-decision={decision}
      className={cn("whitespace-nowrap", DECISION_LOOKS[decision].badge, className)}
    >
      {POINT_DECISION_LABELS[decision]}
    </Badge>
  );
}

type BarPoint = Pick<
  CalibrationPoint,
  | "error"
  | "unit"
  | "expandedUncertainty"
  | "coverageFactor"
  | "toleranceLower"
  | "toleranceUpper"
  | "acceptanceLower"
  | "acceptanceUpper"
  | "decision"
>;

/** The bar's words: what a screen reader says, and what the bar's title shows. */
export function toleranceBarText(point: BarPoint): string {
  return fill(CONFORMITY_TEXTS.toleranceBar, {
    error: formatError(point.error),
    unit: point.unit ?? "",
    u: formatError(point.expandedUncertainty),
    k: formatError(point.coverageFactor),
    lower: formatError(point.toleranceLower),
    upper: formatError(point.toleranceUpper),
    alower: formatError(Number(point.acceptanceLower.toPrecision(6))),
    aupper: formatError(Number(point.acceptanceUpper.toPrecision(6))),
    decision: POINT_DECISION_LABELS[point.decision].toLowerCase(),
  }).replace(/\s+,/g, ",");
}

const WIDTH = 240;
const HEIGHT = 30;

/**
 * One point on its tolerance: the tolerance interval (grey, its limits dark), the acceptance
 * limits of the rule when a guard band moves them inside (dashed, green band), zero, and the error
 * with its uncertainty interval error ± U, in the decision's colour. The figures stay the text.
 */
export function ToleranceBar({ point, className }: { point: BarPoint; className?: string }) {
  const { error, expandedUncertainty: u } = point;
  const lo = Math.min(point.toleranceLower, error - u, 0);
  const hi = Math.max(point.toleranceUpper, error + u, 0);
  const margin = (hi - lo) * 0.12 || 1;
  const x = (value: number) => ((value - (lo - margin)) / (hi - lo + 2 * margin)) * WIDTH;
  const guarded =
    Math.abs(point.acceptanceLower - point.toleranceLower) > 1e-12 ||
    Math.abs(point.acceptanceUpper - point.toleranceUpper) > 1e-12;
  const mark = DECISION_LOOKS[point.decision].mark;
  const text = toleranceBarText(point);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={text}
      data-tolerance-bar=""
      data-decision={point.decision}
      className={cn("h-8 w-full min-w-40 max-w-72", className)}
    >
      <title>{text}</title>
      <rect
        x={x(point.toleranceLower)}
        y={8}
        width={x(point.toleranceUpper) - x(point.toleranceLower)}
        height={14}
        rx={2}
        fill="#f1f5f9"
      />
      {guarded && (
        <rect
          x={x(point.acceptanceLower)}
          y={8}
          width={Math.max(0, x(point.acceptanceUpper) - x(point.acceptanceLower))}
          height={14}
          fill="#d1fae5"
        />
      )}
      <line x1={x(0)} x2={x(0)} y1={6} y2={24} stroke="#94a3b8" strokeWidth={1} />
      {[point.toleranceLower, point.toleranceUpper].map((limit) => (
        <line key={`t${limit}`} x1={x(limit)} x2={x(limit)} y1={3} y2={27} stroke="#334155" strokeWidth={2} />
      ))}
      {guarded &&
        [point.acceptanceLower, point.acceptanceUpper].map((limit) => (
          <line
            key={`a${limit}`}
            x1={x(limit)}
            x2={x(limit)}
            y1={5}
            y2={25}
            stroke="#047857"
            strokeWidth={1.5}
            strokeDasharray="3 2"
          />
        ))}
      <line x1={x(error - u)} x2={x(error + u)} y1={15} y2={15} stroke={mark} strokeWidth={2.5} />
      {u > 0 &&
        [error - u, error + u].map((end) => (
          <line key={`u${end}`} x1={x(end)} x2={x(end)} y1={11} y2={19} stroke={mark} strokeWidth={2} />
        ))}
      <circle cx={x(error)} cy={15} r={4.5} fill={mark} stroke="white" strokeWidth={1.5} />
    </svg>
  );
}
