import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  campaigns,
  equipment,
  impactReviewItems,
  impactReviews,
  instruments,
  measurements,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { measurementLabel, withinReviewPeriod } from "./open-impact-review";

/** What a measurement joining a review did to it, as the audit row of the call reports it. */
export interface JoinedReview {
  id: number;
  instrumentId: number;
  instrumentReference: string;
  /** It was closed: the new item reopened it, and its instrument is in quarantine again. */
  reopened: boolean;
  items: { id: number; measurementId: number; label: string }[];
}

/**
 * Measurements that count from now on (public entries accepted after their review, by the ids of
 * their submissions) join the impact reviews of their instrument whose period they were taken in
 * (issue 22): each such review gets one new item per measurement, to be decided like the others.
 * A closed review reopens (its last closing stays readable until it is closed again) and its
 * instrument goes back into quarantine: what the review concluded did not know of that measurement.
 * In the caller's transaction, the instruments locked first (the order every change of an
 * instrument or its reviews takes); the caller's audit row reports what changed.
 */
export async function joinImpactReviews(
  scope: TenantScope,
  { submissionIds }: { submissionIds: readonly number[] },
): Promise<JoinedReview[]> {
  if (submissionIds.length === 0) return [];
  const { db } = scope;
  const concerned = await db
    .selectDistinct({ instrumentId: equipment.instrumentId })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .innerJoin(
      impactReviews,
      and(
        eq(impactReviews.companyId, equipment.companyId),
        eq(impactReviews.instrumentId, equipment.instrumentId),
      ),
    )
    .where(and(ofTenant(measurements, scope), inArray(measurements.submissionId, [...submissionIds])));
  if (concerned.length === 0) return [];
  const locked = await db
    .select({ id: instruments.id, reference: instruments.reference })
    .from(instruments)
    .where(
      and(
        ofTenant(instruments, scope),
        inArray(
          instruments.id,
          concerned.map((c) => c.instrumentId),
        ),
      ),
    )
    .orderBy(asc(instruments.id))
    .for("update");
  const referenceOf = new Map(locked.map((i) => [i.id, i.reference]));

  // Each review and each measurement taken within its period that it does not list yet.
  const pairs = await db
    .select({
      reviewId: impactReviews.id,
      status: impactReviews.status,
      instrumentId: impactReviews.instrumentId,
      measurementId: measurements.id,
      campaignId: measurements.campaignId,
      campaignName: campaigns.name,
      value: sql<string>`${measurements.value}::text`,
      unit: measurements.unit,
      operatorName: measurements.operatorName,
      measurementDate: measurements.measurementDate,
    })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, measurements.companyId), eq(campaigns.id, measurements.campaignId)),
    )
    .innerJoin(
      impactReviews,
      and(
        eq(impactReviews.companyId, equipment.companyId),
        eq(impactReviews.instrumentId, equipment.instrumentId),
        withinReviewPeriod(measurements.measurementDate, impactReviews.sinceDate, impactReviews.untilDate),
      ),
    )
    .leftJoin(
      impactReviewItems,
      and(
        eq(impactReviewItems.companyId, impactReviews.companyId),
        eq(impactReviewItems.reviewId, impactReviews.id),
        eq(impactReviewItems.measurementId, measurements.id),
      ),
    )
    .where(
      and(
        ofTenant(measurements, scope),
        inArray(measurements.submissionId, [...submissionIds]),
        isNull(impactReviewItems.id),
      ),
    )
    .orderBy(asc(impactReviews.id), asc(measurements.measurementDate), asc(measurements.id))
    .for("update", { of: impactReviews });
  if (pairs.length === 0) return [];

  const added = await db
    .insert(impactReviewItems)
    .values(
      pairs.map((p) => ({
        companyId: scope.companyId,
        reviewId: p.reviewId,
        kind: "measurement",
        measurementId: p.measurementId,
        campaignId: p.campaignId,
        label: measurementLabel(p),
        occurredAt: p.measurementDate,
      })),
    )
    .returning({
      id: impactReviewItems.id,
      reviewId: impactReviewItems.reviewId,
      measurementId: impactReviewItems.measurementId,
      label: impactReviewItems.label,
    });

  const joined = new Map<number, JoinedReview>();
  for (const pair of pairs)
    if (!joined.has(pair.reviewId))
      joined.set(pair.reviewId, {
        id: pair.reviewId,
        instrumentId: pair.instrumentId,
        instrumentReference: referenceOf.get(pair.instrumentId) ?? "",
        reopened: pair.status === "closed",
        items: [],
      });
  for (const item of added)
    joined
      .get(item.reviewId)!
      .items.push({ id: item.id, measurementId: item.measurementId!, label: item.label });

  const reopened = [...joined.values()].filter((r) => r.reopened).map((r) => r.id);
  if (reopened.length > 0)
    // Its last closing (who, when, conclusion) stays until it closes again: the trail keeps each one.
    await db
      .update(impactReviews)
      .set({ status: "open" })
      .where(and(ofTenant(impactReviews, scope), inArray(impactReviews.id, reopened)));
  await db
    .update(instruments)
    .set({ quarantined: true, updatedAt: new Date() })
    .where(
      and(
        ofTenant(instruments, scope),
        inArray(instruments.id, [...new Set([...joined.values()].map((r) => r.instrumentId))]),
      ),
    );
  return [...joined.values()];
}
