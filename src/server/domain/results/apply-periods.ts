import { and, count, eq, sql } from "drizzle-orm";
import type { ApplyResult } from "../../../shared/api/ratings";
import { calibrationResults } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { resultsAreCurrent } from "./calibration-results";

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
    select r.equipment_id, e.instrument_id, r.new_period, r.forced_period,
           coalesce(r.forced_period, r.new_period) as applied
      from calibration_results r
      join equipment e on e.company_id = r.company_id and e.id = r.equipment_id
     where r.company_id = ${company} and r.campaign_id = ${campaignId}`;

  // The instruments are locked, in one order, before their current period is read as the old one:
  // two campaigns applying to the same instrument take turns and the history stays a chain.
  await db.execute(sql`
    select i.id from instruments i
     where i.company_id = ${company}
       and i.id in (select x.instrument_id from (${effective}) x)
     order by i.id
       for update`);
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
    details: { applied: results.n },
  });
  return { applied: results.n, appliedAt: at };
}
