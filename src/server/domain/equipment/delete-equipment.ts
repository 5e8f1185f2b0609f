import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { type Actor, recordAudit } from "../audit/record-audit";
import { findEquipment } from "./equipment-view";

/** Removes an equipment from its campaign (its ratings and results go with it); the instrument stays. */
export async function deleteEquipment({
  db,
  tenant,
  actor,
  id,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
}) {
  const row = await findEquipment(db, tenant, id);
  await db.delete(equipment).where(and(ofTenant(equipment, tenant), eq(equipment.id, id)));
  await recordAudit(db, tenant, actor, {
    action: "equipment.deleted",
    tableName: "equipment",
    recordId: id,
    campaignId: row.campaignId,
    description: `Équipement ${row.serialNumber} retiré de la campagne`,
  });
}
