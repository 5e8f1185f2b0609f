import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { DECISION_RULES, POINT_DECISIONS } from "../../../shared/conformity/decide-point";
import { bounded, bytea, companyId, createdAt, identityId, oneOf } from "./columns";
import { companies } from "./companies";
import { calibrationEvents, instruments } from "./instruments";
import { users } from "./users";

/**
 * The points of a calibration event (decision 032), as found and as left: what was measured, with its
 * uncertainty, the tolerance it was judged against and the decision taken under the event's rule,
 * with the figures that rule used. Values are kept as written (numeric without a scale). A
 * correction writes the event's points again under the next revision; earlier revisions stay.
 */
export const calibrationPoints = pgTable(
  "calibration_points",
  {
    id: identityId(),
    companyId: companyId(),
    eventId: integer().notNull(),
    /** The event's points_revision they belong to (0 as recorded, 1 after a first correction…). */
    revision: integer().notNull().default(0),
    phase: varchar({ length: 10 }).notNull(),
    /** 0, 1, 2… in the order given. */
    position: integer().notNull(),
    quantity: bounded("name"),
    nominal: numeric(),
    reference: numeric(),
    indication: numeric(),
    /** Indication − reference, in the point's unit. */
    error: numeric().notNull(),
    unit: varchar({ length: 60 }),
    expandedUncertainty: numeric().notNull(),
    coverageFactor: numeric().notNull(),
    toleranceLower: numeric().notNull(),
    toleranceUpper: numeric().notNull(),
    decision: varchar({ length: 30 }).notNull(),
    /** Test uncertainty ratio; null when U = 0 (an unbounded ratio). */
    tur: doublePrecision(),
    acceptanceLower: doublePrecision().notNull(),
    acceptanceUpper: doublePrecision().notNull(),
    guardBandFactor: doublePrecision().notNull(),
    /** Global probability of false accept at this TUR and guard band, for the assumed in-tolerance probability. */
    falseAcceptRisk: doublePrecision(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.eventId],
      foreignColumns: [calibrationEvents.companyId, calibrationEvents.id],
    }).onDelete("cascade"),
    index("calibration_points_event_idx").on(t.companyId, t.eventId, t.revision),
    check("calibration_points_phase_check", sql`${t.phase} in ('as_found', 'as_left')`),
    check("calibration_points_decision_check", oneOf(t.decision, POINT_DECISIONS)),
    check("calibration_points_tolerance_check", sql`${t.toleranceUpper} > ${t.toleranceLower}`),
    check(
      "calibration_points_uncertainty_check",
      sql`${t.expandedUncertainty} >= 0 and ${t.coverageFactor} > 0`,
    ),
  ],
);

/**
 * The decision rule and the tolerance of one instrument type (decision 032), over the company's
 * rule: a type is known by its key, as for its units (`unitTypeKey`).
 */
export const instrumentTypeRules = pgTable(
  "instrument_type_rules",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    typeKey: bounded("type").notNull(),
    type: bounded("type").notNull(),
    decisionRule: varchar({ length: 20 }),
    /** The tolerance on the error of its instruments (EMT), in the unit of their points. */
    toleranceLower: numeric(),
    toleranceUpper: numeric(),
    /**
     * The family its instruments' reliability is tested in (NCSL RP-1 A3, decision 034): types of
     * the same family name are one family; none, the type alone.
     */
    family: bounded("type"),
    updatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.typeKey] }),
    check(
      "instrument_type_rules_rule_check",
      sql`${t.decisionRule} is null or ${oneOf(t.decisionRule, DECISION_RULES)}`,
    ),
    check(
      "instrument_type_rules_tolerance_check",
      sql`(${t.toleranceLower} is null) = (${t.toleranceUpper} is null) and (${t.toleranceUpper} is null or ${t.toleranceUpper} > ${t.toleranceLower})`,
    ),
  ],
);

/**
 * A Digital Calibration Certificate imported on an instrument: the file as received, its SHA-256
 * (one import per file and company), and the event it created. A record: never deleted.
 */
export const calibrationCertificates = pgTable(
  "calibration_certificates",
  {
    id: identityId(),
    companyId: companyId(),
    instrumentId: integer().notNull(),
    eventId: integer().notNull(),
    uniqueIdentifier: bounded("reference").notNull(),
    schemaVersion: varchar({ length: 20 }).notNull(),
    laboratory: bounded("name"),
    fileName: bounded("fileName"),
    sha256: varchar({ length: 64 }).notNull(),
    content: bytea().notNull(),
    /** The certificate's own conformity statements, as read ([{conformity, text}]). */
    statements: pgText().notNull().default("[]"),
    importedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    importedAt: createdAt(),
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
    unique("calibration_certificates_sha256_unique").on(t.companyId, t.sha256),
    unique("calibration_certificates_identifier_unique").on(t.companyId, t.instrumentId, t.uniqueIdentifier),
    index("calibration_certificates_event_idx").on(t.companyId, t.eventId),
  ],
);
