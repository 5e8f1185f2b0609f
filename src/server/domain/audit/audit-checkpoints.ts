import { desc } from "drizzle-orm";
import type { AuditCheckpointView } from "../../../shared/api/audit";
import { auditCheckpoints, auditLogs } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { AuditCheckpoint } from "./verify-audit-trail";

/**
 * Records the head of the company's chain as a checkpoint (issue 23), in the caller's transaction:
 * its last row as this transaction sees it (the audit row the caller just wrote included). Nothing
 * when the trail is still empty. Answers the checkpoint, to be printed where it is kept, with its
 * time: `at` when given (the daily run's clock), else the transaction's.
 */
export async function recordCheckpoint(
  scope: TenantScope,
  reason: AuditCheckpointView["reason"],
  { at }: { at?: Date } = {},
): Promise<(AuditCheckpoint & { createdAt: Date }) | null> {
  const head = await chainHead(scope);
  if (!head) return null;
  const [written] = await scope.db
    .insert(auditCheckpoints)
    .values({
      companyId: scope.companyId,
      seq: head.seq,
      hash: head.hash,
      reason,
      ...(at && { createdAt: at }),
    })
    .returning({ createdAt: auditCheckpoints.createdAt });
  return { ...head, createdAt: written!.createdAt };
}

/** The last row of the company's chain as the transaction sees it; null while the trail is empty. */
export async function chainHead(scope: TenantScope): Promise<AuditCheckpoint | null> {
  const [head] = await scope.db
    .select({ seq: auditLogs.seq, hash: auditLogs.hash })
    .from(auditLogs)
    .where(ofTenant(auditLogs, scope))
    .orderBy(desc(auditLogs.seq))
    .limit(1);
  return head ?? null;
}

/** GET /api/audit/checkpoints: the company's checkpoints, newest first. */
export async function listCheckpoints(scope: TenantScope): Promise<AuditCheckpointView[]> {
  const rows = await scope.db
    .select()
    .from(auditCheckpoints)
    .where(ofTenant(auditCheckpoints, scope))
    .orderBy(desc(auditCheckpoints.seq), desc(auditCheckpoints.id));
  return rows.map((row) => ({
    position: row.seq,
    hash: row.hash,
    reason: row.reason as AuditCheckpointView["reason"],
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The company's checkpoints as the verifier takes them. */
export async function storedCheckpoints(scope: TenantScope): Promise<AuditCheckpoint[]> {
  const rows = await scope.db
    .select({ seq: auditCheckpoints.seq, hash: auditCheckpoints.hash })
    .from(auditCheckpoints)
    .where(ofTenant(auditCheckpoints, scope));
  return rows;
}
