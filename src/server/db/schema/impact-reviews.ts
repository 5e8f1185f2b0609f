import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { IMPACT_DECISIONS } from "../../../shared/constants";
import { companyId, createdAt, identityId, oneOf } from "./columns";
import { calibrationEvents, instruments } from "./instruments";
import { users } from "./users";

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
