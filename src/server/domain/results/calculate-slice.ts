import { sql } from "drizzle-orm";
import { z } from "zod";
import { type CriterionRatings, computeNewPeriod } from "../../../shared/opperet";
import { idList } from "../../db/arrays";
import { rowId, sqlRows } from "../../db/rows";
import type { CalculationDetails, RunSummary } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import type { OpenRun } from "./calculation-runs";

/**
 * What the slice's ratings held, cell by cell (an equipment × a criterion is rated once it holds a
 * rating): summed over the slices, the calculation's own record of how complete its ratings were.
 */
export interface SliceCells {
  equipment: number;
  rated: number;
  completeEquipment: number;
}

/** One result as written, with what the audit row says of it. */
export interface WrittenResult {
  equipmentId: number;
  equipment: string;
  currentPeriod: number;
  newPeriod: number;
  globalScore: string;
}

const groupedRatings = z.object({
  equipment_id: rowId,
  criteria_id: rowId,
  scores: z.array(z.coerce.number()).or(z.string().transform(toNumbers)),
});

/** Scores as the database returns an aggregated array: numbers, or their text on some drivers. */
function toNumbers(value: string): number[] {
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}

/**
 * Calculates one slice of the run's equipment and writes its results, in one short transaction:
 * the equipment still in the campaign (kept from removal until the transaction ends), their
 * ratings, the OPPERET calculation of each (DESIGN.md §6) and one insert for the slice.
 */
export async function calculateSlice(
  scope: TenantScope,
  run: OpenRun,
  equipmentIds: readonly number[],
): Promise<{ summary: RunSummary; written: WrittenResult[]; names: [number, string][]; cells: SliceCells }> {
  const { db } = scope;
  const items = await sqlRows(
    db,
    z.object({ id: rowId, name: z.string(), current_period: z.coerce.number().int() }),
    sql`
    select id, name, current_period from equipment
     where company_id = ${scope.companyId} and campaign_id = ${run.campaignId}
       and id = any(${idList(equipmentIds)}::int[]) and removed_at is null
     order by id
       for key share`,
  );
  const grouped = await sqlRows(
    db,
    groupedRatings,
    sql`
    select equipment_id, criteria_id, array_agg(score::float8) as scores
      from equipment_ratings
     where company_id = ${scope.companyId} and campaign_id = ${run.campaignId}
       and equipment_id = any(${idList(items.map((item) => item.id))}::int[])
     group by equipment_id, criteria_id`,
  );
  const criterionById = new Map(run.criteria.map((c) => [c.id, c]));
  const ratingsOf = new Map<number, CriterionRatings[]>();
  for (const row of grouped) {
    const criterion = criterionById.get(row.criteria_id);
    if (!criterion) continue;
    const list = ratingsOf.get(row.equipment_id) ?? [];
    list.push({ criterionId: row.criteria_id, weight: criterion.weight, scores: row.scores });
    ratingsOf.set(row.equipment_id, list);
  }

  const summary: RunSummary = { calculated: 0, unrated: 0, unknownPeriod: 0 };
  const cells: SliceCells = { equipment: items.length, rated: 0, completeEquipment: 0 };
  const rows: Record<string, unknown>[] = [];
  const written: WrittenResult[] = [];
  for (const item of items) {
    const rated = (ratingsOf.get(item.id) ?? []).sort((a, b) => a.criterionId - b.criterionId);
    cells.rated += rated.length;
    if (run.criteria.length > 0 && rated.length === run.criteria.length) cells.completeEquipment++;
    const outcome = computeNewPeriod({
      currentPeriod: item.current_period,
      criteria: rated,
      parameters: run.parameters,
      adjustmentFactor: run.parameters.adjustmentFactor,
    });
    if (outcome.kind === "unrated") summary.unrated++;
    else if (outcome.kind === "unknown-period") summary.unknownPeriod++;
    else {
      summary.calculated++;
      const raters = new Map(rated.map((r) => [r.criterionId, r.scores.length]));
      const details: CalculationDetails = {
        opperetScore: outcome.opperetScore,
        criteria: outcome.contributions.map((c) => {
          const criterion = criterionById.get(c.criterionId)!;
          return {
            ...c,
            name: criterion.name,
            profile: criterion.profile,
            raterCount: raters.get(c.criterionId)!,
          };
        }),
      };
      const globalScore = outcome.globalScore.toFixed(3);
      rows.push({
        equipment_id: item.id,
        current_period: item.current_period,
        new_period: outcome.newPeriod,
        global_score: globalScore,
        adjustment_factor: outcome.adjustmentFactor.toFixed(3),
        parameters: {
          ...run.parameters,
          weights: Object.fromEntries(outcome.contributions.map((c) => [String(c.criterionId), c.weight])),
        },
        details,
      });
      written.push({
        equipmentId: item.id,
        equipment: item.name,
        currentPeriod: item.current_period,
        newPeriod: outcome.newPeriod,
        globalScore,
      });
    }
  }
  if (rows.length > 0) {
    await db.execute(sql`
      insert into calibration_results (company_id, campaign_id, run_id, equipment_id, current_period, new_period,
                                       global_score, adjustment_factor, calculated_at, calculated_by,
                                       parameters, details)
      select ${scope.companyId}::int, ${run.campaignId}::int, ${run.id}::int, r.equipment_id, r.current_period,
             r.new_period, r.global_score, r.adjustment_factor, ${run.startedAt.toISOString()}::timestamptz,
             ${scope.actor.userId}::varchar, r.parameters, r.details
        from json_to_recordset(${JSON.stringify(rows)}::json)
             as r(equipment_id int, current_period int, new_period int, global_score numeric,
                  adjustment_factor numeric, parameters jsonb, details text)`);
  }
  return { summary, written, names: items.map((item) => [item.id, item.name]), cells };
}
