import { and, asc, eq } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { notFound } from "../../errors";
import { findCampaign } from "../campaigns/campaign-view";

export const EQUIPMENT_NOT_FOUND = "Équipement introuvable";

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
export async function listEquipment({
  db,
  tenant,
  campaignId,
}: {
  db: Database;
  tenant: Tenant;
  campaignId: number;
}) {
  await findCampaign(db, tenant, campaignId);
  const rows = await db
    .select()
    .from(equipment)
    .where(and(ofTenant(equipment, tenant), eq(equipment.campaignId, campaignId)))
    .orderBy(asc(equipment.id));
  return rows.map(toEquipment);
}

export async function findEquipment(db: Database, tenant: Tenant, id: number): Promise<EquipmentRow> {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(ofTenant(equipment, tenant), eq(equipment.id, id)));
  if (!row) throw notFound(EQUIPMENT_NOT_FOUND);
  return row;
}
