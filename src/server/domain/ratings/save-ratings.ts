import { and, eq, inArray, sql } from "drizzle-orm";
import type { CampaignRating } from "../../../shared/api/campaigns";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { seesCriterion } from "../../../shared/roles";
import { databaseNow } from "../../db/clock";
import { equipment, equipmentRatings, ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, invalidField, notFound } from "../../errors";
import { recordAudits } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { toRating } from "./rating-view";

export interface RatingCell {
  equipmentId: number;
  criteriaId: number;
  grade: number;
}

const CHUNK = 1000;

/** Where a cell came from in the request, so that a refusal names its field. */
type FieldOf = (index: number, name: keyof RatingCell) => string;

/**
 * Saves a staff member's ratings of one campaign (spec §7), each an upsert per equipment, criterion
 * and rater. The score and verbatim stored are those of the chosen grade on the criterion's scale.
 * Every cell is checked before anything is written, so a refused batch changes nothing. Returns
 * the rows written, which `returning` alone reads back.
 */
async function saveRatings(
  scope: TenantScope,
  {
    campaignId,
    cells,
    fieldOf,
    returning,
  }: {
    campaignId: number;
    cells: readonly RatingCell[];
    fieldOf: FieldOf;
    returning: boolean;
  },
): Promise<{ rows: (typeof equipmentRatings.$inferSelect)[]; saved: number; equipmentCount: number }> {
  // Locked first: ratings of one campaign, its calculation and its closing take turns, always in
  // the same order (campaign, then equipment rows through the counters' triggers): no deadlock.
  await lockCampaignFor(scope, campaignId, "rate");
  const { db, actor } = scope;

  // The last choice for a cell wins, as if the cells had been sent one by one.
  const byCell = new Map<string, { cell: RatingCell; index: number }>();
  cells.forEach((cell, index) => {
    byCell.set(`${cell.equipmentId}:${cell.criteriaId}`, { cell, index });
  });
  const unique = [...byCell.values()].sort(
    (a, b) => a.cell.equipmentId - b.cell.equipmentId || a.cell.criteriaId - b.cell.criteriaId,
  );

  // Only the equipment, criteria and grades named: one cell of a 5,000-equipment campaign reads one
  // equipment row, not the campaign's list.
  const equipmentIds = [...new Set(unique.map((c) => c.cell.equipmentId))];
  const criterionIds = [...new Set(unique.map((c) => c.cell.criteriaId))];
  const equipmentRows = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, campaignId),
        inArray(equipment.id, equipmentIds),
      ),
    );
  const criteria = await db
    .select({ id: ratingCriteria.id, name: ratingCriteria.name, profile: ratingCriteria.profile })
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, scope), inArray(ratingCriteria.id, criterionIds)));
  const scales = await db
    .select({
      criteriaId: ratingScales.criteriaId,
      grade: ratingScales.grade,
      score: ratingScales.score,
      description: ratingScales.description,
    })
    .from(ratingScales)
    .where(and(ofTenant(ratingScales, scope), inArray(ratingScales.criteriaId, criterionIds)));
  const equipmentNames = new Map(equipmentRows.map((e) => [e.id, e.name]));
  const criteriaById = new Map(criteria.map((c) => [c.id, c]));
  const scaleOf = new Map(scales.map((s) => [`${s.criteriaId}:${s.grade}`, s]));

  const now = await databaseNow(db);
  const values = unique.map(({ cell, index }) => {
    if (!equipmentNames.has(cell.equipmentId)) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
    const criterion = criteriaById.get(cell.criteriaId);
    if (!criterion) throw notFound(DETAIL_MESSAGES.criterionNotFound);
    if (!seesCriterion(actor.roles, criterion.profile))
      throw new AppError("CRITERION_NOT_IN_PROFILE", { field: fieldOf(index, "criteriaId") });
    const scale = scaleOf.get(`${cell.criteriaId}:${cell.grade}`);
    if (!scale) throw invalidField(fieldOf(index, "grade"), DETAIL_MESSAGES.unknownGrade);
    return {
      companyId: scope.companyId,
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

  const rows: (typeof equipmentRatings.$inferSelect)[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    const upsert = db
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
      });
    if (returning) rows.push(...(await upsert.returning()));
    else await upsert;
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
    scope,
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

  // Every distinct cell was inserted or updated exactly once.
  return { rows, saved: values.length, equipmentCount: perEquipment.size };
}

/** POST /api/equipment-ratings: one cell, answered with the rating as stored. */
export async function rateCell(
  scope: TenantScope,
  { campaignId, cell }: { campaignId: number; cell: RatingCell },
): Promise<CampaignRating> {
  const { rows } = await saveRatings(scope, {
    campaignId,
    cells: [cell],
    fieldOf: (_index, name) => name,
    returning: true,
  });
  return toRating(rows[0]!);
}

/** POST /api/equipment-ratings/batch: any number of cells in one transaction, answered with counts. */
export async function rateCells(
  scope: TenantScope,
  { campaignId, cells }: { campaignId: number; cells: readonly RatingCell[] },
): Promise<{ saved: number; equipmentCount: number }> {
  const { saved, equipmentCount } = await saveRatings(scope, {
    campaignId,
    cells,
    fieldOf: (index, name) => `ratings.${index}.${name}`,
    returning: false,
  });
  return { saved, equipmentCount };
}
