import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * What an audit row needs of its scope: staff (TenantScope), share-link visitors (PublicScope, with
 * their `link`), or an event outside a request's company transaction (auditApart).
 */
export interface AuditScope {
  readonly db: Database;
  readonly companyId: number;
  readonly actor: {
    userId: string | null;
    /** The member's display name; a visitor gives theirs with the entry (`actorName`). */
    name?: string;
    ipAddress: string | null;
    userAgent: string | null;
  };
  /** The share link a visitor came through. */
  readonly link?: { purpose: string; linkKind: string; shareLinkId: number | null };
}

/**
 * One audited change: every mutating call writes exactly one, in the change's own transaction
 * (ISO/IEC 17025 §7.5, 21 CFR 11.10(e)): who (the scope's actor), what (`action` on `tableName` /
 * `recordId`), when (the database's clock), and the values before and after.
 */
export interface AuditEntry {
  /** A stable verb, `campaign.created`, `rating.saved`… */
  action: string;
  /** The main table the change touched; null for an event that touches none (a refused call). */
  tableName: string | null;
  recordId: string | number;
  /** French, for the Journal d'Audit: what happened, in a sentence. */
  description: string;
  campaignId?: number;
  /** What the change found (null for a creation) and what it left (null for a deletion). */
  oldValues?: unknown;
  newValues?: unknown;
  /** Figures around the change that are neither before nor after (a calculation's parameters…). */
  details?: unknown;
  /** A share-link visitor's name, as typed. */
  actorName?: string;
  /** refused: a call the user's role may not make (403); failed: a wrong password. */
  outcome?: "success" | "refused" | "failed";
}

/** The audit row of the change, in the change's transaction; the database chains it (migration 0008). */
export async function recordAudit(scope: AuditScope, entry: AuditEntry): Promise<void> {
  const { actor, link } = scope;
  const actorKind = link ? "public" : actor.userId ? "user" : "system";
  const actorLink = link
    ? `${link.purpose}/${link.linkKind}${link.shareLinkId === null ? "" : `:${link.shareLinkId}`}`
    : null;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await scope.db.execute(sql`
    insert into audit_logs (company_id, user_id, actor_kind, actor_name, actor_link, action, table_name,
                            record_id, campaign_id, old_values, new_values, details, description, outcome,
                            ip_address, user_agent)
    values (${scope.companyId}, ${actor.userId}, ${actorKind},
            ${(entry.actorName ?? actor.name ?? null)?.slice(0, 200) ?? null}, ${actorLink},
            ${entry.action}, ${entry.tableName}, ${String(entry.recordId).slice(0, 100)},
            ${entry.campaignId ?? null}, ${json(entry.oldValues)}::jsonb, ${json(entry.newValues)}::jsonb,
            ${json(entry.details)}::jsonb, ${entry.description}, ${entry.outcome ?? "success"},
            ${actor.ipAddress?.slice(0, 45) ?? null}, ${actor.userAgent?.slice(0, 500) ?? null})`);
}

/**
 * An audit row in a transaction that is not a company's request transaction (the owner's, as the
 * sign-in paths run): the company is set for the rest of the transaction first, for the trail's
 * row-level security.
 */
export async function recordAuditInCompany(
  tx: Database,
  who: { companyId: number; actor: AuditScope["actor"] },
  entry: AuditEntry,
): Promise<void> {
  await tx.execute(sql`select set_config('app.company_id', ${String(who.companyId)}, true)`);
  await recordAudit({ db: tx, companyId: who.companyId, actor: who.actor }, entry);
}

/**
 * An audit row written on its own, outside the request's work: a refused call (whose work never
 * ran, or was rolled back), a sign-in. Its own transaction.
 */
export async function auditApart(
  db: Database,
  who: { companyId: number; actor: AuditScope["actor"] },
  entry: AuditEntry,
): Promise<void> {
  await db.transaction((tx) => recordAuditInCompany(tx, who, entry));
}
