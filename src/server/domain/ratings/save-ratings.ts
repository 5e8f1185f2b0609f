import { and, eq, inArray, sql } from "drizzle-orm";
import type { CampaignRating } from "../../../shared/api/campaigns";
import { seesCriterion } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { databaseNow } from "../../db/clock";
import { equipment, equipmentRatings, ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { forbidden, invalid, notFound } from "../../errors";
import { type Actor, recordAudits } from "../audit/record-audit";
import { CRITERION_NOT_FOUND } from "../criteria/criterion-view";
import { EQUIPMENT_NOT_FOUND } from "../equipment/equipment-view";
import { assertMayRateCampaign, openCampaign } from "./rating-rights";

export const CRITERION_NOT_RATED_BY_PROFILE = "Ce critère n'est pas noté par votre profil.";
export const UNKNOWN_GRADE = "Ce niveau n'existe pas pour ce critère.";

export interface RatingCell {
  equipmentId: number;
  criteriaId: number;
  grade: number;
}

const CHUNK = 1000;

/**
 * Saves a staff member's ratings of one campaign (spec §7), each an upsert per equipment, criterion
 * and rater. The score and verbatim stored are those of the chosen grade on the criterion's scale.
 * Every cell is checked before anything is written, so a refused batch changes nothing.
 */
export async function saveRatings({
  db,
  tenant,
  actor,
  campaignId,
  cells,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  campaignId: number;
  cells: readonly RatingCell[];
}): Promise<{ saved: CampaignRating[]; equipmentCount: number }> {
  // Locked first: ratings of one campaign, its calculation and its closing take turns, always in
  // the same order (campaign, then equipment rows through the counters' triggers): no deadlock.
  await openCampaign(db, tenant, campaignId, true);
  await assertMayRateCampaign(db, tenant, actor, campaignId);

  // The last choice for a cell wins, as if the cells had been sent one by one.
  const byCell = new Map<string, RatingCell>();
  for (const cell of cells) byCell.set(`${cell.equipmentId}:${cell.criteriaId}`, cell);
  const unique = [...byCell.values()].sort(
    (a, b) => a.equipmentId - b.equipmentId || a.criteriaId - b.criteriaId,
  );

  // Only the equipment, criteria and grades named: one cell of a 5,000-equipment campaign reads one
  // equipment row, not the campaign's list.
  const equipmentIds = [...new Set(unique.map((c) => c.equipmentId))];
  const criterionIds = [...new Set(unique.map((c) => c.criteriaId))];
  const equipmentRows = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, tenant),
        eq(equipment.campaignId, campaignId),
        inArray(equipment.id, equipmentIds),
      ),
    );
  const criteria = await db
    .select({ id: ratingCriteria.id, name: ratingCriteria.name, profile: ratingCriteria.profile })
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, tenant), inArray(ratingCriteria.id, criterionIds)));
  const scales = await db
    .select({
      criteriaId: ratingScales.criteriaId,
      grade: ratingScales.grade,
      score: ratingScales.score,
      description: ratingScales.description,
    })
    .from(ratingScales)
    .where(and(ofTenant(ratingScales, tenant), inArray(ratingScales.criteriaId, criterionIds)));
  const equipmentNames = new Map(equipmentRows.map((e) => [e.id, e.name]));
  for (const id of equipmentIds) if (!equipmentNames.has(id)) throw notFound(EQUIPMENT_NOT_FOUND);
  const criteriaById = new Map(criteria.map((c) => [c.id, c]));
  for (const id of criterionIds) {
    const criterion = criteriaById.get(id);
    if (!criterion) throw notFound(CRITERION_NOT_FOUND);
    if (!seesCriterion(actor.roles, criterion.profile)) throw forbidden(CRITERION_NOT_RATED_BY_PROFILE);
  }
  const scaleOf = new Map(scales.map((s) => [`${s.criteriaId}:${s.grade}`, s]));

  const now = await databaseNow(db);
  const values = unique.map((cell) => {
    const scale = scaleOf.get(`${cell.criteriaId}:${cell.grade}`);
    if (!scale) throw invalid(UNKNOWN_GRADE);
    return {
      companyId: tenant.companyId,
      campaignId,
      equipmentId: cell.equipmentId,
      criteriaId: cell.criteriaId,
      userId: actor.userId,
      raterKey: actor.userId,
      raterName: actor.name.slice(0, 200),
      grade: cell.grade,
      score: scale.score,
      verbatim: scale.description,
      ratedAt: now,
      updatedAt: now,
    };
  });

  const saved: (typeof equipmentRatings.$inferSelect)[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    const rows = await db
      .insert(equipmentRatings)
      .values(values.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [
          equipmentRatings.companyId,
          equipmentRatings.equipmentId,
          equipmentRatings.criteriaId,
          equipmentRatings.raterKey,
        ],
        set: {
          campaignId: sql`excluded.campaign_id`,
          grade: sql`excluded.grade`,
          score: sql`excluded.score`,
          verbatim: sql`excluded.verbatim`,
          raterName: sql`excluded.rater_name`,
          userId: sql`excluded.user_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    saved.push(...rows);
  }

  const perEquipment = new Map<
    number,
    { criteriaId: number; criterion: string; grade: number; score: string }[]
  >();
  for (const value of values) {
    const list = perEquipment.get(value.equipmentId) ?? [];
    list.push({
      criteriaId: value.criteriaId,
      criterion: criteriaById.get(value.criteriaId)!.name,
      grade: value.grade,
      score: value.score,
    });
    perEquipment.set(value.equipmentId, list);
  }
  await recordAudits(
    db,
    tenant,
    actor,
    [...perEquipment].map(([equipmentId, ratings]) => ({
      action: "rating.saved",
      tableName: "equipment_ratings",
      recordId: equipmentId,
      campaignId,
      description:
        ratings.length === 1
          ? `Notation de « ${equipmentNames.get(equipmentId)} » : ${ratings[0]!.criterion} → niveau ${ratings[0]!.grade}`
          : `Notation de « ${equipmentNames.get(equipmentId)} » sur ${ratings.length} critères`,
      details: { ratings },
    })),
  );

  return { saved: saved.map(toRating), equipmentCount: perEquipment.size };
}

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
