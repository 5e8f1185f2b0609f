import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApplyResult } from "../../../shared/api/ratings";
import { rowId, sqlRows } from "../../db/rows";
import { calibrationResults } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { resultsAreCurrent } from "./calibration-results";

const period = z.coerce.number().int();

/** An instrument about to take its effective period: the periods before, and the one applied. */
const appliedPeriod = z.object({
  equipment_id: rowId,
  equipment_name: z.string(),
  equipment_period: period.nullable(),
  instrument_id: rowId,
  reference: z.string(),
  current_period: period.nullable(),
  new_period: period,
  forced_period: period.nullable(),
  applied: period,
});

/**
 * POST /api/campaigns/{id}/apply-periods (DESIGN.md §6). In the caller's one transaction, all or
 * nothing: each instrument's history gets a period_changes row (old, computed, forced and applied
 * period), the instrument takes its effective period as current period, and the campaign's
 * equipment records it as its new period (its current period stays the one the campaign started from).
 */
export async function applyPeriods(
  scope: TenantScope,
  { campaignId }: { campaignId: number },
): Promise<ApplyResult> {
  const campaign = await lockCampaignFor(scope, campaignId, "apply");
  const { db, actor } = scope;
  const [results] = await db
    .select({ n: count() })
    .from(calibrationResults)
    .where(and(ofTenant(calibrationResults, scope), eq(calibrationResults.campaignId, campaignId)));
  if (!results || results.n === 0) throw new AppError("NO_RESULTS");
  if (!(await resultsAreCurrent(scope, campaignId))) throw new AppError("RESULTS_OUTDATED");

  const appliedAt = new Date();
  const at = appliedAt.toISOString();
  const company = scope.companyId;
  // The effective period of each result with its equipment and instrument, as one set.
  const effective = sql`
    select r.equipment_id, e.instrument_id, e.name as equipment_name, e.new_period as equipment_period,
           r.new_period, r.forced_period, coalesce(r.forced_period, r.new_period) as applied
      from calibration_results r
      join equipment e on e.company_id = r.company_id and e.id = r.equipment_id
     where r.company_id = ${company} and r.campaign_id = ${campaignId}`;

  // The instruments are locked, in one order, before their current period is read as the old one:
  // two campaigns applying to the same instrument take turns and the history stays a chain. The
  // same statement reads what the audit row reports: each period before and after.
  const periods = await sqlRows(
    db,
    appliedPeriod,
    sql`
    select x.equipment_id, x.equipment_name, x.equipment_period, i.id as instrument_id, i.reference,
           i.current_period, x.new_period, x.forced_period, x.applied
      from instruments i
      join (${effective}) x on x.instrument_id = i.id
     where i.company_id = ${company}
     order by i.id
       for update of i`,
  );
  await db.execute(sql`
    insert into period_changes (company_id, instrument_id, campaign_id, campaign_name, old_period,
                                computed_period, forced_period, applied_period, applied_by, applied_at)
    select ${company}::int, x.instrument_id, ${campaignId}::int, ${campaign.name}::varchar, i.current_period,
           x.new_period, x.forced_period, x.applied, ${actor.userId}::varchar, ${at}::timestamptz
      from (${effective}) x
      join instruments i on i.company_id = ${company} and i.id = x.instrument_id
     order by x.equipment_id`);
  await db.execute(sql`
    update instruments i set current_period = x.applied, updated_at = ${at}::timestamptz
      from (${effective}) x
     where i.company_id = ${company} and i.id = x.instrument_id`);
  await db.execute(sql`
    update equipment e set new_period = x.applied, updated_at = ${at}::timestamptz
      from (${effective}) x
     where e.company_id = ${company} and e.id = x.equipment_id`);

  await recordAudit(scope, {
    action: "periods.applied",
    tableName: "period_changes",
    recordId: campaignId,
    campaignId,
    description: `Nouvelles périodes appliquées pour la campagne « ${campaign.name} » : ${results.n} instrument(s)`,
    oldValues: {
      periods: periods.map((p) => ({
        equipmentId: p.equipment_id,
        equipment: p.equipment_name,
        instrumentId: p.instrument_id,
        reference: p.reference,
        currentPeriod: p.current_period,
        newPeriod: p.equipment_period,
      })),
    },
    newValues: {
      periods: periods.map((p) => ({
        equipmentId: p.equipment_id,
        equipment: p.equipment_name,
        instrumentId: p.instrument_id,
        reference: p.reference,
        currentPeriod: p.applied,
        newPeriod: p.applied,
        computedPeriod: p.new_period,
        forcedPeriod: p.forced_period,
      })),
      appliedAt: at,
    },
  });
  return { applied: results.n, appliedAt: at };
}
