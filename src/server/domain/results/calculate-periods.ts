import pMap from "p-map";
import type { CalculationSummary } from "../../../shared/api/results";
import type { RunSummary } from "../../db/schema";
import type { TenantSession } from "../../db/tenant";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import { ratingsComplete } from "../ratings/rating-completeness";
import { calculateSlice, type SliceCells, type WrittenResult } from "./calculate-slice";
import { failRun, openRun, publishRun } from "./calculation-runs";

/**
 * Equipment calculated per transaction: a few tens of milliseconds each on the embedded database,
 * whose transactions other requests wait for; on PostgreSQL, where they do not, larger slices save
 * round trips (5,000 equipment: about 450 ms in slices of 400 against 520 ms in slices of 150).
 */
export const CALCULATION_SLICE = { embedded: 150, server: 400 };

/**
 * What the ratings the calculation read held, recorded with it (the same figures as the rating
 * completeness screen): an assessor sees whether it was calculated on incomplete ratings, and that
 * the person calculating confirmed it. Summed from the slices' own reads (decision 030): a read of
 * its own before the calculation took 200 ms of 5,000 equipment × 8 criteria × 3 raters.
 */
function completenessOf(cells: SliceCells, criteria: number, confirmIncomplete: boolean) {
  const totalCells = criteria * cells.equipment;
  const complete = ratingsComplete(cells.rated, totalCells);
  return {
    ratedCells: cells.rated,
    totalCells,
    completeEquipment: cells.completeEquipment,
    equipmentCount: cells.equipment,
    complete,
    confirmedIncomplete: !complete && confirmIncomplete,
  };
}

/**
 * POST /api/campaigns/{id}/calculate-periods (DESIGN.md §6): a result for every equipment that has
 * ratings and a known current period, as a new calculation run (decision 017). The run is opened in
 * one short transaction, its results written in slices of CALCULATION_SLICE equipment, each in a
 * transaction of its own (other requests pass in between; on PostgreSQL two at a time, so that the
 * server calculates a slice while the database writes the previous one), and published in a last one, audited:
 * until then the campaign's results are those of its previous run, whole. A recalculation keeps the
 * forced periods already entered; equipment that no longer qualifies has no result in the new run.
 */
export async function calculatePeriods(
  session: TenantSession,
  {
    campaignId,
    adjustmentFactor,
    confirmIncomplete = false,
  }: { campaignId: number; adjustmentFactor: number; confirmIncomplete?: boolean },
): Promise<CalculationSummary> {
  const run = await session.transaction((scope) => openRun(scope, { campaignId, adjustmentFactor }));
  const summary: RunSummary = { calculated: 0, unrated: 0, unknownPeriod: 0 };
  const written: WrittenResult[] = [];
  const nameOf = new Map<number, string>();
  const cells: SliceCells = { equipment: 0, rated: 0, completeEquipment: 0 };
  try {
    const size = session.concurrency > 1 ? CALCULATION_SLICE.server : CALCULATION_SLICE.embedded;
    const slices: number[][] = [];
    for (let start = 0; start < run.equipmentIds.length; start += size)
      slices.push(run.equipmentIds.slice(start, start + size));
    // A failing slice fails the run at once; the one slice then still running ends in the failed run.
    const parts = await pMap(
      slices,
      (slice) => session.transaction((scope) => calculateSlice(scope, run, slice)),
      { concurrency: session.concurrency },
    );
    for (const part of parts) {
      summary.calculated += part.summary.calculated;
      summary.unrated += part.summary.unrated;
      summary.unknownPeriod += part.summary.unknownPeriod;
      written.push(...part.written);
      for (const [id, name] of part.names) nameOf.set(id, name);
      cells.equipment += part.cells.equipment;
      cells.rated += part.cells.rated;
      cells.completeEquipment += part.cells.completeEquipment;
    }
    const completeness = completenessOf(cells, run.criteria.length, confirmIncomplete);
    await session.transaction(async (scope) => {
      const { previous, forcedBefore } = await publishRun(scope, run, { ...summary, completeness });
      const parameters = { k1: run.parameters.k1, k2: run.parameters.k2, pmax: run.parameters.pmax };
      // A campaign's calculation lists every result before and after: beyond a few dozen, its row
      // keeps the run, the counts and the ids, and the results go to its detail (decision 025).
      await recordBulkAudit(scope, {
        action: "periods.calculated",
        tableName: "calibration_results",
        recordId: campaignId,
        campaignId,
        description: `Calcul OPPERET n° ${run.number} de la campagne « ${run.campaignName} » : ${summary.calculated} équipement(s) calculé(s)${completeness.complete ? "" : ` sur des notations incomplètes (${completeness.ratedCells}/${completeness.totalCells} notes par critère)${completeness.confirmedIncomplete ? ", confirmé" : ""}`}`,
        oldValues:
          previous.length > 0
            ? {
                results: previous.map((r) => ({
                  equipmentId: r.equipmentId,
                  equipment: nameOf.get(r.equipmentId) ?? null,
                  currentPeriod: r.currentPeriod,
                  newPeriod: r.newPeriod,
                  forcedPeriod: r.forcedPeriod,
                  globalScore: r.globalScore,
                })),
              }
            : null,
        newValues: {
          runId: run.id,
          run: run.number,
          results: written.map((r) => ({
            equipmentId: r.equipmentId,
            equipment: r.equipment,
            currentPeriod: r.currentPeriod,
            newPeriod: r.newPeriod,
            // A recalculation keeps the forced period already entered.
            forcedPeriod: forcedBefore.get(r.equipmentId) ?? null,
            globalScore: r.globalScore,
          })),
        },
        details: {
          ...summary,
          completeness,
          parameters,
          adjustmentFactor,
        },
        rows: Math.max(previous.length, written.length),
        summary: {
          runId: run.id,
          run: run.number,
          results: written.length,
          previousResults: previous.length,
          ...summary,
          forcedKept: written.filter((r) => (forcedBefore.get(r.equipmentId) ?? null) !== null).length,
          equipmentIds: idRanges(written.map((r) => r.equipmentId)),
          completeness,
          parameters,
          adjustmentFactor,
        },
      });
    });
  } catch (error) {
    await session.transaction((scope) => failRun(scope, run.id)).catch(() => undefined);
    throw error;
  }
  return summary;
}
