import { and, eq } from "drizzle-orm";
import { can } from "../../../shared/permissions";
import type { Database } from "../../db/client";
import { campaignParticipants } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict, forbidden } from "../../errors";
import type { Actor } from "../audit/record-audit";
import { type CampaignRow, findCampaign } from "../campaigns/campaign-view";

export const NOT_A_PARTICIPANT_MESSAGE = "Vous ne participez pas à cette campagne.";
export const CAMPAIGN_CLOSED_MESSAGE = "Cette campagne est clôturée : elle ne peut plus être modifiée.";

/** A campaign whose ratings and results may still change: closed campaigns are read-only. */
export async function openCampaign(
  db: Database,
  tenant: Tenant,
  campaignId: number,
  lock = false,
): Promise<CampaignRow> {
  const campaign = await findCampaign(db, tenant, campaignId, lock);
  if (campaign.status === "closed") throw conflict(CAMPAIGN_CLOSED_MESSAGE);
  return campaign;
}

/**
 * DESIGN.md §4: technicians rate only the campaigns they take part in; those who manage equipment
 * (admins, initiators, equipment managers) rate any campaign of their company.
 */
export async function assertMayRateCampaign(
  db: Database,
  tenant: Tenant,
  actor: Actor,
  campaignId: number,
): Promise<void> {
  if (can(actor.roles, "manageEquipment")) return;
  const [participant] = await db
    .select({ id: campaignParticipants.id })
    .from(campaignParticipants)
    .where(
      and(
        ofTenant(campaignParticipants, tenant),
        eq(campaignParticipants.campaignId, campaignId),
        eq(campaignParticipants.userId, actor.userId),
      ),
    );
  if (!participant) throw forbidden(NOT_A_PARTICIPANT_MESSAGE);
}
