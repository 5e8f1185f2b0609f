import { and, eq } from "drizzle-orm";
import type { CampaignValues } from "../../../shared/api/campaigns";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { type Actor, recordAudit } from "../audit/record-audit";
import { addEquipment } from "../equipment/add-equipment";
import { type CampaignRow, findCampaign } from "./campaign-view";
import { addParticipants, replaceParticipants } from "./participants";

/**
 * A new campaign, with its participants and equipment when the form sends them: one transaction,
 * so the campaign exists whole or not at all.
 */
export async function createCampaign({
  db,
  tenant,
  actor,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: CampaignValues;
}): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({
      companyId: tenant.companyId,
      name: input.name,
      description: input.description,
      deadline: input.deadline ? new Date(input.deadline) : null,
      status: input.status,
      createdBy: actor.userId,
    })
    .returning();
  await recordAudit(db, tenant, actor, {
    action: "campaign.created",
    tableName: "campaigns",
    recordId: row!.id,
    campaignId: row!.id,
    description: `Campagne ${input.name} créée`,
  });
  if (input.participantIds) await addParticipants(db, tenant, actor, row!.id, input.participantIds);
  if (input.equipment)
    await addEquipment({ db, tenant, actor, campaignId: row!.id, drafts: input.equipment });
  return findCampaign(db, tenant, row!.id);
}

/** PUT: the campaign's fields; the participants are replaced and new equipment added when sent. */
export async function updateCampaign({
  db,
  tenant,
  actor,
  id,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
  input: CampaignValues;
}): Promise<CampaignRow> {
  const current = await findCampaign(db, tenant, id, true);
  await db
    .update(campaigns)
    .set({
      name: input.name,
      description: input.description,
      deadline: input.deadline ? new Date(input.deadline) : null,
      status: input.status,
      // Reopening a closed campaign clears its closing date.
      closedAt: current.status === "closed" ? null : current.closedAt,
      updatedAt: new Date(),
    })
    .where(and(ofTenant(campaigns, tenant), eq(campaigns.id, id)));
  if (input.participantIds) await replaceParticipants(db, tenant, actor, id, input.participantIds);
  if (input.equipment) await addEquipment({ db, tenant, actor, campaignId: id, drafts: input.equipment });
  await recordAudit(db, tenant, actor, {
    action: "campaign.updated",
    tableName: "campaigns",
    recordId: id,
    campaignId: id,
    description: `Campagne ${input.name} modifiée`,
  });
  return findCampaign(db, tenant, id);
}
