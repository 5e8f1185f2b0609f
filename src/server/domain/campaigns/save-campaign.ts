import { and, eq, isNull } from "drizzle-orm";
import type { CampaignValues } from "../../../shared/api/campaigns";
import { campaigns, shareLinks } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { reasonFor, reasonText } from "../approvals/approval-settings";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import {
  type CampaignRecord,
  type CampaignRow,
  findCampaign,
  refusalFor,
} from "../campaign-state/campaign-view";
import { addEquipment } from "../equipment/add-equipment";
import { equipmentValue } from "../equipment/equipment-view";
import { newShareToken } from "../public-links/share-links";
import { addParticipants, replaceParticipants } from "./participants";

/** A campaign's business fields, as the audit trail records them. */
export function campaignValue(row: CampaignRow) {
  return {
    name: row.name,
    description: row.description,
    deadline: row.deadline?.toISOString() ?? null,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** "2 participants et 3 équipements" (what a form added), or "" when it added neither. */
function added(participants: number, equipment: number): string {
  const parts = [
    participants > 0 ? `${participants} participant${participants > 1 ? "s" : ""}` : "",
    equipment > 0 ? `${equipment} équipement${equipment > 1 ? "s" : ""}` : "",
  ].filter(Boolean);
  return parts.join(" et ");
}

/**
 * A new campaign, with its participants and equipment when the form sends them: one transaction,
 * so the campaign exists whole or not at all, and one audit row that lists them.
 */
export async function createCampaign(
  scope: TenantScope,
  { input }: { input: CampaignValues },
): Promise<CampaignRecord> {
  const [created] = await scope.db
    .insert(campaigns)
    .values({
      companyId: scope.companyId,
      name: input.name,
      description: input.description,
      deadline: input.deadline ? new Date(input.deadline) : null,
      status: input.status,
      createdBy: scope.actor.userId,
    })
    .returning();
  const campaign = created!;
  const participants = input.participantIds
    ? await addParticipants(scope, campaign, input.participantIds)
    : [];
  const equipment = input.equipment
    ? await addEquipment(scope, { campaign, drafts: input.equipment, listField: "equipment" })
    : [];
  const withWhat = added(participants.length, equipment.length);
  await recordBulkAudit(scope, {
    action: "campaign.created",
    tableName: "campaigns",
    recordId: campaign.id,
    campaignId: campaign.id,
    description: `Campagne ${input.name} créée${withWhat ? ` avec ${withWhat}` : ""}`,
    newValues: {
      ...campaignValue(campaign),
      participants,
      equipment: equipment.map(equipmentValue),
    },
    // A campaign created with its equipment list (thousands at once): the row keeps the fields.
    rows: participants.length + equipment.length,
    summary: {
      ...campaignValue(campaign),
      participants: participants.length,
      equipment: equipment.length,
      equipmentIds: idRanges(equipment.map((e) => e.id)),
    },
  });
  return findCampaign(scope, campaign.id);
}

/**
 * PUT: the campaign's fields; the participants are replaced and new equipment added when sent.
 * Saving a closed campaign reopens it (its status is one the form offers, its closing date is
 * cleared): the way back for a campaign closed by mistake. One audit row: the fields before and
 * after, the participants before and after when the form sent them, the equipment it added.
 */
export async function updateCampaign(
  scope: TenantScope,
  { campaignId, input }: { campaignId: number; input: CampaignValues },
): Promise<CampaignRecord> {
  const record = await findCampaign(scope, campaignId, { lock: true });
  const refusal = refusalFor(scope, record, "update");
  // A closed campaign is reopened here (its `update` ability is false: the screens show it
  // read-only and offer to reopen it); any other refusal (archived) stands.
  if (refusal && refusal !== "CAMPAIGN_CLOSED") throw new AppError(refusal);
  const current = record.campaign;
  const reopening = current.status === "closed";
  // Reopening asks why (decision 021): stored with the campaign and in the journal.
  const reason = reopening ? await reasonFor(scope, input.reason) : null;
  const [saved] = await scope.db
    .update(campaigns)
    .set({
      name: input.name,
      description: input.description,
      deadline: input.deadline ? new Date(input.deadline) : null,
      status: input.status,
      closedAt: reopening ? null : current.closedAt,
      ...(reopening && { reopenedAt: new Date(), reopenedBy: scope.actor.userId, reopenReason: reason }),
      // Reopened, a campaign gets new links: those handed out before it closed stay dead.
      ...(reopening && { shareToken: newShareToken(), ratingToken: newShareToken() }),
      updatedAt: new Date(),
    })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)))
    .returning();
  const campaign = saved!;
  // The technicians' personal links of the campaign die with its old links.
  if (reopening)
    await scope.db
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(ofTenant(shareLinks, scope), eq(shareLinks.campaignId, campaignId), isNull(shareLinks.revokedAt)),
      );
  const participants = input.participantIds
    ? await replaceParticipants(scope, campaign, input.participantIds)
    : null;
  const equipment = input.equipment
    ? await addEquipment(scope, { campaign, drafts: input.equipment, listField: "equipment" })
    : [];
  const withWhat = added(0, equipment.length);
  await recordBulkAudit(scope, {
    action: reopening ? "campaign.reopened" : "campaign.updated",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${input.name} ${reopening ? `rouverte (motif : ${reasonText(reason)} ; nouveaux liens publics : les anciens ne fonctionnent plus)` : "modifiée"}${withWhat ? `, ${withWhat} ajouté${equipment.length > 1 ? "s" : ""}` : ""}`,
    oldValues: {
      ...campaignValue(current),
      ...(participants && { participants: participants.before }),
    },
    newValues: {
      ...campaignValue(campaign),
      ...(reopening && { reopenReason: reason }),
      ...(participants && { participants: participants.after }),
      ...(equipment.length > 0 && { equipmentAdded: equipment.map(equipmentValue) }),
    },
    rows: (participants ? participants.before.length + participants.after.length : 0) + equipment.length,
    summary: {
      ...campaignValue(campaign),
      ...(reopening && { reopenReason: reason }),
      ...(participants && {
        participantsBefore: participants.before.length,
        participantsAfter: participants.after.length,
      }),
      equipmentAdded: equipment.length,
      ...(equipment.length > 0 && { equipmentIds: idRanges(equipment.map((e) => e.id)) }),
    },
  });
  return findCampaign(scope, campaignId);
}
