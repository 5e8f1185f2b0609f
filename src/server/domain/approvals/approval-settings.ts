import type { ApprovalSettings } from "../../../shared/api/approvals";
import { FIELD_MESSAGES } from "../../../shared/messages";
import type { TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { readSwitch, type SwitchSetting, saveSwitch } from "../companies/switch-setting";

/** The company setting « Exiger un motif » (off by default, decision 021). */
const REQUIRE_REASON: SwitchSetting = {
  key: "require_reason",
  description: "Exiger un motif pour forcer une période ou rouvrir une campagne",
  field: "requireReason",
};

/** What a change made without a reason reads everywhere (results, reports, life records, journal). */
export const NO_REASON = "motif non renseigné";

const reasonRequired = (scope: TenantScope) => readSwitch(scope.db, scope.companyId, REQUIRE_REASON);

export async function getApprovalSettings(scope: TenantScope): Promise<ApprovalSettings> {
  return { requireReason: await reasonRequired(scope) };
}

export async function saveApprovalSettings(
  scope: TenantScope,
  { input }: { input: ApprovalSettings },
): Promise<ApprovalSettings> {
  await saveSwitch(scope, REQUIRE_REASON, input.requireReason);
  return { requireReason: input.requireReason };
}

/**
 * The reason of a change, trimmed (null when none was given); under « Exiger un motif » a change
 * without one is refused with a French 400 on `reason`.
 */
export async function reasonFor(
  scope: TenantScope,
  reason: string | null | undefined,
): Promise<string | null> {
  return (await reasonRule(scope))(reason);
}

/**
 * The same rule for the many changes of one call: the setting read once, then each reason checked
 * (5,000 forced periods make one query, not 5,000).
 */
export async function reasonRule(
  scope: TenantScope,
): Promise<(reason: string | null | undefined) => string | null> {
  const required = await reasonRequired(scope);
  return (reason) => {
    const given = reason?.trim() || null;
    if (given === null && required) throw invalidField("reason", FIELD_MESSAGES.reasonRequiredBySetting);
    return given;
  };
}

/** A reason as the record reads it: the reason, or « motif non renseigné ». */
export function reasonText(reason: string | null): string {
  return reason ?? NO_REASON;
}
