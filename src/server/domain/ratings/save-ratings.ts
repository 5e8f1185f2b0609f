import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { CampaignRating } from "../../../shared/api/campaigns";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { seesCriterion } from "../../../shared/roles";
import { idList } from "../../db/arrays";
import { databaseNow } from "../../db/clock";
import { rowId, sqlRows } from "../../db/rows";
import { equipment, equipmentRatings, ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, invalidField, notFound } from "../../errors";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaign-state/campaign-view";
import { toRating } from "./rating-view";

export interface RatingCell {
  equipmentId: number;
  criteriaId: number;
  grade: number;
}

/** Where a cell came from in the request, so that a refusal names its field. */
type FieldOf = (index: number, name: keyof RatingCell) => string;

/** A grade a cell held before the call. */
const previousRating = z.object({
  equipment_id: rowId,
  criteria_id: rowId,
  grade: z.coerce.number().int(),
  verbatim: z.string(),
});

/**
 * Saves a staff member's ratings of one campaign (spec §7), each an upsert per equipment, criterion
 * and rater. The score and verbatim stored are those of the chosen grade on the criterion's scale.
 * Every cell is checked before anything is written, so a refused batch changes nothing.
 *
 * The work is linear and its statements are as many for one cell as for fifty thousand: the
 * equipment, criteria and grades named are read once each, the grades the cells held are read in one
 * query, the ratings are written in one statement (the cells travel as one JSON parameter) and
 * audited in one row, whatever the number of cells; the progress counters move once per statement
 * (migration 0005, decision 007).
 */
async function saveRatings(
  scope: TenantScope,
  { campaignId, cells, fieldOf }: { campaignId: number; cells: readonly RatingCell[]; fieldOf: FieldOf },
): Promise<{ saved: number; equipmentCount: number }> {
  // Locked first: ratings of one campaign, its calculation and its closing take turns, always in
  // the same order (campaign, then equipment rows through the counters' triggers): no deadlock.
  const campaign = await lockCampaignFor(scope, campaignId, "rate");
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
        isNull(equipment.removedAt),
        sql`${equipment.id} = any(${idList(equipmentIds)}::int[])`,
      ),
    );
  const criteria = await db
    .select({ id: ratingCriteria.id, name: ratingCriteria.name, profile: ratingCriteria.profile })
    .from(ratingCriteria)
    .where(
      and(ofTenant(ratingCriteria, scope), sql`${ratingCriteria.id} = any(${idList(criterionIds)}::int[])`),
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
        sql`${ratingScales.criteriaId} = any(${idList(criterionIds)}::int[])`,
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

  // What the cells held before this call (the rater's previous grades), for the audit row: one
  // query for the whole batch, by the unique index (company, equipment, criterion, rater), keeping
  // the cells of the batch among the equipment × criteria it names.
  const previous = (
    await sqlRows(
      db,
      previousRating,
      sql`
      select r.equipment_id, r.criteria_id, r.grade, r.verbatim
        from equipment_ratings r
       where r.company_id = ${scope.companyId}
         and r.equipment_id = any(${idList(equipmentIds)}::int[])
         and r.criteria_id = any(${idList(criterionIds)}::int[])
         and r.rater_key = ${actor.userId}
       order by r.equipment_id, r.criteria_id`,
    )
  ).filter((row) => byCell.has(`${row.equipment_id}:${row.criteria_id}`));

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

  const ratingValue = (cell: {
    equipment_id: number;
    criteria_id: number;
    grade: number;
    verbatim: string;
  }) => ({
    equipmentId: cell.equipment_id,
    equipment: equipmentNames.get(cell.equipment_id)!,
    criterionId: cell.criteria_id,
    criterion: criteriaById.get(cell.criteria_id)!.name,
    grade: cell.grade,
    verbatim: cell.verbatim,
  });
  const equipmentCount = new Set(values.map((v) => v.equipment_id)).size;
  const first = values[0]!;
  const firstName = equipmentNames.get(first.equipment_id);
  await recordBulkAudit(scope, {
    action: "rating.saved",
    tableName: "equipment_ratings",
    // One equipment: the row names it; several: the campaign they belong to.
    recordId: equipmentCount === 1 ? first.equipment_id : campaignId,
    campaignId,
    description:
      values.length === 1
        ? `Notation de « ${firstName} » : ${criteriaById.get(first.criteria_id)!.name} → niveau ${first.grade}`
        : equipmentCount === 1
          ? `Notation de « ${firstName} » sur ${values.length} critères`
          : `Notation de ${equipmentCount} équipements de la campagne « ${campaign.name} » : ${values.length} notes`,
    oldValues: previous.length > 0 ? { ratings: previous.map(ratingValue) } : null,
    newValues: { ratings: values.map(ratingValue) },
    // A bulk rating: the row keeps the counts and the equipment, its grades go to the detail.
    rows: values.length,
    summary: {
      ratings: values.length,
      replaced: previous.length,
      equipment: equipmentCount,
      criteria: new Set(values.map((v) => v.criteria_id)).size,
      equipmentIds: idRanges(values.map((v) => v.equipment_id)),
    },
  });

  // Every distinct cell was inserted or updated exactly once.
  return { saved: values.length, equipmentCount };
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
