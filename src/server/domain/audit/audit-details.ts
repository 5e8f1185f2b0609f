import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditBulkDetail } from "../../../shared/api/audit";
import type { AuditEventDetail } from "../../../shared/api/audit-detail";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { rowId, sqlRows } from "../../db/rows";
import { auditDetails, auditLogs } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";

/**
 * The per-row detail of a bulk change, kept apart from its audit row (issue 23, decision 025): the
 * values its row would have held (`oldValues`, `newValues`, `details`), written once in
 * `audit_details`. The audit row names it by id and by the SHA-256 of its canonical JSON text, and
 * the row's own hash in the chain covers that SHA-256: the chain anchors the detail.
 */
export interface AuditDetailContent {
  oldValues: unknown;
  newValues: unknown;
  details: unknown;
}

/** What the audit row of a summarised change keeps of its detail (under `details.auditDetail`). */
export interface AuditDetailRef {
  id: number;
  sha256: string;
  /** Bytes of the canonical JSON text hashed. */
  bytes: number;
  /** Rows (results, ratings, instruments…) the change listed. */
  rows: number;
}

/**
 * The JSON text a detail is hashed over, the same whatever the engine and however the database
 * stores it: object keys sorted by UTF-16 code units at every level, no white space, values written
 * as JSON.stringify writes them (what it leaves out, undefined and functions, is left out; a
 * non-finite number is null). jsonb keeps every value of such a text (it orders keys its own way and
 * adds spaces, which the re-serialisation undoes), so the content read back hashes to the same.
 */
export function canonicalJson(value: unknown): string {
  return canonical(value) ?? "null";
}

function canonical(input: unknown): string | undefined {
  const value =
    input !== null &&
    typeof input === "object" &&
    typeof (input as { toJSON?: unknown }).toJSON === "function"
      ? (input as { toJSON(): unknown }).toJSON()
      : input;
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : "null";
    case "object": {
      if (Array.isArray(value)) return `[${value.map((item) => canonical(item) ?? "null").join(",")}]`;
      const record = value as Record<string, unknown>;
      const fields = Object.keys(record)
        .sort()
        .flatMap((key) => {
          const text = canonical(record[key]);
          return text === undefined ? [] : [`${JSON.stringify(key)}:${text}`];
        });
      return `{${fields.join(",")}}`;
    }
    case "bigint":
      throw new TypeError("Un entier bigint n'a pas de forme JSON");
    default:
      return undefined;
  }
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Writes a detail, in the change's transaction, before its audit row: its canonical text is what
 * the database stores (as jsonb) and what is hashed.
 */
export async function insertAuditDetail(
  db: Database,
  companyId: number,
  content: AuditDetailContent,
  rows: number,
): Promise<AuditDetailRef> {
  const text = canonicalJson(content);
  const sha256 = sha256Hex(text);
  // The text itself is sent (drizzle's jsonb column would serialise it again, its own way).
  const [row] = await sqlRows(
    db,
    z.object({ id: rowId }),
    sql`insert into audit_details (company_id, content, sha256)
        values (${companyId}, ${text}::jsonb, ${sha256}) returning id`,
  );
  return { id: row!.id, sha256, bytes: Buffer.byteLength(text, "utf8"), rows };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The reference an audit row's `details` holds to its detail, if its values were kept apart. */
export function detailRefOf(details: unknown): AuditDetailRef | null {
  if (!isRecord(details) || !isRecord(details.auditDetail)) return null;
  const { id, sha256, bytes, rows } = details.auditDetail;
  if (typeof id !== "number" || typeof sha256 !== "string") return null;
  return {
    id,
    sha256,
    bytes: typeof bytes === "number" ? bytes : 0,
    rows: typeof rows === "number" ? rows : 0,
  };
}

/** The Journal's view of a summarised row: its detail's reference and the summary kept inline. */
export function bulkDetailOf(details: unknown): AuditBulkDetail | null {
  const ref = detailRefOf(details);
  if (!ref) return null;
  const summary = isRecord(details) && isRecord(details.summary) ? details.summary : {};
  return { ...ref, summary };
}

/**
 * Whether a detail as stored is still the one its audit row names: present, its own SHA-256 column
 * the row's, and its content re-serialised canonically hashing to it.
 */
export function detailIntact(ref: AuditDetailRef, stored: { sha256: string; content: unknown } | undefined) {
  return (
    stored !== undefined &&
    stored.sha256 === ref.sha256 &&
    sha256Hex(canonicalJson(stored.content)) === ref.sha256
  );
}

/**
 * GET /api/audit/events/{id}/detail: the detail of a summarised row, after its SHA-256 is checked
 * against the row (409 AUDIT_DETAIL_ALTERED otherwise). Another company's event is not found.
 */
export async function readAuditEventDetail(scope: TenantScope, eventId: number): Promise<AuditEventDetail> {
  const [event] = await scope.db
    .select({ id: auditLogs.id, seq: auditLogs.seq, details: auditLogs.details })
    .from(auditLogs)
    .where(and(ofTenant(auditLogs, scope), eq(auditLogs.id, eventId)));
  if (!event) throw notFound();
  const ref = detailRefOf(event.details);
  if (!ref) throw notFound(DETAIL_MESSAGES.auditDetailNotKept);
  const [stored] = await scope.db
    .select({ sha256: auditDetails.sha256, content: auditDetails.content })
    .from(auditDetails)
    .where(and(ofTenant(auditDetails, scope), eq(auditDetails.id, ref.id)));
  if (!detailIntact(ref, stored)) throw new AppError("AUDIT_DETAIL_ALTERED");
  const content = stored!.content as Partial<AuditDetailContent>;
  return {
    eventId: event.id,
    seq: event.seq,
    detail: ref,
    content: {
      oldValues: content.oldValues ?? null,
      newValues: content.newValues ?? null,
      details: content.details ?? null,
    },
  };
}
