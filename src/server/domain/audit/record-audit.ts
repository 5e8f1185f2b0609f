import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enterCompany } from "../../db/tenant";
import { type AuditDetailRef, canonicalJson, insertAuditDetail } from "./audit-details";

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
 * A change may list this many rows (results, ratings, instruments…) in its audit row, in at most
 * INLINE_AUDIT_BYTES of JSON (its values before and after and its details): beyond either, they are
 * kept apart (decision 025). 50 rows of 4 KB at most: a journal page of 50 events stays near 200 KB.
 */
export const INLINE_AUDIT_ROWS = 50;
export const INLINE_AUDIT_BYTES = 4096;

/**
 * A change that may touch many rows: a calculation, forced periods, an import, a bulk rating…
 * Its values are those of any audit entry; with them, how many rows they list and the summary its
 * row keeps when they are kept apart.
 */
export interface BulkAuditEntry extends AuditEntry {
  /** The rows the values list (results, ratings, instruments, users…). */
  rows: number;
  /**
   * What the audit row keeps when the values are kept apart, small whatever the change's size:
   * counts, the run, the ids touched (`idRanges`, `someOf`), the figures of `details` worth reading
   * in the journal.
   */
  summary: Record<string, unknown>;
}

/**
 * The audit row of a bulk change (issue 23, decision 025). Small (INLINE_AUDIT_ROWS rows and
 * INLINE_AUDIT_BYTES of JSON at most), it is an ordinary row, its values inline. Larger, its values
 * (`oldValues`, `newValues`, `details`: exactly what the row would have held) are written first to
 * audit_details, hashed over their canonical JSON text; the row then holds no values and, in
 * `details`, the summary and the detail's reference `{id, sha256, bytes, rows}`. The chain hashes
 * the row, so it anchors the detail's SHA-256; GET /api/audit/events/{id}/detail and the verifier
 * check the detail against it. Answers the detail's reference, or null when the values stayed inline.
 */
export async function recordBulkAudit(
  scope: AuditScope,
  entry: BulkAuditEntry,
): Promise<AuditDetailRef | null> {
  const { rows, summary, ...audited } = entry;
  const content = {
    oldValues: audited.oldValues ?? null,
    newValues: audited.newValues ?? null,
    details: audited.details ?? null,
  };
  if (rows <= INLINE_AUDIT_ROWS && Buffer.byteLength(canonicalJson(content), "utf8") <= INLINE_AUDIT_BYTES) {
    await recordAudit(scope, audited);
    return null;
  }
  const detail = await insertAuditDetail(scope.db, scope.companyId, content, rows);
  await recordAudit(scope, {
    ...audited,
    oldValues: undefined,
    newValues: undefined,
    details: { summary, auditDetail: detail },
  });
  return detail;
}

/** Ids as ranges, in order: `12-311, 315, 320-322`; a long list cut at `max` characters (`…`). */
export function idRanges(ids: Iterable<number>, max = 400): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return cut(parts, max);
}

/** Names or references, the first ones up to `max` characters then `…`: the detail holds them all. */
export function someOf(values: Iterable<string>, max = 400): string {
  return cut([...values], max);
}

function cut(parts: readonly string[], max: number): string {
  let text = "";
  for (const part of parts) {
    const next = text ? `${text}, ${part}` : part;
    if (next.length > max) return text ? `${text}, …` : "…";
    text = next;
  }
  return text;
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
  await enterCompany(tx, who.companyId);
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
