import { z } from "zod";
import { LINK_KINDS, MEASUREMENT_UNITS, SUBMISSION_STATUSES } from "../constants";
import { DECIMALS, decimalMax, TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { exportFormatQuery } from "./exports";

/**
 * The public share links (spec §2, §7, DESIGN.md §5): what a visitor without an account reads and
 * sends, and what staff see of it. A token that is unknown, regenerated or of a closed campaign
 * answers 404 `SHARE_LINK_INVALID`: the pages show the spec's 'Campagne introuvable' /
 * 'Campagne non trouvée' from that code.
 */

/** A token in a path: anything else than a token's characters is simply not a link. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const shareTokenParams = z.object({ shareToken: z.string().max(100) });
export const publicTokenParams = z.object({ token: z.string().max(100) });

/**
 * The profiles a public link rates as (spec §6: anonymous visitors rate in the technician profile);
 * `utilisateur_equipement` is the same profile under its criteria name (DESIGN.md §4).
 */
export const PUBLIC_PROFILES = ["technicien", "utilisateur_equipement"] as const;
export type PublicProfile = (typeof PUBLIC_PROFILES)[number];
export const publicProfileParams = z.object({
  token: z.string().max(100),
  profile: z.enum(PUBLIC_PROFILES, { error: FIELD_MESSAGES.profileNotPublic }),
});

/**
 * The secret that makes a visitor of a campaign's rating link the same rater from one visit to the
 * next (decision 017): answered by their first submission, kept by their browser and sent with
 * each later one (and with the read of their ratings, in the RATER_KEY_HEADER header). Without it,
 * a name or an e-mail is a new rater: typing someone's name never reads nor replaces their ratings.
 */
export const RATER_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const RATER_KEY_HEADER = "x-rater-key";
const raterKey = z
  .string({ error: FIELD_MESSAGES.raterKeyInvalid })
  .regex(RATER_KEY_PATTERN, FIELD_MESSAGES.raterKeyInvalid)
  .optional();

/** The operator's identity in the rating page's address (spec §2: `email`, `name`). */
export const publicRaterQuery = z.object({
  email: z.string().trim().max(TEXT_LIMITS.email).optional(),
  name: z.string().trim().max(TEXT_LIMITS.name).optional(),
  /** The rater's key, for a caller that cannot send the RATER_KEY_HEADER header. */
  raterKey,
});

/** GET /api/campaigns/{shareToken}/public and GET /api/public/campaigns/{token}. */
export const publicCampaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    deadline: z.string().nullable(),
    companyName: z.string(),
    equipment: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        serialNumber: z.string(),
        type: z.string().nullable(),
      }),
    ),
    /** True when the company holds public entries for review before they count. */
    reviewRequired: z.boolean(),
    /** A personal link names its technician: the page greets them and ignores `email` / `name`. */
    linkKind: z.enum(LINK_KINDS),
    operator: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
    /**
     * The units each equipment may be measured in (decision 020): those the company set for the
     * types of this campaign's equipment (matched as `unitTypeKey` reads a type), else `defaultUnits`.
     */
    measurementUnits: z.object({
      defaultUnits: z.array(z.string()),
      byType: z.array(z.object({ type: z.string(), units: z.array(z.string()) })),
    }),
  })
  .meta({ id: "PublicCampaign" });
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

/** A client-made id (a UUID) sent with each public POST: a retried POST is stored once. */
const clientSubmissionId = z
  .string({ error: FIELD_MESSAGES.submissionIdInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, FIELD_MESSAGES.submissionIdInvalid)
  .optional();

const VALUE_MAX = decimalMax(DECIMALS.measurementValue);

/**
 * A measured value as typed: a number, or a text with a comma or a point ("12,5", "-0.0003"); at
 * most 4 decimals and within numeric(10, 4) (spec §9). Kept as its exact decimal text.
 */
export const measurementValueSchema = z
  .union([z.number(), z.string()], { error: FIELD_MESSAGES.valueRequired })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? numberText(value) : value.trim().replace(",", ".");
    if (text === "") {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.valueRequired });
      return z.NEVER;
    }
    const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text);
    if (!match || (match[2] === "" && !match[3])) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.valueNotNumber });
      return z.NEVER;
    }
    const decimals = (match[3] ?? "").replace(/0+$/, "");
    if (decimals.length > DECIMALS.measurementValue.scale) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.valueDecimals });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isFinite(number) || Math.abs(number) > VALUE_MAX) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.valueOutOfRange });
      return z.NEVER;
    }
    const whole = (match[2] ?? "").replace(/^0+(?=\d)/, "") || "0";
    const sign = match[1] === "-" && Number(text) !== 0 ? "-" : "";
    return decimals ? `${sign}${whole}.${decimals}` : `${sign}${whole}`;
  });

/** A number's plain decimal text (never "1e-7"): more than 4 decimals stays visible as such. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return "NaN";
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "") : text;
}

/** POST /api/campaigns/{shareToken}/measurements (spec §7, §5). */
export const measurementInputSchema = z.object({
  operatorName: requiredText(
    FIELD_MESSAGES.operatorNameRequired,
    TEXT_LIMITS.name,
    FIELD_MESSAGES.operatorNameTooLong,
  ),
  equipmentId: idOf(FIELD_MESSAGES.equipmentRequired),
  value: measurementValueSchema,
  unit: z.enum(MEASUREMENT_UNITS, { error: FIELD_MESSAGES.unitRequired }),
  notes: optionalText(TEXT_LIMITS.notes, FIELD_MESSAGES.notesTooLong),
  clientSubmissionId,
});
export type MeasurementInput = z.input<typeof measurementInputSchema>;

/** What a public POST answers: the same again for a retried submission (`replayed`). */
export const publicSubmissionResultSchema = z
  .object({
    submissionId: z.number().int(),
    /** accepted: counted now; pending: waits for a campaign manager's review. */
    status: z.enum(["accepted", "pending"]),
    /** True when this submission id had been received before: nothing new was stored. */
    replayed: z.boolean(),
    /** Ratings stored (or waiting) by this submission; 1 for a measurement. */
    count: z.number().int(),
    /**
     * Ratings through a campaign's own rating link: the rater's secret key, to keep and send with
     * their later submissions and reads (the same one again when it was sent).
     */
    raterKey: z.string().optional(),
  })
  .meta({ id: "PublicSubmissionResult" });
export type PublicSubmissionResult = z.infer<typeof publicSubmissionResultSchema>;

/** The public ratings one POST may carry: every criterion of the largest campaign, rated once. */
export const PUBLIC_RATINGS_MAX = 5_000;

/** POST /api/public/campaigns/{token}/ratings (spec §7). */
export const publicRatingInputSchema = z.object({
  operatorName: z
    .string({ error: FIELD_MESSAGES.operatorRequired })
    .trim()
    .min(1, FIELD_MESSAGES.operatorRequired)
    .max(TEXT_LIMITS.name, format(FIELD_MESSAGES.operatorNameTooLong, { limit: TEXT_LIMITS.name })),
  operatorEmail: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, format(FIELD_MESSAGES.tooLong, { limit: TEXT_LIMITS.email }))
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  ratings: z
    .array(
      z.object({
        equipmentId: idOf(FIELD_MESSAGES.equipmentRequired),
        criteriaId: idOf(FIELD_MESSAGES.criterionRequired),
        /** The chosen scale entry's id (spec §3: ratings read with verbatimId). */
        verbatimId: idOf(FIELD_MESSAGES.scaleRequired),
        profile: z.enum(PUBLIC_PROFILES, { error: FIELD_MESSAGES.profileNotPublic }).default("technicien"),
      }),
    )
    .min(1, FIELD_MESSAGES.noRatingToSave)
    .max(
      PUBLIC_RATINGS_MAX,
      format(FIELD_MESSAGES.tooManyPublicRatings, { max: frenchNumber(PUBLIC_RATINGS_MAX) }),
    ),
  clientSubmissionId,
  /** The rater's key from an earlier submission on this campaign's link (ignored on a personal link). */
  raterKey,
});
export type PublicRatingInput = z.input<typeof publicRatingInputSchema>;

/** GET /api/public/campaigns/{token}/rating-criteria/{profile}: the criteria the link rates, with scales. */
export const publicCriterionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    profile: z.string(),
    weight: z.number(),
    scales: z.array(
      z.object({
        id: z.number().int(),
        grade: z.number().int(),
        score: z.string(),
        description: z.string(),
      }),
    ),
  })
  .meta({ id: "PublicCriterion" });
export type PublicCriterion = z.infer<typeof publicCriterionSchema>;

/** GET /api/public/campaigns/{token}/ratings/{profile}: the operator's own ratings so far. */
export const publicRatingSchema = z
  .object({
    equipmentId: z.number().int(),
    criteriaId: z.number().int(),
    verbatimId: z.number().int().nullable(),
    verbatim: z.string(),
    grade: z.number().int(),
    /** True while it waits for review (only when the company reviews public entries). */
    pending: z.boolean(),
  })
  .meta({ id: "PublicRating" });
export type PublicRating = z.infer<typeof publicRatingSchema>;

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
