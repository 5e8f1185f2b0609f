import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";

/** A company setting that is on or off (off until set): its key, its French name, its API field. */
export interface SwitchSetting {
  key: string;
  description: string;
  field: string;
}

/** Whether the company turned the setting on. */
export async function readSwitch(db: Database, companyId: number, setting: SwitchSetting): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(ofTenant(settings, { companyId }), eq(settings.key, setting.key)));
  return row?.value === "true";
}

/** Turns the setting on or off, audited even when it stays as it was (a call is a call). */
export async function saveSwitch(scope: TenantScope, setting: SwitchSetting, on: boolean): Promise<void> {
  const before = await readSwitch(scope.db, scope.companyId, setting);
  const value = String(on);
  await scope.db
    .insert(settings)
    .values({ companyId: scope.companyId, key: setting.key, value, description: setting.description })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value } });
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: setting.key,
    description: `${setting.description} : ${on ? "activé" : "désactivé"}${before === on ? " (inchangé)" : ""}`,
    oldValues: { [setting.field]: before },
    newValues: { [setting.field]: on },
  });
}
