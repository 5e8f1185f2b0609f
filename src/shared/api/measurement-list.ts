import { z } from "zod";
import { LINK_KINDS, MEASUREMENT_UNITS } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf } from "../validation";
import { exportFormatQuery } from "./exports";

/** The stored measurements as staff see them (the "Mesures" view), and their states (decision 020). */

/** A measurement's state: as entered, corrected, or withdrawn (decision 020). */
export const MEASUREMENT_STATES = ["recorded", "corrected", "withdrawn"] as const;
export type MeasurementState = (typeof MEASUREMENT_STATES)[number];

/** One correction of a measurement, or its withdrawal: the version it left, who, when, why. */
export const measurementCorrectionSchema = z
  .object({
    id: z.number().int(),
    action: z.enum(["corrected", "withdrawn"]),
    /** The measurement as this correction left it (a withdrawal keeps the version it withdrew). */
    value: z.string(),
    unit: z.string(),
    notes: z.string().nullable(),
    reason: z.string(),
    byName: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "MeasurementCorrection" });
export type MeasurementCorrection = z.infer<typeof measurementCorrectionSchema>;

/** A stored measurement as staff see it (the "Mesures" view). */
export const measurementSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    equipmentId: z.number().int(),
    equipmentName: z.string(),
    serialNumber: z.string(),
    /** The instrument's type, whose units a correction may use (decision 020). */
    equipmentType: z.string().nullable(),
    operatorName: z.string(),
    operatorEmail: z.string().nullable(),
    /** Exact decimal text, point as separator ("12.5"). */
    value: z.string(),
    unit: z.string(),
    notes: z.string().nullable(),
    measurementDate: z.string(),
    /** campaign: the campaign's shared link; personal: a technician's link; null: entered by staff. */
    linkKind: z.enum(LINK_KINDS).nullable(),
    /**
     * recorded: as entered; corrected: `value`, `unit` and `notes` are those of its last correction;
     * withdrawn: it no longer counts (it stays listed, with its reason). Decision 020.
     */
    status: z.enum(MEASUREMENT_STATES),
    /** What was entered, never changed. */
    original: z.object({ value: z.string(), unit: z.string(), notes: z.string().nullable() }),
    /** Its corrections and its withdrawal, oldest first: each with what it left and why. */
    corrections: z.array(measurementCorrectionSchema),
    /** What the signed-in user may do to it now. */
    abilities: z.object({ correct: z.boolean(), withdraw: z.boolean() }),
  })
  .meta({ id: "Measurement" });
export type Measurement = z.infer<typeof measurementSchema>;

const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateInvalid)
  .optional();

/** Filters of the "Mesures" view and of its CSV export. */
export const measurementsQuerySchema = z.object({
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
  equipmentId: idOf(FIELD_MESSAGES.equipmentRequired).optional(),
  unit: z.enum(MEASUREMENT_UNITS, { error: FIELD_MESSAGES.unitRequired }).optional(),
  /** First and last day included, yyyy-MM-dd (Paris time). */
  from: optionalDay,
  to: optionalDay,
});
/** GET /api/campaigns/{id}/measurements/export: the view's filters, and the file's format. */
export const measurementsExportQuerySchema = measurementsQuerySchema.extend(exportFormatQuery);
/** The filters as a screen sets them. */
export type MeasurementsQuery = {
  search?: string;
  equipmentId?: number;
  unit?: (typeof MEASUREMENT_UNITS)[number];
  from?: string;
  to?: string;
};

export const measurementListSchema = z
  .object({ items: z.array(measurementSchema), total: z.number().int() })
  .meta({ id: "MeasurementList" });
export type MeasurementList = z.infer<typeof measurementListSchema>;
