import { z } from "zod";
import { INSTRUMENT_STATUSES } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { isDateInput } from "./dates";
import { periodMonths } from "./equipment";

/**
 * The instrument inventory (the Parc), its life record ("fiche de vie"), calibration events and the
 * impact reviews of out-of-tolerance findings (ISO/IEC 17025 §7.10). Dates of day are `YYYY-MM-DD`,
 * instants ISO 8601.
 */

/** A day (`2026-11-24`), a real one, within the years a person means. */
export const dayInput = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isDateInput(v), message);

export const instrumentStatusSchema = z.enum(INSTRUMENT_STATUSES);

/** One instrument as the Parc lists it (issue fields kept as named). */
export const instrumentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    reference: z.string(),
    type: z.string().nullable(),
    location: z.string().nullable(),
    currentPeriod: z.number().int(),
    lastCalibrationDate: z.string().nullable(),
    nextDueDate: z.string().nullable(),
    /**
     * quarantined: an impact review of a non-conforming calibration is open (out of use, whatever its
     * due date); otherwise overdue: past its due date; due_soon: within the company's warning window;
     * ok; unknown: never calibrated.
     */
    status: instrumentStatusSchema,
    /** Whether an impact review is open: the same as status "quarantined". */
    quarantined: z.boolean(),
  })
  .meta({ id: "Instrument" });
export type Instrument = z.infer<typeof instrumentSchema>;

export const INSTRUMENT_SORTS = [
  "name",
  "-name",
  "reference",
  "-reference",
  "type",
  "-type",
  "location",
  "-location",
  "nextDueDate",
  "-nextDueDate",
  "lastCalibrationDate",
  "-lastCalibrationDate",
  "currentPeriod",
  "-currentPeriod",
  "status",
  "-status",
] as const;
export type InstrumentSort = (typeof INSTRUMENT_SORTS)[number];

/** GET /api/instruments: search, filters, sort (a leading "-" is descending), page (from 1). */
export const instrumentsQuerySchema = z.object({
  search: z.string().trim().max(200, FIELD_MESSAGES.searchTooLong).optional(),
  status: z.enum(INSTRUMENT_STATUSES, { error: FIELD_MESSAGES.instrumentStatusUnknown }).optional(),
  type: z.string().trim().max(TEXT_LIMITS.type).optional(),
  location: z.string().trim().max(TEXT_LIMITS.name).optional(),
  quarantined: z.enum(["true", "false"], { error: FIELD_MESSAGES.booleanInvalid }).optional(),
  sort: z.enum(INSTRUMENT_SORTS, { error: FIELD_MESSAGES.sortUnknown }).default("nextDueDate"),
  page: z.coerce
    .number({ error: FIELD_MESSAGES.pageInvalid })
    .int(FIELD_MESSAGES.pageInvalid)
    .min(1, FIELD_MESSAGES.pageInvalid)
    .max(1_000_000, FIELD_MESSAGES.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: FIELD_MESSAGES.pageSizeInvalid })
    .int(FIELD_MESSAGES.pageSizeInvalid)
    .min(1, FIELD_MESSAGES.pageSizeInvalid)
    .max(200, FIELD_MESSAGES.pageSizeInvalid)
    .default(50),
});
/** The filters and page as a screen sets them. */
export type InstrumentsQuery = {
  search?: string;
  status?: Instrument["status"];
  type?: string;
  location?: string;
  quarantined?: "true" | "false";
  sort?: InstrumentSort;
  page?: number;
  pageSize?: number;
};

export const instrumentPageSchema = z
  .object({
    items: z.array(instrumentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The company's warning window, in days (amber before the due date). */
    warningDays: z.number().int(),
    /** Today in the company's time zone (decision 026), the day the statuses are reckoned from. */
    today: z.string(),
    /** How many instruments of each status the other filters keep (the status filter aside). */
    statusCounts: z.object({
      quarantined: z.number().int(),
      overdue: z.number().int(),
      due_soon: z.number().int(),
      ok: z.number().int(),
      unknown: z.number().int(),
    }),
    /** The types and locations in use, for the filters. */
    types: z.array(z.string()),
    locations: z.array(z.string()),
  })
  .meta({ id: "InstrumentPage" });
export type InstrumentPage = z.infer<typeof instrumentPageSchema>;

/** PUT /api/instruments/{id}: what staff edit of an instrument; its period changes by campaigns. */
export const instrumentUpdateSchema = z.object({
  name: requiredText(FIELD_MESSAGES.nameRequired, TEXT_LIMITS.name),
  type: optionalText(TEXT_LIMITS.type),
  location: optionalText(TEXT_LIMITS.name),
});
export type InstrumentUpdate = z.input<typeof instrumentUpdateSchema>;

/**
 * POST /api/instruments: one instrument added by hand (the CSV import adds many), unique by
 * reference in the company; its last calibration, when known, sets its first due date.
 */
export const instrumentCreateSchema = instrumentUpdateSchema.extend({
  reference: requiredText(
    FIELD_MESSAGES.referenceRequired,
    TEXT_LIMITS.reference,
    FIELD_MESSAGES.referenceTooLong,
  ),
  currentPeriod: periodMonths,
  lastCalibrationDate: dayInput(FIELD_MESSAGES.lastCalibrationDateInvalid)
    .nullish()
    .transform((day) => day ?? null),
});
export type InstrumentCreate = z.input<typeof instrumentCreateSchema>;

export const instrumentIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
