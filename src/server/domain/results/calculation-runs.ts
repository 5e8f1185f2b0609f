import { and, asc, eq, isNull, max, type SQL, sql } from "drizzle-orm";
import { DECIMALS, decimalMax } from "../../../shared/limits";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { idList } from "../../db/arrays";
import { databaseNow } from "../../db/clock";
import {
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
