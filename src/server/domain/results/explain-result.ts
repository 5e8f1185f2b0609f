import { and, asc, eq } from "drizzle-orm";
import type { ResultExplanation } from "../../../shared/api/results";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { calibrationResults, equipment, equipmentRatings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { findCampaign } from "../campaign-state/campaign-view";
import { runToRead } from "./run-history";

/** The explanation of one result: the calculation's own figures, and the ratings behind them. */
export async function explainResult(
  scope: TenantScope,
  { campaignId, equipmentId, run }: { campaignId: number; equipmentId: number; run?: number },
): Promise<ResultExplanation> {
  const { campaign } = await findCampaign(scope, campaignId);
  const { db } = scope;
  const read = await runToRead(scope, { campaignId, currentRunId: campaign.currentRunId, number: run });
  const [result] = await db
    .select()
    .from(calibrationResults)
    .where(
      and(
        ofTenant(calibrationResults, scope),
        eq(calibrationResults.runId, read?.row.id ?? 0),
        eq(calibrationResults.equipmentId, equipmentId),
      ),
    );
  if (!result?.details || !result.parameters) throw notFound(DETAIL_MESSAGES.resultNotFound);
  const ratings = await db
    .select({
      criterionId: equipmentRatings.criteriaId,
      raterName: equipmentRatings.raterName,
      linkKind: equipmentRatings.linkKind,
      grade: equipmentRatings.grade,
      score: equipmentRatings.score,
      verbatim: equipmentRatings.verbatim,
      updatedAt: equipmentRatings.updatedAt,
    })
    .from(equipmentRatings)
    .where(and(ofTenant(equipmentRatings, scope), eq(equipmentRatings.equipmentId, equipmentId)))
    .orderBy(asc(equipmentRatings.criteriaId), asc(equipmentRatings.raterName));
  const globalScore = Number(result.globalScore);
  const [item] = await db
    .select({ instrumentId: equipment.instrumentId })
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.id, equipmentId)));
  return {
    equipmentId,
    instrumentId: item?.instrumentId ?? null,
    parameters: result.parameters,
    currentPeriod: result.currentPeriod,
    newPeriod: result.newPeriod,
    globalScore,
    opperetScore: result.details.opperetScore,
    periodFactor: Number(result.adjustmentFactor),
    criteria: result.details.criteria,
    ratings: ratings.map((r) => ({
      criterionId: r.criterionId,
      raterName: r.raterName,
      linkKind: r.linkKind === "campaign" || r.linkKind === "personal" ? r.linkKind : null,
      grade: r.grade,
      score: Number(r.score),
      verbatim: r.verbatim,
    })),
    ratingsChangedSince: ratings.some((r) => r.updatedAt > result.calculatedAt),
  };
}
