import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { CALCULATION_RUN_STATUSES } from "../../../shared/constants";
import { FORCED_PERIOD } from "../../../shared/limits";
import { campaigns } from "./campaigns";
import { companyId, decimal, identityId, jsonText, oneOf } from "./columns";
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

/** A criterion as a calculation used it: its name, profile, weight and scale (decision 017). */
export interface RunCriterion {
  id: number;
  name: string;
  profile: string;
  weight: number;
  scales: { grade: number; score: number; description: string }[];
}

/** What a calculation found: equipment calculated, unrated, and of unknown current period. */
export interface RunSummary {
  calculated: number;
  unrated: number;
  unknownPeriod: number;
  /**
   * How complete the ratings were when the calculation began, and whether the person calculating
   * confirmed calculating on incomplete ratings (runs of before 2026-11-27 have none).
   */
  completeness?: {
    ratedCells: number;
    totalCells: number;
    completeEquipment: number;
    equipmentCount: number;
    complete: boolean;
    confirmedIncomplete: boolean;
  };
}

/**
 * One calculation of a campaign (decision 017): what it used (parameters, criteria with their weights
 * and scales), who ran it and when. Its results are written in slices while it is `running`, seen
 * by no one; the last slice makes it the campaign's current run (`campaigns.current_run_id`) in one
 * short transaction. Earlier runs and their results are kept.
 */
export const calculationRuns = pgTable(
  "calculation_runs",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    /** 1, 2, 3… within the campaign. */
    number: integer().notNull(),
    status: varchar({ length: 20 }).notNull().default("running"),
    parameters: jsonb().$type<CalculationParameters>().notNull(),
    criteria: jsonb().$type<RunCriterion[]>().notNull(),
    summary: jsonb().$type<RunSummary>(),
    calculatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** The database's clock when the calculation began: ratings saved later outdate its results. */
    startedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    unique("calculation_runs_number_unique").on(t.companyId, t.campaignId, t.number),
    check("calculation_runs_status_check", oneOf(t.status, CALCULATION_RUN_STATUSES)),
  ],
);

/** The OPPERET result of one equipment in one calculation run (DESIGN.md §6). */
export const calibrationResults = pgTable(
  "calibration_results",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    /** The calculation this result belongs to; the campaign's results are those of its current run. */
    runId: integer().notNull(),
    equipmentId: integer().notNull(),
    currentPeriod: integer().notNull(),
    newPeriod: integer().notNull(),
    forcedPeriod: integer(),
    /** Why the period was forced, who forced it and when (null reason: « motif non renseigné »). */
    forcedReason: pgText(),
    forcedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    forcedAt: timestamp({ withTimezone: true }),
    globalScore: decimal("globalScore"),
    adjustmentFactor: decimal("adjustmentFactor"),
    calculatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    calculatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** The parameters used: small, read with every result to tell whether it is outdated. */
    parameters: jsonb().$type<CalculationParameters>(),
    /** Every per-criterion figure of the calculation, read only to explain one result (JSON text). */
    details: jsonText<CalculationDetails>(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.companyId, t.runId],
      foreignColumns: [calculationRuns.companyId, calculationRuns.id],
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.companyId, t.equipmentId],
      foreignColumns: [equipment.companyId, equipment.id],
    }).onDelete("cascade"),
    unique("calibration_results_run_equipment_unique").on(t.companyId, t.runId, t.equipmentId),
    check(
      "calibration_results_forced_check",
      sql`${t.forcedPeriod} is null or ${t.forcedPeriod} between ${sql.raw(String(FORCED_PERIOD.min))} and ${sql.raw(String(FORCED_PERIOD.max))}`,
    ),
  ],
);
