import { and, asc, eq } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { findCampaign, lockCampaignFor } from "../campaigns/campaign-view";

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

/**
 * An equipment about to change: its campaign is locked and checked for `manageEquipment` first (the
 * same order as every change of a campaign), then the equipment is read again as it now is.
 */
export async function lockEquipmentForChange(scope: TenantScope, equipmentId: number) {
  const { campaignId } = await findEquipment(scope, equipmentId);
  const campaign = await lockCampaignFor(scope, campaignId, "manageEquipment");
  const [row] = await scope.db
    .select()
    .from(equipment)
    .where(
      and(ofTenant(equipment, scope), eq(equipment.id, equipmentId), eq(equipment.campaignId, campaignId)),
    )
    .for("update");
  if (!row) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
  return { campaign, equipment: row };
}
