import { z } from "zod";
import { MEASUREMENT_UNITS } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { measurementValueSchema } from "./public-links";

/**
 * Measurements you can trust (issue 21, decision 020): the units allowed per instrument type, and a
 * staff member's correction or withdrawal of a measurement, each with its reason. The measurement
 * as entered is never changed: a correction is a new version of it, kept with the others.
 */

export const measurementIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });

const unit = z.enum(MEASUREMENT_UNITS, { error: FIELD_MESSAGES.unitRequired });
const reason = requiredText(FIELD_MESSAGES.measurementReasonRequired, TEXT_LIMITS.notes);

/** POST /api/measurements/{id}/corrections: the measurement as it should read, and why. */
export const measurementCorrectionInputSchema = z.object({
  value: measurementValueSchema,
  unit,
  notes: optionalText(TEXT_LIMITS.notes, FIELD_MESSAGES.notesTooLong),
  reason,
});
export type MeasurementCorrectionInput = z.input<typeof measurementCorrectionInputSchema>;

/** POST /api/measurements/{id}/withdrawal: it no longer counts, and why. */
export const measurementWithdrawalInputSchema = z.object({ reason });
export type MeasurementWithdrawalInput = z.input<typeof measurementWithdrawalInputSchema>;

/** The most units one type may keep: the whole catalogue. */
export const UNITS_PER_TYPE_MAX = MEASUREMENT_UNITS.length;

/**
 * PUT /api/settings/measurement-units: the units of one instrument type; an empty list gives the type
 * the whole catalogue back.
 */
export const measurementUnitsInputSchema = z.object({
  type: requiredText(
    FIELD_MESSAGES.instrumentTypeRequired,
    TEXT_LIMITS.type,
    FIELD_MESSAGES.equipmentTypeTooLong,
  ),
  units: z
    .array(unit, { error: FIELD_MESSAGES.unitRequired })
    .max(UNITS_PER_TYPE_MAX, format(FIELD_MESSAGES.unitsTooMany, { max: UNITS_PER_TYPE_MAX }))
    .refine((units) => new Set(units).size === units.length, FIELD_MESSAGES.unitsTwice),
});
export type MeasurementUnitsInput = z.input<typeof measurementUnitsInputSchema>;

/** GET (and PUT) /api/settings/measurement-units: each type the company uses, with its units. */
export const measurementUnitsSettingSchema = z
  .object({
    /** What a type without units of its own offers: the whole catalogue. */
    defaultUnits: z.array(z.string()),
    types: z.array(
      z.object({
        type: z.string(),
        /** The units set for the type, in the catalogue's order; null: the whole catalogue. */
        units: z.array(z.string()).nullable(),
        /** Instruments of the Parc of this type. */
        instrumentCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: "MeasurementUnitsSetting" });
export type MeasurementUnitsSetting = z.infer<typeof measurementUnitsSettingSchema>;
