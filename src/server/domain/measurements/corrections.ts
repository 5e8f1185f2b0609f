import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Measurement } from "../../../shared/api/measurement-list";
import type { measurementCorrectionInputSchema } from "../../../shared/api/measurements";
import { FIELD_MESSAGES } from "../../../shared/messages";
import {
  equipment,
  impactReviewItems,
  impactReviews,
  measurementCorrections,
  measurements,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, invalidField, notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { readMeasurement } from "./read-measurements";
import { checkUnit } from "./units";
import { currentVersion, plainDecimal } from "./versions";

type Correction = z.output<typeof measurementCorrectionInputSchema>;

const valueFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });
const shown = (v: { value: string; unit: string }) => `${valueFormat.format(Number(v.value))} ${v.unit}`;

/**
 * The measurement, locked until the transaction ends (two corrections of one measurement take
 * turns), as it reads now; 404 when it is not the company's, 409 once withdrawn.
 */
async function lockMeasurement(scope: TenantScope, measurementId: number) {
  const [locked] = await scope.db
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(ofTenant(measurements, scope), eq(measurements.id, measurementId)))
    .for("update");
  if (!locked) throw notFound(FIELD_MESSAGES.measurementNotFound);
  const version = currentVersion(scope);
  const [current] = await scope.db
    .select({
      id: measurements.id,
      campaignId: measurements.campaignId,
      equipmentId: measurements.equipmentId,
      equipmentName: equipment.name,
      serialNumber: equipment.serialNumber,
      operatorName: measurements.operatorName,
      value: version.value,
      unit: version.unit,
      notes: version.notes,
      status: version.status,
      original: { value: measurements.value, unit: measurements.unit, notes: measurements.notes },
    })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .leftJoin(version.latest, version.joinOn)
    .where(and(ofTenant(measurements, scope), eq(measurements.id, measurementId)));
  if (!current) throw notFound(FIELD_MESSAGES.measurementNotFound);
  if (current.status === "withdrawn")
    throw new AppError("CONFLICT", { message: FIELD_MESSAGES.measurementWithdrawn });
  return {
    ...current,
    value: plainDecimal(current.value),
    original: { ...current.original, value: plainDecimal(current.original.value) },
  };
}

type Locked = Awaited<ReturnType<typeof lockMeasurement>>;

/** The impact reviews that list this measurement (an open one must see the correction). */
async function reviewsListing(scope: TenantScope, measurementId: number) {
  return scope.db
    .select({ id: impactReviews.id, status: impactReviews.status })
    .from(impactReviewItems)
    .innerJoin(
      impactReviews,
      and(
        eq(impactReviews.companyId, impactReviewItems.companyId),
        eq(impactReviews.id, impactReviewItems.reviewId),
      ),
    )
    .where(and(ofTenant(impactReviewItems, scope), eq(impactReviewItems.measurementId, measurementId)));
}

/** Writes the new version, notes when the measurement last changed, and answers its new state. */
async function addVersion(
  scope: TenantScope,
  current: Locked,
  version: {
    action: "corrected" | "withdrawn";
    value: string;
    unit: string;
    notes: string | null;
    reason: string;
  },
): Promise<Measurement> {
  const { db, companyId } = scope;
  const [row] = await db
    .insert(measurementCorrections)
    .values({
      companyId,
      measurementId: current.id,
      ...version,
      correctedBy: scope.actor.userId,
      correctedByName: scope.actor.name.slice(0, 200),
    })
    .returning({ id: measurementCorrections.id });
  await db
    .update(measurements)
    .set({ updatedAt: sql`now()` })
    .where(and(ofTenant(measurements, scope), eq(measurements.id, current.id)));
  const reviews = await reviewsListing(scope, current.id);
  const what = `« ${current.equipmentName} » (${current.serialNumber})`;
  const before = { value: current.value, unit: current.unit, notes: current.notes, status: current.status };
  await recordAudit(scope, {
    action: version.action === "withdrawn" ? "measurement.withdrawn" : "measurement.corrected",
    tableName: "measurements",
    recordId: current.id,
    campaignId: current.campaignId,
    description:
      version.action === "withdrawn"
        ? `Mesure de « ${current.operatorName} » sur ${what} retirée (${shown(current)}) — motif : ${version.reason}`
        : `Mesure de « ${current.operatorName} » sur ${what} corrigée : ${shown(current)} → ${shown(version)} — motif : ${version.reason}`,
    oldValues: before,
    newValues: {
      value: version.value,
      unit: version.unit,
      notes: version.notes,
      status: version.action,
      reason: version.reason,
    },
    details: {
      correctionId: row!.id,
      equipmentId: current.equipmentId,
      original: current.original,
      ...(reviews.length > 0 && { impactReviews: reviews }),
    },
  });
  const measurement = await readMeasurement(scope, {
    campaignId: current.campaignId,
    measurementId: current.id,
  });
  if (!measurement) throw notFound(FIELD_MESSAGES.measurementNotFound);
  return measurement;
}

/**
 * POST /api/measurements/{id}/corrections: the measurement as it should read (value, unit, notes)
 * and why. The measurement as entered, and each earlier correction, stay as they were; the unit must
 * be one its instrument's type allows; a correction that changes nothing is refused.
 */
export async function correctMeasurement(
  scope: TenantScope,
  { measurementId, input }: { measurementId: number; input: Correction },
): Promise<Measurement> {
  const current = await lockMeasurement(scope, measurementId);
  await checkUnit(scope.db, scope.companyId, { equipmentId: current.equipmentId, unit: input.unit });
  const unchanged =
    Number(input.value) === Number(current.value) &&
    input.unit === current.unit &&
    (input.notes ?? null) === (current.notes ?? null);
  if (unchanged) throw invalidField("value", FIELD_MESSAGES.measurementUnchanged);
  return addVersion(scope, current, {
    action: "corrected",
    value: input.value,
    unit: input.unit,
    notes: input.notes,
    reason: input.reason,
  });
}

/**
 * POST /api/measurements/{id}/withdrawal: the measurement no longer counts (a wrong instrument, a
 * slip). It stays listed as « Retirée » with its reason, and can no longer be corrected.
 */
export async function withdrawMeasurement(
  scope: TenantScope,
  { measurementId, reason }: { measurementId: number; reason: string },
): Promise<Measurement> {
  const current = await lockMeasurement(scope, measurementId);
  return addVersion(scope, current, {
    action: "withdrawn",
    value: current.value,
    unit: current.unit,
    notes: current.notes,
    reason,
  });
}
