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
import { CALIBRATION_EVENT_RESULTS, IMPACT_DECISIONS } from "../../../shared/constants";
import { campaigns } from "./campaigns";
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
    check("instruments_period_check", sql`${t.currentPeriod} >= 0`),
  ],
);

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

/**
 * The review a non-conforming calibration opens (ISO/IEC 17025 §7.10): what the instrument measured
 * since its last conforming calibration, each item decided, then closed. The instrument stays in
 * quarantine while a review is open.
 */
export const impactReviews = pgTable(
  "impact_reviews",
  {
    id: identityId(),
    companyId: companyId(),
    instrumentId: integer().notNull(),
    /** The non-conforming calibration that opened it. */
    eventId: integer().notNull(),
    /** The last conforming calibration before it (null: none known, the whole history is concerned). */
    sinceDate: date({ mode: "string" }),
    untilDate: date({ mode: "string" }).notNull(),
    status: varchar({ length: 10 }).notNull().default("open"),
    conclusion: pgText(),
    openedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    openedAt: createdAt(),
    closedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp({ withTimezone: true }),
    /** The electronic signature that closed it, when signed (signatures). */
    signatureId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.companyId, t.eventId],
      foreignColumns: [calibrationEvents.companyId, calibrationEvents.id],
    }).onDelete("cascade"),
    index("impact_reviews_instrument_idx").on(t.companyId, t.instrumentId),
    check("impact_reviews_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
);

/** One measurement or campaign under review, and the decision taken on it. */
export const impactReviewItems = pgTable(
  "impact_review_items",
  {
    id: identityId(),
    companyId: companyId(),
    reviewId: integer().notNull(),
    kind: varchar({ length: 12 }).notNull(),
    /** The measurement or campaign, by id; kept as a label too, should it be deleted later. */
    measurementId: integer(),
    campaignId: integer(),
    label: pgText().notNull(),
    /** When the measurement was taken, or the campaign created. */
    occurredAt: timestamp({ withTimezone: true }),
    decision: varchar({ length: 20 }),
    note: pgText(),
    decidedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.reviewId],
      foreignColumns: [impactReviews.companyId, impactReviews.id],
    }).onDelete("cascade"),
    index("impact_review_items_review_idx").on(t.companyId, t.reviewId),
    check("impact_review_items_kind_check", sql`${t.kind} in ('measurement', 'campaign')`),
    check(
      "impact_review_items_decision_check",
      sql`${t.decision} is null or ${oneOf(t.decision, IMPACT_DECISIONS)}`,
    ),
  ],
);

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
