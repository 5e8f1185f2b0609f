import type { Database } from "../../db/client";
import { auditLogs } from "../../db/schema";
import type { Tenant } from "../../db/tenant";

/** Who is acting, and from where: every audited change names them. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  name: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  tableName: string;
  recordId: string | number;
  description: string;
  campaignId?: number;
  /** The figures behind the change (grades given, periods applied…), for the audit screen. */
  details?: unknown;
}

export async function recordAudit(
  db: Database,
  tenant: Tenant,
  actor: Actor | null,
  entry: AuditEntry,
): Promise<void> {
  await recordAudits(db, tenant, actor, [entry]);
}

/** Several entries of one action in one statement per thousand (a bulk rating audits each equipment). */
export async function recordAudits(
  db: Database,
  tenant: Tenant,
  actor: Actor | null,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(auditLogs).values(
      entries.slice(start, start + 1000).map((entry) => ({
        companyId: tenant.companyId,
        userId: actor?.userId ?? null,
        action: entry.action,
        tableName: entry.tableName,
        recordId: String(entry.recordId),
        campaignId: entry.campaignId ?? null,
        details: entry.details ?? null,
        description: entry.description,
        ipAddress: actor?.ipAddress?.slice(0, 45) ?? null,
        userAgent: actor?.userAgent?.slice(0, 500) ?? null,
      })),
    );
  }
}
