import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InstrumentDetail } from "../../../shared/api/instrument-detail";
import { displayName } from "../../../shared/roles";
import { campaigns, equipment, measurements, periodChanges, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { companyToday } from "../tenancy/company-view";
import { readCalibrationEvents } from "./calibration-event-view";
import { readImpactReviews } from "./impact-review-view";
import { instrumentAbilities } from "./instrument-abilities";
import { measurementsTakenWith } from "./instrument-measurements";
import { findInstrument } from "./instrument-view";

/** The most measurements the life record lists (newest first); the campaigns' views have them all. */
export const DETAIL_MEASUREMENTS_MAX = 1000;

/**
 * GET /api/instruments/{id}: the instrument's life record ("fiche de vie"): its period changes, its
 * calibration events, the campaigns it took part in, the measurements taken with it and the impact
 * reviews of its non-conforming calibrations.
 */
export async function readInstrumentDetail(
  scope: TenantScope,
  { instrumentId }: { instrumentId: number },
): Promise<InstrumentDetail> {
  const instrument = await findInstrument(scope, instrumentId);
  const appliedBy = alias(users, "applied_by");
  const changes = await scope.db
    .select({
      change: periodChanges,
      firstName: appliedBy.firstName,
      lastName: appliedBy.lastName,
      email: appliedBy.email,
    })
    .from(periodChanges)
    .leftJoin(appliedBy, eq(appliedBy.id, periodChanges.appliedBy))
    .where(and(ofTenant(periodChanges, scope), eq(periodChanges.instrumentId, instrumentId)))
    .orderBy(desc(periodChanges.appliedAt), desc(periodChanges.id));

  const taking = await scope.db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      status: campaigns.status,
      equipmentId: equipment.id,
      createdAt: campaigns.createdAt,
      closedAt: campaigns.closedAt,
    })
    .from(equipment)
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, equipment.companyId), eq(campaigns.id, equipment.campaignId)),
    )
    .where(and(ofTenant(equipment, scope), eq(equipment.instrumentId, instrumentId)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));

  const taken = await measurementsTakenWith(scope, instrumentId)
    .orderBy(desc(measurements.measurementDate), desc(measurements.id))
    .limit(DETAIL_MEASUREMENTS_MAX);

  return {
    ...instrument.item,
    createdAt: instrument.createdAt.toISOString(),
    today: await companyToday(scope),
    periodChanges: changes.map(({ change, ...who }) => ({
      id: change.id,
      campaignId: change.campaignId,
      campaignName: change.campaignName,
      oldPeriod: change.oldPeriod,
      computedPeriod: change.computedPeriod,
      forcedPeriod: change.forcedPeriod,
      forcedReason: change.forcedReason,
      parcPeriod: change.parcPeriod,
      runId: change.runId,
      appliedPeriod: change.appliedPeriod,
      appliedBy: change.appliedBy,
      appliedByName: change.appliedBy ? displayName(who) : null,
      appliedAt: change.appliedAt.toISOString(),
    })),
    calibrationEvents: await readCalibrationEvents(scope, { instrumentId }),
    campaigns: taking.map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      closedAt: c.closedAt?.toISOString() ?? null,
    })),
    measurements: taken.map((m) => ({
      ...m,
      value: Number(m.value),
      measurementDate: m.measurementDate.toISOString(),
    })),
    impactReviews: await readImpactReviews(scope, { instrumentId }),
    abilities: instrumentAbilities(scope.actor.roles),
  };
}
