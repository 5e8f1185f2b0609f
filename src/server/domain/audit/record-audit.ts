import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** What an audit row needs of its scope: staff (TenantScope) and share-link visitors (PublicScope). */
export interface AuditScope {
  readonly db: Database;
  readonly companyId: number;
  readonly actor: { userId: string | null; ipAddress: string | null; userAgent: string | null };
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

/** One audit row of the change, in the change's own transaction, naming who made it and from where. */
export async function recordAudit(scope: AuditScope, entry: AuditEntry): Promise<void> {
  await recordAudits(scope, [entry]);
}

/**
 * Several entries in one statement, whatever their number (a bulk rating audits each equipment): the
 * entries travel as one JSON parameter, so neither the statement nor its building grows per entry.
 */
export async function recordAudits(scope: AuditScope, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { actor } = scope;
  const rows = entries.map((entry) => ({
    action: entry.action,
    table_name: entry.tableName,
    record_id: String(entry.recordId),
    campaign_id: entry.campaignId ?? null,
    details: entry.details ?? null,
    description: entry.description,
  }));
  await scope.db.execute(sql`
    insert into audit_logs (company_id, user_id, action, table_name, record_id, campaign_id, details,
                            description, ip_address, user_agent)
    select ${scope.companyId}, ${actor.userId}, a.action, a.table_name, a.record_id, a.campaign_id, a.details,
           a.description, ${actor.ipAddress?.slice(0, 45) ?? null}, ${actor.userAgent?.slice(0, 500) ?? null}
      from json_to_recordset(${JSON.stringify(rows)}::json)
           as a(action text, table_name text, record_id text, campaign_id int, details jsonb, description text)`);
}
