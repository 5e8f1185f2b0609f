import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";

/** The interval methods side by side (decision 034): their proposals for one instrument, and their settings. */

export const INTERVAL_METHODS = ["opperet", "staircase", "rp1A3", "drift"] as const;
export type IntervalMethod = (typeof INTERVAL_METHODS)[number];

export const intervalProposalSchema = z.object({
  method: z.enum(INTERVAL_METHODS),
  kind: z.enum(["proposed", "insufficient"]),
  /** The proposed period in whole months (1 at least); null when the method has too little history. */
  period: z.number().int().nullable(),
  /** The method's own figure, unrounded, in months. */
  interval: z.number().nullable(),
  reasons: z.array(z.string()),
  /** The data it used, as label → value, in the order shown. */
  data: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type IntervalProposalAnswer = z.infer<typeof intervalProposalSchema>;

export const intervalProposalsSchema = z
  .object({
    instrumentId: z.number().int(),
    currentPeriod: z.number().int(),
    proposals: z.array(intervalProposalSchema),
    /**
     * The last calibration was non-conforming after the period in force was set: the interval is
     * to be reviewed (ISO 10012 §7.1.2).
     */
    reviewSuggested: z.boolean(),
    /** The campaign where a proposal can be forced now, when the user may (else null). */
    forceIn: z
      .object({ campaignId: z.number().int(), campaignName: z.string(), equipmentId: z.number().int() })
      .nullable(),
  })
  .meta({ id: "IntervalProposals" });
export type IntervalProposals = z.infer<typeof intervalProposalsSchema>;

/** A number as typed, "0,8" as well as 0.8. */
const typed = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const number = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });
const wholeMonths = (value: number) => Number.isInteger(value) && value >= 1 && value <= 120;
const share = (message: string) => typed(message).refine((value) => value > 0 && value <= 1, message);
const factor = (message: string, { above }: { above: boolean }) =>
  typed(message).refine((value) => (above ? value > 1 && value <= 4 : value > 0 && value < 1), message);

/** PUT /api/settings/interval-methods: what the company sets of the methods, as typed. */
export const intervalSettingsSchema = z
  .object({
    staircaseExtend: factor(FIELD_MESSAGES.staircaseExtendInvalid, { above: true }),
    staircaseReduce: factor(FIELD_MESSAGES.staircaseReduceInvalid, { above: false }),
    staircaseMargin: share(FIELD_MESSAGES.staircaseMarginInvalid),
    targetReliability: typed(FIELD_MESSAGES.targetReliabilityInvalid).refine(
      (value) => value >= 0.5 && value < 1,
      FIELD_MESSAGES.targetReliabilityInvalid,
    ),
    minPeriod: typed(FIELD_MESSAGES.periodBoundInvalid).refine(
      wholeMonths,
      FIELD_MESSAGES.periodBoundInvalid,
    ),
    maxPeriod: typed(FIELD_MESSAGES.periodBoundInvalid).refine(
      wholeMonths,
      FIELD_MESSAGES.periodBoundInvalid,
    ),
  })
  .refine((settings) => settings.minPeriod <= settings.maxPeriod, {
    message: FIELD_MESSAGES.periodBoundsOrder,
    path: ["maxPeriod"],
  });

/** GET (and PUT) /api/settings/interval-methods: the settings in force. */
export const intervalSettingsAnswerSchema = z
  .object({
    staircaseExtend: z.number(),
    staircaseReduce: z.number(),
    staircaseMargin: z.number(),
    targetReliability: z.number(),
    minPeriod: z.number().int(),
    maxPeriod: z.number().int(),
  })
  .meta({ id: "IntervalSettings" });
export type IntervalSettings = z.infer<typeof intervalSettingsAnswerSchema>;
export type IntervalSettingsInput = z.input<typeof intervalSettingsSchema>;

export const INTERVAL_SETTING_DEFAULTS: IntervalSettings = {
  staircaseExtend: 1.25,
  staircaseReduce: 0.5,
  staircaseMargin: 0.8,
  targetReliability: 0.95,
  minPeriod: 1,
  maxPeriod: 60,
};
