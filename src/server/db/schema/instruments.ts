import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { CALIBRATION_EVENT_RESULTS } from "../../../shared/constants";
import { bounded, companyId, createdAt, decimal, identityId, oneOf, updatedAt } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/**
 * The company's inventory: one row per physical instrument, reference unique per company.
 * A campaign's equipment row points to its instrument, so the instrument keeps one history.
 */
export const instruments = pgTable(
  "instruments",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    reference: bounded("reference").notNull(),
    name: bounded("name").notNull(),
    type: bounded("type"),
    location: bounded("name"),
    currentPeriod: integer().notNull().default(0),
    lastCalibrationDate: date({ mode: "string" }),
    /** Next due date = last calibration + current period; derived by the database, never stale. */
    nextDueDate: date({ mode: "string" }).generatedAlwaysAs(
      sql`(last_calibration_date + make_interval(months => current_period))::date`,
    ),
    /** Out of use while an impact review of a non-conforming calibration is open (ISO/IEC 17025 §7.10). */
    quarantined: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique("instruments_reference_unique").on(t.companyId, t.reference),
    index("instruments_due_idx").on(t.companyId, t.nextDueDate),
    index("instruments_name_idx").on(t.companyId, t.name),
    // The types and locations in use are walked through these (list-instruments.ts, decision 031).
    index("instruments_type_idx").on(t.companyId, t.type),
    index("instruments_location_idx").on(t.companyId, t.location),
    check("instruments_period_check", sql`${t.currentPeriod} >= 0`),
  ],
);

/** A calibration performed on an instrument; feeds the planning (next due = last + period). */
export const calibrationEvents = pgTable(
  "calibration_events",
  {
    id: identityId(),
    companyId: companyId(),
    instrumentId: integer().notNull(),
    calibratedOn: date({ mode: "string" }).notNull(),
    provider: bounded("name"),
    certificateReference: bounded("reference"),
    result: varchar({ length: 20 }).notNull(),
    /** Error found before any adjustment, error left after it, and the maximum permissible error (EMT). */
    asFoundError: decimal("calibrationError"),
    asLeftError: decimal("calibrationError"),
    mpe: decimal("calibrationError"),
    notes: pgText(),
    createdBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A correction says why (the audit trail keeps what it replaced). */
    correctionReason: pgText(),
    correctedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    correctedAt: timestamp({ withTimezone: true }),
    /**
     * The decision rule its points were decided under (decision 032), and the decisions: the worst
     * of the as-found points, the worst of the as-left ones. Null: no point to decide.
     */
    decisionRule: varchar({ length: 20 }),
    decision: varchar({ length: 30 }),
    asLeftDecision: varchar({ length: 30 }),
    /** The revision of its points in force (calibration_points.revision): one more per correction. */
    pointsRevision: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete("cascade"),
    index("calibration_events_instrument_idx").on(t.companyId, t.instrumentId),
    check("calibration_events_result_check", oneOf(t.result, CALIBRATION_EVENT_RESULTS)),
  ],
);

/**
 * Every applied period: the instrument's history. It outlives the campaign, so the campaign is
 * kept by id and name rather than by a foreign key.
 */
export const periodChanges = pgTable(
  "period_changes",
  {
    id: identityId(),
    companyId: companyId(),
    instrumentId: integer().notNull(),
    campaignId: integer(),
    campaignName: bounded("name"),
    /** The calculation run applied (calculation_runs), kept by id like the campaign. */
    runId: integer(),
    oldPeriod: integer().notNull(),
    computedPeriod: integer(),
    forcedPeriod: integer(),
    /** Why the period was forced, as the result said when it was applied. */
    forcedReason: pgText(),
    /**
     * The Parc's period just before applying, when it differed from the one the calculation used
     * (old_period): the instrument changed in the Parc since it joined the campaign.
     */
    parcPeriod: integer(),
    appliedPeriod: integer().notNull(),
    appliedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The electronic signature that approved this apply, when signed (signatures). */
    signatureId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete("cascade"),
    index("period_changes_instrument_idx").on(t.companyId, t.instrumentId),
    index("period_changes_campaign_idx").on(t.companyId, t.campaignId),
  ],
);
