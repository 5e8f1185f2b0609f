import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { bounded, companyId, createdAt, decimal, identityId } from "./columns";
import { companies } from "./companies";
import { measurements } from "./equipment";
import { users } from "./users";

/**
 * The corrections and withdrawals of measurements (decision 020): a measurement as entered is never
 * changed; each correction is a new version of it (value, unit, notes) with its reason, and a
 * withdrawal keeps the version it withdrew. The latest row of a measurement says what it reads now.
 * Written once, never updated nor deleted by the application (migration 0013 grants no more).
 */
export const measurementCorrections = pgTable(
  "measurement_corrections",
  {
    id: identityId(),
    companyId: companyId(),
    measurementId: integer().notNull(),
    action: varchar({ length: 10 }).notNull(),
    value: decimal("measurementValue").notNull(),
    unit: varchar({ length: 10 }).notNull(),
    notes: pgText(),
    reason: pgText().notNull(),
    correctedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** Who it was, as the audit trail names them: kept should the account be deleted. */
    correctedByName: bounded("name"),
    correctedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.measurementId],
      foreignColumns: [measurements.companyId, measurements.id],
    }).onDelete("cascade"),
    index("measurement_corrections_measurement_idx").on(t.companyId, t.measurementId, t.id),
    check("measurement_corrections_action_check", sql`${t.action} in ('corrected', 'withdrawn')`),
    check("measurement_corrections_reason_check", sql`length(trim(${t.reason})) > 0`),
  ],
);

/**
 * The units a company allows for the measurements of one instrument type (decision 020). A type is
 * known by its key (trimmed, spaces collapsed, lower case: `unitTypeKey`); a type without a row
 * offers the whole catalogue.
 */
export const instrumentTypeUnits = pgTable(
  "instrument_type_units",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    typeKey: bounded("type").notNull(),
    /** The type as it was written when its units were first set. */
    type: bounded("type").notNull(),
    units: varchar({ length: 10 }).array().notNull(),
    updatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.typeKey] })],
);
