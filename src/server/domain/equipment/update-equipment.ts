import { and, eq } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { duplicateReferenceMessage } from "./add-equipment";
import { findEquipment, toEquipment } from "./equipment-view";
import { instrumentsFor } from "./instruments";

/** Inline edit (spec §2): name, reference and period; a new reference links another instrument. */
export async function updateEquipment({
  db,
  tenant,
  actor,
  id,
  draft,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
  draft: EquipmentDraft;
}): Promise<Equipment> {
  const current = await findEquipment(db, tenant, id);
  let instrumentId = current.instrumentId;
  if (draft.serialNumber !== current.serialNumber) {
    instrumentId = (await instrumentsFor(db, tenant, [draft])).get(draft.serialNumber)!;
    const [clash] = await db
      .select({ id: equipment.id })
      .from(equipment)
      .where(
        and(
          ofTenant(equipment, tenant),
          eq(equipment.campaignId, current.campaignId),
          eq(equipment.instrumentId, instrumentId),
        ),
      );
    if (clash) throw conflict(duplicateReferenceMessage(draft.serialNumber));
  }
  const [row] = await db
    .update(equipment)
    .set({ ...draft, instrumentId, updatedAt: new Date() })
    .where(and(ofTenant(equipment, tenant), eq(equipment.id, id)))
    .returning();
  await recordAudit(db, tenant, actor, {
    action: "equipment.updated",
    tableName: "equipment",
    recordId: id,
    campaignId: current.campaignId,
    description: `Équipement ${draft.serialNumber} modifié`,
  });
  return toEquipment(row!);
}
