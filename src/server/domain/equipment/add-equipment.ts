import { and, eq, inArray } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { findCampaign } from "../campaigns/campaign-view";
import { toEquipment } from "./equipment-view";
import { instrumentsFor } from "./instruments";

export const duplicateReferenceMessage = (reference: string) =>
  `La référence ${reference} figure déjà dans cette campagne.`;

/** Adds equipment to a campaign, each linked to its inventory instrument; a reference appears once per campaign. */
export async function addEquipment({
  db,
  tenant,
  actor,
  campaignId,
  drafts,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  campaignId: number;
  drafts: EquipmentDraft[];
}): Promise<Equipment[]> {
  if (drafts.length === 0) return [];
  const campaign = await findCampaign(db, tenant, campaignId);
  const seen = new Set<string>();
  for (const draft of drafts) {
    if (seen.has(draft.serialNumber)) throw conflict(duplicateReferenceMessage(draft.serialNumber));
    seen.add(draft.serialNumber);
  }
  const instrumentIds = await instrumentsFor(db, tenant, drafts);
  const present = await db
    .select({ serialNumber: equipment.serialNumber })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, tenant),
        eq(equipment.campaignId, campaignId),
        inArray(equipment.instrumentId, [...instrumentIds.values()]),
      ),
    )
    .limit(1);
  if (present[0]) throw conflict(duplicateReferenceMessage(present[0].serialNumber));
  const rows = [];
  for (let start = 0; start < drafts.length; start += 1000) {
    const slice = drafts.slice(start, start + 1000);
    rows.push(
      ...(await db
        .insert(equipment)
        .values(
          slice.map((draft) => ({
            companyId: tenant.companyId,
            campaignId,
            instrumentId: instrumentIds.get(draft.serialNumber)!,
            name: draft.name,
            serialNumber: draft.serialNumber,
            currentPeriod: draft.currentPeriod,
          })),
        )
        .returning()),
    );
  }
  await recordAudit(db, tenant, actor, {
    action: "equipment.added",
    tableName: "equipment",
    recordId: rows.length === 1 ? rows[0]!.id : `${rows.length}`,
    campaignId,
    description:
      rows.length === 1
        ? `Équipement ${rows[0]!.serialNumber} ajouté à la campagne ${campaign.name}`
        : `${rows.length} équipements ajoutés à la campagne ${campaign.name}`,
  });
  return rows.map(toEquipment);
}
