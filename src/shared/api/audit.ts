import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { isDateInput } from "./dates";
import { exportFormatQuery } from "./exports";

/** How far a rater's work on an equipment has come (spec §3 audit entry status). */
export const AUDIT_ENTRY_STATUSES = ["completed", "in_progress", "pending"] as const;
export type AuditEntryStatus = (typeof AUDIT_ENTRY_STATUSES)[number];

const optionalId = z.coerce
  .number({ error: FIELD_MESSAGES.idInvalid })
  .int(FIELD_MESSAGES.idInvalid)
  .positive(FIELD_MESSAGES.idInvalid)
  .max(2_147_483_647, FIELD_MESSAGES.idInvalid)
  .optional();
const search = z.string().trim().max(200, FIELD_MESSAGES.searchTooLong).optional();

/**
 * GET /api/audit/complete (spec §2 Journal d'Audit, §3 audit entry): one entry per equipment and
 * rater — that rater's grade per criterion, the equipment's OPPERET score and new period — plus one
 * `pending` entry per equipment nobody has rated yet.
 * completed: the equipment has a calculation result; in_progress: rated, not calculated yet.
 */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    campaignId: z.number().int(),
    campaignName: z.string(),
    equipmentId: z.number().int(),
    equipmentName: z.string(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    action: z.string(),
    /** Criterion name → grade (1 to 5). */
    criteriaRatings: z.record(z.string(), z.number().int()),
    /** (G + 2) / 4 × 100, one decimal; null before any calculation. */
    opperetScore: z.number().nullable(),
    /** The effective new period (months); null before any calculation. */
    newPeriod: z.number().int().nullable(),
    timestamp: z.string(),
    status: z.enum(AUDIT_ENTRY_STATUSES),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntriesQuerySchema = z.object({
  campaignId: optionalId,
  userId: z.string().trim().max(36, FIELD_MESSAGES.idInvalid).optional(),
  status: z.enum(AUDIT_ENTRY_STATUSES, { error: FIELD_MESSAGES.auditStatusUnknown }).optional(),
  search,
});
/** GET /api/audit/complete/export: the same filters, and the file's format (CSV unless xlsx). */
export const auditEntriesExportQuerySchema = auditEntriesQuerySchema.extend(exportFormatQuery);
/** The filters as a screen sets them. */
export type AuditEntriesQuery = {
  campaignId?: number;
  userId?: string;
  status?: AuditEntryStatus;
  search?: string;
};

/**
 * A bulk change's detail kept apart from its audit row (issue 23, decision 025): its id, the SHA-256
 * of its canonical JSON text, that text's size in bytes and the rows it lists. The detail itself is
 * read with GET /api/audit/events/{id}/detail (audit-detail.ts, out of the landing page's bundle).
 */
export const auditDetailRefSchema = z
  .object({
    id: z.number().int(),
    sha256: z.string(),
    bytes: z.number().int(),
    rows: z.number().int(),
  })
  .meta({ id: "AuditDetailRef" });
export type AuditDetailRef = z.infer<typeof auditDetailRefSchema>;

/** A summarised row's detail reference, with the summary its row keeps (counts, the run, the ids). */
export const auditBulkDetailSchema = auditDetailRefSchema
  .extend({ summary: z.record(z.string(), z.unknown()) })
  .meta({ id: "AuditBulkDetail" });
export type AuditBulkDetail = z.infer<typeof auditBulkDetailSchema>;

/** One row of the event trail (audit_logs): every action, with its values before and after. */
export const auditEventSchema = z
  .object({
    id: z.number().int(),
    /** Position in the company's chain. */
    seq: z.number().int(),
    createdAt: z.string(),
    actorKind: z.enum(["user", "public", "system"]),
    userId: z.string().nullable(),
    actorName: z.string().nullable(),
    /** The share link of a public actor (`measurement/campaign`, `rating/personal:12`). */
    actorLink: z.string().nullable(),
    action: z.string(),
    tableName: z.string().nullable(),
    recordId: z.string().nullable(),
    campaignId: z.number().int().nullable(),
    description: z.string(),
    outcome: z.enum(["success", "refused", "failed"]),
    oldValues: z.unknown(),
    newValues: z.unknown(),
    details: z.unknown(),
    /** A bulk change's values are kept apart (GET /api/audit/events/{id}/detail): its summary here. */
    bulkDetail: auditBulkDetailSchema.nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The event trail's filters and its page: newest first, `before` the last seq of the previous page. */
export const auditEventsQuerySchema = z.object({
  before: z.coerce
    .number({ error: FIELD_MESSAGES.idInvalid })
    .int(FIELD_MESSAGES.idInvalid)
    .positive(FIELD_MESSAGES.idInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: FIELD_MESSAGES.pageSizeInvalid })
    .int(FIELD_MESSAGES.pageSizeInvalid)
    .min(1, FIELD_MESSAGES.pageSizeInvalid)
    .max(200, FIELD_MESSAGES.pageSizeInvalid)
    .default(50),
  action: z.string().trim().max(50, FIELD_MESSAGES.searchTooLong).optional(),
  tableName: z.string().trim().max(63, FIELD_MESSAGES.searchTooLong).optional(),
  userId: z.string().trim().max(36, FIELD_MESSAGES.idInvalid).optional(),
  campaignId: optionalId,
  outcome: z.enum(["success", "refused", "failed"], { error: FIELD_MESSAGES.auditStatusUnknown }).optional(),
  search,
});
/** The filters and page as a screen sets them. */
export type AuditEventsQuery = {
  before?: number;
  limit?: number;
  action?: string;
  tableName?: string;
  userId?: string;
  campaignId?: number;
  outcome?: AuditEvent["outcome"];
  search?: string;
};

export const auditEventPageSchema = z
  .object({
    events: z.array(auditEventSchema),
    /** The `before` of the next (older) page, null on the last one. */
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: "AuditEventPage" });
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

/** GET /api/audit/verify: the company's chain walked from its first row; the first broken link. */
export const auditVerificationSchema = z
  .object({
    valid: z.boolean(),
    /** Rows checked. */
    checked: z.number().int(),
    firstBroken: z
      .object({
        seq: z.number().int(),
        id: z.number().int().nullable(),
        /** altered: the row no longer matches its hash; rewritten: the row was changed and its hash
         * recomputed (the row after it no longer names it); unlinked: its previous hash is not the row
         * before's; missing: a position of the chain is absent; diverged: at a checkpoint's position
         * the hash is not the checkpoint's (the chain was rewritten up to there); truncated: the chain
         * ends before a checkpoint (its last rows were deleted); detail-altered: the detail a bulk
         * change keeps apart no longer hashes to the SHA-256 its row holds (changed or removed). */
        reason: z.enum([
          "altered",
          "rewritten",
          "unlinked",
          "missing",
          "diverged",
          "truncated",
          "detail-altered",
        ]),
      })
      .nullable(),
    /** The last intact row's position and hash: kept elsewhere, it anchors the chain as it is now. */
    head: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
    verifiedAt: z.string(),
  })
  .meta({ id: "AuditVerification" });
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** A calendar day `YYYY-MM-DD` (a day of Paris, the company's time zone), optional. */
const optionalDay = z
  .string({ error: FIELD_MESSAGES.dayInvalid })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isDateInput(value), FIELD_MESSAGES.dayInvalid)
  .optional();

/**
 * GET /api/audit/events/export: the event trail from `from` to `to` (days of Paris, both included;
 * without them, the whole trail), as CSV or, with `format=xlsx`, an Excel workbook.
 */
export const auditEventsExportQuerySchema = z
  .object({ from: optionalDay, to: optionalDay, ...exportFormatQuery })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: FIELD_MESSAGES.dayRangeReversed,
  });
export type AuditEventsExportQuery = { from?: string; to?: string; format?: "csv" | "xlsx" };

/**
 * GET /api/audit/checkpoints: the head of the chain at each report, each day it moved (sent to the
 * administrators by e-mail) and when asked (issue 23), newest first.
 */
export const auditCheckpointSchema = z
  .object({
    position: z.number().int(),
    hash: z.string(),
    reason: z.enum(["report", "daily", "manual"]),
    createdAt: z.string(),
  })
  .meta({ id: "AuditCheckpoint" });
export type AuditCheckpointView = z.infer<typeof auditCheckpointSchema>;
