import { and, eq, type SQL } from "drizzle-orm";
import { campaigns, equipment, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";

/**
 * The measurements taken with an instrument: those entered, in any of the company's campaigns, on an
 * equipment linked to it, with their campaign's name; `within` narrows them (a period of time). The
 * caller orders and limits the query.
 */
export function measurementsTakenWith(scope: TenantScope, instrumentId: number, within?: SQL) {
  return scope.db
    .select({
      id: measurements.id,
      campaignId: measurements.campaignId,
      campaignName: campaigns.name,
      value: measurements.value,
      unit: measurements.unit,
      operatorName: measurements.operatorName,
      notes: measurements.notes,
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
    .where(and(ofTenant(measurements, scope), eq(equipment.instrumentId, instrumentId), within))
    .$dynamic();
}
