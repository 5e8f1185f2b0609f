import { and, eq, type SQL } from "drizzle-orm";
import { campaigns, equipment, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { currentVersion } from "../measurements/versions";

/**
 * The measurements taken with an instrument: those entered, in any of the company's campaigns, on an
 * equipment linked to it, with their campaign's name, as they read now (a corrected one by its last
 * correction; a withdrawn one says so, decision 020); `within` narrows them (a period of time), and
 * `countingOnly` leaves the withdrawn ones out. The caller orders and limits the query.
 */
export function measurementsTakenWith(
  scope: TenantScope,
  instrumentId: number,
  within?: SQL,
  { countingOnly = false }: { countingOnly?: boolean } = {},
) {
  const version = currentVersion(scope);
  return scope.db
    .select({
      id: measurements.id,
      campaignId: measurements.campaignId,
      campaignName: campaigns.name,
      value: version.value,
      unit: version.unit,
      operatorName: measurements.operatorName,
      notes: version.notes,
      status: version.status,
      measurementDate: measurements.measurementDate,
    })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, measurements.companyId), eq(campaigns.id, measurements.campaignId)),
    )
    .leftJoin(version.latest, version.joinOn)
    .where(
      and(
        ofTenant(measurements, scope),
        eq(equipment.instrumentId, instrumentId),
        within,
        countingOnly ? version.counts : undefined,
      ),
    )
    .$dynamic();
}
