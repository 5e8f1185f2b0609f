import { and, asc, eq, isNull, max, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { DECIMALS, decimalMax } from "../../../shared/limits";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { type CriterionRatings, computeNewPeriod } from "../../../shared/opperet";
import { idList } from "../../db/arrays";
import { databaseNow } from "../../db/clock";
import { rowId, sqlRows } from "../../db/rows";
import {
  type CalculationDetails,
  type CalculationParameters,
  calculationRuns,
  calibrationResults,
  campaigns,
  equipment,
  type RunCriterion,
  type RunSummary,
  ratingCriteria,
  ratingScales,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { lockCampaignFor } from "../campaign-state/campaign-view";
import { getGlobalParameters } from "../criteria/global-parameters";

/** The period factor 2^(k1·a·G/2) is stored as numeric(5,3): with G = +2, k1·a must keep it ≤ 99.999. */
const MAX_FACTOR_EXPONENT = Math.log2(decimalMax(DECIMALS.adjustmentFactor));

/** A run being written: what every slice needs to know of it. */
export interface OpenRun {
  id: number;
  number: number;
  campaignId: number;
  campaignName: string;
  startedAt: Date;
  parameters: CalculationParameters;
  criteria: RunCriterion[];
  /** The campaign's equipment when the run began, in id order: the slices' work. */
  equipmentIds: number[];
}

/** One result as written, with what the audit row says of it. */
export interface WrittenResult {
  equipmentId: number;
  equipment: string;
  currentPeriod: number;
  newPeriod: number;
  globalScore: string;
}

/**
 * The campaign's current run as a filter of calibration_results: the results a campaign shows,
 * applies and reports are those of this run only.
 */
export function ofCurrentRun(scope: TenantScope, campaignId: number): SQL {
  return and(
    ofTenant(calibrationResults, scope),
    eq(calibrationResults.runId, currentRunId(scope, campaignId)),
  )!;
}

/** The id of the campaign's current run, as a value of a statement (null before any calculation). */
export function currentRunId(scope: TenantScope, campaignId: number): SQL {
  return sql`(select current_run_id from campaigns where company_id = ${scope.companyId} and id = ${campaignId})`;
}

/**
 * Opens a run: the campaign locked and checked (the acting user may calculate it now), the
 * parameters and criteria it will use read once and kept with it, and its number given. Short: the
 * results are written by `calculateSlice`, in transactions of their own.
 */
export async function openRun(
  scope: TenantScope,
  { campaignId, adjustmentFactor }: { campaignId: number; adjustmentFactor: number },
): Promise<OpenRun> {
  const campaign = await lockCampaignFor(scope, campaignId, "calculate");
  const { db } = scope;
  const global = await getGlobalParameters(scope);
  if (global.k1 * adjustmentFactor > MAX_FACTOR_EXPONENT)
    throw invalidField("adjustmentFactor", DETAIL_MESSAGES.factorTooLarge);
  // The database's clock, read once the campaign is locked: every rating saved before counts in this
  // calculation, every rating saved after carries a later time (see calibration-results.ts).
  const startedAt = await databaseNow(db);
  const criteria = await runCriteria(scope);
  const items = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId), isNull(equipment.removedAt)))
    .orderBy(asc(equipment.id));
  const [last] = await db
    .select({ number: max(calculationRuns.number) })
    .from(calculationRuns)
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.campaignId, campaignId)));
  const parameters: CalculationParameters = { ...global, adjustmentFactor };
  const [run] = await db
    .insert(calculationRuns)
    .values({
      companyId: scope.companyId,
      campaignId,
      number: (last?.number ?? 0) + 1,
      status: "running",
      parameters,
      criteria,
      calculatedBy: scope.actor.userId,
      startedAt,
    })
    .returning({ id: calculationRuns.id, number: calculationRuns.number });
  return {
    id: run!.id,
    number: run!.number,
    campaignId,
    campaignName: campaign.name,
    startedAt,
    parameters,
    criteria,
    equipmentIds: items.map((item) => item.id),
  };
}

/** The company's criteria as a calculation uses them: name, profile, weight and scale. */
async function runCriteria(scope: TenantScope): Promise<RunCriterion[]> {
  const criteria = await scope.db
    .select({
      id: ratingCriteria.id,
      name: ratingCriteria.name,
      profile: ratingCriteria.profile,
      weight: ratingCriteria.weight,
    })
    .from(ratingCriteria)
    .where(ofTenant(ratingCriteria, scope))
    .orderBy(asc(ratingCriteria.id));
  const scales = await scope.db
    .select({
      criteriaId: ratingScales.criteriaId,
      grade: ratingScales.grade,
      score: ratingScales.score,
      description: ratingScales.description,
    })
    .from(ratingScales)
    .where(ofTenant(ratingScales, scope))
    .orderBy(asc(ratingScales.criteriaId), asc(ratingScales.grade));
  return criteria.map((c) => ({
    id: c.id,
    name: c.name,
    profile: c.profile,
    weight: Number(c.weight),
    scales: scales
      .filter((s) => s.criteriaId === c.id)
      .map((s) => ({ grade: s.grade, score: Number(s.score), description: s.description })),
  }));
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
): Promise<{ summary: RunSummary; written: WrittenResult[]; names: [number, string][] }> {
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
  const rows: Record<string, unknown>[] = [];
  const written: WrittenResult[] = [];
  for (const item of items) {
    const rated = (ratingsOf.get(item.id) ?? []).sort((a, b) => a.criterionId - b.criterionId);
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
                  adjustment_factor numeric, parameters jsonb, details jsonb)`);
  }
  return { summary, written, names: items.map((item) => [item.id, item.name]) };
}

/**
 * Makes the run the campaign's current one, in one short transaction: the campaign locked and
 * checked again (closed meanwhile: the run fails), the forced periods of the run it replaces
 * carried over (a recalculation keeps them), the run marked completed with its summary.
 * Answers the results it replaces, for the audit row.
 */
export async function publishRun(
  scope: TenantScope,
  run: OpenRun,
  summary: RunSummary,
): Promise<{ previous: PreviousResult[]; forcedBefore: Map<number, number | null> }> {
  const campaign = await lockCampaignFor(scope, run.campaignId, "calculate");
  const { db } = scope;
  const previous =
    campaign.currentRunId === null
      ? []
      : await db
          .select({
            equipmentId: calibrationResults.equipmentId,
            currentPeriod: calibrationResults.currentPeriod,
            newPeriod: calibrationResults.newPeriod,
            forcedPeriod: calibrationResults.forcedPeriod,
            globalScore: calibrationResults.globalScore,
          })
          .from(calibrationResults)
          .where(
            and(ofTenant(calibrationResults, scope), eq(calibrationResults.runId, campaign.currentRunId)),
          )
          .orderBy(asc(calibrationResults.equipmentId));
  const forced = previous.filter((r) => r.forcedPeriod !== null);
  if (forced.length > 0) {
    // Each result finds its forced period in one JSON object keyed by equipment: no join to plan.
    const byEquipment = JSON.stringify(
      Object.fromEntries(forced.map((r) => [r.equipmentId, r.forcedPeriod])),
    );
    await db.execute(sql`
      update calibration_results r set forced_period = (f.periods ->> r.equipment_id::text)::int
        from (select ${byEquipment}::jsonb as periods) f
       where r.company_id = ${scope.companyId} and r.run_id = ${run.id}
         and r.equipment_id = any(${idList(forced.map((r) => r.equipmentId))}::int[])`);
  }
  await db
    .update(calculationRuns)
    .set({ status: "completed", summary, completedAt: await databaseNow(db) })
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.id, run.id)));
  await db
    .update(campaigns)
    .set({ currentRunId: run.id })
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, run.campaignId)));
  return { previous, forcedBefore: new Map(previous.map((r) => [r.equipmentId, r.forcedPeriod])) };
}

export interface PreviousResult {
  equipmentId: number;
  currentPeriod: number;
  newPeriod: number;
  forcedPeriod: number | null;
  globalScore: string | null;
}

/** A run that could not finish: marked failed (its partial results stay with it, seen by no one). */
export async function failRun(scope: TenantScope, runId: number): Promise<void> {
  await scope.db
    .update(calculationRuns)
    .set({ status: "failed", completedAt: await databaseNow(scope.db) })
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.id, runId)));
}
