import { and, inArray } from "drizzle-orm";
import type { GlobalParameters } from "../../../shared/api/criteria";
import { GLOBAL_PARAMETER_DEFAULTS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { type Actor, recordAudit } from "../audit/record-audit";
import { GLOBAL_PARAMETER_SETTINGS } from "../companies/default-criteria";

const KEYS = ["k1", "k2", "pmax"] as const;

/** k1, k2 and pmax of the company (spec §3), the defaults for any that is missing. */
export async function getGlobalParameters({
  db,
  tenant,
}: {
  db: Database;
  tenant: Tenant;
}): Promise<GlobalParameters> {
  const rows = await db
    .select()
    .from(settings)
    .where(and(ofTenant(settings, tenant), inArray(settings.key, [...KEYS])));
  const read = (key: (typeof KEYS)[number]) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isFinite(value) ? value : GLOBAL_PARAMETER_DEFAULTS[key];
  };
  return { k1: read("k1"), k2: read("k2"), pmax: read("pmax") };
}

export async function saveGlobalParameters({
  db,
  tenant,
  actor,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: GlobalParameters;
}): Promise<GlobalParameters> {
  for (const key of KEYS) {
    const description = GLOBAL_PARAMETER_SETTINGS.find((s) => s.key === key)?.description ?? null;
    await db
      .insert(settings)
      .values({ companyId: tenant.companyId, key, value: String(input[key]), description })
      .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value: String(input[key]) } });
  }
  await recordAudit(db, tenant, actor, {
    action: "settings.updated",
    tableName: "settings",
    recordId: "global-params",
    description: `Paramètres globaux : k1 = ${input.k1}, k2 = ${input.k2}, pmax = ${input.pmax} mois`,
  });
  return getGlobalParameters({ db, tenant });
}
