import { and, asc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { CalibrationResult, CalibrationResults } from "../../../shared/api/results";
import { evolutionOf, opperetScoreOf } from "../../../shared/opperet";
import { rowId, sqlRows } from "../../db/rows";
import { calculationRuns, calibrationResults, equipment, instruments, periodChanges } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { findCampaign } from "../campaign-state/campaign-view";
import { getGlobalParameters } from "../criteria/global-parameters";
import { currentRunId } from "./calculation-runs";
import { namesOf, runToRead } from "./run-history";

const idRow = z.object({ id: rowId });

/** A result as listed: every column but the explanation, which is read per equipment. */
const listedResult = {
  id: calibrationResults.id,
  campaignId: calibrationResults.campaignId,
  equipmentId: calibrationResults.equipmentId,
  currentPeriod: calibrationResults.currentPeriod,
  newPeriod: calibrationResults.newPeriod,
  forcedPeriod: calibrationResults.forcedPeriod,
  forcedReason: calibrationResults.forcedReason,
  forcedBy: calibrationResults.forcedBy,
  forcedAt: calibrationResults.forcedAt,
  globalScore: calibrationResults.globalScore,
  adjustmentFactor: calibrationResults.adjustmentFactor,
  calculatedAt: calibrationResults.calculatedAt,
  calculatedBy: calibrationResults.calculatedBy,
};
const listedEquipment = {
  id: equipment.id,
  name: equipment.name,
  serialNumber: equipment.serialNumber,
  type: equipment.type,
  currentPeriod: equipment.currentPeriod,
  newPeriod: equipment.newPeriod,
  ratingCount: equipment.ratingCount,
  removedAt: equipment.removedAt,
  /** The instrument's period in the Parc now. */
  parcPeriod: instruments.currentPeriod,
};
type ResultRow = { [K in keyof typeof listedResult]: (typeof calibrationResults.$inferSelect)[K] };
type EquipmentRow = Omit<
  {
    [K in keyof typeof listedEquipment]: K extends keyof typeof equipment.$inferSelect
      ? (typeof equipment.$inferSelect)[K]
      : never;
  },
  "parcPeriod"
> & { parcPeriod: number | null };

export function toResult(
  result: ResultRow,
  item: EquipmentRow,
  outdated: boolean,
  names: Map<string, string>,
): CalibrationResult {
  const effectivePeriod = result.forcedPeriod ?? result.newPeriod;
  const evolution = evolutionOf(result.currentPeriod, effectivePeriod);
  const globalScore = Number(result.globalScore);
  return {
    id: result.id,
    campaignId: result.campaignId,
    equipmentId: result.equipmentId,
    equipmentName: item.name,
    equipmentType: item.type,
    serialNumber: item.serialNumber,
    currentPeriod: result.currentPeriod,
    newPeriod: result.newPeriod,
    forcedPeriod: result.forcedPeriod,
    effectivePeriod,
    evolutionPercent: evolution.percent,
    status: evolution.status,
    globalScore,
    opperetScore: opperetScoreOf(globalScore),
    adjustmentFactor: Number(result.adjustmentFactor),
    calculatedAt: result.calculatedAt.toISOString(),
    calculatedBy: result.calculatedBy,
    appliedPeriod: item.newPeriod,
    forcedReason: result.forcedReason,
    forcedBy: result.forcedBy,
    forcedByName: result.forcedBy ? (names.get(result.forcedBy) ?? null) : null,
    forcedAt: result.forcedAt?.toISOString() ?? null,
    parcPeriod: item.parcPeriod,
    outdated,
  };
}

/**
 * GET /api/campaigns/{id}/calibration-results: every result with its equipment, and, once there
 * are results, the equipment left without one and why. With `run`, an earlier calculation's
 * results as they were (read-only), its equipment removed since included.
 */
export async function listCalibrationResults(
  scope: TenantScope,
  { campaignId, run }: { campaignId: number; run?: number },
): Promise<CalibrationResults> {
  await findCampaign(scope, campaignId);
  return resultsOf(scope, campaignId, { run });
}

/** The results of a campaign the caller has already found (or locked): its current run's, or run n° `run`. */
export async function resultsOf(
  scope: TenantScope,
  campaignId: number,
  { run: number }: { run?: number } = {},
): Promise<CalibrationResults> {
  const { campaign } = await findCampaign(scope, campaignId);
  const read = await runToRead(scope, { campaignId, currentRunId: campaign.currentRunId, number });
  const current = read === null || read.run.current;
  const rows = await scope.db
    .select({ item: listedEquipment, result: listedResult })
    .from(equipment)
    .leftJoin(
      calibrationResults,
      and(
        eq(calibrationResults.companyId, equipment.companyId),
        eq(calibrationResults.equipmentId, equipment.id),
        eq(calibrationResults.runId, read?.row.id ?? 0),
      ),
    )
    .leftJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, campaignId),
        // The current run: the campaign's equipment now; an earlier run: the equipment it calculated.
        current ? isNull(equipment.removedAt) : isNotNull(calibrationResults.id),
      ),
    )
    .orderBy(asc(equipment.id));
  const outdated = current ? await outdatedResults(scope, campaignId) : new Set<number>();
  const names = await namesOf(
    scope,
    rows.map(({ result }) => result?.forcedBy ?? null),
  );
  const results = rows.flatMap(({ item, result }) =>
    result ? [toResult(result, item, outdated.has(item.id), names)] : [],
  );
  const withoutResult =
    results.length === 0 || !current
      ? []
      : rows
          .filter(({ result }) => !result)
          .map(({ item }) => ({
            equipmentId: item.id,
            equipmentName: item.name,
            serialNumber: item.serialNumber,
            currentPeriod: item.currentPeriod,
            reason:
              item.ratingCount === 0
                ? ("unrated" as const)
                : item.currentPeriod <= 0
                  ? ("unknown-period" as const)
                  : ("rated-since" as const),
          }));
  const [applied] = await scope.db
    .select({ at: max(periodChanges.appliedAt) })
    .from(periodChanges)
    .where(and(ofTenant(periodChanges, scope), eq(periodChanges.campaignId, campaignId)));
  return {
    run: read?.run ?? null,
    results,
    withoutResult,
    appliedAt: applied?.at ? new Date(applied.at).toISOString() : null,
  };
}

/**
 * The equipment whose result no longer matches the data it came from: a rating saved after the
 * calculation (times from the database clock), a current period changed since, or other global
 * parameters than those the calculation used.
 */
export async function outdatedResults(scope: TenantScope, campaignId: number): Promise<Set<number>> {
  const { db, companyId } = scope;
  const { k1, k2, pmax } = await getGlobalParameters(scope);
  const changed = await sqlRows(
    db,
    idRow,
    sql`
    select r.equipment_id as id
      from calibration_results r
      join equipment e on e.company_id = r.company_id and e.id = r.equipment_id
     where r.company_id = ${companyId} and r.run_id = ${currentRunId(scope, campaignId)}
       and (e.current_period <> r.current_period
            or (r.parameters ->> 'k1')::float8 <> ${k1}::float8
            or (r.parameters ->> 'k2')::float8 <> ${k2}::float8
            or (r.parameters ->> 'pmax')::float8 <> ${pmax}::float8)`,
  );
  // Only the ratings newer than the run's start are read (index on campaign and update time): its
  // results are all calculated at its start (a run made of earlier results began with the oldest,
  // migration 0010). The bound is read first so that the planner sees its actual value.
  const [run] = await db
    .select({ at: calculationRuns.startedAt })
    .from(calculationRuns)
    .where(
      and(ofTenant(calculationRuns, scope), sql`${calculationRuns.id} = ${currentRunId(scope, campaignId)}`),
    );
  if (!run) return new Set(changed.map((row) => row.id));
  const since = run.at.toISOString();
  const rerated = await sqlRows(
    db,
    idRow,
    sql`
    select distinct x.equipment_id as id
      from equipment_ratings x
      join calibration_results r
        on r.company_id = x.company_id and r.run_id = ${currentRunId(scope, campaignId)}
       and r.equipment_id = x.equipment_id
     where x.company_id = ${companyId} and x.campaign_id = ${campaignId}
       and x.updated_at > ${since}::timestamptz
       and x.updated_at > r.calculated_at`,
  );
  // A criterion whose weight changed after the oldest result outdates the results that used it.
  const reweighted = await sqlRows(
    db,
    idRow,
    sql`
    select r.equipment_id as id
      from rating_criteria c
      join calibration_results r
        on r.company_id = c.company_id and r.run_id = ${currentRunId(scope, campaignId)}
       and r.calculated_at < c.weight_changed_at and (r.parameters -> 'weights') ? c.id::text
     where c.company_id = ${companyId} and c.weight_changed_at > ${since}::timestamptz`,
  );
  return new Set([...changed, ...rerated, ...reweighted].map((row) => row.id));
}

/**
 * Whether the campaign's results still match its data: none outdated, and no equipment rated since
 * the calculation while it has no result yet (apply-periods refuses otherwise).
 */
export async function resultsAreCurrent(scope: TenantScope, campaignId: number): Promise<boolean> {
  if ((await outdatedResults(scope, campaignId)).size > 0) return false;
  const { companyId } = scope;
  const pending = await sqlRows(
    scope.db,
    z.object({ pending: z.coerce.number() }),
    sql`
    select 1 as pending from equipment e
     where e.company_id = ${companyId} and e.campaign_id = ${campaignId}
       and e.rating_count > 0 and e.current_period > 0 and e.removed_at is null
       -- NOT IN on a hashed list: right after a calculation the planner's statistics still say the
       -- results table is empty, and an anti-join would compare every pair (measured: 0.9 s for 5,000).
       and e.id not in (select r.equipment_id from calibration_results r
                         where r.company_id = ${companyId} and r.run_id = ${currentRunId(scope, campaignId)})
     limit 1`,
  );
  return pending.length === 0;
}
