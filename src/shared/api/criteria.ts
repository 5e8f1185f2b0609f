import { z } from "zod";
import { DECIMALS, decimalMax, SCORE_BOUND, TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format } from "../messages";
import { CRITERIA_PROFILES } from "../roles";
import { optionalText, requiredText } from "../validation";

/** A decimal typed as "1,5" or "1.5", or sent as a number. */
const decimal = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
    if (text === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.enterNumber });
      return z.NEVER;
    }
    return number;
  });

const scaleSchema = z.object({
  grade: z
    .number()
    .int(FIELD_MESSAGES.gradeRange)
    .min(1, FIELD_MESSAGES.gradeRange)
    .max(5, FIELD_MESSAGES.gradeRange),
  score: decimal(FIELD_MESSAGES.scoreRequired).pipe(
    z
      .number()
      .min(-SCORE_BOUND, FIELD_MESSAGES.scoreOutOfRange)
      .max(SCORE_BOUND, FIELD_MESSAGES.scoreOutOfRange),
  ),
  description: requiredText(FIELD_MESSAGES.scaleDescriptionRequired, TEXT_LIMITS.scaleDescription),
});

/** POST and PUT /api/rating-criteria (spec §5, §7): the criterion and its five grades. */
export const criterionInputSchema = z.object({
  criteria: z.object({
    name: requiredText(FIELD_MESSAGES.nameRequired, TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description),
    weight: decimal(FIELD_MESSAGES.weightRequired).pipe(
      z
        .number()
        .gt(0, FIELD_MESSAGES.weightPositive)
        .max(decimalMax(DECIMALS.weight), FIELD_MESSAGES.weightTooLarge),
    ),
    profile: z.enum(CRITERIA_PROFILES, { error: FIELD_MESSAGES.profileRequired }),
  }),
  scales: z
    .array(scaleSchema)
    .length(5, FIELD_MESSAGES.fiveGrades)
    .refine((scales) => new Set(scales.map((s) => s.grade)).size === 5, FIELD_MESSAGES.eachGradeOnce),
});
export type CriterionInput = z.input<typeof criterionInputSchema>;

export const criterionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    weight: z.string(),
    profile: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    scales: z.array(
      z.object({ id: z.number().int(), grade: z.number().int(), score: z.string(), description: z.string() }),
    ),
  })
  .meta({ id: "RatingCriterion" });
export type Criterion = z.infer<typeof criterionSchema>;

/**
 * Largest k1: with G = +2 the period factor is 2^k1, stored as numeric(5,3) (at most 99.999), so
 * k1 × a must stay below log2(99.999) ≈ 6.64; 5 already multiplies a period by 32.
 */
export const K1_MAX = 5;

/** PUT /api/settings/global-params (spec §5): k1, k2 and pmax, all required. */
export const globalParametersInputSchema = z.object({
  k1: decimal(FIELD_MESSAGES.k1Required).pipe(
    z
      .number()
      .gt(0, FIELD_MESSAGES.k1Positive)
      .max(K1_MAX, format(FIELD_MESSAGES.k1TooLarge, { max: K1_MAX })),
  ),
  k2: decimal(FIELD_MESSAGES.k2Required).pipe(
    z.number().min(0, FIELD_MESSAGES.k2Negative).max(10, FIELD_MESSAGES.k2TooLarge),
  ),
  pmax: decimal(FIELD_MESSAGES.pmaxRequired).pipe(
    z
      .number()
      .int(FIELD_MESSAGES.pmaxWhole)
      .min(1, FIELD_MESSAGES.pmaxTooSmall)
      .max(240, FIELD_MESSAGES.pmaxTooLarge),
  ),
});
export type GlobalParametersInput = z.input<typeof globalParametersInputSchema>;
export const globalParametersSchema = z
  .object({ k1: z.number(), k2: z.number(), pmax: z.number() })
  .meta({ id: "GlobalParameters" });
export type GlobalParameters = z.infer<typeof globalParametersSchema>;
