import { and, asc, eq } from "drizzle-orm";
import type { CampaignRating } from "../../../shared/api/campaigns";
import { equipmentRatings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { findCampaign } from "../campaign-state/campaign-view";
import { toRating } from "../ratings/rating-view";

/** A campaign's ratings; `mine` keeps only the acting user's (the rating page shows one's own choices). */
export async function listCampaignRatings(
  scope: TenantScope,
  { campaignId, mine }: { campaignId: number; mine: boolean },
): Promise<CampaignRating[]> {
  await findCampaign(scope, campaignId);
  const rows = await scope.db
    .select()
    .from(equipmentRatings)
    .where(
      and(
        ofTenant(equipmentRatings, scope),
        eq(equipmentRatings.campaignId, campaignId),
        mine ? eq(equipmentRatings.raterKey, scope.actor.userId) : undefined,
      ),
    )
    .orderBy(asc(equipmentRatings.id));
  return rows.map(toRating);
}
