import { and, inArray } from "drizzle-orm";
import type { GlobalParameters } from "../../../shared/api/criteria";
import { GLOBAL_PARAMETER_DEFAULTS } from "../../../shared/constants";
import { settings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { GLOBAL_PARAMETER_SETTINGS } from "../companies/default-criteria";

const KEYS = ["k1", "k2", "pmax"] as const;

/** k1, k2 and pmax of the company (spec §3), the defaults for any that is missing. */
export async function getGlobalParameters(scope: TenantScope): Promise<GlobalParameters> {
  const rows = await scope.db
    .select()
    .from(settings)
    .where(and(ofTenant(settings, scope), inArray(settings.key, [...KEYS])));
  const read = (key: (typeof KEYS)[number]) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isFinite(value) ? value : GLOBAL_PARAMETER_DEFAULTS[key];
  };
  return { k1: read("k1"), k2: read("k2"), pmax: read("pmax") };
}

export async function saveGlobalParameters(
  scope: TenantScope,
  { input }: { input: GlobalParameters },
): Promise<GlobalParameters> {
  const before = await getGlobalParameters(scope);
  for (const key of KEYS) {
    const description = GLOBAL_PARAMETER_SETTINGS.find((s) => s.key === key)?.description ?? null;
    await scope.db
      .insert(settings)
      .values({ companyId: scope.companyId, key, value: String(input[key]), description })
      .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value: String(input[key]) } });
  }
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: "global-params",
    description: `Paramètres globaux : k1 = ${input.k1}, k2 = ${input.k2}, pmax = ${input.pmax} mois`,
    oldValues: before,
    newValues: { k1: input.k1, k2: input.k2, pmax: input.pmax },
  });
  return getGlobalParameters(scope);
}
