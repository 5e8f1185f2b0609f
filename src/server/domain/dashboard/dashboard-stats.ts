import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { DashboardStats } from "../../../shared/api/campaigns";
import type { Database } from "../../db/client";
import { campaigns, measurements, reports } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";

function monthStart(date: Date, offset = 0): Date {
  return new Date(date.getFullYear(), date.getMonth() + offset, 1);
}

/** The four cards of the campaigns screen, every figure computed from the data. */
export async function dashboardStats({
  db,
  tenant,
  now = new Date(),
}: {
  db: Database;
  tenant: Tenant;
  now?: Date;
}): Promise<DashboardStats> {
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const nextMonth = monthStart(now, 1);
  const [campaignFigures] = await db
    .select({
      active: sql<number>`count(*) filter (where ${campaigns.status} = 'active')::int`,
      createdThisMonth: sql<number>`count(*) filter (where ${campaigns.createdAt} >= ${thisMonth})::int`,
      equipment: sql<number>`coalesce(sum(${campaigns.equipmentCount}), 0)::int`,
      pending: sql<number>`coalesce(sum(${campaigns.equipmentCount} - ${campaigns.ratedEquipmentCount}) filter (where ${campaigns.status} = 'active'), 0)::int`,
      rated: sql<number>`coalesce(sum(${campaigns.ratedEquipmentCount}), 0)::int`,
    })
    .from(campaigns)
    .where(ofTenant(campaigns, tenant));
  const measured = async (from: Date, to: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(measurements)
      .where(
        and(
          ofTenant(measurements, tenant),
          gte(measurements.measurementDate, from),
          lt(measurements.measurementDate, to),
        ),
      );
    return row?.n ?? 0;
  };
  const [reportFigures] = await db
    .select({
      completed: sql<number>`count(*)::int`,
      thisMonth: sql<number>`count(*) filter (where ${reports.createdAt} >= ${thisMonth})::int`,
    })
    .from(reports)
    .where(and(ofTenant(reports, tenant), eq(reports.status, "completed")));
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
