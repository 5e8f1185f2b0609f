import { z } from "zod";
import { CALCULATION_RUN_STATUSES, LINK_KINDS } from "../constants";
import { BATCH_LIMITS, FORCED_PERIOD } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { EVOLUTION_STATUSES } from "../opperet";
import { idOf } from "../validation";
import { optionalReason, signatureSchema } from "./approvals";

/** The results of a campaign (spec §7): calculating the periods, reading, forcing and applying them. */

/** POST /api/campaigns/{id}/calculate-periods (spec §7): the adjustment factor a, always 1 from the UI. */
export const calculationInputSchema = z
  .object({
    adjustmentFactor: z.coerce
      .number({ error: FIELD_MESSAGES.factorNumber })
      .gt(0, FIELD_MESSAGES.factorPositive)
      .max(10, FIELD_MESSAGES.factorTooLarge)
      .default(1),
    /**
     * The person calculating has seen that some criteria are not rated for every equipment and
     * calculates anyway (the screens ask first); recorded with the calculation. Optional: the call
     * of spec §7 is unchanged.
     */
    confirmIncomplete: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
  })
  .default({ adjustmentFactor: 1 });

export const calculationSummarySchema = z
  .object({
    /** Equipment that received a result. */
    calculated: z.number().int(),
    /** Equipment left without a result: no rating at all. */
    unrated: z.number().int(),
    /** Equipment left without a result: current period 0 (unknown). */
    unknownPeriod: z.number().int(),
  })
  .meta({ id: "CalculationSummary" });
export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

export const calibrationResultSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    equipmentId: z.number().int(),
    equipmentName: z.string(),
    equipmentType: z.string().nullable(),
    serialNumber: z.string(),
    currentPeriod: z.number().int(),
    newPeriod: z.number().int(),
    forcedPeriod: z.number().int().nullable(),
    /** The forced period if any, else the new period (spec §4). */
    effectivePeriod: z.number().int(),
    /** (effective − current) / current × 100, unrounded. */
    evolutionPercent: z.number(),
    status: z.enum(EVOLUTION_STATUSES),
    /** G in [−2, +2], 3 decimals. */
    globalScore: z.number(),
    /** (G + 2) / 4 × 100, one decimal. */
    opperetScore: z.number(),
    /** 2^(k1·a·G/2), 3 decimals. */
    adjustmentFactor: z.number(),
    calculatedAt: z.string(),
    calculatedBy: z.string().nullable(),
    /** The period written to the campaign's equipment by apply-periods, null until applied. */
    appliedPeriod: z.number().int().nullable(),
    /** Why the period was forced (null: « motif non renseigné »), who forced it and when. */
    forcedReason: z.string().nullable(),
    forcedBy: z.string().nullable(),
    forcedByName: z.string().nullable(),
    forcedAt: z.string().nullable(),
    /**
     * The instrument's period in the Parc now: when it differs from `currentPeriod` (the one the
     * calculation used), the screens say so; applying writes the calculation's one in the history.
     */
    parcPeriod: z.number().int().nullable(),
    /**
     * True when the result no longer matches the data: a rating changed after the calculation, the
     * equipment's current period changed, the weight of a criterion it used changed, or k1, k2 or
     * pmax changed. Recalculate before applying.
     */
    outdated: z.boolean(),
  })
  .meta({ id: "CalibrationResult" });
export type CalibrationResult = z.infer<typeof calibrationResultSchema>;

export const equipmentWithoutResultSchema = z.object({
  equipmentId: z.number().int(),
  equipmentName: z.string(),
  serialNumber: z.string(),
  currentPeriod: z.number().int(),
  /** unrated: no rating; unknown-period: current period 0; rated-since: rated after the last calculation. */
  reason: z.enum(["unrated", "unknown-period", "rated-since"]),
});
export type EquipmentWithoutResult = z.infer<typeof equipmentWithoutResultSchema>;

/** One calculation of a campaign, as its list and its results name it (decision 021). */
export const calculationRunSchema = z
  .object({
    id: z.number().int(),
    /** 1, 2, 3… within the campaign: « Calcul n° 2 ». */
    number: z.number().int(),
    status: z.enum(CALCULATION_RUN_STATUSES),
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    calculatedBy: z.string().nullable(),
    calculatedByName: z.string().nullable(),
    /** The campaign's results are this run's. */
    current: z.boolean(),
    /** Its periods were applied to the instruments. */
    applied: z.boolean(),
    /** The electronic signatures that approved its periods when they were applied, oldest first. */
    approvals: z.array(signatureSchema),
    /** What it used: k1, k2, pmax and the adjustment factor a. */
    parameters: z.object({ k1: z.number(), k2: z.number(), pmax: z.number(), adjustmentFactor: z.number() }),
    /** The criteria as it used them: name, profile, weight and scale. */
    criteria: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        profile: z.string(),
        weight: z.number(),
        scales: z.array(z.object({ grade: z.number().int(), score: z.number(), description: z.string() })),
      }),
    ),
    summary: z
      .object({ calculated: z.number().int(), unrated: z.number().int(), unknownPeriod: z.number().int() })
      .nullable(),
  })
  .meta({ id: "CalculationRun" });
export type CalculationRun = z.infer<typeof calculationRunSchema>;

/** GET /api/campaigns/{id}/calibration-results?run=N: an earlier calculation's results, read-only. */
export const calibrationResultsQuerySchema = z.object({
  run: z.coerce
    .number({ error: FIELD_MESSAGES.runInvalid })
    .int(FIELD_MESSAGES.runInvalid)
    .positive(FIELD_MESSAGES.runInvalid)
    .max(2_147_483_647, FIELD_MESSAGES.runInvalid)
    .optional(),
});

/** GET /api/campaigns/{id}/calibration-results. */
export const calibrationResultsSchema = z
  .object({
    /** The calculation these results come from (null before the first). */
    run: calculationRunSchema.omit({ criteria: true, parameters: true, summary: true }).nullable(),
    results: z.array(calibrationResultSchema),
    /** Equipment of the campaign that has no result (after a calculation), with the reason. */
    withoutResult: z.array(equipmentWithoutResultSchema),
    /** When the periods were last applied, null if never. */
    appliedAt: z.string().nullable(),
  })
  .meta({ id: "CalibrationResults" });
export type CalibrationResults = z.infer<typeof calibrationResultsSchema>;

/** The explanation of one result: every figure the calculation used (DESIGN.md §6). */
export const resultExplanationSchema = z
  .object({
    equipmentId: z.number().int(),
    /** The equipment's instrument in the Parc: the interval methods' proposals are its (decision 034). */
    instrumentId: z.number().int().nullable(),
    parameters: z.object({ k1: z.number(), k2: z.number(), pmax: z.number(), adjustmentFactor: z.number() }),
    currentPeriod: z.number().int(),
    newPeriod: z.number().int(),
    globalScore: z.number(),
    opperetScore: z.number(),
    periodFactor: z.number(),
    criteria: z.array(
      z.object({
        criterionId: z.number().int(),
        name: z.string(),
        profile: z.string(),
        weight: z.number(),
        raterCount: z.number().int(),
        mean: z.number(),
        dispersion: z.number(),
        grade: z.number(),
        contribution: z.number(),
      }),
    ),
    /** The ratings as they are now, with each rater's name and chosen description. */
    ratings: z.array(
      z.object({
        criterionId: z.number().int(),
        raterName: z.string().nullable(),
        /** Given through a share link (its operator is raterName): the campaign's link or a personal one. */
        linkKind: z.enum(LINK_KINDS).nullable(),
        grade: z.number().int(),
        score: z.number(),
        verbatim: z.string(),
      }),
    ),
    /** True when a rating changed after the calculation: the figures above are those of the calculation. */
    ratingsChangedSince: z.boolean(),
  })
  .meta({ id: "ResultExplanation" });
export type ResultExplanation = z.infer<typeof resultExplanationSchema>;

export const FORCED_PERIOD_MESSAGE = format(FIELD_MESSAGES.forcedPeriod, FORCED_PERIOD);

/**
 * A forced period as typed (spec §5): a whole number of months from 1 to 120; 0, empty or not a
 * number removes it (null). Above 120, negative or fractional is refused.
 */
export const forcedPeriodSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: null and undefined would read "null" and "undefined", which the number pattern below refuses too: the forced period is removed either way
    const text = value === null || value === undefined ? "" : String(value).trim().replace(",", ".");
    // Only plain decimal numbers count ("0x0C" or "1e1" are not numbers a person types).
    if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
    const number = Number(text);
    if (number === 0) return null;
    if (!Number.isInteger(number) || number < FORCED_PERIOD.min || number > FORCED_PERIOD.max) {
      ctx.addIssue({ code: "custom", message: FORCED_PERIOD_MESSAGE });
      return z.NEVER;
    }
    return number;
  });

export const forcedPeriodsInputSchema = z.object({
  updates: z
    .array(
      z.object({
        equipmentId: idOf(FIELD_MESSAGES.equipmentRequired),
        forcedPeriod: forcedPeriodSchema,
        /** This change's own reason, else the call's `reason`. */
        reason: optionalReason.optional(),
      }),
    )
    .max(
      BATCH_LIMITS.forcedPeriods,
      format(FIELD_MESSAGES.tooManyUpdates, { max: frenchNumber(BATCH_LIMITS.forcedPeriods) }),
    ),
  /**
   * Why these periods are forced (optional unless the company requires a reason; a change without
   * one reads « motif non renseigné »). A period beyond pmax: the reason says why.
   */
  reason: optionalReason,
});
export type ForcedPeriodsInput = z.input<typeof forcedPeriodsInputSchema>;

export const applyResultSchema = z
  .object({
    applied: z.number().int(),
    appliedAt: z.string(),
    /** The electronic signature that approved the periods, null when applied without one. */
    signature: signatureSchema.nullable(),
  })
  .meta({ id: "ApplyResult" });
export type ApplyResult = z.infer<typeof applyResultSchema>;
