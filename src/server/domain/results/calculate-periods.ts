import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { CalculationSummary } from "../../../shared/api/ratings";
import { DECIMALS, decimalMax } from "../../../shared/limits";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { type CriterionRatings, computeNewPeriod } from "../../../shared/opperet";
import { databaseNow } from "../../db/clock";
import {
  type CalculationDetails,
  calibrationResults,
  equipment,
  equipmentRatings,
  ratingCriteria,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { getGlobalParameters } from "../criteria/global-parameters";

const CHUNK = 1000;

/** The period factor 2^(k1·a·G/2) is stored as numeric(5,3): with G = +2, k1·a must keep it ≤ 99.999. */
const MAX_FACTOR_EXPONENT = Math.log2(decimalMax(DECIMALS.adjustmentFactor));

/** Scores as the database returns an aggregated array: numbers, or their text on some drivers. */
function toNumbers(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}

/**
 * POST /api/campaigns/{id}/calculate-periods (DESIGN.md §6): a result for every equipment that has
 * ratings and a known current period. Writes calibration_results only; a recalculation keeps the
 * forced periods already entered, and removes the result of equipment that no longer qualifies.
 */
export async function calculatePeriods(
  scope: TenantScope,
  { campaignId, adjustmentFactor }: { campaignId: number; adjustmentFactor: number },
): Promise<CalculationSummary> {
  const campaign = await lockCampaignFor(scope, campaignId, "calculate");
  const { db, actor } = scope;
  const parameters = await getGlobalParameters(scope);
  if (parameters.k1 * adjustmentFactor > MAX_FACTOR_EXPONENT)
    throw invalidField("adjustmentFactor", DETAIL_MESSAGES.factorTooLarge);
  // The database's clock, read once the campaign is locked: every rating saved before counts in this
  // calculation, every rating saved after carries a later time (see calibration-results.ts).
  const now = await databaseNow(db);
  const criteria = await db
    .select({
      id: ratingCriteria.id,
      name: ratingCriteria.name,
      profile: ratingCriteria.profile,
      weight: ratingCriteria.weight,
    })
    .from(ratingCriteria)
    .where(ofTenant(ratingCriteria, scope));
  const criterionById = new Map(criteria.map((c) => [c.id, c]));
  const items = await db
    .select({ id: equipment.id, name: equipment.name, currentPeriod: equipment.currentPeriod })
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId)));
  const nameOf = new Map(items.map((item) => [item.id, item.name]));
  // The results this calculation replaces, for the audit row.
  const previous = await db
    .select({
      equipmentId: calibrationResults.equipmentId,
      currentPeriod: calibrationResults.currentPeriod,
      newPeriod: calibrationResults.newPeriod,
      forcedPeriod: calibrationResults.forcedPeriod,
      globalScore: calibrationResults.globalScore,
    })
    .from(calibrationResults)
    .where(and(ofTenant(calibrationResults, scope), eq(calibrationResults.campaignId, campaignId)))
    .orderBy(asc(calibrationResults.equipmentId));
  const forcedBefore = new Map(previous.map((r) => [r.equipmentId, r.forcedPeriod]));
  const grouped = await db
    .select({
      equipmentId: equipmentRatings.equipmentId,
      criteriaId: equipmentRatings.criteriaId,
      scores: sql<unknown>`array_agg(${equipmentRatings.score}::float8)`,
    })
    .from(equipmentRatings)
    .where(and(ofTenant(equipmentRatings, scope), eq(equipmentRatings.campaignId, campaignId)))
    .groupBy(equipmentRatings.equipmentId, equipmentRatings.criteriaId);

  const ratingsOf = new Map<number, CriterionRatings[]>();
  for (const row of grouped) {
    const criterion = criterionById.get(row.criteriaId);
    if (!criterion) continue;
    const list = ratingsOf.get(row.equipmentId) ?? [];
    list.push({
      criterionId: row.criteriaId,
      weight: Number(criterion.weight),
      scores: toNumbers(row.scores),
    });
    ratingsOf.set(row.equipmentId, list);
  }

  const summary: CalculationSummary = { calculated: 0, unrated: 0, unknownPeriod: 0 };
  const used = { ...parameters, adjustmentFactor };
  const values: (typeof calibrationResults.$inferInsert)[] = [];
  for (const item of items) {
    const rated = (ratingsOf.get(item.id) ?? []).sort((a, b) => a.criterionId - b.criterionId);
    const outcome = computeNewPeriod({
      currentPeriod: item.currentPeriod,
      criteria: rated,
      parameters,
      adjustmentFactor,
    });
    if (outcome.kind === "unrated") summary.unrated++;
    else if (outcome.kind === "unknown-period") summary.unknownPeriod++;
    else {
      summary.calculated++;
      const details: CalculationDetails = {
        opperetScore: outcome.opperetScore,
        criteria: outcome.contributions.map((c) => {
          const criterion = criterionById.get(c.criterionId)!;
          return {
            ...c,
            name: criterion.name,
            profile: criterion.profile,
            raterCount: rated.find((r) => r.criterionId === c.criterionId)!.scores.length,
          };
        }),
      };
      values.push({
        companyId: scope.companyId,
        campaignId,
        equipmentId: item.id,
        currentPeriod: item.currentPeriod,
        newPeriod: outcome.newPeriod,
        globalScore: outcome.globalScore.toFixed(3),
        adjustmentFactor: outcome.adjustmentFactor.toFixed(3),
        calculatedAt: now,
        calculatedBy: actor.userId,
        parameters: {
          ...used,
          weights: Object.fromEntries(outcome.contributions.map((c) => [String(c.criterionId), c.weight])),
        },
        details,
      });
    }
  }

  await db.delete(calibrationResults).where(
    and(
      ofTenant(calibrationResults, scope),
      eq(calibrationResults.campaignId, campaignId),
      values.length > 0
        ? notInArray(
            calibrationResults.equipmentId,
            values.map((v) => v.equipmentId),
          )
        : undefined,
    ),
  );
  for (let start = 0; start < values.length; start += CHUNK) {
    await db
      .insert(calibrationResults)
      .values(values.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [calibrationResults.companyId, calibrationResults.campaignId, calibrationResults.equipmentId],
        set: {
          currentPeriod: sql`excluded.current_period`,
          newPeriod: sql`excluded.new_period`,
          globalScore: sql`excluded.global_score`,
          adjustmentFactor: sql`excluded.adjustment_factor`,
          calculatedAt: sql`excluded.calculated_at`,
          calculatedBy: sql`excluded.calculated_by`,
          parameters: sql`excluded.parameters`,
          details: sql`excluded.details`,
        },
      });
  }

  await recordAudit(scope, {
    action: "periods.calculated",
    tableName: "calibration_results",
    recordId: campaignId,
    campaignId,
    description: `Calcul OPPERET de la campagne « ${campaign.name} » : ${summary.calculated} équipement(s) calculé(s)`,
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
      results: values.map((v) => ({
        equipmentId: v.equipmentId,
        equipment: nameOf.get(v.equipmentId) ?? null,
        currentPeriod: v.currentPeriod,
        newPeriod: v.newPeriod,
        // A recalculation keeps the forced period already entered.
        forcedPeriod: forcedBefore.get(v.equipmentId) ?? null,
        globalScore: v.globalScore,
      })),
    },
    details: { ...summary, parameters, adjustmentFactor },
  });
  return summary;
}
