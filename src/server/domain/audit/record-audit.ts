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

export async function recordAudit(
  db: Database,
  tenant: Tenant,
  actor: Actor | null,
  entry: {
    action: string;
    tableName: string;
    recordId: string | number;
    description: string;
    campaignId?: number;
  },
): Promise<void> {
  await db.insert(auditLogs).values({
    companyId: tenant.companyId,
    userId: actor?.userId ?? null,
    action: entry.action,
    tableName: entry.tableName,
    recordId: String(entry.recordId),
    campaignId: entry.campaignId ?? null,
    description: entry.description,
    ipAddress: actor?.ipAddress?.slice(0, 45) ?? null,
    userAgent: actor?.userAgent?.slice(0, 500) ?? null,
  });
}
