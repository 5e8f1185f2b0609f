import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { idList } from "../../db/arrays";
import { sqlRows } from "../../db/rows";
import { calibrationResults } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { ReportEquipment, ReportMeasurement, ReportRating } from "../../reports/report-model";
import { NO_REASON } from "../approvals/approval-settings";
import { toResult } from "../results/calibration-results";
import { namesOf } from "../results/run-history";
import { explanationOf, groupBy, withoutResultReason } from "./report-explanation";
import type { ReportHead } from "./report-head";
import { type RaterTally, tallyRatings } from "./report-participants";

const equipmentRow = z.object({
  id: z.number(),
  name: z.string(),
  serialNumber: z.string(),
  type: z.string().nullable(),
  currentPeriod: z.number(),
  newPeriod: z.number().nullable(),
  ratingCount: z.number(),
});

const ratingRow = z.object({
  equipmentId: z.number(),
  criterionId: z.number(),
  raterKey: z.string(),
  userId: z.string().nullable(),
  raterName: z.string().nullable(),
  linkKind: z.string().nullable(),
  updatedAt: z.coerce.date(),
  grade: z.number(),
  score: z.coerce.number(),
  verbatim: z.string(),
});

const measurementRow = z.object({
  equipmentId: z.number(),
  value: z.coerce.number(),
  unit: z.string(),
  operatorName: z.string(),
  linkKind: z.string().nullable(),
  takenAt: z.coerce.date(),
  action: z.string().nullable(),
});
/**
 * One slice of the campaign's equipment, with its results of the current run, its ratings and who
 * gave them, and the measurements taken with it.
 */
export async function readReportSlice(
  scope: TenantScope,
  head: ReportHead,
  equipmentIds: readonly number[],
): Promise<{
  equipment: ReportEquipment[];
  measurements: ReportMeasurement[];
  raters: Map<string, RaterTally>;
}> {
  const { db } = scope;
  const ids = idList(equipmentIds);
  const items = await sqlRows(
    db,
    equipmentRow,
    sql`
    select id, name, serial_number as "serialNumber", type, current_period as "currentPeriod",
           new_period as "newPeriod", rating_count as "ratingCount"
      from equipment
     where company_id = ${scope.companyId} and campaign_id = ${head.campaign.id} and id = any(${ids}::int[])
     order by id`,
  );
  const results =
    head.runId === null
      ? []
      : await db
          .select()
          .from(calibrationResults)
          .where(
            and(
              ofTenant(calibrationResults, scope),
              eq(calibrationResults.runId, head.runId),
              sql`${calibrationResults.equipmentId} = any(${ids}::int[])`,
            ),
          );
  const ratings = await sqlRows(
    db,
    ratingRow,
    sql`
    select equipment_id as "equipmentId", criteria_id as "criterionId", rater_key as "raterKey",
           user_id as "userId", rater_name as "raterName", link_kind as "linkKind", updated_at as "updatedAt",
           grade, score, verbatim
      from equipment_ratings
     where company_id = ${scope.companyId} and campaign_id = ${head.campaign.id}
       and equipment_id = any(${ids}::int[])
     order by equipment_id, criteria_id, rater_name`,
  );

  // Each measurement as it reads now: its latest correction's value, or withdrawn (decision 020).
  const taken = await sqlRows(
    db,
    measurementRow,
    sql`
    select m.equipment_id as "equipmentId", coalesce(c.value, m.value) as value, coalesce(c.unit, m.unit) as unit,
           m.operator_name as "operatorName", m.link_kind as "linkKind", m.measurement_date as "takenAt",
           c.action
      from measurements m
      left join lateral (
        select value, unit, action from measurement_corrections mc
         where mc.company_id = m.company_id and mc.measurement_id = m.id
         order by mc.id desc limit 1) c on true
     where m.company_id = ${scope.companyId} and m.campaign_id = ${head.campaign.id}
       and m.equipment_id = any(${ids}::int[])
     order by m.equipment_id, m.measurement_date, m.id`,
  );
  const criterionNames = new Map(head.criteria.map((c) => [c.id, c.name]));
  const ratingsByEquipment = groupBy(ratings, (r) => r.equipmentId);
  const resultByEquipment = new Map(results.map((r) => [r.equipmentId, r]));
  const profileOf = new Map(head.criteria.map((c) => [c.id, c.profile]));
  const names = await namesOf(
    scope,
    results.map((r) => r.forcedBy),
  );
  const equipment = items.map((item): ReportEquipment => {
    const row = resultByEquipment.get(item.id);
    const result = row
      ? toResult(row, { ...item, removedAt: null, parcPeriod: null }, head.outdated.has(item.id), names)
      : null;
    return {
      id: item.id,
      name: item.name,
      serialNumber: item.serialNumber,
      type: item.type,
      // The period the calculation used, else the campaign's.
      currentPeriod: result?.currentPeriod ?? item.currentPeriod,
      result: result
        ? {
            newPeriod: result.newPeriod,
            forcedPeriod: result.forcedPeriod,
            forcedReason: result.forcedPeriod === null ? null : (result.forcedReason ?? NO_REASON),
            forcedByName: result.forcedByName,
            forcedAt: result.forcedAt,
            effectivePeriod: result.effectivePeriod,
            globalScore: result.globalScore,
            opperetScore: result.opperetScore,
            evolutionPercent: result.evolutionPercent,
            status: result.status,
            statusLabel: EVOLUTION_LABELS[result.status],
            appliedPeriod: result.appliedPeriod,
            outdated: result.outdated,
          }
        : null,
      withoutResultReason: result ? null : withoutResultReason(head, item),
      ratings: (ratingsByEquipment.get(item.id) ?? []).map(
        (r): ReportRating => ({
          criterionId: r.criterionId,
          criterionName: criterionNames.get(r.criterionId) ?? "—",
          raterName: r.raterName ?? "—",
          source: r.linkKind === "campaign" || r.linkKind === "personal" ? r.linkKind : "staff",
          grade: r.grade,
          score: r.score,
          verbatim: r.verbatim,
          ratedAt: r.updatedAt.toISOString(),
        }),
      ),
      explanation: explanationOf(row?.details?.criteria ?? [], result?.globalScore ?? 0),
    };
  });
  const byId = new Map(items.map((item) => [item.id, item]));
  const measurements = taken.map(
    (m): ReportMeasurement => ({
      equipmentName: byId.get(m.equipmentId)?.name ?? "—",
      serialNumber: byId.get(m.equipmentId)?.serialNumber ?? "—",
      value: m.value,
      unit: m.unit,
      operatorName: m.operatorName,
      source: m.linkKind === "campaign" || m.linkKind === "personal" ? m.linkKind : "staff",
      takenAt: m.takenAt.toISOString(),
      state: m.action === "withdrawn" ? "withdrawn" : m.action === "corrected" ? "corrected" : "entered",
    }),
  );
  return { equipment, measurements, raters: tallyRatings(ratings, profileOf) };
}
