import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { PublicSubmissionResult } from "../../../shared/api/public-links";
import { publicSubmissions } from "../../db/schema";
import { ofTenant, type PublicScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { type AuditEntry, recordAudit } from "../audit/record-audit";
import { reviewRequired } from "./review-setting";
import { type CountedSubmission, storeSubmissions } from "./store-entries";

export type SubmissionRow = typeof publicSubmissions.$inferSelect;

/** A submission row as storing it needs it. */
export function counted(row: SubmissionRow): CountedSubmission {
  return {
    id: row.id,
    campaignId: row.campaignId,
    kind: row.kind as CountedSubmission["kind"],
    clientSubmissionId: row.clientSubmissionId,
    linkKind: row.linkKind as CountedSubmission["linkKind"],
    raterKey: row.raterKey,
    userId: row.userId,
    operatorName: row.operatorName,
    operatorEmail: row.operatorEmail,
    submittedAt: row.submittedAt,
    payload: row.payload,
  };
}

/**
 * Records what a share link's visitor sent, once per client submission id: a retried POST finds
 * its first submission and answers it again, storing nothing (`replayed`). When the company reviews
 * public entries, the submission waits (`pending`); otherwise it counts at once. Audited once, with
 * the operator's name as typed (the actor), the link and the visitor's address; a replay writes
 * nothing and is not audited again.
 */
export async function receiveSubmission(
  scope: PublicScope,
  submission: {
    kind: CountedSubmission["kind"];
    clientSubmissionId: string | undefined;
    operatorName: string;
    operatorEmail: string | null;
    raterKey: string | null;
    payload: unknown;
    count: number;
    audit: (
      status: "accepted" | "pending",
    ) => Omit<AuditEntry, "recordId" | "tableName" | "campaignId" | "actorName">;
  },
): Promise<{ result: PublicSubmissionResult; created: boolean }> {
  const { db, link, actor } = scope;
  const clientSubmissionId = submission.clientSubmissionId ?? randomUUID();
  const status = (await reviewRequired(db, scope.companyId)) ? "pending" : "accepted";
  const [row] = await db
    .insert(publicSubmissions)
    .values({
      companyId: scope.companyId,
      campaignId: link.campaignId,
      kind: submission.kind,
      clientSubmissionId,
      linkKind: link.linkKind,
      shareLinkId: link.shareLinkId,
      raterKey: submission.raterKey,
      userId: link.user?.id ?? null,
      operatorName: submission.operatorName,
      operatorEmail: submission.operatorEmail,
      payload: submission.payload,
      status,
      ipAddress: actor.ipAddress?.slice(0, 45) ?? null,
      userAgent: actor.userAgent?.slice(0, 500) ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { result: await replay(scope, clientSubmissionId, submission.kind), created: false };

  // Counted at once: the grades it replaces are what the call found.
  const replaced =
    status === "accepted" ? (await storeSubmissions(db, scope.companyId, [counted(row)])).replaced : [];
  await recordAudit(scope, {
    ...submission.audit(status),
    ...(replaced.length > 0 && { oldValues: { ratings: replaced } }),
    tableName: "public_submissions",
    recordId: row.id,
    campaignId: link.campaignId,
    actorName: submission.operatorName,
  });
  return {
    result: { submissionId: row.id, status, replayed: false, count: submission.count },
    created: true,
  };
}

/** The answer of a submission received before under this id (a retry): the same, marked replayed. */
async function replay(
  scope: PublicScope,
  clientSubmissionId: string,
  kind: CountedSubmission["kind"],
): Promise<PublicSubmissionResult> {
  const [row] = await scope.db
    .select()
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, scope.link.campaignId),
        eq(publicSubmissions.clientSubmissionId, clientSubmissionId),
      ),
    );
  // The same id for another kind of entry is not a retry of this one.
  if (!row || row.kind !== kind) throw new AppError("CONFLICT");
  const count = kind === "ratings" && Array.isArray(row.payload) ? row.payload.length : 1;
  return {
    submissionId: row.id,
    // A rejected entry is not counted; the visitor is told no more than that it was received.
    status: row.status === "accepted" ? "accepted" : "pending",
    replayed: true,
    count,
  };
}
