import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { bounded, bytea, createdAt } from "./columns";
import { companies } from "./companies";

/**
 * Every e-mail Calibra sends. With SMTP_URL set it is also delivered by SMTP; without it, it stays
 * here and the e-mail test screen shows it.
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
    /** stored → sending (claimed by one delivery, in one process) → sent or failed. */
    status: varchar({ length: 10 }).notNull().default("stored"),
    error: pgText(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("email_outbox_company_idx").on(t.companyId, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('stored', 'sending', 'sent', 'failed')`),
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

/**
 * Request counters of the public routes' rate limits, per key (an address, a token) and fixed window.
 * In the database so that every server process counts together (DESIGN.md §8).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: varchar({ length: 200 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_hits_window_idx").on(t.windowStart),
  ],
);
