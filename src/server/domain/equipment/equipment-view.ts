import { and, asc, eq } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { findCampaign } from "../campaigns/campaign-view";

export type EquipmentRow = typeof equipment.$inferSelect;

export function toEquipment(row: EquipmentRow): Equipment {
  return {
    id: row.id,
    campaignId: row.campaignId,
    instrumentId: row.instrumentId,
    name: row.name,
    serialNumber: row.serialNumber,
    type: row.type,
    currentPeriod: row.currentPeriod,
    newPeriod: row.newPeriod,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A campaign's equipment, in the order it was added. */
export async function listEquipment(
  scope: TenantScope,
  { campaignId }: { campaignId: number },
): Promise<Equipment[]> {
  await findCampaign(scope, campaignId);
  const rows = await scope.db
    .select()
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId)))
    .orderBy(asc(equipment.id));
  return rows.map(toEquipment);
}

export async function findEquipment(scope: TenantScope, equipmentId: number): Promise<EquipmentRow> {
  const [row] = await scope.db
    .select()
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.id, equipmentId)));
  if (!row) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
  return row;
}
