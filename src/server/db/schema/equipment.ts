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
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { bounded, companyId, createdAt, decimal, identityId, updatedAt } from "./columns";
import { instruments } from "./instruments";
import { users } from "./users";

/** A campaign's equipment (spec §3 "equipment"); serialNumber is shown as 'Référence'. */
export const equipment = pgTable(
  "equipment",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    instrumentId: integer().notNull(),
    name: bounded("name").notNull(),
    serialNumber: bounded("reference").notNull(),
    type: bounded("type"),
    currentPeriod: integer().notNull().default(0),
    newPeriod: integer(),
    /** Maintained by triggers (migration 0003): how many ratings this equipment has. */
    ratingCount: integer().notNull().default(0),
    /**
     * Removed from its campaign once rated (decision 021): out of its lists and calculations, its
     * ratings and earlier results kept in the record. An equipment never rated is deleted instead.
     */
    removedAt: timestamp({ withTimezone: true }),
    removedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete("restrict"),
    unique("equipment_instrument_unique").on(t.companyId, t.campaignId, t.instrumentId),
    index("equipment_campaign_idx").on(t.companyId, t.campaignId),
    index("equipment_instrument_idx").on(t.companyId, t.instrumentId),
    check(
      "equipment_periods_check",
      sql`${t.currentPeriod} >= 0 and (${t.newPeriod} is null or ${t.newPeriod} >= 0)`,
    ),
  ],
);

/** A measurement entered on a campaign's equipment, often through the public link. */
export const measurements = pgTable(
  "measurements",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    equipmentId: integer().notNull(),
    operatorName: bounded("name").notNull(),
    operatorEmail: bounded("email"),
    operatorId: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    value: decimal("measurementValue").notNull(),
    unit: varchar({ length: 10 }).notNull(),
    notes: pgText(),
    measurementDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Idempotency key of a public submission: a retried POST is stored once. */
    clientSubmissionId: varchar({ length: 64 }),
    /** The public entry it came from, and through which link; null when entered by staff. */
    submissionId: integer(),
    linkKind: varchar({ length: 10 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.companyId, t.equipmentId],
      foreignColumns: [equipment.companyId, equipment.id],
    }).onDelete("cascade"),
    index("measurements_campaign_idx").on(t.companyId, t.campaignId),
    index("measurements_date_idx").on(t.companyId, t.measurementDate),
    index("measurements_campaign_date_idx").on(t.companyId, t.campaignId, t.measurementDate),
    unique("measurements_submission_unique").on(t.companyId, t.clientSubmissionId),
  ],
);
