import { z } from "zod";
import { LINK_KINDS, SUBMISSION_STATUSES } from "../constants";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { idOf } from "../validation";

// ---------------------------------------------------------------------------------------------
// Staff side: the links, what came in, the review gate, the notification of technicians.

export const shareLinkKinds = ["measurement", "rating"] as const;
export type ShareLinkKind = (typeof shareLinkKinds)[number];

/** GET /api/campaigns/{id}/share-links: the campaign's two links, for its managers only. */
export const shareLinksSchema = z
  .object({
    measurement: z.object({ token: z.string(), path: z.string(), url: z.string() }),
    rating: z.object({ token: z.string(), path: z.string(), url: z.string() }),
    /** The company setting: public entries wait for review before they count. */
    reviewRequired: z.boolean(),
    /** Public entries of this campaign waiting for review. */
    pendingCount: z.number().int(),
  })
  .meta({ id: "ShareLinks" });
export type ShareLinks = z.infer<typeof shareLinksSchema>;

export const shareLinkKindParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  kind: z.enum(shareLinkKinds, { error: FIELD_MESSAGES.idInvalid }),
});

/** GET/PUT /api/settings/public-entries: "Valider les saisies publiques avant prise en compte". */
export const publicEntriesSettingInputSchema = z.object({ reviewRequired: z.boolean() });
export const publicEntriesSettingSchema = publicEntriesSettingInputSchema.meta({
  id: "PublicEntriesSetting",
});
export type PublicEntriesSetting = z.infer<typeof publicEntriesSettingSchema>;

/** A public entry as the review list shows it: a measurement, or the ratings of one submission. */
export const submissionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["measurement", "ratings"]),
    status: z.enum(SUBMISSION_STATUSES),
    operatorName: z.string(),
    operatorEmail: z.string().nullable(),
    linkKind: z.enum(LINK_KINDS),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    measurement: z
      .object({
        equipmentId: z.number().int(),
        equipmentName: z.string(),
        value: z.string(),
        unit: z.string(),
        notes: z.string().nullable(),
      })
      .nullable(),
    ratings: z.array(
      z.object({
        equipmentId: z.number().int(),
        equipmentName: z.string(),
        criteriaId: z.number().int(),
        criterionName: z.string(),
        grade: z.number().int(),
        verbatim: z.string(),
      }),
    ),
  })
  .meta({ id: "Submission" });
export type Submission = z.infer<typeof submissionSchema>;

export const submissionsQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  kind: z.enum(["measurement", "ratings"]).optional(),
});

export const REVIEW_BATCH_MAX = 5_000;

/** POST /api/campaigns/{id}/submissions/review: accept or reject some pending entries, or all of them. */
export const reviewInputSchema = z.object({
  decision: z.enum(["accept", "reject"], { error: FIELD_MESSAGES.reviewDecisionUnknown }),
  /** The entries decided; absent: every pending entry of the campaign. */
  submissionIds: z
    .array(idOf(FIELD_MESSAGES.idInvalid))
    .min(1, FIELD_MESSAGES.idInvalid)
    .max(REVIEW_BATCH_MAX, format(FIELD_MESSAGES.tooManySubmissions, { max: frenchNumber(REVIEW_BATCH_MAX) }))
    .optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewResultSchema = z
  .object({ accepted: z.number().int(), rejected: z.number().int() })
  .meta({ id: "ReviewResult" });
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** POST /api/campaigns/{id}/notify-technicians (spec §3 "Notification result"). */
export const notificationResultSchema = z
  .object({
    /** E-mails the SMTP server took. */
    successCount: z.number().int(),
    /** E-mails the SMTP server refused. */
    failureCount: z.number().int(),
    /** E-mails left waiting in the outbox: no SMTP server is configured (decision 019). */
    pendingCount: z.number().int().optional(),
  })
  .meta({ id: "NotificationResult" });
export type NotificationResult = z.infer<typeof notificationResultSchema>;
