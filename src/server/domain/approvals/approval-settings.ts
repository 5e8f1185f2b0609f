import type { ApprovalSettings, ApprovalSettingsInput } from "../../../shared/api/approvals";
import { FIELD_MESSAGES } from "../../../shared/messages";
import type { TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { readSwitch, type SwitchSetting, saveSwitch } from "../companies/switch-setting";
import { REQUIRE_SIGNATURE, TWO_PERSON_RULE } from "./signatures";

/** The company setting « Exiger un motif » (off by default, decision 021). */
const REQUIRE_REASON: SwitchSetting = {
  key: "require_reason",
  description: "Exiger un motif pour forcer une période ou rouvrir une campagne",
  field: "requireReason",
};

/** What a change made without a reason reads everywhere (results, reports, life records, journal). */
export const NO_REASON = "motif non renseigné";

const reasonRequired = (scope: TenantScope) => readSwitch(scope.db, scope.companyId, REQUIRE_REASON);

/** The company's approval settings, by their API field. */
const SETTINGS = {
  requireReason: REQUIRE_REASON,
  requireSignature: REQUIRE_SIGNATURE,
  twoPersonRule: TWO_PERSON_RULE,
} satisfies Record<keyof ApprovalSettings, SwitchSetting>;

export async function getApprovalSettings(scope: TenantScope): Promise<ApprovalSettings> {
  return {
    requireReason: await readSwitch(scope.db, scope.companyId, REQUIRE_REASON),
    requireSignature: await readSwitch(scope.db, scope.companyId, REQUIRE_SIGNATURE),
    twoPersonRule: await readSwitch(scope.db, scope.companyId, TWO_PERSON_RULE),
  };
}

/** Sets the settings the call names (each audited), leaves the others. */
export async function saveApprovalSettings(
  scope: TenantScope,
  { input }: { input: ApprovalSettingsInput },
): Promise<ApprovalSettings> {
  for (const field of Object.keys(SETTINGS) as (keyof ApprovalSettings)[]) {
    const on = input[field];
    if (on !== undefined) await saveSwitch(scope, SETTINGS[field], on);
  }
  return getApprovalSettings(scope);
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
