import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { CalibrationPoint, calibrationEventInputSchema } from "../../../shared/api/calibration-events";
import { type PointFigures, type PointPhase, pointFigures } from "../../../shared/conformity/decide-event";
import type { DecisionRule, PointDecision } from "../../../shared/conformity/decide-point";
import { FIELD_MESSAGES, format } from "../../../shared/messages";
import { calibrationEvents, calibrationPoints } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";

type EventInput = z.output<typeof calibrationEventInputSchema>;

/** A point as the event gives it, with the tolerance it is judged against found. */
export interface PointToRecord {
  phase: PointPhase;
  quantity: string | null;
  nominal: number | null;
  reference: number | null;
  indication: number | null;
  error: number;
  unit: string | null;
  expandedUncertainty: number;
  coverageFactor: number;
  tolerance: { lower: number; upper: number };
}

/** k when a point gives none: an expanded uncertainty is stated at k = 2 unless said otherwise. */
const DEFAULT_COVERAGE_FACTOR = 2;

/** Error = indication − reference, rounded off the binary noise of the subtraction (12 significant digits). */
const errorOf = (indication: number, reference: number) => Number((indication - reference).toPrecision(12));

/**
 * The points an event records (decision 032): those it lists, or, from a single-value event as
 * before, one as found and one as left from its errors. A point's tolerance is its own, else ±mpe of
 * the event, else its instrument type's; a point listed without any is refused (400 on its `mpe`).
 * A single-value event without a tolerance records no point, as before.
 */
export function pointsOfInput(
  input: Pick<EventInput, "points" | "asFoundError" | "asLeftError" | "mpe">,
  typeTolerance: { lower: number; upper: number } | null,
): PointToRecord[] {
  const eventTolerance = input.mpe !== null && input.mpe > 0 ? { lower: -input.mpe, upper: input.mpe } : null;
  if (input.points.length === 0) {
    const tolerance = eventTolerance ?? typeTolerance;
    if (!tolerance) return [];
    const single = (phase: PointPhase, error: number | null): PointToRecord[] =>
      error === null
        ? []
        : [
            {
              phase,
              quantity: null,
              nominal: null,
              reference: null,
              indication: null,
              error,
              unit: null,
              expandedUncertainty: 0,
              coverageFactor: DEFAULT_COVERAGE_FACTOR,
              tolerance,
            },
          ];
    return [...single("asFound", input.asFoundError), ...single("asLeft", input.asLeftError)];
  }
  return input.points.map((point, index) => {
    const own =
      point.toleranceLower !== null && point.toleranceUpper !== null
        ? { lower: point.toleranceLower, upper: point.toleranceUpper }
        : point.mpe !== null
          ? { lower: -point.mpe, upper: point.mpe }
          : null;
    const tolerance = own ?? eventTolerance ?? typeTolerance;
    if (!tolerance)
      throw invalidField(
        `points.${index}.mpe`,
        format(FIELD_MESSAGES.pointToleranceMissing, { n: index + 1 }),
      );
    return {
      phase: point.phase,
      quantity: point.quantity,
      nominal: point.nominal,
      reference: point.reference,
      indication: point.indication,
      error: point.error ?? errorOf(point.indication ?? 0, point.reference ?? 0),
      unit: point.unit,
      expandedUncertainty: point.expandedUncertainty ?? 0,
      coverageFactor: point.coverageFactor ?? DEFAULT_COVERAGE_FACTOR,
      tolerance,
    };
  });
}

export type DecidedPoint = PointToRecord & { figures: PointFigures };

export function decideAll(points: readonly PointToRecord[], rule: DecisionRule): DecidedPoint[] {
  return points.map((point) => ({ ...point, figures: pointFigures(point, rule) }));
}

/** A decided point as the API answers it (the preview's; a stored one also has its id). */
export function pointAnswer(point: DecidedPoint, position: number): Omit<CalibrationPoint, "id"> {
  return {
    phase: point.phase,
    position,
    quantity: point.quantity,
    nominal: point.nominal,
    reference: point.reference,
    indication: point.indication,
    error: point.error,
    unit: point.unit,
    expandedUncertainty: point.expandedUncertainty,
    coverageFactor: point.coverageFactor,
    toleranceLower: point.tolerance.lower,
    toleranceUpper: point.tolerance.upper,
    decision: point.figures.decision,
    tur: point.figures.tur,
    acceptanceLower: point.figures.acceptance.lower,
    acceptanceUpper: point.figures.acceptance.upper,
    guardBandFactor: point.figures.guardBandFactor,
    falseAcceptRisk: point.figures.falseAcceptRisk,
  };
}

const PHASE_COLUMN: Record<PointPhase, "as_found" | "as_left"> = { asFound: "as_found", asLeft: "as_left" };
const text = (value: number | null) => (value === null ? null : String(value));

/** Writes an event's points under a revision (written once: a correction writes the next one). */
export async function writePoints(
  scope: TenantScope,
  { eventId, revision, points }: { eventId: number; revision: number; points: readonly DecidedPoint[] },
): Promise<void> {
  if (points.length === 0) return;
  await scope.db.insert(calibrationPoints).values(
    points.map((point, position) => ({
      companyId: scope.companyId,
      eventId,
      revision,
      phase: PHASE_COLUMN[point.phase],
      position,
      quantity: point.quantity,
      nominal: text(point.nominal),
      reference: text(point.reference),
      indication: text(point.indication),
      error: String(point.error),
      unit: point.unit,
      expandedUncertainty: String(point.expandedUncertainty),
      coverageFactor: String(point.coverageFactor),
      toleranceLower: String(point.tolerance.lower),
      toleranceUpper: String(point.tolerance.upper),
      decision: point.figures.decision,
      tur: point.figures.tur,
      acceptanceLower: point.figures.acceptance.lower,
      acceptanceUpper: point.figures.acceptance.upper,
      guardBandFactor: point.figures.guardBandFactor,
      falseAcceptRisk: point.figures.falseAcceptRisk,
    })),
  );
}

const number = (value: string | null) => (value === null ? null : Number(value));

/** The points in force of each event (its points_revision), in their order. */
export async function pointsOfEvents(
  scope: TenantScope,
  eventIds: readonly number[],
): Promise<Map<number, CalibrationPoint[]>> {
  const byEvent = new Map<number, CalibrationPoint[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await scope.db
    .select({ point: calibrationPoints })
    .from(calibrationPoints)
    .innerJoin(
      calibrationEvents,
      and(
        eq(calibrationEvents.companyId, calibrationPoints.companyId),
        eq(calibrationEvents.id, calibrationPoints.eventId),
        eq(calibrationEvents.pointsRevision, calibrationPoints.revision),
      ),
    )
    .where(and(ofTenant(calibrationPoints, scope), inArray(calibrationPoints.eventId, [...eventIds])))
    .orderBy(asc(calibrationPoints.eventId), asc(calibrationPoints.position));
  for (const { point } of rows) {
    const list = byEvent.get(point.eventId) ?? [];
    list.push({
      id: point.id,
      phase: point.phase === "as_left" ? "asLeft" : "asFound",
      position: point.position,
      quantity: point.quantity,
      nominal: number(point.nominal),
      reference: number(point.reference),
      indication: number(point.indication),
      error: Number(point.error),
      unit: point.unit,
      expandedUncertainty: Number(point.expandedUncertainty),
      coverageFactor: Number(point.coverageFactor),
      toleranceLower: Number(point.toleranceLower),
      toleranceUpper: Number(point.toleranceUpper),
      decision: point.decision as PointDecision,
      tur: point.tur,
      acceptanceLower: point.acceptanceLower,
      acceptanceUpper: point.acceptanceUpper,
      guardBandFactor: point.guardBandFactor,
      falseAcceptRisk: point.falseAcceptRisk ?? 0,
    });
    byEvent.set(point.eventId, list);
  }
  return byEvent;
}
