import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findCampaign, lockCampaignFor } from "../campaign-state/campaign-view";

/**
 * Archive (decision 021): the campaign leaves the default list and becomes read-only; its ratings,
 * calculations, reports and measurements stay, in its reports, the journal and the instruments'
 * life records. The way to put away a campaign that may not be deleted.
 */
export async function archiveCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "archive");
  const archivedAt = new Date();
  await scope.db
    .update(campaigns)
    .set({ archivedAt, archivedBy: scope.actor.userId, updatedAt: archivedAt })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "campaign.archived",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${current.name} archivée`,
    oldValues: { archivedAt: null },
    newValues: { archivedAt: archivedAt.toISOString() },
  });
  return findCampaign(scope, campaignId);
}

/** Unarchive: the campaign is back in the list, as it was when archived (closed stays closed). */
export async function unarchiveCampaign(scope: TenantScope, { campaignId }: { campaignId: number }) {
  const current = await lockCampaignFor(scope, campaignId, "unarchive");
  await scope.db
    .update(campaigns)
    .set({ archivedAt: null, archivedBy: null, updatedAt: new Date() })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "campaign.unarchived",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Campagne ${current.name} désarchivée`,
    oldValues: { archivedAt: current.archivedAt?.toISOString() ?? null },
    newValues: { archivedAt: null },
  });
  return findCampaign(scope, campaignId);
}
