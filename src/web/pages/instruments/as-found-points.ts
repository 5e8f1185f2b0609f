import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import type { PointDecision } from "../../../shared/conformity/decide-point";

/** One as-found point of the life record's chart. */
export interface AsFoundPlotPoint {
  key: string;
  date: string;
  /** The value drawn: the error itself, or its share of the tolerance limit on its side (1 = at the limit). */
  value: number;
  /** Half the uncertainty interval, in the same scale. */
  uncertainty: number;
  decision: PointDecision;
  error: number;
  unit: string | null;
}

export interface AsFoundPlot {
  points: AsFoundPlotPoint[];
  /** The tolerance band drawn: the common tolerance in the points' unit, or ±1 (100 %) when they differ. */
  band: { lower: number; upper: number };
  /** "unit": errors as measured (one unit and one tolerance for all); "share": errors over their tolerance. */
  scale: "unit" | "share";
  unit: string | null;
}

/**
 * The as-found errors of an instrument's events, oldest first, for the life record's chart: as
 * measured when every point has the same unit and tolerance, else each as a share of its own
 * tolerance limit (so that a band of ±100 % stands for every tolerance).
 */
export function asFoundPlot(events: readonly CalibrationEvent[]): AsFoundPlot | null {
  const found = [...events]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .flatMap((event) =>
      event.points.filter((point) => point.phase === "asFound").map((point) => ({ event, point })),
    );
  const first = found[0]?.point;
  if (!first) return null;
  const same = found.every(
    ({ point }) =>
      point.unit === first.unit &&
      point.toleranceLower === first.toleranceLower &&
      point.toleranceUpper === first.toleranceUpper,
  );
  const points = found.map(({ event, point }) => {
    const limit = point.error >= 0 ? point.toleranceUpper : -point.toleranceLower;
    const share = (value: number) => (limit > 0 ? value / limit : value);
    return {
      key: `${event.id}-${point.id}`,
      date: event.date,
      value: same ? point.error : share(point.error),
      uncertainty: same ? point.expandedUncertainty : Math.abs(share(point.expandedUncertainty)),
      decision: point.decision,
      error: point.error,
      unit: point.unit,
    };
  });
  return same
    ? {
        points,
        band: { lower: first.toleranceLower, upper: first.toleranceUpper },
        scale: "unit",
        unit: first.unit,
      }
    : { points, band: { lower: -1, upper: 1 }, scale: "share", unit: null };
}
