import { and, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows } from "../../db/rows";
import { calculationRuns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { ReportApplication } from "../../reports/report-model";
import { signaturesById } from "../approvals/signatures";
import { namesOf } from "../results/run-history";

const applicationRow = z.object({
  appliedAt: z.coerce.date(),
  appliedBy: z.string().nullable(),
  runId: z.number().nullable(),
  signatureId: z.number().nullable(),
  count: z.coerce.number(),
});
/**
 * Each time the campaign's periods were applied: when, by whom, which calculation, how many
 * instruments, and the approver's signature.
 */
export async function applicationsOf(scope: TenantScope, campaignId: number): Promise<ReportApplication[]> {
  const rows = await sqlRows(
    scope.db,
    applicationRow,
    sql`
    select applied_at as "appliedAt", applied_by as "appliedBy", run_id as "runId",
           signature_id as "signatureId", count(*) as count
      from period_changes
     where company_id = ${scope.companyId} and campaign_id = ${campaignId}
     group by applied_at, applied_by, run_id, signature_id
     order by applied_at`,
  );
  if (rows.length === 0) return [];
  const runIds = [...new Set(rows.flatMap((row) => (row.runId === null ? [] : [row.runId])))];
  const runs =
    runIds.length === 0
      ? []
      : await scope.db
          .select({ id: calculationRuns.id, number: calculationRuns.number })
          .from(calculationRuns)
          .where(and(ofTenant(calculationRuns, scope), inArray(calculationRuns.id, runIds)));
  const runNumber = new Map(runs.map((run) => [run.id, run.number]));
  const names = await namesOf(
    scope,
    rows.map((row) => row.appliedBy),
  );
  const signed = await signaturesById(
    scope,
    rows.map((row) => row.signatureId),
  );
  return rows.map((row) => {
    const signature = row.signatureId === null ? undefined : signed.get(row.signatureId);
    return {
      appliedAt: row.appliedAt.toISOString(),
      appliedByName: row.appliedBy ? (names.get(row.appliedBy) ?? null) : null,
      runNumber: row.runId === null ? null : (runNumber.get(row.runId) ?? null),
      instrumentCount: row.count,
      signature: signature
        ? { signerName: signature.signerName, signedAt: signature.signedAt, meaning: signature.meaning }
        : null,
    };
  });
}
