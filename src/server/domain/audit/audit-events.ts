import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import type { AuditEvent, AuditEventPage } from "../../../shared/api/audit";
import { auditLogs } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { bulkDetailOf } from "./audit-details";

export interface AuditEventFilters {
  before?: number;
  limit: number;
  action?: string;
  tableName?: string;
  userId?: string;
  campaignId?: number;
  outcome?: AuditEvent["outcome"];
  search?: string;
}

/**
 * The event trail (every audited action), newest first, a page at a time. Paged by position in
 * the chain (`before` = the last seq of the previous page), so that each page is an index range
 * (company, seq) — or (company, action | user | campaign | table, seq) when filtered — at any
 * depth of a trail of millions of rows; no count of the whole trail is ever made. A bulk change's
 * row holds its summary only (decision 025): its detail is read on demand, one event at a time.
 */
export async function listAuditEvents(
  scope: TenantScope,
  filters: AuditEventFilters,
): Promise<AuditEventPage> {
  const conditions: (SQL | undefined)[] = [
    ofTenant(auditLogs, scope),
    filters.before ? lt(auditLogs.seq, filters.before) : undefined,
    filters.action ? eq(auditLogs.action, filters.action) : undefined,
    filters.tableName ? eq(auditLogs.tableName, filters.tableName) : undefined,
    filters.userId ? eq(auditLogs.userId, filters.userId) : undefined,
    filters.campaignId ? eq(auditLogs.campaignId, filters.campaignId) : undefined,
    filters.outcome ? eq(auditLogs.outcome, filters.outcome) : undefined,
  ];
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(auditLogs.description, pattern), ilike(auditLogs.actorName, pattern)));
  }
  const rows = await scope.db
    .select()
    .from(auditLogs)
    .where(and(...conditions))
    .orderBy(desc(auditLogs.seq))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      seq: row.seq,
      createdAt: row.createdAt.toISOString(),
      actorKind: row.actorKind as AuditEvent["actorKind"],
      userId: row.userId,
      actorName: row.actorName,
      actorLink: row.actorLink,
      action: row.action,
      tableName: row.tableName,
      recordId: row.recordId,
      campaignId: row.campaignId,
      description: row.description,
      outcome: row.outcome as AuditEvent["outcome"],
      oldValues: row.oldValues,
      newValues: row.newValues,
      details: row.details,
      bulkDetail: bulkDetailOf(row.details),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    nextBefore: rows.length > filters.limit ? (page.at(-1)?.seq ?? null) : null,
  };
}
