import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ImpactItem, ImpactReview } from "../../../shared/api/impact-reviews";
import type { ImpactDecision } from "../../../shared/constants";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import {
  campaigns,
  impactReviewItems,
  impactReviews,
  instruments,
  measurements,
  users,
} from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { signaturesById } from "../approvals/signatures";
import { currentVersion } from "../measurements/versions";
import { impactReviewAbilities } from "./instrument-abilities";
import { measurementLabel } from "./open-impact-review";
import { pendingMeasurementsOf } from "./pending-measurements";

type Person = { firstName: string | null; lastName: string | null; email: string | null };
const person = (table: ReturnType<typeof alias<typeof users, string>>) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});
const nameOf = (id: string | null, who: Person | null) => (id ? displayName(who ?? {}) : null);

/**
 * Impact reviews with their items: those of an instrument (newest first), or the one `reviewId`.
 * Items list the campaigns first, then the measurements in the order they were taken; the public
 * measurements of the period still waiting for review come apart (pendingMeasurements).
 */
export async function readImpactReviews(
  scope: TenantScope,
  filter: { instrumentId: number } | { reviewId: number },
): Promise<ImpactReview[]> {
  const opener = alias(users, "opener");
  const closer = alias(users, "closer");
  const reviews = await scope.db
    .select({
      review: impactReviews,
      instrumentName: instruments.name,
      instrumentReference: instruments.reference,
      opener: person(opener),
      closer: person(closer),
    })
    .from(impactReviews)
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, impactReviews.companyId), eq(instruments.id, impactReviews.instrumentId)),
    )
    .leftJoin(opener, eq(opener.id, impactReviews.openedBy))
    .leftJoin(closer, eq(closer.id, impactReviews.closedBy))
    .where(
      and(
        ofTenant(impactReviews, scope),
        "instrumentId" in filter
          ? eq(impactReviews.instrumentId, filter.instrumentId)
          : eq(impactReviews.id, filter.reviewId),
      ),
    )
    .orderBy(desc(impactReviews.openedAt), desc(impactReviews.id));
  if (reviews.length === 0) return [];

  const decider = alias(users, "decider");
  const items = await scope.db
    .select({ item: impactReviewItems, decider: person(decider) })
    .from(impactReviewItems)
    .leftJoin(decider, eq(decider.id, impactReviewItems.decidedBy))
    .where(
      and(
        ofTenant(impactReviewItems, scope),
        inArray(
          impactReviewItems.reviewId,
          reviews.map((r) => r.review.id),
        ),
      ),
    )
    .orderBy(
      sql`${impactReviewItems.kind} = 'measurement'`,
      asc(impactReviewItems.occurredAt),
      asc(impactReviewItems.id),
    );
  const corrections = await correctionsSinceListed(
    scope,
    items.flatMap(({ item }) => (item.measurementId === null ? [] : [item.measurementId])),
  );
  const byReview = new Map<number, ImpactItem[]>();
  for (const { item, decider: who } of items) {
    const list = byReview.get(item.reviewId) ?? [];
    list.push({
      id: item.id,
      kind: item.kind as ImpactItem["kind"],
      measurementId: item.measurementId,
      campaignId: item.campaignId,
      label: item.label,
      occurredAt: item.occurredAt?.toISOString() ?? null,
      decision: item.decision as ImpactDecision | null,
      note: item.note,
      decidedByName: nameOf(item.decidedBy, who),
      decidedAt: item.decidedAt?.toISOString() ?? null,
      correction: (item.measurementId !== null && corrections.get(item.measurementId)) || null,
    });
    byReview.set(item.reviewId, list);
  }
  const pending = await pendingMeasurementsOf(
    scope,
    reviews.map((r) => r.review.id),
  );
  const signed = await signaturesById(
    scope,
    reviews.map((r) => r.review.signatureId),
  );
  return reviews.map(({ review, instrumentName, instrumentReference, opener: o, closer: c }) => {
    const open = review.status === "open";
    // Reopened (joinImpactReviews): the row still holds its last closing, shown as such.
    const closing = review.closedAt
      ? {
          closedAt: review.closedAt.toISOString(),
          closedByName: nameOf(review.closedBy, c),
          conclusion: review.conclusion,
        }
      : null;
    return {
      id: review.id,
      instrumentId: review.instrumentId,
      eventId: review.eventId,
      sinceDate: review.sinceDate,
      untilDate: review.untilDate,
      status: review.status as ImpactReview["status"],
      conclusion: open ? null : review.conclusion,
      openedAt: review.openedAt.toISOString(),
      openedByName: nameOf(review.openedBy, o),
      closedAt: open ? null : (closing?.closedAt ?? null),
      closedByName: open ? null : (closing?.closedByName ?? null),
      signature: open || review.signatureId === null ? null : (signed.get(review.signatureId) ?? null),
      items: byReview.get(review.id) ?? [],
      pendingMeasurements: pending.get(review.id) ?? [],
      previousClosing: open ? closing : null,
      instrumentName,
      instrumentReference,
      abilities: impactReviewAbilities(scope.actor.roles, {
        status: review.status as ImpactReview["status"],
      }),
    };
  });
}

/**
 * The measurements of these ids that were corrected or withdrawn (decision 020), as a review reads
 * them now: a review opened before a correction still decides on what the measurement really was.
 */
async function correctionsSinceListed(
  scope: TenantScope,
  measurementIds: readonly number[],
): Promise<Map<number, NonNullable<ImpactItem["correction"]>>> {
  const found = new Map<number, NonNullable<ImpactItem["correction"]>>();
  if (measurementIds.length === 0) return found;
  const version = currentVersion(scope);
  const rows = await scope.db
    .select({
      id: measurements.id,
      value: version.value,
      unit: version.unit,
      operatorName: measurements.operatorName,
      campaignName: campaigns.name,
      status: version.status,
      reason: version.reason,
      at: version.correctedAt,
    })
    .from(measurements)
    .innerJoin(version.latest, version.joinOn)
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, measurements.companyId), eq(campaigns.id, measurements.campaignId)),
    )
    .where(and(ofTenant(measurements, scope), inArray(measurements.id, [...new Set(measurementIds)])));
  for (const row of rows) {
    if (row.status === "recorded" || row.reason === null || row.at === null) continue;
    found.set(row.id, {
      status: row.status,
      label: measurementLabel(row),
      reason: row.reason,
      at: row.at.toISOString(),
    });
  }
  return found;
}

/** GET /api/impact-reviews/{id}: one review with its items; 404 when not the company's. */
export async function readImpactReview(
  scope: TenantScope,
  { reviewId }: { reviewId: number },
): Promise<ImpactReview> {
  const [review] = await readImpactReviews(scope, { reviewId });
  if (!review) throw notFound(DETAIL_MESSAGES.impactReviewNotFound);
  return review;
}
