import { and, eq } from "drizzle-orm";
import type { CampaignValues } from "../../../shared/api/campaigns";
import { campaigns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { addEquipment } from "../equipment/add-equipment";
import { type CampaignRecord, findCampaign } from "./campaign-view";
import { addParticipants, replaceParticipants } from "./participants";

/**
 * A new campaign, with its participants and equipment when the form sends them: one transaction,
 * so the campaign exists whole or not at all.
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
  await recordAudit(scope, {
    action: "campaign.created",
    tableName: "campaigns",
    recordId: campaign.id,
    campaignId: campaign.id,
    description: `Campagne ${input.name} créée`,
  });
  if (input.participantIds) await addParticipants(scope, campaign, input.participantIds);
  if (input.equipment)
    await addEquipment(scope, { campaign, drafts: input.equipment, listField: "equipment" });
  return findCampaign(scope, campaign.id);
}

/**
 * PUT: the campaign's fields; the participants are replaced and new equipment added when sent.
 * Saving a closed campaign reopens it (its status is one the form offers, its closing date is
 * cleared): the way back for a campaign closed by mistake.
 */
export async function updateCampaign(
  scope: TenantScope,
  { campaignId, input }: { campaignId: number; input: CampaignValues },
): Promise<CampaignRecord> {
  // The route's permission (manageCampaigns) is the whole rule here: editing an open campaign,
  // or reopening a closed one (its `update` ability is false: the screens show it read-only).
  const { campaign: current } = await findCampaign(scope, campaignId, { lock: true });
  const reopening = current.status === "closed";
  await scope.db
    .update(campaigns)
    .set({
      name: input.name,
      description: input.description,
      deadline: input.deadline ? new Date(input.deadline) : null,
      status: input.status,
      closedAt: reopening ? null : current.closedAt,
      updatedAt: new Date(),
    })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  // As saved: the equipment added below is audited under the campaign's new name.
  const campaign = { ...current, name: input.name, status: input.status };
  if (input.participantIds) await replaceParticipants(scope, campaign, input.participantIds);
  if (input.equipment)
    await addEquipment(scope, { campaign, drafts: input.equipment, listField: "equipment" });
  await recordAudit(scope, {
    action: reopening ? "campaign.reopened" : "campaign.updated",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: reopening ? `Campagne ${input.name} rouverte` : `Campagne ${input.name} modifiée`,
    details: {
      before: {
        name: current.name,
        description: current.description,
        deadline: current.deadline?.toISOString() ?? null,
        status: current.status,
      },
      after: {
        name: input.name,
        description: input.description,
        deadline: input.deadline,
        status: input.status,
      },
    },
  });
  return findCampaign(scope, campaignId);
}
