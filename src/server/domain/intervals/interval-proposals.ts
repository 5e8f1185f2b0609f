import { sql } from "drizzle-orm";
import { z } from "zod";
import type { IntervalProposalAnswer, IntervalProposals } from "../../../shared/api/interval-proposals";
import { rowId, sqlRows } from "../../db/rows";
import type { TenantScope } from "../../db/tenant";
import { campaignAbilities } from "../campaign-state/campaign-abilities";
import { readCalibrationEvents } from "../instruments/calibration-event-view";
import { findInstrument } from "../instruments/instrument-view";
import { familyCounts } from "./interval-history";
import { readIntervalSettings } from "./interval-settings";
import { methodProposals } from "./method-proposals";

/** A method's figure as a period: whole months, 1 at least. */
const _monthsOf = (interval: number) => Math.max(1, Math.round(interval));

const resultRow = z.object({
  campaign_id: rowId,
  campaign_name: z.string(),
  status: z.string(),
  archived: z.boolean(),
  holds_records: z.boolean(),
  equipment_id: rowId,
  new_period: z.coerce.number(),
  global_score: z.coerce.number().nullable(),
  current_period: z.coerce.number(),
});

/** The latest OPPERET result of the instrument in each campaign, newest first (the campaigns' current runs). */
async function opperetResults(scope: TenantScope, instrumentId: number) {
  return sqlRows(
    scope.db,
    resultRow,
    sql`select c.id as campaign_id, c.name as campaign_name, c.status, c.archived_at is not null as archived,
               c.holds_records, e.id as equipment_id, r.new_period, r.global_score, r.current_period
          from calibration_results r
          join campaigns c on c.company_id = r.company_id and c.id = r.campaign_id and c.current_run_id = r.run_id
          join equipment e on e.company_id = r.company_id and e.id = r.equipment_id
         where r.company_id = ${scope.companyId} and e.instrument_id = ${instrumentId} and e.removed_at is null
         order by r.calculated_at desc, r.id desc`,
  );
}

const _insufficient = (
  method: IntervalProposalAnswer["method"],
  reasons: string[],
): IntervalProposalAnswer => ({
  method,
  kind: "insufficient",
  period: null,
  interval: null,
  reasons,
  data: [],
});

/**
 * GET /api/instruments/{id}/interval-proposals (decision 034): OPPERET's period beside the three
 * methods that read the instrument's own history (ILAC-G24 method 1, NCSL RP-1 A3 over its type,
 * the drift of FD X 07-014), each with its reasons and the data it used; whether a nonconformity
 * calls for the interval review; and the campaign where a proposal can be forced, if the user may.
 */
export async function readIntervalProposals(
  scope: TenantScope,
  { instrumentId }: { instrumentId: number },
): Promise<IntervalProposals> {
  const { item } = await findInstrument(scope, instrumentId);
  const events = await readCalibrationEvents(scope, { instrumentId });
  const settings = await readIntervalSettings(scope);
  const current = item.currentPeriod;
  const results = await opperetResults(scope, instrumentId);
  const latest = results[0];

  const family = await familyCounts(scope, { type: item.type, interval: current });
  const proposals = methodProposals({
    item,
    events,
    family,
    settings,
    latest: latest
      ? {
          campaignName: latest.campaign_name,
          globalScore: latest.global_score,
          currentPeriod: latest.current_period,
          newPeriod: latest.new_period,
        }
      : null,
  });
  const last = [...events].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
  const [change] = await sqlRows(
    scope.db,
    z.object({ day: z.string().nullable() }),
    sql`select max(applied_at)::date::text as day from period_changes
         where company_id = ${scope.companyId} and instrument_id = ${instrumentId}`,
  );
  const lastChange = change?.day ?? null;
  const forceable = results.find(
    (row) =>
      campaignAbilities({
        roles: scope.actor.roles,
        participant: false,
        status: row.status,
        archived: row.archived,
        hasRecords: row.holds_records,
      }).abilities.forcePeriods,
  );
  return {
    instrumentId,
    currentPeriod: current,
    proposals,
    // Reviewed once a period was applied after the nonconformity.
    reviewSuggested: last?.result === "non_conforme" && (lastChange === null || lastChange < last.date),
    forceIn: forceable
      ? {
          campaignId: forceable.campaign_id,
          campaignName: forceable.campaign_name,
          equipmentId: forceable.equipment_id,
        }
      : null,
  };
}
