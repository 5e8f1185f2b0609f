import { auditLogs } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";

export interface AuditEntry {
  action: string;
  tableName: string;
  recordId: string | number;
  description: string;
  campaignId?: number;
  /** The figures behind the change (grades given, periods applied…), for the audit screen. */
  details?: unknown;
}

/** One audit row of the change, in the change's own transaction, naming who made it and from where. */
export async function recordAudit(scope: TenantScope, entry: AuditEntry): Promise<void> {
  await recordAudits(scope, [entry]);
}

/** Several entries of one action in one statement per thousand (a bulk rating audits each equipment). */
export async function recordAudits(scope: TenantScope, entries: readonly AuditEntry[]): Promise<void> {
  const { actor } = scope;
  for (let start = 0; start < entries.length; start += 1000) {
    await scope.db.insert(auditLogs).values(
      entries.slice(start, start + 1000).map((entry) => ({
        companyId: scope.companyId,
        userId: actor.userId,
        action: entry.action,
        tableName: entry.tableName,
        recordId: String(entry.recordId),
        campaignId: entry.campaignId ?? null,
        details: entry.details ?? null,
        description: entry.description,
        ipAddress: actor.ipAddress?.slice(0, 45) ?? null,
        userAgent: actor.userAgent?.slice(0, 500) ?? null,
      })),
    );
  }
}
