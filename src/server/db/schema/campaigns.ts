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
    shareToken: varchar({ length: 64 }).notNull().unique().default(randomToken),
    /** Maintained by triggers (migration 0003): equipment rows, and those with at least one rating. */
    equipmentCount: integer().notNull().default(0),
    ratedEquipmentCount: integer().notNull().default(0),
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

/** Personal share links (an invitation e-mail's link names its rater); the campaign link is campaigns.share_token. */
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
    index("share_links_campaign_idx").on(t.companyId, t.campaignId),
    check("share_links_purpose_check", sql`${t.purpose} in ('measurement', 'rating')`),
  ],
);
