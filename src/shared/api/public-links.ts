import { z } from "zod";
import { LINK_KINDS, MEASUREMENT_UNITS } from "../constants";
import { DECIMALS, decimalMax, TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";

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
