import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CalibrationEvent, CalibrationPoint } from "../../../shared/api/calibration-events";
import { passes } from "../../../shared/conformity/decide-event";
import type { PointDecision } from "../../../shared/conformity/decide-point";
import type { DriftCalibration } from "../../../shared/intervals/drift";
import type { StaircaseCalibration } from "../../../shared/intervals/staircase";
import { unitTypeKey } from "../../../shared/measurement-units";
import { rowId, sqlRows } from "../../db/rows";
import { instrumentTypeRules } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";

/** What the interval methods read of an instrument's history and of its family (decision 034). */

/** A point's error over its tolerance limit on its side (1 = at the limit), signed. */
export function shareOf(
  point: Pick<CalibrationPoint, "error" | "toleranceLower" | "toleranceUpper">,
): number {
  const limit = point.error >= 0 ? point.toleranceUpper : -point.toleranceLower;
  return limit > 0 ? point.error / limit : Math.sign(point.error) * Number.POSITIVE_INFINITY;
}

const worst = (points: readonly CalibrationPoint[]) =>
  points.reduce<CalibrationPoint | null>(
    (found, point) => (found === null || Math.abs(shareOf(point)) > Math.abs(shareOf(found)) ? point : found),
    null,
  );

/** What the methods read of an event. */
export type HistoryEvent = Pick<CalibrationEvent, "id" | "date" | "result" | "decision" | "points">;

const asFound = (event: HistoryEvent) => event.points.filter((p) => p.phase === "asFound");

/** The decided calibrations, oldest first, as the staircase reads them. */
export function staircaseHistory(events: readonly HistoryEvent[]): StaircaseCalibration[] {
  return [...events]
    .filter((event) => event.decision !== null && asFound(event).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((event) => ({
      date: event.date,
      conforming: passes(event.decision as PointDecision),
      worstShare: Math.abs(shareOf(worst(asFound(event))!)),
    }));
}

const MONTH_DAYS = 30.4375;
const monthsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000 / MONTH_DAYS;

/**
 * The calibrations with as-found points, oldest first, as the drift reads them: the worst as-found
 * point, the as-left point of the same nominal (or reference, or rank) when it was adjusted.
 */
export function driftHistory(events: readonly HistoryEvent[]): DriftCalibration[] {
  const known = [...events]
    .filter((event) => asFound(event).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const first = known[0]?.date;
  return known.map((event) => {
    const found = worst(asFound(event))!;
    const left = event.points.filter((p) => p.phase === "asLeft");
    const rank = asFound(event).indexOf(found);
    const same =
      left.find((p) => found.nominal !== null && p.nominal === found.nominal) ??
      left.find((p) => found.reference !== null && p.reference === found.reference) ??
      (left.length === asFound(event).length ? left[rank] : undefined);
    const limit = found.error >= 0 ? found.toleranceUpper : -found.toleranceLower;
    return {
      time: monthsBetween(first!, event.date),
      found: shareOf(found),
      left: same ? shareOf(same) : shareOf(found),
      uncertainty: limit > 0 ? ((found.expandedUncertainty / found.coverageFactor) * 2) / limit : 1,
    };
  });
}

const familyRow = z.object({
  instrument_id: rowId,
  type: z.string(),
  calibrated_on: z.string(),
  decision: z.string().nullable(),
});

/** The family of an instrument: its type's key and the interval its calibrations are counted at. */
export interface FamilyKey {
  type: string | null;
  interval: number;
}

export interface FamilyCount {
  instruments: number;
  inTolerance: number;
  total: number;
}

/**
 * RP-1 A3's family: the calibrations of the instruments of the same type, decided point by point,
 * that came after an interval within a quarter of `interval` months of the one before (the
 * calibrations "at the current interval"); how many were found in tolerance.
 */
export async function familyCounts(
  scope: TenantScope,
  family: FamilyKey,
): Promise<FamilyCount & { name: string }> {
  const namer = await familyNamer(scope);
  const counts = await familiesCounts(scope, [family], namer);
  return {
    ...(counts.get(familyId(family, namer)) ?? { instruments: 0, inTolerance: 0, total: 0 }),
    name: namer.nameOf(family.type),
  };
}

/** How the company groups its types into families (instrument_type_rules.family): a type's family, by name and key. */
export interface FamilyNamer {
  nameOf: (type: string | null) => string;
  keyOf: (type: string | null) => string;
}

export async function familyNamer(scope: TenantScope): Promise<FamilyNamer> {
  const rows = await scope.db
    .select({ typeKey: instrumentTypeRules.typeKey, family: instrumentTypeRules.family })
    .from(instrumentTypeRules)
    .where(ofTenant(instrumentTypeRules, scope));
  const named = new Map(rows.flatMap((row) => (row.family ? [[row.typeKey, row.family]] : [])));
  const nameOf = (type: string | null) => named.get(unitTypeKey(type)) ?? (type ?? "").trim();
  return { nameOf, keyOf: (type) => unitTypeKey(nameOf(type)) };
}

export const familyId = ({ type, interval }: FamilyKey, namer: FamilyNamer) =>
  `${namer.keyOf(type)}|${interval}`;

/**
 * The counts of several families from one reading of the company's decided calibrations: a family is
 * the types named alike (or a type alone); its calibrations « at the current interval » came within
 * a quarter of it after the same instrument's previous one.
 */
export async function familiesCounts(
  scope: TenantScope,
  families: readonly FamilyKey[],
  namer: FamilyNamer,
): Promise<Map<string, FamilyCount>> {
  const counts = new Map<string, FamilyCount>();
  const wanted = families.filter((family) => namer.keyOf(family.type) && family.interval > 0);
  if (wanted.length === 0) return counts;
  const keys = new Set(wanted.map((family) => namer.keyOf(family.type)));
  // The family's key is the product's (unitTypeKey: French lower case), compared here rather than
  // with the database's lower(), which a C locale limits to ASCII.
  const rows = (
    await sqlRows(
      scope.db,
      familyRow,
      sql`select e.instrument_id, i.type, e.calibrated_on::text as calibrated_on, e.decision
            from calibration_events e
            join instruments i on i.company_id = e.company_id and i.id = e.instrument_id
           where e.company_id = ${scope.companyId} and i.type is not null
           order by e.instrument_id, e.calibrated_on, e.id`,
    )
  )
    .map((row) => ({ ...row, family: namer.keyOf(row.type) }))
    .filter((row) => keys.has(row.family));
  for (const family of wanted) {
    const key = namer.keyOf(family.type);
    const interval = family.interval;
    let inTolerance = 0;
    let total = 0;
    const instruments = new Set<number>();
    for (let i = 1; i < rows.length; i++) {
      const row = rows[i]!;
      const previous = rows[i - 1]!;
      if (row.family !== key || previous.instrument_id !== row.instrument_id || row.decision === null)
        continue;
      const gap = monthsBetween(previous.calibrated_on, row.calibrated_on);
      if (Math.abs(gap - interval) > interval / 4) continue;
      total += 1;
      instruments.add(row.instrument_id);
      if (passes(row.decision as PointDecision)) inTolerance += 1;
    }
    counts.set(familyId(family, namer), { instruments: instruments.size, inTolerance, total });
  }
  return counts;
}
