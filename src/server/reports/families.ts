import type { ReportEquipment, ReportFamily } from "./report-model";

/** Old → new period per equipment type, over the equipment with a result, largest families first. */
export function familiesOf(equipment: readonly ReportEquipment[]): ReportFamily[] {
  const families = new Map<string, ReportFamily & { current: number; next: number }>();
  for (const item of equipment) {
    if (!item.result) continue;
    const type = item.type?.trim() || "Sans type";
    const family = families.get(type) ?? {
      type,
      count: 0,
      meanCurrentPeriod: 0,
      meanNewPeriod: 0,
      extended: 0,
      maintained: 0,
      reduced: 0,
      current: 0,
      next: 0,
    };
    family.count++;
    family.current += item.currentPeriod;
    family.next += item.result.effectivePeriod;
    family[item.result.status]++;
    families.set(type, family);
  }
  return [...families.values()]
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type, "fr"))
    .map(({ current, next, ...family }) => ({
      ...family,
      meanCurrentPeriod: Math.round((current / family.count) * 10) / 10,
      meanNewPeriod: Math.round((next / family.count) * 10) / 10,
    }));
}
