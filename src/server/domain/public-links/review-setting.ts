import { and, eq } from "drizzle-orm";
import type { PublicEntriesSetting } from "../../../shared/api/public-links";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";

/** The company setting "Valider les saisies publiques avant prise en compte" (off by default). */
const KEY = "public_entries_review";
const DESCRIPTION = "Valider les saisies publiques avant prise en compte";

/** Whether public entries of the company wait for a campaign manager's review before they count. */
export async function reviewRequired(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), eq(settings.key, KEY)));
  return row?.value === "true";
}

export async function getPublicEntriesSetting(scope: TenantScope): Promise<PublicEntriesSetting> {
  return { reviewRequired: await reviewRequired(scope.db, scope.companyId) };
}

export async function savePublicEntriesSetting(
  scope: TenantScope,
  { input }: { input: PublicEntriesSetting },
): Promise<PublicEntriesSetting> {
  const before = await reviewRequired(scope.db, scope.companyId);
  const value = String(input.reviewRequired);
  await scope.db
    .insert(settings)
    .values({ companyId: scope.companyId, key: KEY, value, description: DESCRIPTION })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value } });
  // Audited even when the value stays: a call is a call.
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: KEY,
    description: `${DESCRIPTION} : ${input.reviewRequired ? "activé" : "désactivé"}${before === input.reviewRequired ? " (inchangé)" : ""}`,
    oldValues: { reviewRequired: before },
    newValues: { reviewRequired: input.reviewRequired },
  });
  return { reviewRequired: input.reviewRequired };
}
