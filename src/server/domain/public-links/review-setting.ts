import type { PublicEntriesSetting } from "../../../shared/api/share-links";
import type { Database } from "../../db/client";
import type { TenantScope } from "../../db/tenant";
import { readSwitch, type SwitchSetting, saveSwitch } from "../companies/switch-setting";

/** The company setting "Valider les saisies publiques avant prise en compte" (off by default). */
const PUBLIC_ENTRIES_REVIEW: SwitchSetting = {
  key: "public_entries_review",
  description: "Valider les saisies publiques avant prise en compte",
  field: "reviewRequired",
};

/** Whether public entries of the company wait for a campaign manager's review before they count. */
export function reviewRequired(db: Database, companyId: number): Promise<boolean> {
  return readSwitch(db, companyId, PUBLIC_ENTRIES_REVIEW);
}

export async function getPublicEntriesSetting(scope: TenantScope): Promise<PublicEntriesSetting> {
  return { reviewRequired: await reviewRequired(scope.db, scope.companyId) };
}

export async function savePublicEntriesSetting(
  scope: TenantScope,
  { input }: { input: PublicEntriesSetting },
): Promise<PublicEntriesSetting> {
  await saveSwitch(scope, PUBLIC_ENTRIES_REVIEW, input.reviewRequired);
  return { reviewRequired: input.reviewRequired };
}
