import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { optionalText } from "../validation";

const onOff = z.boolean({ error: FIELD_MESSAGES.booleanInvalid });

/**
 * GET/PUT /api/settings/approvals, each off by default:
 * - requireReason, « Exiger un motif »: forcing a period or reopening a closed campaign without a
 *   reason is refused with a French 400 on `reason`;
 * - requireSignature, « Approbation signée obligatoire »: applying periods or closing an impact
 *   review without an electronic signature is refused (SIGNATURE_REQUIRED);
 * - twoPersonRule, « Double validation »: the approver differs from whoever calculated or forced.
 * A PUT sets the settings it names and leaves the others as they are.
 */
export const approvalSettingsInputSchema = z
  .object({
    requireReason: onOff.optional(),
    requireSignature: onOff.optional(),
    twoPersonRule: onOff.optional(),
  })
  // A body naming no setting is refused as before the other two existed: on `requireReason`.
  .refine(
    (input) =>
      input.requireReason !== undefined ||
      input.requireSignature !== undefined ||
      input.twoPersonRule !== undefined,
    { message: FIELD_MESSAGES.booleanInvalid, path: ["requireReason"] },
  );
export const approvalSettingsSchema = z
  .object({ requireReason: z.boolean(), requireSignature: z.boolean(), twoPersonRule: z.boolean() })
  .meta({ id: "ApprovalSettings" });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
export type ApprovalSettingsInput = z.infer<typeof approvalSettingsInputSchema>;

/** The reason a change may carry (optional unless « Exiger un motif »): trimmed, empty is none. */
export const optionalReason = optionalText(TEXT_LIMITS.reason);

/**
 * An electronic signature (21 CFR 11.200): the signer's password typed again, and the meaning of
 * the signature (its subject's standard meaning when none is given).
 */
export const signatureInputSchema = z.object({
  password: z
    .string({ error: FIELD_MESSAGES.passwordRequired })
    .min(1, FIELD_MESSAGES.passwordRequired)
    .max(200, FIELD_MESSAGES.passwordTooLong),
  meaning: optionalText(TEXT_LIMITS.reason),
});
export type SignatureInput = z.input<typeof signatureInputSchema>;

/** The body of apply-periods (spec §7: empty; a signature when the company requires it). */
export const applyPeriodsInputSchema = z
  .object({ signature: signatureInputSchema.optional() })
  .nullish()
  .transform((body) => ({ signature: body?.signature }));

/** A signature as the records show it: who, when, what it means. */
export const signatureSchema = z
  .object({
    id: z.number().int(),
    signerName: z.string(),
    meaning: z.string(),
    signedAt: z.string(),
  })
  .meta({ id: "Signature" });
export type Signature = z.infer<typeof signatureSchema>;
