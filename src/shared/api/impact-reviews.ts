import { z } from "zod";
import { IMPACT_DECISIONS } from "../constants";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { impactReviewAbilitiesSchema } from "./abilities";
import { signatureInputSchema, signatureSchema } from "./approvals";

/** The impact reviews of out-of-tolerance findings (ISO/IEC 17025 §7.10). */

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

export const impactReviewParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
export const impactItemParams = z.object({
  id: idOf(FIELD_MESSAGES.idInvalid),
  itemId: idOf(FIELD_MESSAGES.idInvalid),
});
