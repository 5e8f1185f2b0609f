import { and, eq } from "drizzle-orm";
import { equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { equipmentValue, lockEquipmentForChange } from "./equipment-view";

/** Removes an equipment from its campaign (its ratings and results go with it); the instrument stays. */
export async function deleteEquipment(scope: TenantScope, { equipmentId }: { equipmentId: number }) {
  const { campaign, equipment: row } = await lockEquipmentForChange(scope, equipmentId);
  await scope.db.delete(equipment).where(and(ofTenant(equipment, scope), eq(equipment.id, equipmentId)));
  await recordAudit(scope, {
    action: "equipment.deleted",
    tableName: "equipment",
    recordId: equipmentId,
    campaignId: row.campaignId,
    description: `Équipement ${row.serialNumber} retiré de la campagne ${campaign.name}`,
    // Its ratings and result go with it: how many, with the record.
    oldValues: { ...equipmentValue(row), ratingCount: row.ratingCount },
  });
}
