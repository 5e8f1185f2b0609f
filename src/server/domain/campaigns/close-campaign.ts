import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findCampaign, lockCampaignFor } from "./campaign-view";

/** Close (spec §4): an active campaign becomes closed, with its closing date; it is read-only from then on. */
export async function closeCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "close");
  await scope.db
    .update(campaigns)
    .set({ status: "closed", closedAt: new Date(), updatedAt: new Date() })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "campaign.closed",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${current.name} clôturée`,
  });
  return findCampaign(scope, campaignId);
}

/**
 * Delete: the campaign's equipment, participants, ratings, results, measurements and reports go
 * with it (foreign keys ON DELETE CASCADE), in the caller's transaction. The instruments and their
 * history stay.
 */
export async function deleteCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "delete");
  await scope.db.delete(campaigns).where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "campaign.deleted",
    tableName: "campaigns",
    recordId: campaignId,
    description: `Campagne ${current.name} supprimée`,
  });
}
