import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type {
  ImpactReview,
  impactCloseInputSchema,
  impactDecisionInputSchema,
} from "../../../shared/api/impact-reviews";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { impactReviewItems, impactReviews, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";
import { recordSignature, signatureAudit, type VerifiedSigner } from "../approvals/signatures";
import { recordAudit } from "../audit/record-audit";
import { readImpactReview } from "./impact-review-view";

const DECISION_LABELS = {
  sans_impact: "sans impact",
  a_reprendre: "à reprendre",
  client_informe: "client informé",
} as const;

/**
 * A review about to change: its instrument is locked first (the order every change of an instrument
 * takes: recording an event locks it too), then the review, which must still be open.
 */
async function lockOpenReview(scope: TenantScope, reviewId: number) {
  const [found] = await scope.db
    .select({ instrumentId: impactReviews.instrumentId })
    .from(impactReviews)
    .where(and(ofTenant(impactReviews, scope), eq(impactReviews.id, reviewId)));
  if (!found) throw notFound(DETAIL_MESSAGES.impactReviewNotFound);
  const [instrument] = await scope.db
    .select({ reference: instruments.reference })
    .from(instruments)
    .where(and(ofTenant(instruments, scope), eq(instruments.id, found.instrumentId)))
    .for("update");
  const [review] = await scope.db
    .select()
    .from(impactReviews)
    .where(and(ofTenant(impactReviews, scope), eq(impactReviews.id, reviewId)))
    .for("update");
  if (!review || !instrument) throw notFound(DETAIL_MESSAGES.impactReviewNotFound);
  if (review.status !== "open") throw new AppError("IMPACT_REVIEW_CLOSED");
  return { review, reference: instrument.reference };
}

/** PATCH /api/impact-reviews/{id}/items/{itemId}: the decision on one measurement or campaign. */
export async function decideImpactItem(
  scope: TenantScope,
  {
    reviewId,
    itemId,
    input,
  }: { reviewId: number; itemId: number; input: z.output<typeof impactDecisionInputSchema> },
): Promise<ImpactReview> {
  const [known] = await scope.db
    .select({ id: impactReviewItems.id })
    .from(impactReviewItems)
    .where(
      and(
        ofTenant(impactReviewItems, scope),
        eq(impactReviewItems.id, itemId),
        eq(impactReviewItems.reviewId, reviewId),
      ),
    );
  if (!known) throw notFound(DETAIL_MESSAGES.impactReviewNotFound);
  const { reference } = await lockOpenReview(scope, reviewId);
  const [old] = await scope.db
    .select()
    .from(impactReviewItems)
    .where(and(ofTenant(impactReviewItems, scope), eq(impactReviewItems.id, itemId)));
  const [row] = await scope.db
    .update(impactReviewItems)
    .set({ decision: input.decision, note: input.note, decidedBy: scope.actor.userId, decidedAt: new Date() })
    .where(and(ofTenant(impactReviewItems, scope), eq(impactReviewItems.id, itemId)))
    .returning();
  const value = (item: typeof row) => ({
    id: item!.id,
    reviewId: item!.reviewId,
    kind: item!.kind,
    label: item!.label,
    decision: item!.decision,
    note: item!.note,
  });
  await recordAudit(scope, {
    action: "impact_item.decided",
    tableName: "impact_review_items",
    recordId: itemId,
    description: `Revue d'impact n° ${reviewId} (instrument ${reference}) : « ${row!.label} » ${DECISION_LABELS[input.decision]}`,
    oldValues: value(old),
    newValues: value(row),
  });
  return readImpactReview(scope, { reviewId });
}

/**
 * POST /api/impact-reviews/{id}/close: once every item has its decision, the review closes with its
 * conclusion; the instrument leaves quarantine unless another of its reviews is still open.
 */
export async function closeImpactReview(
  scope: TenantScope,
  {
    reviewId,
    input,
    signer = null,
  }: { reviewId: number; input: z.output<typeof impactCloseInputSchema>; signer?: VerifiedSigner | null },
): Promise<ImpactReview> {
  const { review, reference } = await lockOpenReview(scope, reviewId);
  const [undecided] = await scope.db
    .select({ n: count() })
    .from(impactReviewItems)
    .where(
      and(
        ofTenant(impactReviewItems, scope),
        eq(impactReviewItems.reviewId, reviewId),
        isNull(impactReviewItems.decision),
      ),
    );
  if ((undecided?.n ?? 0) > 0) throw new AppError("IMPACT_REVIEW_INCOMPLETE");
  // Signed (issue 23) when the approver typed their password, required under « Approbation signée obligatoire ».
  const signature = await recordSignature(scope, signer, {
    subject: "impact_review",
    impactReviewId: reviewId,
  });
  const closedAt = new Date();
  await scope.db
    .update(impactReviews)
    .set({
      status: "closed",
      conclusion: input.conclusion,
      closedBy: scope.actor.userId,
      closedAt,
      signatureId: signature?.id ?? null,
    })
    .where(and(ofTenant(impactReviews, scope), eq(impactReviews.id, reviewId)));
  const [others] = await scope.db
    .select({ n: count() })
    .from(impactReviews)
    .where(
      and(
        ofTenant(impactReviews, scope),
        eq(impactReviews.instrumentId, review.instrumentId),
        eq(impactReviews.status, "open"),
        ne(impactReviews.id, reviewId),
      ),
    );
  const quarantined = (others?.n ?? 0) > 0;
  if (!quarantined)
    await scope.db
      .update(instruments)
      .set({ quarantined: false, updatedAt: closedAt })
      .where(and(ofTenant(instruments, scope), eq(instruments.id, review.instrumentId)));
  await recordAudit(scope, {
    action: "impact_review.closed",
    tableName: "impact_reviews",
    recordId: reviewId,
    description: `Revue d'impact n° ${reviewId} de l'instrument ${reference} close${signature ? ` (signée par ${signature.signerName} : « ${signature.meaning} »)` : ""}${quarantined ? " (une autre revue reste ouverte : l'instrument reste en quarantaine)" : ", instrument sorti de quarantaine"}`,
    oldValues: { id: reviewId, status: review.status, conclusion: review.conclusion },
    newValues: {
      id: reviewId,
      status: "closed",
      conclusion: input.conclusion,
      closedAt: closedAt.toISOString(),
      instrumentQuarantined: quarantined,
      ...signatureAudit(signature),
    },
  });
  return readImpactReview(scope, { reviewId });
}
