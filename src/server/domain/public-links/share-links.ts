import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { ShareLinkKind, ShareLinks } from "../../../shared/api/share-links";
import { campaigns, publicSubmissions } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findCampaign, lockCampaignFor } from "../campaign-state/campaign-view";
import { reviewRequired } from "./review-setting";

/** A new share token: 256 random bits, base64url (DESIGN.md §5 asks for at least 128). */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The pages the two links open (spec §2). */
export const measurementPath = (token: string) => `/measurement/${token}`;
export const ratingPath = (token: string, query = "") => `/campaign/${token}${query}`;

/** The campaign's two links, for its managers (the route asks manageCampaigns). */
export async function readShareLinks(
  scope: TenantScope,
  { campaignId, publicUrl }: { campaignId: number; publicUrl: string },
): Promise<ShareLinks> {
  const { campaign } = await findCampaign(scope, campaignId);
  const [pending] = await scope.db
    .select({ n: count() })
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, campaignId),
        eq(publicSubmissions.status, "pending"),
      ),
    );
  const link = (path: string) => ({ path, url: `${publicUrl}${path}` });
  return {
    measurement: { token: campaign.shareToken, ...link(measurementPath(campaign.shareToken)) },
    rating: { token: campaign.ratingToken, ...link(ratingPath(campaign.ratingToken)) },
    reviewRequired: await reviewRequired(scope.db, scope.companyId),
    pendingCount: pending?.n ?? 0,
  };
}

/** A new token for one of the campaign's links: the old one stops working at once. */
export async function regenerateShareLink(
  scope: TenantScope,
  { campaignId, kind, publicUrl }: { campaignId: number; kind: ShareLinkKind; publicUrl: string },
): Promise<ShareLinks> {
  const campaign = await lockCampaignFor(scope, campaignId, "share");
  const token = newShareToken();
  await scope.db
    .update(campaigns)
    .set(kind === "measurement" ? { shareToken: token } : { ratingToken: token })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId)));
  await recordAudit(scope, {
    action: "share_link.regenerated",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description: `Nouveau lien ${kind === "measurement" ? "de saisie des mesures" : "de notation"} pour la campagne « ${campaign.name} » : l'ancien ne fonctionne plus`,
    // Never the token: a link that opens the campaign has no place in the trail.
    oldValues: { kind, link: "ancien lien, désormais invalide" },
    newValues: { kind, link: "lien régénéré" },
  });
  return readShareLinks(scope, { campaignId, publicUrl });
}
