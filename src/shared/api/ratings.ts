import { z } from "zod";
import { BATCH_LIMITS } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { idOf } from "../validation";

const grade = z.coerce
  .number({ error: FIELD_MESSAGES.gradeRange })
  .int(FIELD_MESSAGES.gradeRange)
  .min(1, FIELD_MESSAGES.gradeRange)
  .max(5, FIELD_MESSAGES.gradeRange);

/**
 * POST /api/equipment-ratings (spec §7). The stored score and verbatim are those of the chosen grade
 * of the criterion's scale: the server reads them, so a rating always matches its scale. `score` and
 * `verbatim` are accepted for compatibility and ignored.
 */
export const ratingInputSchema = z.object({
  campaignId: idOf(FIELD_MESSAGES.campaignRequired),
  equipmentId: idOf(FIELD_MESSAGES.equipmentRequired),
  criteriaId: idOf(FIELD_MESSAGES.criterionRequired),
  grade,
  score: z.union([z.string(), z.number()]).nullish(),
  verbatim: z.string().nullish(),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** POST /api/equipment-ratings/batch: any number of cells of one campaign, one request, one transaction. */
export const ratingBatchInputSchema = z.object({
  campaignId: idOf(FIELD_MESSAGES.campaignRequired),
  ratings: z
    .array(
      z.object({
        equipmentId: idOf(FIELD_MESSAGES.equipmentRequired),
        criteriaId: idOf(FIELD_MESSAGES.criterionRequired),
        grade,
      }),
    )
    .min(1, FIELD_MESSAGES.noRatingToSave)
    .max(
      BATCH_LIMITS.ratings,
      format(FIELD_MESSAGES.tooManyRatings, { max: frenchNumber(BATCH_LIMITS.ratings) }),
    ),
});
export type RatingBatchInput = z.input<typeof ratingBatchInputSchema>;

export const ratingBatchResultSchema = z
  .object({ saved: z.number().int(), equipmentCount: z.number().int() })
  .meta({ id: "RatingBatchResult" });
export type RatingBatchResult = z.infer<typeof ratingBatchResultSchema>;

/** GET /api/campaigns/{id}/ratings?rater=me: only the signed-in user's own ratings. */
export const ratingsQuerySchema = z.object({ rater: z.enum(["me"]).optional() });

/**
 * GET /api/campaigns/{id}/rating-completeness: how complete the ratings are, criterion by criterion
 * of each profile — a cell is one equipment × one criterion, rated when it holds at least one rating
 * (by anyone). An equipment is completely rated when all its cells are.
 */
export const ratingCompletenessSchema = z
  .object({
    equipmentCount: z.number().int(),
    /** Equipment with every criterion of every profile rated. */
    completeEquipment: z.number().int(),
    ratedCells: z.number().int(),
    totalCells: z.number().int(),
    /** Whole percent of the cells, 99 until every one is rated. */
    percent: z.number().int(),
    complete: z.boolean(),
    profiles: z.array(
      z.object({
        profile: z.string(),
        profileLabel: z.string(),
        ratedCells: z.number().int(),
        totalCells: z.number().int(),
        /** The criteria of the profile that some equipment lack, and how many equipment lack each. */
        missing: z.array(
          z.object({ criterionId: z.number().int(), name: z.string(), equipmentMissing: z.number().int() }),
        ),
      }),
    ),
  })
  .meta({ id: "RatingCompleteness" });
export type RatingCompleteness = z.infer<typeof ratingCompletenessSchema>;
