import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findCampaign, lockCampaignFor } from "../campaign-state/campaign-view";
import { participantValues } from "./participants";
import { campaignValue } from "./save-campaign";

/** Close (spec §4): an active campaign becomes closed, with its closing date; it is read-only from then on. */
export async function closeCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "close");
  const [closed] = await scope.db
    .update(campaigns)
    .set({ status: "closed", closedAt: new Date(), updatedAt: new Date() })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)))
    .returning();
  await recordAudit(scope, {
    action: "campaign.closed",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${current.name} clôturée`,
    oldValues: { status: current.status, closedAt: current.closedAt?.toISOString() ?? null },
    newValues: { status: closed!.status, closedAt: closed!.closedAt?.toISOString() ?? null },
  });
  return findCampaign(scope, campaignId);
}

/**
 * Delete: only a campaign that holds no record (no rating, calculation, report, nor measurement an
 * impact review names: else 409 CAMPAIGN_HAS_RECORDS, it is archived instead, decision 021). Its
 * equipment, participants and measurements go with it (foreign keys ON DELETE CASCADE), in the
 * caller's transaction; the instruments and their history stay. The audit row keeps the
 * campaign's fields and how much went with it.
 */
export async function deleteCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "delete");
  const participants = await participantValues(scope, campaignId);
  await scope.db.delete(campaigns).where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "campaign.deleted",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${current.name} supprimée`,
    oldValues: {
      ...campaignValue(current),
      createdBy: current.createdBy,
      createdAt: current.createdAt.toISOString(),
      equipmentCount: current.equipmentCount,
      ratedEquipmentCount: current.ratedEquipmentCount,
      participants,
    },
  });
}
