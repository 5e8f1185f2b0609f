import { and, asc, eq } from "drizzle-orm";
import type { CampaignRating } from "../../../shared/api/campaigns";
import type { Database } from "../../db/client";
import { equipmentRatings } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { toRating } from "../ratings/save-ratings";
import { findCampaign } from "./campaign-view";

/** A campaign's ratings; with `raterKey`, only that rater's (the rating page shows one's own choices). */
export async function listCampaignRatings({
  db,
  tenant,
  campaignId,
  raterKey,
}: {
  db: Database;
  tenant: Tenant;
  campaignId: number;
  raterKey?: string;
}): Promise<CampaignRating[]> {
  await findCampaign(db, tenant, campaignId);
  const rows = await db
    .select()
    .from(equipmentRatings)
    .where(
      and(
        ofTenant(equipmentRatings, tenant),
        eq(equipmentRatings.campaignId, campaignId),
        raterKey ? eq(equipmentRatings.raterKey, raterKey) : undefined,
      ),
    )
    .orderBy(asc(equipmentRatings.id));
  return rows.map(toRating);
}
