import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { bounded, companyId, decimal, identityId, updatedAt } from "./columns";
import { ratingCriteria } from "./criteria";
import { equipment } from "./equipment";
import { users } from "./users";

/**
 * One rater's grade of one equipment on one criterion. `raterKey` identifies the rater: the user id
 * for staff, or `public:<e-mail or name>` for a share-link rater, and makes the rating unique per
 * equipment, criterion and rater (an upsert replaces it).
 */
export const equipmentRatings = pgTable(
  "equipment_ratings",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    equipmentId: integer().notNull(),
    criteriaId: integer().notNull(),
    userId: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    raterKey: varchar({ length: 300 }).notNull(),
    raterName: bounded("name"),
    /** campaign or personal when it came through a public link (its operator is raterName); null from the app. */
    linkKind: varchar({ length: 10 }),
    grade: smallint().notNull(),
    score: decimal("score").notNull(),
    verbatim: bounded("verbatim").notNull(),
    ratedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    foreignKey({
      columns: [t.companyId, t.criteriaId],
      foreignColumns: [ratingCriteria.companyId, ratingCriteria.id],
    }).onDelete("cascade"),
    unique("equipment_ratings_rater_unique").on(t.companyId, t.equipmentId, t.criteriaId, t.raterKey),
    /** A campaign's ratings, and those changed since a time (results outdated by a later rating). */
    index("equipment_ratings_campaign_idx").on(t.companyId, t.campaignId, t.updatedAt),
    check("equipment_ratings_grade_check", sql`${t.grade} between 1 and 5`),
  ],
);
