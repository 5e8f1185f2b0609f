import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ImpactPendingMeasurement } from "../../../shared/api/impact-reviews";
import { campaigns, equipment, impactReviews, publicSubmissions } from "../../db/schema";
import { measurementPayloadOf } from "../../db/submission-payloads";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { measurementLabel, withinReviewPeriod } from "./open-impact-review";

/**
 * The public measurements still waiting for a campaign manager's review (public_submissions of kind
 * measurement, pending) that were taken with the instrument of each of these reviews within its
 * period, oldest first, by review. They are not measurements yet (they count only once accepted):
 * a review shows them so that nothing taken with the instrument is left out (issue 22), and each
 * joins it as an item when accepted (joinImpactReviews). A rejected one was never a measurement.
 */
export async function pendingMeasurementsOf(
  scope: TenantScope,
  reviewIds: readonly number[],
): Promise<Map<number, ImpactPendingMeasurement[]>> {
  const byReview = new Map<number, ImpactPendingMeasurement[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await scope.db
    .select({
      reviewId: impactReviews.id,
      submissionId: publicSubmissions.id,
      campaignId: publicSubmissions.campaignId,
      campaignName: campaigns.name,
      operatorName: publicSubmissions.operatorName,
      payload: publicSubmissions.payload,
      submittedAt: publicSubmissions.submittedAt,
    })
    .from(impactReviews)
    .innerJoin(
      equipment,
      and(
        eq(equipment.companyId, impactReviews.companyId),
        eq(equipment.instrumentId, impactReviews.instrumentId),
      ),
    )
    .innerJoin(
      publicSubmissions,
      and(
        eq(publicSubmissions.companyId, equipment.companyId),
        eq(publicSubmissions.campaignId, equipment.campaignId),
        eq(publicSubmissions.kind, "measurement"),
        eq(publicSubmissions.status, "pending"),
        sql`(${publicSubmissions.payload} ->> 'equipmentId')::int = ${equipment.id}`,
      ),
    )
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.companyId, publicSubmissions.companyId),
        eq(campaigns.id, publicSubmissions.campaignId),
      ),
    )
    .where(
      and(
        ofTenant(impactReviews, scope),
        inArray(impactReviews.id, [...new Set(reviewIds)]),
        withinReviewPeriod(publicSubmissions.submittedAt, impactReviews.sinceDate, impactReviews.untilDate),
      ),
    )
    .orderBy(asc(impactReviews.id), asc(publicSubmissions.submittedAt), asc(publicSubmissions.id));
  for (const row of rows) {
    const measurement = measurementPayloadOf(row.payload);
    const list = byReview.get(row.reviewId) ?? [];
    list.push({
      submissionId: row.submissionId,
      campaignId: row.campaignId,
      label: measurementLabel({
        value: measurement.value,
        unit: measurement.unit,
        operatorName: row.operatorName,
        campaignName: row.campaignName,
      }),
      submittedAt: row.submittedAt.toISOString(),
    });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
