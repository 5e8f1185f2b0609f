import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text as pgText,
  primaryKey,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { bounded, companyId, createdAt, identityId } from "./columns";
import { companies } from "./companies";

/**
 * Who did what, when, from where, and what was there before (ISO/IEC 17025 §7.5, 21 CFR 11.10(e)).
 * Append-only: the application role may only insert, and a trigger refuses any UPDATE, DELETE or
 * TRUNCATE whoever runs it. Each company's rows form a hash chain (migration 0008): `seq` numbers
 * them in commit order, `prev_hash` is the hash of the row before, `hash` covers the row and
 * `prev_hash`, so an altered, removed or inserted row breaks the chain at that point.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: identityId(),
    companyId: companyId(),
    /** The staff member who acted; no foreign key, so that a user's deletion rewrites nothing here. */
    userId: varchar({ length: 36 }),
    /** user: a signed-in member; public: a share link's visitor; system: Calibra itself. */
    actorKind: varchar({ length: 10 }).notNull().default("user"),
    /** The actor's name at the time (a member's name, or what a visitor typed). */
    actorName: varchar({ length: 200 }),
    /** The share link a public actor came through: `measurement/campaign`, `rating/personal:12`. */
    actorLink: varchar({ length: 40 }),
    action: varchar({ length: 50 }).notNull(),
    tableName: varchar({ length: 63 }),
    recordId: varchar({ length: 100 }),
    campaignId: integer(),
    /** What the change found, and what it left (null for a creation, resp. a deletion). */
    oldValues: jsonb(),
    newValues: jsonb(),
    details: jsonb(),
    description: pgText().notNull(),
    /** success, or refused (403) and failed (a wrong password) attempts. */
    outcome: varchar({ length: 10 }).notNull().default("success"),
    ipAddress: bounded("ipAddress"),
    userAgent: bounded("userAgent"),
    createdAt: createdAt(),
    /** Position in the company's chain (1, 2, 3…); these three are set by the chain trigger. */
    seq: bigint({ mode: "number" })
      .notNull()
      .$default(() => 0),
    prevHash: varchar({ length: 64 })
      .notNull()
      .$default(() => ""),
    hash: varchar({ length: 64 })
      .notNull()
      .$default(() => ""),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    uniqueIndex("audit_logs_chain_idx").on(t.companyId, t.seq),
    index("audit_logs_created_idx").on(t.companyId, t.createdAt),
    index("audit_logs_action_idx").on(t.companyId, t.action, t.seq),
    index("audit_logs_user_idx").on(t.companyId, t.userId, t.seq),
    index("audit_logs_campaign_idx").on(t.companyId, t.campaignId, t.seq),
    index("audit_logs_table_idx").on(t.companyId, t.tableName, t.seq),
    check("audit_logs_actor_kind_check", sql`${t.actorKind} in ('user', 'public', 'system')`),
    check("audit_logs_outcome_check", sql`${t.outcome} in ('success', 'refused', 'failed')`),
  ],
);

/**
 * Checkpoints of a company's chain (issue 23): its head (position and hash) when a report is
 * generated, printed outside the database and listed by GET /api/audit/checkpoints. A checkpoint
 * kept elsewhere exposes a chain rewritten up to it or cut short before it (verify-audit-trail.ts).
 * Written once, never changed.
 */
export const auditCheckpoints = pgTable(
  "audit_checkpoints",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    seq: bigint({ mode: "number" }).notNull(),
    hash: varchar({ length: 64 }).notNull(),
    /** Why it was taken: a report generated, or asked for. */
    reason: varchar({ length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("audit_checkpoints_seq_idx").on(t.companyId, t.seq),
    check("audit_checkpoints_reason_check", sql`${t.reason} in ('report', 'daily', 'manual')`),
  ],
);

/**
 * The per-row detail of a bulk change (a calculation, an apply, forced periods…), kept apart from
 * its audit row (issue 23): the row holds a summary (counts, the run, the ids) with this detail's id
 * and SHA-256, so that the journal stays light and the detail is read on demand. Written once.
 */
export const auditDetails = pgTable(
  "audit_details",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    content: jsonb().notNull(),
    /** SHA-256 of `content` as written (its JSON text), also in the audit row that names it. */
    sha256: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/**
 * Failed sign-ins that belong to no company's trail (issue 23): an unknown or deleted account. The
 * e-mail is kept only as its SHA-256, with the address and the time. Written once.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** sign_in_unknown_account | sign_in_deleted_account */
    kind: varchar({ length: 40 }).notNull(),
    emailHash: varchar({ length: 64 }).notNull(),
    ipAddress: bounded("ipAddress"),
    userAgent: bounded("userAgent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_created_idx").on(t.createdAt),
    index("security_events_email_idx").on(t.emailHash, t.createdAt),
  ],
);
