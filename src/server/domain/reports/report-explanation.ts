import { roundToTotal } from "../../../shared/rounding";
import type { calibrationResults } from "../../db/schema";
import type { ReportContribution, ReportEquipment } from "../../reports/report-model";
import type { ReportHead } from "./report-head";

/** Why an equipment has no result: never calculated, else as the results page says it. */
export function withoutResultReason(
  head: ReportHead,
  item: { ratingCount: number; currentPeriod: number },
): ReportEquipment["withoutResultReason"] {
  if (head.runId === null) return "not-calculated";
  if (item.ratingCount === 0) return "unrated";
  if (item.currentPeriod <= 0) return "unknown-period";
  return "rated-since";
}

/**
 * Each criterion's part in the result, its contribution rounded to the thousandth so that the
 * parts add up to the global score shown (issue 23: BAL-0002 read −0.686 against −0.685).
 */
export function explanationOf(
  criteria: NonNullable<(typeof calibrationResults.$inferSelect)["details"]>["criteria"],
  globalScore: number,
): ReportContribution[] {
  const shown = roundToTotal(
    criteria.map((c) => c.contribution),
    globalScore,
    3,
  );
  return criteria.map((c, index) => ({
    criterionId: c.criterionId,
    name: c.name,
    weight: c.weight,
    raterCount: c.raterCount,
    mean: c.mean,
    dispersion: c.dispersion,
    grade: c.grade,
    contribution: shown[index]!,
    exactContribution: c.contribution,
  }));
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
