import { z } from "zod";
import { CALIBRATION_EVENT_RESULTS } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { calibrationEventAbilitiesSchema } from "./abilities";
import { dayInput } from "./instruments";

/** An instrument's calibration events and the changes of its period (its life record). */

/** A decimal as typed ("0,012" or "0.012"), within numeric(12, 6); empty is none. */
const optionalDecimal = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = String(value).trim().replace(",", ".");
      if (text === "") return null;
      if (!/^[-+]?\d+(\.\d+)?$/.test(text) || Math.abs(Number(text)) >= 1_000_000) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const [, decimals = ""] = text.split(".");
      if (decimals.length > 6) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text);
    });

/** POST /api/instruments/{id}/calibration-events (fields of the issue). */
export const calibrationEventInputSchema = z.object({
  date: dayInput(FIELD_MESSAGES.calibrationDateInvalid),
  provider: optionalText(TEXT_LIMITS.name),
  certificateReference: optionalText(TEXT_LIMITS.reference),
  result: z.enum(CALIBRATION_EVENT_RESULTS, { error: FIELD_MESSAGES.calibrationResultUnknown }),
  asFoundError: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  asLeftError: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  mpe: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  notes: optionalText(TEXT_LIMITS.notes),
});
export type CalibrationEventInput = z.input<typeof calibrationEventInputSchema>;

/** PUT /api/instruments/{id}/calibration-events/{eventId}: a correction says why. */
export const calibrationEventCorrectionSchema = calibrationEventInputSchema.extend({
  reason: requiredText(FIELD_MESSAGES.correctionReasonRequired, TEXT_LIMITS.notes),
});
export type CalibrationEventCorrection = z.input<typeof calibrationEventCorrectionSchema>;

export const calibrationEventSchema = z
  .object({
    id: z.number().int(),
    instrumentId: z.number().int(),
    date: z.string(),
    provider: z.string().nullable(),
    certificateReference: z.string().nullable(),
    result: z.enum(CALIBRATION_EVENT_RESULTS),
    asFoundError: z.number().nullable(),
    asLeftError: z.number().nullable(),
    mpe: z.number().nullable(),
    notes: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    correctionReason: z.string().nullable(),
    correctedAt: z.string().nullable(),
    correctedByName: z.string().nullable(),
    /** The impact review it opened (a non-conforming result), if any. */
    impactReviewId: z.number().int().nullable(),
    abilities: calibrationEventAbilitiesSchema,
  })
  .meta({ id: "CalibrationEvent" });
export type CalibrationEvent = z.infer<typeof calibrationEventSchema>;

export const periodChangeSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int().nullable(),
    campaignName: z.string().nullable(),
    oldPeriod: z.number().int(),
    computedPeriod: z.number().int().nullable(),
    forcedPeriod: z.number().int().nullable(),
    /** Why it was forced (null: « motif non renseigné », or not forced): decision 021. */
    forcedReason: z.string().nullable(),
    /** The Parc's period just before, when it differed from the one the calculation used (oldPeriod). */
    parcPeriod: z.number().int().nullable(),
    /** The calculation run applied. */
    runId: z.number().int().nullable(),
    appliedPeriod: z.number().int(),
    appliedBy: z.string().nullable(),
    appliedByName: z.string().nullable(),
    appliedAt: z.string(),
  })
  .meta({ id: "PeriodChange" });
export type PeriodChange = z.infer<typeof periodChangeSchema>;

export const calibrationEventParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  eventId: idOf(FIELD_MESSAGES.idInvalid),
});
