import { date, foreignKey, integer, pgTable, primaryKey, unique, varchar } from "drizzle-orm/pg-core";
import { companyId, createdAt, identityId } from "./columns";
import { instruments } from "./instruments";
import { users } from "./users";

/** The reminders sent: one per instrument and due date, whichever process sends it. */
export const dueReminders = pgTable(
  "due_reminders",
  {
    companyId: companyId(),
    instrumentId: integer().notNull(),
    dueDate: date({ mode: "string" }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.instrumentId, t.dueDate] }),
    foreignKey({
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete("cascade"),
  ],
);

/** A company's private calendar feed (iCal): its secret token is the only key; regenerating kills the old one. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: identityId(),
    companyId: companyId(),
    token: varchar({ length: 64 }).notNull(),
    createdBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), unique("calendar_feeds_token_unique").on(t.token)],
);
