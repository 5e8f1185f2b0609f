import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  integer,
  pgTable,
  text as pgText,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { CRITERIA_PROFILES } from "../../../shared/roles";
import { bounded, companyId, createdAt, decimal, identityId, oneOf, updatedAt } from "./columns";
import { companies } from "./companies";

export const ratingCriteria = pgTable(
  "rating_criteria",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    name: bounded("name").notNull(),
    description: pgText(),
    weight: decimal("weight").notNull().default("1.0"),
    profile: varchar({ length: 30 }).notNull().default("general"),
    /** When the weight last changed (database clock): results calculated before are outdated. */
    weightChangedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check("rating_criteria_profile_check", oneOf(t.profile, CRITERIA_PROFILES)),
    check("rating_criteria_weight_check", sql`${t.weight} > 0`),
  ],
);

/** The five grades of a criterion (grade 1 to 5), deleted with their criterion. */
export const ratingScales = pgTable(
  "rating_scales",
  {
    id: identityId(),
    companyId: companyId(),
    criteriaId: integer().notNull(),
    grade: smallint().notNull(),
    score: decimal("score").notNull(),
    description: bounded("scaleDescription").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.criteriaId],
      foreignColumns: [ratingCriteria.companyId, ratingCriteria.id],
    }).onDelete("cascade"),
    unique("rating_scales_grade_unique").on(t.companyId, t.criteriaId, t.grade),
    check("rating_scales_grade_check", sql`${t.grade} between 1 and 5`),
  ],
);
