import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { CAMPAIGN_STATUSES } from "../../../shared/constants";
import { bounded, companyId, createdAt, identityId, oneOf, updatedAt } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/** A share token: 256 random bits, hex (DESIGN.md §5 asks for at least 128). */
export const randomToken = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

export const campaigns = pgTable(
  "campaigns",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    name: bounded("name").notNull(),
    description: pgText(),
    deadline: timestamp({ withTimezone: true }),
    status: varchar({ length: 20 }).notNull().default("active"),
    createdBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp({ withTimezone: true }),
    /** The measurement link's token (/measurement/{shareToken}); regenerable (DESIGN.md §5). */
    shareToken: varchar({ length: 64 }).notNull().unique().default(randomToken),
    /** The technician rating link's token (/campaign/{token}); regenerable on its own. */
    ratingToken: varchar({ length: 64 }).notNull().unique().default(randomToken),
    /**
     * Never sent anywhere: the secret from which the rating link's visitors get their rater keys
     * when they send none (public-links/rater-keys.ts), so that a retried first submission answers
     * the same key.
     */
    raterSecret: varchar({ length: 64 }).notNull().default(randomToken),
    /** Maintained by triggers (migration 0003): equipment rows, and those with at least one rating. */
    equipmentCount: integer().notNull().default(0),
    ratedEquipmentCount: integer().notNull().default(0),
    /**
     * It holds records that are never deleted (decision 021): ratings, calculation runs, reports, or
     * an impact review naming it or one of its measurements. Set by triggers as the first one is
     * written (migration 0020, decision 031), never unset: records are kept.
     */
    holdsRecords: boolean().notNull().default(false),
    /**
     * The calculation run whose results are the campaign's (results.ts); null before the first.
     * Its foreign key to calculation_runs is declared in migration 0010 (the two tables refer to
     * each other).
     */
    currentRunId: integer(),
    /**
     * Archived (decision 021): a campaign that holds ratings, results or reports is never deleted; it
     * is archived instead, read-only, out of the default list, still in reports, the journal and the
     * instruments' life records.
     */
    archivedAt: timestamp({ withTimezone: true }),
    archivedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** The last reopening of a closed campaign: when, by whom and why (each one is in the trail). */
    reopenedAt: timestamp({ withTimezone: true }),
    reopenedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    reopenReason: pgText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check("campaigns_status_check", oneOf(t.status, CAMPAIGN_STATUSES)),
    check("campaigns_name_not_blank", sql`length(trim(${t.name})) > 0`),
    index("campaigns_created_idx").on(t.companyId, t.createdAt),
  ],
);

export const campaignParticipants = pgTable(
  "campaign_participants",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    userId: varchar({ length: 36 }).notNull(),
    role: bounded("role"),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    assignedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      "cascade",
    ),
    unique("campaign_participants_unique").on(t.companyId, t.campaignId, t.userId),
  ],
);

/**
 * Personal rating links: the link a technician receives by e-mail names him, so his ratings are his.
 * The campaign's own links are campaigns.share_token and campaigns.rating_token.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    token: varchar({ length: 64 }).notNull().unique().default(randomToken),
    purpose: varchar({ length: 20 }).notNull(),
    recipientEmail: bounded("email"),
    recipientName: bounded("name"),
    /** The technician the link rates as: his ratings are stored under his user id. */
    userId: varchar({ length: 36 }),
    createdBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      "cascade",
    ),
    index("share_links_campaign_idx").on(t.companyId, t.campaignId),
    check("share_links_purpose_check", sql`${t.purpose} in ('measurement', 'rating')`),
  ],
);

/**
 * Every entry that came in through a public link, as it was sent: a measurement, or the ratings of
 * one POST. It is the idempotency record (one row per client submission id) and the review gate:
 * `pending` entries count nowhere until a campaign manager accepts them (DESIGN.md §5).
 */
export const publicSubmissions = pgTable(
  "public_submissions",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    kind: varchar({ length: 20 }).notNull(),
    clientSubmissionId: varchar({ length: 64 }).notNull(),
    linkKind: varchar({ length: 10 }).notNull(),
    shareLinkId: integer(),
    /** The rater key the ratings are stored under: a user id (personal link) or `public:…`. */
    raterKey: varchar({ length: 300 }),
    userId: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    operatorName: bounded("name").notNull(),
    operatorEmail: bounded("email"),
    /** What was sent, checked: the measurement, or the rating cells with their grade and verbatim. */
    payload: jsonb().notNull(),
    status: varchar({ length: 10 }).notNull(),
    ipAddress: bounded("ipAddress"),
    userAgent: bounded("userAgent"),
    submittedAt: createdAt(),
    reviewedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    unique("public_submissions_client_unique").on(t.companyId, t.campaignId, t.clientSubmissionId),
    index("public_submissions_campaign_idx").on(t.companyId, t.campaignId, t.status, t.submittedAt),
    check("public_submissions_kind_check", sql`${t.kind} in ('measurement', 'ratings')`),
    check("public_submissions_status_check", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check("public_submissions_link_check", sql`${t.linkKind} in ('campaign', 'personal')`),
  ],
);
