import type { PlanningSettings } from "../../../shared/api/planning";
import { settings } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { WARNING_DAYS_KEY, warningDaysOf } from "../instruments/instrument-view";

const DESCRIPTION = "Délai d'alerte avant l'échéance d'étalonnage, en jours";

/** The company's warning window (GET /api/settings/planning). */
export async function getPlanningSettings(scope: TenantScope): Promise<PlanningSettings> {
  return { warningDays: await warningDaysOf(scope.db, scope.companyId) };
}

/** A new warning window (PUT /api/settings/planning): statuses, planning and reminders follow it at once. */
export async function savePlanningSettings(
  scope: TenantScope,
  { input }: { input: PlanningSettings },
): Promise<PlanningSettings> {
  const before = await warningDaysOf(scope.db, scope.companyId);
  const value = String(input.warningDays);
  await scope.db
    .insert(settings)
    .values({ companyId: scope.companyId, key: WARNING_DAYS_KEY, value, description: DESCRIPTION })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value } });
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: WARNING_DAYS_KEY,
    description: `Délai d'alerte avant échéance d'étalonnage : ${before} → ${input.warningDays} jours${before === input.warningDays ? " (inchangé)" : ""}`,
    oldValues: { warningDays: before },
    newValues: { warningDays: input.warningDays },
  });
  return { warningDays: input.warningDays };
}
