import { z } from "zod";
import { instrumentAbilitiesSchema } from "./abilities";
import { calibrationEventSchema, periodChangeSchema } from "./calibration-events";
import { impactReviewSchema } from "./impact-reviews";
import { instrumentSchema } from "./instruments";
import { MEASUREMENT_STATES } from "./measurement-list";

/** GET /api/instruments/{id}: the instrument's life record. */
export const instrumentDetailSchema = instrumentSchema
  .extend({
    createdAt: z.string(),
    /** Today in the company's time zone: the day the status, the chart and the latest event date go by. */
    today: z.string(),
    periodChanges: z.array(periodChangeSchema),
    calibrationEvents: z.array(calibrationEventSchema),
    /** The campaigns it took part in, newest first. */
    campaigns: z.array(
      z.object({
        campaignId: z.number().int(),
        campaignName: z.string(),
        status: z.string(),
        equipmentId: z.number().int(),
        createdAt: z.string(),
        closedAt: z.string().nullable(),
      }),
    ),
    /** The measurements taken with it (through its campaigns' equipment), newest first. */
    measurements: z.array(
      z.object({
        id: z.number().int(),
        campaignId: z.number().int(),
        campaignName: z.string(),
        value: z.number(),
        unit: z.string(),
        operatorName: z.string(),
        notes: z.string().nullable(),
        measurementDate: z.string(),
        /** recorded, corrected (value, unit and notes are the correction's) or withdrawn (decision 020). */
        status: z.enum(MEASUREMENT_STATES),
      }),
    ),
    impactReviews: z.array(impactReviewSchema),
    abilities: instrumentAbilitiesSchema,
  })
  .meta({ id: "InstrumentDetail" });
export type InstrumentDetail = z.infer<typeof instrumentDetailSchema>;
