import { and, count, eq } from "drizzle-orm";
import { equipment, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { equipmentValue, lockEquipmentForChange } from "./equipment-view";

/**
 * Removes an equipment from its campaign; the instrument stays. Once rated or measured it is a record
 * (decision 021): it is marked removed, out of the campaign's lists and next calculations, its
 * ratings, measurements and earlier results kept (a measurement an impact review names included).
 * An equipment never rated nor measured is deleted.
 */
export async function deleteEquipment(scope: TenantScope, { equipmentId }: { equipmentId: number }) {
  const { campaign, equipment: row } = await lockEquipmentForChange(scope, equipmentId);
  const byId = and(ofTenant(equipment, scope), eq(equipment.id, equipmentId));
  const [measured] = await scope.db
    .select({ n: count() })
    .from(measurements)
    .where(and(ofTenant(measurements, scope), eq(measurements.equipmentId, equipmentId)));
  const measurementCount = measured?.n ?? 0;
  const kept = row.ratingCount > 0 || measurementCount > 0;
  if (kept)
    await scope.db
      .update(equipment)
      .set({ removedAt: new Date(), removedBy: scope.actor.userId, updatedAt: new Date() })
      .where(byId);
  else await scope.db.delete(equipment).where(byId);
  await recordAudit(scope, {
    action: "equipment.deleted",
    tableName: "equipment",
    recordId: equipmentId,
    campaignId: row.campaignId,
    description: `Équipement ${row.serialNumber} retiré de la campagne ${campaign.name}${kept ? ` (ses ${row.ratingCount} notation(s) et ${measurementCount} mesure(s) restent au dossier, hors du calcul)` : ""}`,
    oldValues: { ...equipmentValue(row), ratingCount: row.ratingCount, measurementCount },
    ...(kept && {
      newValues: { removed: true, ratingsKept: row.ratingCount, measurementsKept: measurementCount },
    }),
  });
}
