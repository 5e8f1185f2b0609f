import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Signature } from "../../../shared/api/approvals";
import type { CalculationRun } from "../../../shared/api/results";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { calculationRuns, periodChanges, signatures, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { toSignature } from "../approvals/signatures";
import { findCampaign } from "../campaign-state/campaign-view";

type RunRow = typeof calculationRuns.$inferSelect;

/** The display names of these users of the company, by id (one query). */
export async function namesOf(
  scope: TenantScope,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(ofTenant(users, scope), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}

function toRun(row: RunRow, names: Map<string, string>, currentRunId: number | null, applied: Set<number>) {
  return {
    id: row.id,
    number: row.number,
    status: row.status as CalculationRun["status"],
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    calculatedBy: row.calculatedBy,
    calculatedByName: row.calculatedBy ? (names.get(row.calculatedBy) ?? null) : null,
    current: row.id === currentRunId,
    applied: applied.has(row.id),
  };
}

/** The runs of a campaign whose periods were applied, among these. */
async function appliedRuns(scope: TenantScope, campaignId: number): Promise<Set<number>> {
  const rows = await scope.db
    .selectDistinct({ runId: periodChanges.runId })
    .from(periodChanges)
    .where(and(ofTenant(periodChanges, scope), eq(periodChanges.campaignId, campaignId)));
  return new Set(rows.flatMap((row) => (row.runId === null ? [] : [row.runId])));
}

/** The signatures that approved a campaign's runs, by run, oldest first. */
export async function approvalsOf(scope: TenantScope, campaignId: number): Promise<Map<number, Signature[]>> {
  const rows = await scope.db
    .select()
    .from(signatures)
    .where(
      and(
        ofTenant(signatures, scope),
        eq(signatures.campaignId, campaignId),
        eq(signatures.subject, "periods"),
      ),
    )
    .orderBy(asc(signatures.signedAt), asc(signatures.id));
  const byRun = new Map<number, Signature[]>();
  for (const row of rows) {
    if (row.runId === null) continue;
    byRun.set(row.runId, [...(byRun.get(row.runId) ?? []), toSignature(row)]);
  }
  return byRun;
}

/**
 * GET /api/campaigns/{id}/calculation-runs: every calculation of the campaign, newest first, with
 * what it used (parameters, criteria with their weights and scales), who ran it and when, whether
 * its results are the campaign's and whether they were applied. Runs are never deleted.
 */
export async function listCalculationRuns(scope: TenantScope, campaignId: number): Promise<CalculationRun[]> {
  const { campaign } = await findCampaign(scope, campaignId);
  const rows = await scope.db
    .select()
    .from(calculationRuns)
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.campaignId, campaignId)))
    .orderBy(desc(calculationRuns.number));
  const names = await namesOf(
    scope,
    rows.map((row) => row.calculatedBy),
  );
  const applied = await appliedRuns(scope, campaignId);
  const approvals = await approvalsOf(scope, campaignId);
  return rows.map((row) => ({
    ...toRun(row, names, campaign.currentRunId, applied),
    approvals: approvals.get(row.id) ?? [],
    parameters: {
      k1: row.parameters.k1,
      k2: row.parameters.k2,
      pmax: row.parameters.pmax,
      adjustmentFactor: row.parameters.adjustmentFactor,
    },
    criteria: row.criteria,
    summary: row.summary
      ? {
          calculated: row.summary.calculated,
          unrated: row.summary.unrated,
          unknownPeriod: row.summary.unknownPeriod,
        }
      : null,
  }));
}

/**
 * The run results are read from: the campaign's current one, or its completed run of this number
 * (404 when it has none). Null before any calculation.
 */
export async function runToRead(
  scope: TenantScope,
  { campaignId, currentRunId, number }: { campaignId: number; currentRunId: number | null; number?: number },
) {
  const which =
    number === undefined
      ? currentRunId === null
        ? undefined
        : eq(calculationRuns.id, currentRunId)
      : and(eq(calculationRuns.number, number), eq(calculationRuns.status, "completed"));
  if (!which) return null;
  const [row] = await scope.db
    .select()
    .from(calculationRuns)
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.campaignId, campaignId), which));
  if (!row) {
    if (number === undefined) return null;
    throw notFound(DETAIL_MESSAGES.runNotFound);
  }
  const names = await namesOf(scope, [row.calculatedBy]);
  const [applied] = await scope.db
    .select({ one: sql<number>`1` })
    .from(periodChanges)
    .where(and(ofTenant(periodChanges, scope), eq(periodChanges.runId, row.id)))
    .limit(1);
  const approvals = applied ? ((await approvalsOf(scope, campaignId)).get(row.id) ?? []) : [];
  return {
    row,
    run: { ...toRun(row, names, currentRunId, new Set(applied ? [row.id] : [])), approvals },
  };
}
