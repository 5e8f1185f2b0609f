import { and, eq } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { duplicateReference } from "./add-equipment";
import { equipmentValue, lockEquipmentForChange, toEquipment, withInstrumentDue } from "./equipment-view";
import { instrumentsFor } from "./instruments";

/** Inline edit (spec §2): name, reference, period and type; a new reference links another instrument. */
export async function updateEquipment(
  scope: TenantScope,
  { equipmentId, draft }: { equipmentId: number; draft: EquipmentDraft },
): Promise<Equipment> {
  const { equipment: current } = await lockEquipmentForChange(scope, equipmentId);
  let instrumentId = current.instrumentId;
  if (draft.serialNumber !== current.serialNumber) {
    instrumentId = (await instrumentsFor(scope, [draft])).get(draft.serialNumber)!;
    const [clash] = await scope.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(
        and(
          ofTenant(equipment, scope),
          eq(equipment.campaignId, current.campaignId),
          eq(equipment.instrumentId, instrumentId),
        ),
      );
    if (clash) throw duplicateReference(draft.serialNumber, "serialNumber");
  }
  const [row] = await scope.db
    .update(equipment)
    .set({ ...draft, type: draft.type ?? null, instrumentId, updatedAt: new Date() })
    .where(and(ofTenant(equipment, scope), eq(equipment.id, equipmentId)))
    .returning();
  await recordAudit(scope, {
    action: "equipment.updated",
    tableName: "equipment",
    recordId: equipmentId,
    campaignId: current.campaignId,
    description: `Équipement ${draft.serialNumber} modifié`,
    oldValues: equipmentValue(current),
    newValues: equipmentValue(row!),
  });
  const [answer] = await withInstrumentDue(scope, [toEquipment(row!)]);
  return answer!;
}
