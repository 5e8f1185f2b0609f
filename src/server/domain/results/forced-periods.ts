import { and, eq, inArray, sql } from "drizzle-orm";
import type { CalibrationResults } from "../../../shared/api/ratings";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { calibrationResults, equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudits } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { resultsOf } from "./calibration-results";

/**
 * PATCH /api/campaigns/{id}/update-forced-periods (spec §5, §7): sets or removes (null) the forced
 * period of results of the campaign, and answers the results as they now are. Every equipment
 * named must have a result, else nothing changes.
 */
export async function updateForcedPeriods(
  scope: TenantScope,
  input: { campaignId: number; updates: readonly { equipmentId: number; forcedPeriod: number | null }[] },
): Promise<CalibrationResults> {
  await writeForcedPeriods(scope, input);
  return resultsOf(scope, input.campaignId);
}

async function writeForcedPeriods(
  scope: TenantScope,
  {
    campaignId,
    updates,
  }: { campaignId: number; updates: readonly { equipmentId: number; forcedPeriod: number | null }[] },
): Promise<void> {
  await lockCampaignFor(scope, campaignId, "forcePeriods");
  const { db } = scope;
  const wanted = new Map<number, number | null>();
  for (const update of updates) wanted.set(update.equipmentId, update.forcedPeriod);
  if (wanted.size === 0) return;
  const ids = [...wanted.keys()];
  const current = await db
    .select({
      equipmentId: calibrationResults.equipmentId,
      forcedPeriod: calibrationResults.forcedPeriod,
      name: equipment.name,
    })
    .from(calibrationResults)
    .innerJoin(
      equipment,
      and(
        eq(equipment.companyId, calibrationResults.companyId),
        eq(equipment.id, calibrationResults.equipmentId),
      ),
    )
    .where(
      and(
        ofTenant(calibrationResults, scope),
        eq(calibrationResults.campaignId, campaignId),
        inArray(calibrationResults.equipmentId, ids),
      ),
    );
  if (current.length !== ids.length) throw notFound(DETAIL_MESSAGES.resultNotFound);
  const changed = current.filter((row) => row.forcedPeriod !== wanted.get(row.equipmentId));
  if (changed.length === 0) return;

  for (let start = 0; start < changed.length; start += 1000) {
    const slice = changed.slice(start, start + 1000);
    const rows = sql.join(
      slice.map((row) => sql`(${row.equipmentId}::int, ${wanted.get(row.equipmentId)}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${calibrationResults} set forced_period = v.forced
        from (values ${rows}) as v(equipment_id, forced)
       where ${calibrationResults.companyId} = ${scope.companyId}
         and ${calibrationResults.campaignId} = ${campaignId}
         and ${calibrationResults.equipmentId} = v.equipment_id`);
  }

  await recordAudits(
    scope,
    changed.map((row) => {
      const forced = wanted.get(row.equipmentId) ?? null;
      return {
        action: forced === null ? "period.unforced" : "period.forced",
        tableName: "calibration_results",
        recordId: row.equipmentId,
        campaignId,
        description:
          forced === null
            ? `Période forcée retirée pour « ${row.name} »`
            : `Période forcée à ${forced} mois pour « ${row.name} »`,
        details: { before: row.forcedPeriod, after: forced },
      };
    }),
  );
}
