import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text as pgText, timestamp, varchar } from "drizzle-orm/pg-core";
import { bounded, createdAt } from "./columns";
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
    status: varchar({ length: 10 }).notNull().default("stored"),
    error: pgText(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("email_outbox_company_idx").on(t.companyId, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('stored', 'sent', 'failed')`),
  ],
);
