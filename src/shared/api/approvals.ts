import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { optionalText } from "../validation";

/**
 * GET/PUT /api/settings/approvals: « Exiger un motif » (off by default). On, forcing a period and
 * reopening a closed campaign without a reason are refused with a French 400 on `reason`.
 */
export const approvalSettingsInputSchema = z.object({
  requireReason: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }),
});
export const approvalSettingsSchema = approvalSettingsInputSchema.meta({ id: "ApprovalSettings" });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/** The reason a change may carry (optional unless « Exiger un motif »): trimmed, empty is none. */
export const optionalReason = optionalText(TEXT_LIMITS.reason);
