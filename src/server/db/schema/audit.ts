import { index, integer, jsonb, pgTable, text as pgText, primaryKey, varchar } from "drizzle-orm/pg-core";
import { bounded, companyId, createdAt, identityId } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/** Who did what, when, from where. Rows are only ever inserted. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    userId: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    action: varchar({ length: 50 }).notNull(),
    tableName: varchar({ length: 63 }),
    recordId: varchar({ length: 100 }),
    campaignId: integer(),
    details: jsonb(),
    description: pgText().notNull(),
    ipAddress: bounded("ipAddress"),
    userAgent: bounded("userAgent"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("audit_logs_created_idx").on(t.companyId, t.createdAt),
  ],
);
