import { and, eq, sql } from "drizzle-orm";
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

/** Where a cell came from in the request, so that a refusal names its field. */
type FieldOf = (index: number, name: keyof RatingCell) => string;

/** A list of ids as one array parameter (`= any(…::int[])`) rather than one parameter per id. */
function idArray(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}

/**
 * Saves a staff member's ratings of one campaign (spec §7), each an upsert per equipment, criterion
 * and rater. The score and verbatim stored are those of the chosen grade on the criterion's scale.
 * Every cell is checked before anything is written, so a refused batch changes nothing.
 *
 * The work is linear and its statements are as many for one cell as for fifty thousand: the
 * equipment, criteria and grades named are read once each, the ratings are written in one statement
 * (the cells travel as one JSON parameter) and audited in another; the progress counters move once
 * per statement (migration 0005, decision 007).
 */
async function saveRatings(
  scope: TenantScope,
  { campaignId, cells, fieldOf }: { campaignId: number; cells: readonly RatingCell[]; fieldOf: FieldOf },
): Promise<{ saved: number; equipmentCount: number }> {
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
        sql`${equipment.id} = any(${idArray(equipmentIds)}::int[])`,
      ),
    );
  const criteria = await db
    .select({ id: ratingCriteria.id, name: ratingCriteria.name, profile: ratingCriteria.profile })
    .from(ratingCriteria)
    .where(
      and(ofTenant(ratingCriteria, scope), sql`${ratingCriteria.id} = any(${idArray(criterionIds)}::int[])`),
    );
  const scales = await db
    .select({
      criteriaId: ratingScales.criteriaId,
      grade: ratingScales.grade,
      score: ratingScales.score,
      description: ratingScales.description,
    })
    .from(ratingScales)
    .where(
      and(
        ofTenant(ratingScales, scope),
        sql`${ratingScales.criteriaId} = any(${idArray(criterionIds)}::int[])`,
      ),
    );
  const equipmentNames = new Map(equipmentRows.map((e) => [e.id, e.name]));
  const criteriaById = new Map(criteria.map((c) => [c.id, c]));
  const scaleOf = new Map(scales.map((s) => [`${s.criteriaId}:${s.grade}`, s]));

  const values = unique.map(({ cell, index }) => {
    if (!equipmentNames.has(cell.equipmentId)) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
    const criterion = criteriaById.get(cell.criteriaId);
    if (!criterion) throw notFound(DETAIL_MESSAGES.criterionNotFound);
    if (!seesCriterion(actor.roles, criterion.profile))
      throw new AppError("CRITERION_NOT_IN_PROFILE", { field: fieldOf(index, "criteriaId") });
    const scale = scaleOf.get(`${cell.criteriaId}:${cell.grade}`);
    if (!scale) throw invalidField(fieldOf(index, "grade"), DETAIL_MESSAGES.unknownGrade);
    return {
      equipment_id: cell.equipmentId,
      criteria_id: cell.criteriaId,
      grade: cell.grade,
      score: scale.score,
      verbatim: scale.description,
    };
  });

  // One statement for every cell: an upsert on (company, equipment, criterion, rater) that keeps
  // the first rating's time and moves the rest.
  const now = (await databaseNow(db)).toISOString();
  await db.execute(sql`
    insert into equipment_ratings (company_id, campaign_id, equipment_id, criteria_id, user_id, rater_key,
                                   rater_name, grade, score, verbatim, rated_at, updated_at)
    select ${scope.companyId}, ${campaignId}, c.equipment_id, c.criteria_id, ${actor.userId}, ${actor.userId},
           ${actor.name.slice(0, 200)}, c.grade, c.score, c.verbatim, ${now}::timestamptz, ${now}::timestamptz
      from json_to_recordset(${JSON.stringify(values)}::json)
           as c(equipment_id int, criteria_id int, grade smallint, score numeric, verbatim text)
    on conflict (company_id, equipment_id, criteria_id, rater_key) do update
       set campaign_id = excluded.campaign_id, grade = excluded.grade, score = excluded.score,
           verbatim = excluded.verbatim, rater_name = excluded.rater_name, user_id = excluded.user_id,
           link_kind = null, updated_at = excluded.updated_at`);

  const perEquipment = new Map<
    number,
    { criteriaId: number; criterion: string; grade: number; score: string }[]
  >();
  for (const value of values) {
    const list = perEquipment.get(value.equipment_id) ?? [];
    list.push({
      criteriaId: value.criteria_id,
      criterion: criteriaById.get(value.criteria_id)!.name,
      grade: value.grade,
      score: value.score,
    });
    perEquipment.set(value.equipment_id, list);
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
  return { saved: values.length, equipmentCount: perEquipment.size };
}

/** POST /api/equipment-ratings: one cell, answered with the rating as stored. */
export async function rateCell(
  scope: TenantScope,
  { campaignId, cell }: { campaignId: number; cell: RatingCell },
): Promise<CampaignRating> {
  await saveRatings(scope, { campaignId, cells: [cell], fieldOf: (_index, name) => name });
  const [row] = await scope.db
    .select()
    .from(equipmentRatings)
    .where(
      and(
        ofTenant(equipmentRatings, scope),
        eq(equipmentRatings.equipmentId, cell.equipmentId),
        eq(equipmentRatings.criteriaId, cell.criteriaId),
        eq(equipmentRatings.raterKey, scope.actor.userId),
      ),
    );
  return toRating(row!);
}

/** POST /api/equipment-ratings/batch: any number of cells in one transaction, answered with counts. */
export async function rateCells(
  scope: TenantScope,
  { campaignId, cells }: { campaignId: number; cells: readonly RatingCell[] },
): Promise<{ saved: number; equipmentCount: number }> {
  return saveRatings(scope, { campaignId, cells, fieldOf: (index, name) => `ratings.${index}.${name}` });
}
