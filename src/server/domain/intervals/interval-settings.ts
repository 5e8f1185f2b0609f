import { and, inArray } from "drizzle-orm";
import {
  INTERVAL_SETTING_DEFAULTS,
  type IntervalSettings,
  intervalSettingsSchema,
} from "../../../shared/api/interval-proposals";
import { settings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";

/** Each setting of the interval methods, by its key in `settings`. */
const KEYS: Record<keyof IntervalSettings, string> = {
  staircaseExtend: "interval_staircase_extend",
  staircaseReduce: "interval_staircase_reduce",
  staircaseMargin: "interval_staircase_margin",
  targetReliability: "interval_target_reliability",
  minPeriod: "interval_min_period",
  maxPeriod: "interval_max_period",
};

/** GET /api/settings/interval-methods: the company's settings, the defaults for any not set. */
export async function readIntervalSettings(scope: TenantScope): Promise<IntervalSettings> {
  const rows = await scope.db
    .select()
    .from(settings)
    .where(and(ofTenant(settings, scope), inArray(settings.key, Object.values(KEYS))));
  const stored = Object.fromEntries(
    (Object.keys(KEYS) as (keyof IntervalSettings)[]).flatMap((name) => {
      const row = rows.find((r) => r.key === KEYS[name]);
      return row ? [[name, row.value]] : [];
    }),
  );
  const parsed = intervalSettingsSchema.safeParse({ ...INTERVAL_SETTING_DEFAULTS, ...stored });
  return parsed.success ? parsed.data : INTERVAL_SETTING_DEFAULTS;
}

/** PUT /api/settings/interval-methods: every setting at once, audited with what it replaces. */
export async function saveIntervalSettings(
  scope: TenantScope,
  { input }: { input: IntervalSettings },
): Promise<IntervalSettings> {
  const before = await readIntervalSettings(scope);
  for (const name of Object.keys(KEYS) as (keyof IntervalSettings)[]) {
    const value = String(input[name]);
    await scope.db
      .insert(settings)
      .values({ companyId: scope.companyId, key: KEYS[name], value, description: "Méthodes d'intervalle" })
      .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value } });
  }
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: "interval-methods",
    description: `Méthodes d'intervalle : escalier ×${input.staircaseExtend} / ×${input.staircaseReduce} (marge ${input.staircaseMargin}), fiabilité cible ${input.targetReliability}, période de ${input.minPeriod} à ${input.maxPeriod} mois`,
    oldValues: before,
    newValues: input,
  });
  return readIntervalSettings(scope);
}
