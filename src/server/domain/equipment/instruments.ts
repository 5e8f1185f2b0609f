import { and, inArray } from "drizzle-orm";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";

/**
 * The inventory instrument of each reference, found or created (DESIGN.md §3), so that an
 * instrument keeps one history across campaigns. Returns reference → instrument id.
 */
export async function instrumentsFor(
  scope: TenantScope,
  drafts: readonly EquipmentDraft[],
): Promise<Map<string, number>> {
  const byReference = new Map<string, EquipmentDraft>();
  for (const draft of drafts)
    if (!byReference.has(draft.serialNumber)) byReference.set(draft.serialNumber, draft);
  const references = [...byReference.keys()];
  const result = new Map<string, number>();
  for (let start = 0; start < references.length; start += 1000) {
    const slice = references.slice(start, start + 1000);
    await scope.db
      .insert(instruments)
      .values(
        slice.map((reference) => {
          const draft = byReference.get(reference)!;
          return {
            companyId: scope.companyId,
            reference,
            name: draft.name,
            type: draft.type ?? null,
            currentPeriod: draft.currentPeriod,
          };
        }),
      )
      .onConflictDoNothing({ target: [instruments.companyId, instruments.reference] });
    const rows = await scope.db
      .select({ id: instruments.id, reference: instruments.reference })
      .from(instruments)
      .where(and(ofTenant(instruments, scope), inArray(instruments.reference, slice)));
    for (const row of rows) result.set(row.reference, row.id);
  }
  return result;
}
