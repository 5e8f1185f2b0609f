import { z } from "zod";
import { POINT_PHASES } from "../conformity/decide-event";
import { DECISION_RULES, POINT_DECISIONS } from "../conformity/decide-point";
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

/** Largest magnitude of a point's value: a value beyond it is a typing slip, not a measurement. */
export const POINT_VALUE_BOUND = 1e15;

/**
 * A point's value as typed or read from a certificate ("0,012", "1.5e-3", 0.012); empty is none. Kept
 * as the decimal text it was written in, so that the database stores it exactly.
 */
const optionalMeasure = z
  .union([z.number(), z.string()], { error: FIELD_MESSAGES.pointValueInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim().replace(",", ".");
    if (text === "") return null;
    const number = Number(text);
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) || !(Math.abs(number) < POINT_VALUE_BOUND)) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.pointValueInvalid });
      return z.NEVER;
    }
    return number;
  });

/**
 * One point of a calibration (decision 032): its error (or the indication and the reference it is
 * worked out from), its expanded uncertainty U and coverage factor k (2 when not given), and its
 * tolerance when it has its own (lower and upper limits, or a symmetric ±mpe); otherwise the event's
 * mpe, then the instrument type's tolerance (Paramètres) apply.
 */
export const calibrationPointInputSchema = z
  .object({
    phase: z.enum(POINT_PHASES, { error: FIELD_MESSAGES.pointPhaseUnknown }),
    quantity: optionalText(TEXT_LIMITS.name),
    nominal: optionalMeasure,
    reference: optionalMeasure,
    indication: optionalMeasure,
    error: optionalMeasure,
    unit: optionalText(60),
    expandedUncertainty: optionalMeasure.refine(
      (u) => u === null || u >= 0,
      FIELD_MESSAGES.uncertaintyNegative,
    ),
    coverageFactor: optionalMeasure.refine((k) => k === null || k > 0, FIELD_MESSAGES.coverageFactorInvalid),
    toleranceLower: optionalMeasure,
    toleranceUpper: optionalMeasure,
    mpe: optionalMeasure.refine((t) => t === null || t > 0, FIELD_MESSAGES.mpeNotPositive),
  })
  .superRefine((point, ctx) => {
    if (point.error === null && (point.indication === null || point.reference === null))
      ctx.addIssue({ code: "custom", path: ["error"], message: FIELD_MESSAGES.pointErrorRequired });
    if ((point.toleranceLower === null) !== (point.toleranceUpper === null))
      ctx.addIssue({
        code: "custom",
        path: [point.toleranceLower === null ? "toleranceLower" : "toleranceUpper"],
        message: FIELD_MESSAGES.toleranceBothLimits,
      });
    else if (
      point.toleranceLower !== null &&
      point.toleranceUpper !== null &&
      point.toleranceUpper <= point.toleranceLower
    )
      ctx.addIssue({ code: "custom", path: ["toleranceUpper"], message: FIELD_MESSAGES.toleranceOrder });
  });
export type CalibrationPointInput = z.input<typeof calibrationPointInputSchema>;

/** Points per event, as found and as left together. */
export const POINTS_PER_EVENT = 200;

/**
 * POST /api/instruments/{id}/calibration-events (fields of the issue). With points, the result is
 * decided from them and may be left out; a result typed that contradicts them is refused.
 */
export const calibrationEventInputSchema = z.object({
  date: dayInput(FIELD_MESSAGES.calibrationDateInvalid),
  provider: optionalText(TEXT_LIMITS.name),
  certificateReference: optionalText(TEXT_LIMITS.reference),
  result: z.enum(CALIBRATION_EVENT_RESULTS, { error: FIELD_MESSAGES.calibrationResultUnknown }).nullish(),
  asFoundError: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  asLeftError: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  mpe: optionalDecimal(FIELD_MESSAGES.calibrationErrorInvalid),
  notes: optionalText(TEXT_LIMITS.notes),
  points: z
    .array(calibrationPointInputSchema, { error: FIELD_MESSAGES.pointsInvalid })
    .max(POINTS_PER_EVENT, FIELD_MESSAGES.tooManyPoints)
    .nullish()
    .transform((points) => points ?? []),
});
export type CalibrationEventInput = z.input<typeof calibrationEventInputSchema>;

/** PUT /api/instruments/{id}/calibration-events/{eventId}: a correction says why. */
export const calibrationEventCorrectionSchema = calibrationEventInputSchema.extend({
  reason: requiredText(FIELD_MESSAGES.correctionReasonRequired, TEXT_LIMITS.notes),
});
export type CalibrationEventCorrection = z.input<typeof calibrationEventCorrectionSchema>;

export const calibrationPointSchema = z
  .object({
    id: z.number().int(),
    phase: z.enum(POINT_PHASES),
    position: z.number().int(),
    quantity: z.string().nullable(),
    nominal: z.number().nullable(),
    reference: z.number().nullable(),
    indication: z.number().nullable(),
    error: z.number(),
    unit: z.string().nullable(),
    expandedUncertainty: z.number(),
    coverageFactor: z.number(),
    toleranceLower: z.number(),
    toleranceUpper: z.number(),
    decision: z.enum(POINT_DECISIONS),
    /** Test uncertainty ratio, half the tolerance over U (k = 2); null when U = 0. */
    tur: z.number().nullable(),
    acceptanceLower: z.number(),
    acceptanceUpper: z.number(),
    guardBandFactor: z.number(),
    /** Global probability of false accept (a fraction), for an in-tolerance probability of 95 %. */
    falseAcceptRisk: z.number(),
  })
  .meta({ id: "CalibrationPoint" });
export type CalibrationPoint = z.infer<typeof calibrationPointSchema>;

export const certificateStatementSchema = z.object({
  conformity: z.string().nullable(),
  text: z.string().nullable(),
});

/** The Digital Calibration Certificate an event was imported from. */
export const calibrationCertificateSchema = z
  .object({
    id: z.number().int(),
    uniqueIdentifier: z.string(),
    schemaVersion: z.string(),
    laboratory: z.string().nullable(),
    fileName: z.string().nullable(),
    sha256: z.string(),
    /** The certificate's own conformity statements, shown beside Calibra's decision. */
    statements: z.array(certificateStatementSchema),
    importedAt: z.string(),
    importedByName: z.string().nullable(),
  })
  .meta({ id: "CalibrationCertificate" });
export type CalibrationCertificate = z.infer<typeof calibrationCertificateSchema>;

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
    /** The rule its points were decided under, and the worst as-found and as-left decisions. */
    decisionRule: z.enum(DECISION_RULES).nullable(),
    decision: z.enum(POINT_DECISIONS).nullable(),
    asLeftDecision: z.enum(POINT_DECISIONS).nullable(),
    points: z.array(calibrationPointSchema),
    certificate: calibrationCertificateSchema.nullable(),
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

/** POST /api/instruments/{id}/certificates and POST /api/certificates: the event a DCC gave. */
export const certificateImportSchema = z
  .object({
    /** False: the same file was imported before, nothing was added. */
    created: z.boolean(),
    instrumentId: z.number().int(),
    event: calibrationEventSchema,
  })
  .meta({ id: "CertificateImport" });
export type CertificateImport = z.infer<typeof certificateImportSchema>;

/** The file's name, as the browser gave it, when the XML is sent as the body. */
export const certificateImportQuerySchema = z.object({
  fileName: optionalText(TEXT_LIMITS.fileName),
});

export const certificateFileParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  certificateId: idOf(FIELD_MESSAGES.idInvalid),
});

/** POST /api/instruments/{id}/calibration-events/decision: the points to decide, nothing written. */
export const decisionPreviewInputSchema = calibrationEventInputSchema.pick({
  asFoundError: true,
  asLeftError: true,
  mpe: true,
  points: true,
});
export type DecisionPreviewInput = z.input<typeof decisionPreviewInputSchema>;

/** The points decided as the event would be, under the instrument's rule, and the result they give. */
export const decisionPreviewSchema = z
  .object({
    decisionRule: z.enum(DECISION_RULES),
    decision: z.enum(POINT_DECISIONS).nullable(),
    asLeftDecision: z.enum(POINT_DECISIONS).nullable(),
    /** The result the points give; null without points. */
    result: z.enum(CALIBRATION_EVENT_RESULTS).nullable(),
    points: z.array(calibrationPointSchema.omit({ id: true })),
  })
  .meta({ id: "DecisionPreview" });
export type DecisionPreview = z.infer<typeof decisionPreviewSchema>;

/** `?format=xml|xlsx` of an event's DCC export: the XML skeleton unless the workbook is asked for. */
export const eventDccQuerySchema = z.object({
  format: z.enum(["xml", "xlsx"], { error: FIELD_MESSAGES.dccFormatUnknown }).default("xml"),
});
