import { and, eq, inArray } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { DETAIL_MESSAGES, format } from "../../../shared/messages";
import { equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { type CampaignRow, lockCampaignFor } from "../campaigns/campaign-view";
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
  const [present] = await scope.db
    .select({ serialNumber: equipment.serialNumber, instrumentId: equipment.instrumentId })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, campaign.id),
        inArray(equipment.instrumentId, [...instrumentIds.values()]),
      ),
    )
    .limit(1);
  if (present) {
    const index = drafts.findIndex((d) => instrumentIds.get(d.serialNumber) === present.instrumentId);
    throw duplicateReference(present.serialNumber, fieldOf(Math.max(0, index)));
  }
  const rows = [];
  for (let start = 0; start < drafts.length; start += 1000) {
    const slice = drafts.slice(start, start + 1000);
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
            currentPeriod: draft.currentPeriod,
          })),
        )
        .returning()),
    );
  }
  return rows.map(toEquipment);
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
