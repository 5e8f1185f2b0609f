import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { DashboardStats } from "../../../shared/api/campaigns";
import { addMonths, monthBounds, monthOf } from "../../../shared/clock";
import { campaigns, measurements, reports } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { currentVersion } from "../measurements/versions";
import { companyZoneOf } from "../tenancy/company-view";

/** The first instants of last month, this month and next month, in the company's time zone (decision 026). */
async function companyMonths(scope: TenantScope, now: Date) {
  const zone = await companyZoneOf(scope);
  const month = monthOf(zone, now);
  const { start: thisMonth, end: nextMonth } = monthBounds(zone, month);
  return { lastMonth: monthBounds(zone, addMonths(month, -1)).start, thisMonth, nextMonth };
}

/** The four cards of the campaigns screen, every figure computed from the data. */
export async function dashboardStats(
  scope: TenantScope,
  { now = new Date() }: { now?: Date } = {},
): Promise<DashboardStats> {
  const { db } = scope;
  const { lastMonth, thisMonth, nextMonth } = await companyMonths(scope, now);
  const [campaignFigures] = await db
    .select({
      // An archived campaign is put away (decision 021): it is no longer « active » nor pending.
      active:
        sql`count(*) filter (where ${campaigns.status} = 'active' and ${campaigns.archivedAt} is null)::int`.mapWith(
          Number,
        ),
      createdThisMonth: sql`count(*) filter (where ${campaigns.createdAt} >= ${thisMonth})::int`.mapWith(
        Number,
      ),
      equipment: sql`coalesce(sum(${campaigns.equipmentCount}), 0)::int`.mapWith(Number),
      pending:
        sql`coalesce(sum(${campaigns.equipmentCount} - ${campaigns.ratedEquipmentCount}) filter (where ${campaigns.status} = 'active' and ${campaigns.archivedAt} is null), 0)::int`.mapWith(
          Number,
        ),
      rated: sql`coalesce(sum(${campaigns.ratedEquipmentCount}), 0)::int`.mapWith(Number),
    })
    .from(campaigns)
    .where(ofTenant(campaigns, scope));
  // A withdrawn measurement no longer counts (decision 020).
  const version = currentVersion(scope);
  const measured = async (from: Date, to: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(measurements)
      .leftJoin(version.latest, version.joinOn)
      .where(
        and(
          ofTenant(measurements, scope),
          gte(measurements.measurementDate, from),
          lt(measurements.measurementDate, to),
          version.counts,
        ),
      );
    return row?.n ?? 0;
  };
  const [reportFigures] = await db
    .select({
      completed: sql`count(*)::int`.mapWith(Number),
      thisMonth: sql`count(*) filter (where ${reports.createdAt} >= ${thisMonth})::int`.mapWith(Number),
    })
    .from(reports)
    .where(and(ofTenant(reports, scope), eq(reports.status, "completed")));
  return {
    activeCampaigns: campaignFigures?.active ?? 0,
    campaignsCreatedThisMonth: campaignFigures?.createdThisMonth ?? 0,
    totalEquipment: campaignFigures?.equipment ?? 0,
    equipmentStats: { pending: campaignFigures?.pending ?? 0, rated: campaignFigures?.rated ?? 0 },
    monthlyMeasurements: await measured(thisMonth, nextMonth),
    previousMonthMeasurements: await measured(lastMonth, thisMonth),
    generatedReports: reportFigures?.completed ?? 0,
    reportsThisMonth: reportFigures?.thisMonth ?? 0,
  };
}
