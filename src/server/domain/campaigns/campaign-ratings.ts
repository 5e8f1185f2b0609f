import { and, asc, eq } from "drizzle-orm";
import type { CampaignRating } from "../../../shared/api/campaigns";
import type { Database } from "../../db/client";
import { equipmentRatings } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { findCampaign } from "./campaign-view";

export async function listCampaignRatings({
  db,
  tenant,
  campaignId,
}: {
  db: Database;
  tenant: Tenant;
  campaignId: number;
}): Promise<CampaignRating[]> {
  await findCampaign(db, tenant, campaignId);
  const rows = await db
    .select()
    .from(equipmentRatings)
    .where(and(ofTenant(equipmentRatings, tenant), eq(equipmentRatings.campaignId, campaignId)))
    .orderBy(asc(equipmentRatings.id));
  return rows.map((r) => ({
    id: r.id,
    equipmentId: r.equipmentId,
    criteriaId: r.criteriaId,
    userId: r.userId,
    raterName: r.raterName,
    grade: r.grade,
    score: r.score,
    verbatim: r.verbatim,
    ratedAt: r.ratedAt.toISOString(),
  }));
}
