import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text as pgText, timestamp, varchar } from "drizzle-orm/pg-core";
import { bounded, bytea, createdAt } from "./columns";
import { companies } from "./companies";

/**
 * Every e-mail Calibra sends. With SMTP_URL set it is also delivered by SMTP; without it, it stays
 * here and the e-mail test screen shows it. Each message says what it is for and until when it
 * applies (decision 019): one that no longer applies (its account activated, its campaign closed,
 * its link replaced, older than its expiry) is dropped with the reason, never sent late.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().references(() => companies.id, { onDelete: "cascade" }),
    toAddress: bounded("email").notNull(),
    subject: varchar({ length: 300 }).notNull(),
    textBody: pgText().notNull(),
    htmlBody: pgText().notNull(),
    /**
     * stored → sending (claimed by one delivery, in one process) → sent or failed; stored → dropped
     * when it no longer applies.
     */
    status: varchar({ length: 10 }).notNull().default("stored"),
    error: pgText(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /** What the message is for (`MAIL_PURPOSES`). */
    purpose: varchar({ length: 30 }).notNull().default("notice"),
    /** Past this, the message is dropped instead of sent. */
    expiresAt: timestamp({ withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
    /** The account the message is about (an invitation, a personal link). */
    userId: varchar({ length: 36 }),
    /** The campaign the message is about: closed, the message no longer applies. */
    campaignId: integer(),
    /** The share token of the link the message carries: regenerated or revoked, it no longer applies. */
    shareToken: varchar({ length: 64 }),
    /** The hash of the sign-in or invitation token the message carries (as `login_tokens` keeps it). */
    tokenHash: varchar({ length: 64 }),
    /** The link the message carries, for an administrator to pass on (never a sign-in link). */
    link: pgText(),
    droppedReason: varchar({ length: 30 }),
    droppedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("email_outbox_company_idx").on(t.companyId, t.createdAt),
    index("email_outbox_waiting_idx").on(t.id).where(sql`${t.status} = 'stored'`),
    index("email_outbox_user_idx").on(t.userId, t.purpose),
    check(
      "email_outbox_status_check",
      sql`${t.status} in ('stored', 'sending', 'sent', 'failed', 'dropped')`,
    ),
  ],
);

/**
 * A file sent with an outbox message (a report attached to its notification): kept with the message,
 * so the message leaves whole whichever process delivers it, even after the report is deleted.
 */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    emailId: integer()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    fileName: varchar({ length: 200 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    content: bytea().notNull(),
  },
  (t) => [index("email_attachments_email_idx").on(t.emailId)],
);
