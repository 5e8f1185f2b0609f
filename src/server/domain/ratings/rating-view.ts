import type { CampaignRating } from "../../../shared/api/campaigns";
import type { equipmentRatings } from "../../db/schema";

export function toRating(r: typeof equipmentRatings.$inferSelect): CampaignRating {
  return {
    id: r.id,
    equipmentId: r.equipmentId,
    criteriaId: r.criteriaId,
    userId: r.userId,
    raterName: r.raterName,
    grade: r.grade,
    score: r.score,
    verbatim: r.verbatim,
    ratedAt: r.ratedAt.toISOString(),
  };
}
