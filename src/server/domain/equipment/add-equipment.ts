import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { DETAIL_MESSAGES, format } from "../../../shared/messages";
import { equipment, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { type CampaignRow, lockCampaignFor } from "../campaign-state/campaign-view";
import { equipmentValue, toEquipment, withInstrumentDue } from "./equipment-view";
import { instrumentsFor } from "./instruments";

/** A reference already in the campaign, named by its field: `serialNumber` or `equipment.3.serialNumber`. */
export function duplicateReference(reference: string, field: string): AppError {
  return new AppError("DUPLICATE_REFERENCE", {
    field,
    message: format(DETAIL_MESSAGES.duplicateReference, { reference }),
  });
}

/**
 * Adds equipment to a campaign whose row the caller holds locked, each linked to its inventory
 * instrument; a reference appears once per campaign. `listField` names where the drafts came from
 * in the request (`equipment` for the campaign form), so that a refusal names the right row. Not
 * audited: the call that uses it writes its one audit row.
 */
export async function addEquipment(
  scope: TenantScope,
  {
    campaign,
    drafts,
    listField,
  }: { campaign: CampaignRow; drafts: readonly EquipmentDraft[]; listField?: string },
): Promise<Equipment[]> {
  if (drafts.length === 0) return [];
  const fieldOf = (index: number) => (listField ? `${listField}.${index}.serialNumber` : "serialNumber");
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    if (seen.has(draft.serialNumber)) throw duplicateReference(draft.serialNumber, fieldOf(index));
    seen.add(draft.serialNumber);
  });
  const instrumentIds = await instrumentsFor(scope, drafts);
  const ids = [...instrumentIds.values()];
  const [present] = await scope.db
    .select({ serialNumber: equipment.serialNumber, instrumentId: equipment.instrumentId })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, campaign.id),
        inArray(equipment.instrumentId, ids),
        isNull(equipment.removedAt),
      ),
    )
    .limit(1);
  if (present) {
    const index = drafts.findIndex((d) => instrumentIds.get(d.serialNumber) === present.instrumentId);
    throw duplicateReference(present.serialNumber, fieldOf(Math.max(0, index)));
  }
  // One current period (decision 021): an instrument the Parc knows joins with the Parc's period.
  const parcPeriods = await parcPeriodsOf(scope, ids);
  const periodOf = (draft: EquipmentDraft) => {
    const parc = parcPeriods.get(instrumentIds.get(draft.serialNumber)!) ?? 0;
    return parc > 0 ? parc : draft.currentPeriod;
  };
  // An equipment removed from the campaign earlier comes back, its ratings with it.
  const removed = new Map(
    (
      await scope.db
        .select({ id: equipment.id, instrumentId: equipment.instrumentId })
        .from(equipment)
        .where(
          and(
            ofTenant(equipment, scope),
            eq(equipment.campaignId, campaign.id),
            inArray(equipment.instrumentId, ids),
            isNotNull(equipment.removedAt),
          ),
        )
    ).map((row) => [row.instrumentId, row.id]),
  );
  const rows = [];
  for (const draft of drafts.filter((d) => removed.has(instrumentIds.get(d.serialNumber)!))) {
    const [restored] = await scope.db
      .update(equipment)
      .set({
        name: draft.name,
        serialNumber: draft.serialNumber,
        type: draft.type ?? null,
        currentPeriod: periodOf(draft),
        removedAt: null,
        removedBy: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          ofTenant(equipment, scope),
          eq(equipment.id, removed.get(instrumentIds.get(draft.serialNumber)!)!),
        ),
      )
      .returning();
    rows.push(restored!);
  }
  const fresh = drafts.filter((d) => !removed.has(instrumentIds.get(d.serialNumber)!));
  for (let start = 0; start < fresh.length; start += 1000) {
    const slice = fresh.slice(start, start + 1000);
    rows.push(
      ...(await scope.db
        .insert(equipment)
        .values(
          slice.map((draft) => ({
            companyId: scope.companyId,
            campaignId: campaign.id,
            instrumentId: instrumentIds.get(draft.serialNumber)!,
            name: draft.name,
            serialNumber: draft.serialNumber,
            type: draft.type ?? null,
            currentPeriod: periodOf(draft),
          })),
        )
        .returning()),
    );
  }
  return rows.map(toEquipment);
}

/** The Parc's current period of each of these instruments. */
async function parcPeriodsOf(scope: TenantScope, ids: number[]): Promise<Map<number, number>> {
  const periods = new Map<number, number>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await scope.db
      .select({ id: instruments.id, currentPeriod: instruments.currentPeriod })
      .from(instruments)
      .where(and(ofTenant(instruments, scope), inArray(instruments.id, ids.slice(start, start + 1000))));
    for (const row of rows) periods.set(row.id, row.currentPeriod);
  }
  return periods;
}

/** POST /api/equipment: one equipment added to a campaign the user may change, audited. */
export async function addCampaignEquipment(
  scope: TenantScope,
  { campaignId, draft }: { campaignId: number; draft: EquipmentDraft },
): Promise<Equipment> {
  const campaign = await lockCampaignFor(scope, campaignId, "manageEquipment");
  const [created] = await addEquipment(scope, { campaign, drafts: [draft] });
  await recordAudit(scope, {
    action: "equipment.added",
    tableName: "equipment",
    recordId: created!.id,
    campaignId: campaign.id,
    description: `Équipement ${created!.serialNumber} ajouté à la campagne ${campaign.name}`,
    newValues: equipmentValue(created!),
  });
  const [answer] = await withInstrumentDue(scope, [created!]);
  return answer!;
}
