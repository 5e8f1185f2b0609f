import { type AnyColumn, and, asc, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows } from "../../db/rows";
import {
  campaigns,
  equipment,
  impactReviewItems,
  impactReviews,
  instruments,
  measurements,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { companyDayEndSql, companyDayStartSql } from "../tenancy/company-view";
import { measurementsTakenWith } from "./instrument-measurements";

/** What an impact review covers, as the audit row of the event that opened it reports it. */
export interface OpenedReview {
  id: number;
  sinceDate: string | null;
  untilDate: string;
  measurements: number;
  campaigns: number;
}

const since = z.object({ since: z.string().nullable() });

const valueFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });

/** "21,375 °C — Lucie Bernard — Campagne X": a measurement as the review lists it, readable on its own. */
export function measurementLabel(m: {
  value: string;
  unit: string;
  operatorName: string;
  campaignName: string;
}) {
  return `${valueFormat.format(Number(m.value))} ${m.unit} — ${m.operatorName} — ${m.campaignName}`;
}

/** The first instant of a day (a `date` value or column) in the company's time zone. */
const startOfDay = (day: SQL | AnyColumn | string): SQL => companyDayStartSql(sql`${day}`);

/**
 * Whether an instant falls in a review's period: from the first instant of `since` (none: no start)
 * to the end of `until`, both days included, in the company's time zone (the end is the next day's
 * first instant, so that a day of a clock change keeps its 23 or 25 hours). The one rule of what a
 * review lists when it opens, of the pending entries it shows, and of the measurements that join it.
 */
export function withinReviewPeriod(
  instant: SQL | AnyColumn,
  since: SQL | AnyColumn | string | null,
  until: SQL | AnyColumn | string,
): SQL {
  const from = since === null ? sql`true` : sql`${instant} >= ${startOfDay(since)}`;
  const end = sql`(${companyDayEndSql(sql`${until}`)})`;
  return typeof since === "string" || since === null
    ? sql`(${from} and ${instant} < ${end})`
    : sql`((${since} is null or ${from}) and ${instant} < ${end})`;
}

/**
 * Opens the impact review of a non-conforming calibration (ISO/IEC 17025 §7.10), in the caller's
 * transaction, the instrument locked by it: the period under review runs from the last calibration
 * before this one that found the instrument conforming or adjusted it (none: its whole history) to
 * this calibration's day, both days included, in the company's time zone. Items: every measurement
 * taken with the instrument in that period, and every campaign it took part in that was still open
 * on the period's first day. Public entries of that period still waiting for review are not
 * measurements yet: the review shows them (pendingMeasurementsOf) and each joins it as an item once
 * accepted (joinImpactReviews). The instrument goes into quarantine.
 */
export async function openImpactReview(
  scope: TenantScope,
  { instrumentId, eventId, until }: { instrumentId: number; eventId: number; until: string },
): Promise<OpenedReview> {
  const { db, companyId } = scope;
  const [found] = await sqlRows(
    db,
    since,
    sql`select max(calibrated_on)::text as since from calibration_events
         where company_id = ${companyId} and instrument_id = ${instrumentId}
           and result in ('conforme', 'ajuste')
           and (calibrated_on < ${until}::date or (calibrated_on = ${until}::date and id < ${eventId}))`,
  );
  const sinceDate = found?.since ?? null;
  const [review] = await db
    .insert(impactReviews)
    .values({ companyId, instrumentId, eventId, sinceDate, untilDate: until, openedBy: scope.actor.userId })
    .returning({ id: impactReviews.id });
  const reviewId = review!.id;

  const taken = await measurementsTakenWith(
    scope,
    instrumentId,
    withinReviewPeriod(measurements.measurementDate, sinceDate, until),
    // A withdrawn entry was never a measurement of this instrument; a corrected one reads as corrected.
    { countingOnly: true },
  ).orderBy(asc(measurements.measurementDate), asc(measurements.id));

  const concerned = await db
    .select({ id: campaigns.id, name: campaigns.name, createdAt: campaigns.createdAt })
    .from(equipment)
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, equipment.companyId), eq(campaigns.id, equipment.campaignId)),
    )
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.instrumentId, instrumentId),
        sinceDate === null
          ? undefined
          : or(isNull(campaigns.closedAt), gte(campaigns.closedAt, startOfDay(sinceDate))),
      ),
    )
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));

  const items = [
    ...concerned.map((c) => ({
      companyId,
      reviewId,
      kind: "campaign",
      campaignId: c.id,
      label: c.name,
      occurredAt: c.createdAt,
    })),
    ...taken.map((m) => ({
      companyId,
      reviewId,
      kind: "measurement",
      measurementId: m.id,
      campaignId: m.campaignId,
      label: measurementLabel(m),
      occurredAt: m.measurementDate,
    })),
  ];
  for (let start = 0; start < items.length; start += 1000)
    await db.insert(impactReviewItems).values(items.slice(start, start + 1000));

  await db
    .update(instruments)
    .set({ quarantined: true, updatedAt: new Date() })
    .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)));
  return {
    id: reviewId,
    sinceDate,
    untilDate: until,
    measurements: taken.length,
    campaigns: concerned.length,
  };
}
