import { z } from "zod";
import { CALIBRATION_EVENT_RESULTS, IMPACT_DECISIONS, INSTRUMENT_STATUSES } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import {
  calibrationEventAbilitiesSchema,
  impactReviewAbilitiesSchema,
  instrumentAbilitiesSchema,
} from "./abilities";
import { signatureInputSchema, signatureSchema } from "./approvals";
import { isDateInput } from "./dates";
import { periodMonths } from "./equipment";
import { exportFormatQuery } from "./exports";
import { MEASUREMENT_STATES } from "./public-links";

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

export const impactItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["measurement", "campaign"]),
    measurementId: z.number().int().nullable(),
    campaignId: z.number().int().nullable(),
    label: z.string(),
    occurredAt: z.string().nullable(),
    decision: z.enum(IMPACT_DECISIONS).nullable(),
    note: z.string().nullable(),
    decidedByName: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /**
     * A measurement corrected or withdrawn since the review listed it (decision 020): what it reads
     * now (`label` as the review words it), why, and when. Null: as listed.
     */
    correction: z
      .object({
        status: z.enum(["corrected", "withdrawn"]),
        label: z.string(),
        reason: z.string(),
        at: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "ImpactItem" });
export type ImpactItem = z.infer<typeof impactItemSchema>;

/**
 * A public measurement of the review's period still waiting for a campaign manager's review: not a
 * measurement yet (it counts only once accepted), listed so that nothing taken with the instrument is
 * left out. Accepted, it joins the review as an item (a closed review then reopens); rejected, it
 * was never a measurement.
 */
export const impactPendingMeasurementSchema = z
  .object({
    submissionId: z.number().int(),
    campaignId: z.number().int(),
    /** As an item reads: value, unit, operator, campaign. */
    label: z.string(),
    submittedAt: z.string(),
  })
  .meta({ id: "ImpactPendingMeasurement" });
export type ImpactPendingMeasurement = z.infer<typeof impactPendingMeasurementSchema>;

export const impactReviewSchema = z
  .object({
    id: z.number().int(),
    instrumentId: z.number().int(),
    eventId: z.number().int(),
    sinceDate: z.string().nullable(),
    untilDate: z.string(),
    status: z.enum(["open", "closed"]),
    conclusion: z.string().nullable(),
    openedAt: z.string(),
    openedByName: z.string().nullable(),
    closedAt: z.string().nullable(),
    closedByName: z.string().nullable(),
    /** The electronic signature that closed it, null when closed without one (or open). */
    signature: signatureSchema.nullable(),
    items: z.array(impactItemSchema),
    /** Public measurements of the period waiting for review (see ImpactPendingMeasurement). */
    pendingMeasurements: z.array(impactPendingMeasurementSchema),
    /**
     * An open review that was closed before and reopened by a measurement accepted since: its last
     * closing, as it was. Null otherwise (a closed review's closing is `closedAt`, `conclusion`…).
     */
    previousClosing: z
      .object({
        closedAt: z.string(),
        closedByName: z.string().nullable(),
        conclusion: z.string().nullable(),
      })
      .nullable(),
    /** The instrument under review, as the review screen names it. */
    instrumentName: z.string(),
    instrumentReference: z.string(),
    abilities: impactReviewAbilitiesSchema,
  })
  .meta({ id: "ImpactReview" });
export type ImpactReview = z.infer<typeof impactReviewSchema>;

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

/** PATCH /api/impact-reviews/{id}/items/{itemId}. */
export const impactDecisionInputSchema = z.object({
  decision: z.enum(IMPACT_DECISIONS, { error: FIELD_MESSAGES.impactDecisionUnknown }),
  note: optionalText(TEXT_LIMITS.notes),
});
export type ImpactDecisionInput = z.input<typeof impactDecisionInputSchema>;

/** POST /api/impact-reviews/{id}/close: every item decided first. */
export const impactCloseInputSchema = z.object({
  conclusion: requiredText(FIELD_MESSAGES.conclusionRequired, TEXT_LIMITS.notes),
  /** The approver's electronic signature (issue 23): required under « Approbation signée obligatoire ». */
  signature: signatureInputSchema.optional(),
});
export type ImpactCloseInput = z.input<typeof impactCloseInputSchema>;

/**
 * POST /api/instruments/import: the CSV of the Parc, header `nom,reference,type,emplacement,
 * periode_mois,dernier_etalonnage` (the export's first columns), by reference: new instruments are
 * created, known ones updated. Every line is checked first: a refused line refuses the import, named by line.
 * A known instrument's last calibration date and period never change by an import (issue 22): each
 * line that would change them is answered in `notices`, present only when there is one.
 */
export const instrumentImportInputSchema = z.object({
  csv: z.string({ error: FIELD_MESSAGES.importNothingPasted }).max(5_000_000, FIELD_MESSAGES.importTooLarge),
});
export const INSTRUMENT_IMPORT_HISTORY_FIELDS = ["lastCalibrationDate", "currentPeriod"] as const;
/** A line of the file whose date or period was not applied: kept, and said in French (`message`). */
export const instrumentImportNoticeSchema = z
  .object({
    /** The line in the file (the header is line 1). */
    line: z.number().int(),
    reference: z.string(),
    instrumentId: z.number().int(),
    field: z.enum(INSTRUMENT_IMPORT_HISTORY_FIELDS),
    /** The stored value, kept (a date `YYYY-MM-DD` or null, a period in months). */
    before: z.union([z.string(), z.number().int()]).nullable(),
    /** The file's value, not applied. */
    after: z.union([z.string(), z.number().int()]),
    /** « Ligne 3 : la période (6 → 24 mois) ne change pas par un import : utilisez un événement d'étalonnage … » */
    message: z.string(),
  })
  .meta({ id: "InstrumentImportNotice" });
export type InstrumentImportNotice = z.infer<typeof instrumentImportNoticeSchema>;
export const instrumentImportResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    notices: z.array(instrumentImportNoticeSchema).optional(),
  })
  .meta({ id: "InstrumentImportResult" });
export type InstrumentImportResult = z.infer<typeof instrumentImportResultSchema>;

export const instrumentIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
export const calibrationEventParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  eventId: idOf(FIELD_MESSAGES.idInvalid),
});
export const impactReviewParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
export const impactItemParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  itemId: idOf(FIELD_MESSAGES.idInvalid),
});

/** The list's filters and sort, without its page: what the export and the labels read. */
export const instrumentFiltersSchema = instrumentsQuerySchema.omit({ page: true, pageSize: true });

/** GET /api/instruments/export: the list's filters and sort (every matching row), and the file's format. */
export const instrumentsExportQuerySchema = instrumentFiltersSchema.extend(exportFormatQuery);

/** The most labels one sheet request prints. */
export const LABELS_MAX = 1000;

/**
 * GET /api/instruments/labels.pdf?ids=1,2,3: the labels of these instruments; without ids, of every
 * instrument the list's filters match (LABELS_MAX at most), in the list's order.
 */
export const instrumentLabelsQuerySchema = instrumentFiltersSchema.extend({
  ids: z
    .string({ error: FIELD_MESSAGES.idInvalid })
    .trim()
    .max(12 * LABELS_MAX, FIELD_MESSAGES.idInvalid)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const ids = value.split(",").map((part) => part.trim());
      const valid = ids.every(
        (id) => /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= 2_147_483_647,
      );
      if (!valid || ids.length > LABELS_MAX) {
        ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.idInvalid });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    }),
});

/**
 * The Parc's CSV: the import's six columns first (the fixture's header, so that an export imports
 * back), then what the export adds.
 */
export const INSTRUMENT_IMPORT_COLUMNS = [
  "nom",
  "reference",
  "type",
  "emplacement",
  "periode_mois",
  "dernier_etalonnage",
] as const;
export const INSTRUMENT_EXPORT_COLUMNS = [
  ...INSTRUMENT_IMPORT_COLUMNS,
  "prochaine_echeance",
  "statut",
  "quarantaine",
] as const;
