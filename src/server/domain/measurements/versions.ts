import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { MeasurementCorrection, MeasurementState } from "../../../shared/api/measurement-list";
import { can } from "../../../shared/permissions";
import { measurementCorrections, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";

/**
 * What a measurement reads now (decision 020): the row of `measurements` is the measurement as
 * entered and never changes; its latest correction, if any, holds the version that counts, and a
 * withdrawal keeps the version it withdrew. Every reader of measurements (the Mesures view and its
 * export, the instrument's record, its impact reviews) goes through these expressions.
 */
export function currentVersion(scope: { db: TenantScope["db"]; companyId: number }) {
  const latest = scope.db
    .selectDistinctOn([measurementCorrections.measurementId], {
      measurementId: measurementCorrections.measurementId,
      action: measurementCorrections.action,
      value: measurementCorrections.value,
      unit: measurementCorrections.unit,
      notes: measurementCorrections.notes,
      reason: measurementCorrections.reason,
      at: measurementCorrections.correctedAt,
    })
    .from(measurementCorrections)
    .where(ofTenant(measurementCorrections, scope))
    .orderBy(measurementCorrections.measurementId, desc(measurementCorrections.id))
    .as("latest_correction");
  return {
    /** Left join it on `joinOn`. */
    latest,
    joinOn: eq(latest.measurementId, measurements.id),
    /** The value as exact decimal text ("12.5000"), the unit and the notes that count. */
    value: sql<string>`coalesce(${latest.value}, ${measurements.value})::text`,
    unit: sql<string>`coalesce(${latest.unit}, ${measurements.unit})`,
    notes: sql<
      string | null
    >`case when ${latest.measurementId} is null then ${measurements.notes} else ${latest.notes} end`,
    status: sql<MeasurementState>`case when ${latest.action} is null then 'recorded' when ${latest.action} = 'withdrawn' then 'withdrawn' else 'corrected' end`,
    /** The reason of the latest correction or of the withdrawal, and when it was made. */
    reason: latest.reason,
    correctedAt: latest.at,
    /** Counts: not withdrawn. */
    counts: sql`${latest.action} is distinct from 'withdrawn'` as SQL,
  };
}

/** "12.5000" → "12.5": the value as entered, without the column's padding. */
export function plainDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** The corrections of these measurements, oldest first, by measurement. */
export async function correctionsOf(
  scope: TenantScope,
  measurementIds: readonly number[],
): Promise<Map<number, MeasurementCorrection[]>> {
  const byMeasurement = new Map<number, MeasurementCorrection[]>();
  if (measurementIds.length === 0) return byMeasurement;
  const rows = await scope.db
    .select()
    .from(measurementCorrections)
    .where(
      and(
        ofTenant(measurementCorrections, scope),
        inArray(measurementCorrections.measurementId, [...new Set(measurementIds)]),
      ),
    )
    .orderBy(asc(measurementCorrections.measurementId), asc(measurementCorrections.id));
  for (const row of rows) {
    const list = byMeasurement.get(row.measurementId) ?? [];
    list.push({
      id: row.id,
      action: row.action as MeasurementCorrection["action"],
      value: plainDecimal(row.value),
      unit: row.unit,
      notes: row.notes,
      reason: row.reason,
      byName: row.correctedByName,
      at: row.correctedAt.toISOString(),
    });
    byMeasurement.set(row.measurementId, list);
  }
  return byMeasurement;
}

/** What the signed-in user may do to a measurement in this state. */
export function measurementAbilities(scope: TenantScope, status: MeasurementState) {
  const allowed = can(scope.actor.roles, "manageCampaigns") && status !== "withdrawn";
  return { correct: allowed, withdraw: allowed };
}
