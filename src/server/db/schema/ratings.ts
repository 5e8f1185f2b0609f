import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { FORCED_PERIOD } from "../../../shared/limits";
import { campaigns } from "./campaigns";
import { bounded, companyId, decimal, identityId, updatedAt } from "./columns";
import { ratingCriteria } from "./criteria";
import { equipment } from "./equipment";
import { users } from "./users";

/** The parameters a calculation used: k1, k2, pmax and the request's adjustment factor a. */
export interface CalculationParameters {
  k1: number;
  k2: number;
  pmax: number;
  adjustmentFactor: number;
  /** The weight of each criterion the result used, by criterion id: a later change outdates it. */
  weights?: Record<string, number>;
}

/** What a result's explanation shows: the figures exactly as the calculation used them. */
export interface CalculationDetails {
  opperetScore: number;
  criteria: {
    criterionId: number;
    name: string;
    profile: string;
    weight: number;
    raterCount: number;
    mean: number;
    dispersion: number;
    grade: number;
    contribution: number;
  }[];
}

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

/** The OPPERET result of one equipment in one campaign (DESIGN.md §6). */
export const calibrationResults = pgTable(
  "calibration_results",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    equipmentId: integer().notNull(),
    currentPeriod: integer().notNull(),
    newPeriod: integer().notNull(),
    forcedPeriod: integer(),
    globalScore: decimal("globalScore"),
    adjustmentFactor: decimal("adjustmentFactor"),
    calculatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    calculatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** The parameters used: small, read with every result to tell whether it is outdated. */
    parameters: jsonb().$type<CalculationParameters>(),
    /** Every per-criterion figure of the calculation, read only to explain one result. */
    details: jsonb().$type<CalculationDetails>(),
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
    unique("calibration_results_equipment_unique").on(t.companyId, t.campaignId, t.equipmentId),
    check(
      "calibration_results_forced_check",
      sql`${t.forcedPeriod} is null or ${t.forcedPeriod} between ${sql.raw(String(FORCED_PERIOD.min))} and ${sql.raw(String(FORCED_PERIOD.max))}`,
    ),
  ],
);
