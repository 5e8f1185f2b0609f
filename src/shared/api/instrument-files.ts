import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { exportFormatQuery } from "./exports";
import { instrumentsQuerySchema } from "./instruments";

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
