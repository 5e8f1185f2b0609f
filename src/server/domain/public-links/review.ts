import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ReviewResult, Submission, submissionsQuerySchema } from "../../../shared/api/share-links";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { databaseNow } from "../../db/clock";
import { equipment, publicSubmissions, ratingCriteria, users } from "../../db/schema";
import { measurementPayloadOf, ratingPayloadOf } from "../../db/submission-payloads";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import { findCampaign, lockCampaignFor } from "../campaign-state/campaign-view";
import { type JoinedReview, joinImpactReviews } from "../instruments/join-impact-reviews";
import { storeSubmissions } from "./store-entries";
import { counted } from "./submissions";

type Filters = ReturnType<typeof submissionsQuerySchema.parse>;

/** « ; 1 mesure ajoutée à la revue d'impact n° 4 de l'instrument THE-1 (rouverte : instrument remis en quarantaine) » */
function joinedText(review: JoinedReview): string {
  const count = review.items.length;
  const what = count > 1 ? `${count} mesures ajoutées` : "1 mesure ajoutée";
  return `; ${what} à la revue d'impact n° ${review.id} de l'instrument ${review.instrumentReference}${review.reopened ? " (rouverte : instrument remis en quarantaine)" : ""}`;
}

/** GET /api/campaigns/{id}/submissions: what came in through the links, newest first, with names. */
export async function listSubmissions(
  scope: TenantScope,
  { campaignId, filters }: { campaignId: number; filters: Filters },
): Promise<Submission[]> {
  await findCampaign(scope, campaignId);
  const { db } = scope;
  const rows = await db
    .select({
      submission: publicSubmissions,
      reviewer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(publicSubmissions)
    .leftJoin(users, eq(users.id, publicSubmissions.reviewedBy))
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, campaignId),
        filters.status ? eq(publicSubmissions.status, filters.status) : undefined,
        filters.kind ? eq(publicSubmissions.kind, filters.kind) : undefined,
      ),
    )
    .orderBy(desc(publicSubmissions.submittedAt), desc(publicSubmissions.id))
    .limit(2_000);
  // Names as they are now (an equipment renamed since shows its new name).
  const equipmentNames = new Map(
    (
      await db
        .select({ id: equipment.id, name: equipment.name })
        .from(equipment)
        .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId)))
    ).map((e) => [e.id, e.name]),
  );
  const criterionNames = new Map(
    (
      await db
        .select({ id: ratingCriteria.id, name: ratingCriteria.name })
        .from(ratingCriteria)
        .where(ofTenant(ratingCriteria, scope))
    ).map((c) => [c.id, c.name]),
  );
  return rows.map(({ submission: s, reviewer }) => {
    const measurement = s.kind === "measurement" ? measurementPayloadOf(s.payload) : null;
    const cells = s.kind === "ratings" ? ratingPayloadOf(s.payload) : [];
    const reviewerName = reviewer
      ? [reviewer.firstName, reviewer.lastName].filter(Boolean).join(" ") || reviewer.email
      : null;
    return {
      id: s.id,
      kind: s.kind as Submission["kind"],
      status: s.status as Submission["status"],
      operatorName: s.operatorName,
      operatorEmail: s.operatorEmail,
      linkKind: s.linkKind as Submission["linkKind"],
      submittedAt: s.submittedAt.toISOString(),
      reviewedAt: s.reviewedAt?.toISOString() ?? null,
      reviewedBy: reviewerName,
      measurement: measurement && {
        equipmentId: measurement.equipmentId,
        equipmentName: equipmentNames.get(measurement.equipmentId) ?? measurement.equipmentName,
        value: measurement.value,
        unit: measurement.unit,
        notes: measurement.notes,
      },
      ratings: cells.map((c) => ({
        equipmentId: c.equipmentId,
        equipmentName: equipmentNames.get(c.equipmentId) ?? `#${c.equipmentId}`,
        criteriaId: c.criteriaId,
        criterionName: criterionNames.get(c.criteriaId) ?? `#${c.criteriaId}`,
        grade: c.grade,
        verbatim: c.verbatim,
      })),
    };
  });
}

/**
 * POST /api/campaigns/{id}/submissions/review: accepts (they count from now on) or rejects the
 * pending entries named, or every pending entry of the campaign. All or nothing: one entry already
 * decided refuses the whole decision (409), so two managers deciding at once never decide twice.
 * An accepted measurement taken within an impact review's period joins that review as an item (a
 * closed review reopens, its instrument back in quarantine: issue 22), reported by the call's one
 * audit row.
 */
export async function reviewSubmissions(
  scope: TenantScope,
  {
    campaignId,
    decision,
    submissionIds,
  }: { campaignId: number; decision: "accept" | "reject"; submissionIds?: number[] },
): Promise<ReviewResult> {
  const campaign = await lockCampaignFor(scope, campaignId, "reviewEntries");
  const { db } = scope;
  const rows = await db
    .select()
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, campaignId),
        submissionIds
          ? inArray(publicSubmissions.id, submissionIds)
          : eq(publicSubmissions.status, "pending"),
      ),
    )
    .orderBy(asc(publicSubmissions.submittedAt), asc(publicSubmissions.id))
    .for("update");
  if (submissionIds) {
    if (rows.length < new Set(submissionIds).size) throw notFound(DETAIL_MESSAGES.submissionNotFound);
    if (rows.some((r) => r.status !== "pending")) throw new AppError("SUBMISSION_ALREADY_REVIEWED");
  }
  // Accepted entries count from now on: the grades they replace are what the call found.
  const replaced =
    decision === "accept" && rows.length > 0
      ? (await storeSubmissions(db, scope.companyId, rows.map(counted))).replaced
      : [];
  const status = decision === "accept" ? "accepted" : "rejected";
  const at = await databaseNow(db);
  if (rows.length > 0)
    await db
      .update(publicSubmissions)
      .set({ status, reviewedBy: scope.actor.userId, reviewedAt: at })
      .where(
        and(
          ofTenant(publicSubmissions, scope),
          inArray(
            publicSubmissions.id,
            rows.map((r) => r.id),
          ),
        ),
      );
  // A measurement taken within an impact review's period joins it (issue 22), reopening a closed one.
  const joined =
    decision === "accept"
      ? await joinImpactReviews(scope, {
          submissionIds: rows.filter((r) => r.kind === "measurement").map((r) => r.id),
        })
      : [];
  const n = rows.length;
  // Audited even when nothing was pending: a call is a call.
  const submission = (r: (typeof rows)[number], newStatus: string) => ({
    id: r.id,
    kind: r.kind,
    operatorName: r.operatorName,
    status: newStatus,
  });
  await recordBulkAudit(scope, {
    action: decision === "accept" ? "public_entry.accepted" : "public_entry.rejected",
    tableName: "public_submissions",
    recordId:
      n === 0
        ? campaignId
        : rows
            .map((r) => r.id)
            .join(",")
            .slice(0, 100),
    campaignId,
    description: `${n} saisie(s) publique(s) ${decision === "accept" ? "acceptée(s)" : "refusée(s)"} pour la campagne « ${campaign.name} »${joined.map(joinedText).join("")}`,
    oldValues: {
      submissions: rows.map((r) => submission(r, r.status)),
      ...(replaced.length > 0 && { ratings: replaced }),
      ...(joined.length > 0 && {
        impactReviews: joined.map((r) => ({ id: r.id, status: r.reopened ? "closed" : "open" })),
      }),
    },
    newValues: {
      submissions: rows.map((r) => ({ ...submission(r, status), reviewedAt: at.toISOString() })),
      ...(joined.length > 0 && {
        impactReviews: joined.map((r) => ({
          id: r.id,
          status: "open",
          reopened: r.reopened,
          instrumentId: r.instrumentId,
          instrumentQuarantined: true,
          items: r.items,
        })),
      }),
    },
    details: { decision, entries: rows.map((r) => ({ id: r.id, payload: r.payload })) },
    // Every pending entry of a campaign reviewed at once: the row keeps the counts and the ids.
    rows: n + replaced.length,
    summary: {
      decision,
      submissions: n,
      ratingsReplaced: replaced.length,
      impactReviews: joined.length,
      submissionIds: idRanges(rows.map((r) => r.id)),
    },
  });
  return decision === "accept" ? { accepted: n, rejected: 0 } : { accepted: 0, rejected: n };
}
