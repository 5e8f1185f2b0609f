import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CalibrationResults } from "../../../shared/api/ratings";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { calibrationResults, equipment } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaigns/campaign-view";
import { currentRunId, ofCurrentRun } from "./calculation-runs";
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
  const campaign = await lockCampaignFor(scope, campaignId, "forcePeriods");
  const { db } = scope;
  const wanted = new Map<number, number | null>();
  for (const update of updates) wanted.set(update.equipmentId, update.forcedPeriod);
  const ids = [...wanted.keys()];
  const current =
    ids.length === 0
      ? []
      : await db
          .select({
            equipmentId: calibrationResults.equipmentId,
            forcedPeriod: calibrationResults.forcedPeriod,
            name: equipment.name,
            serialNumber: equipment.serialNumber,
          })
          .from(calibrationResults)
          .innerJoin(
            equipment,
            and(
              eq(equipment.companyId, calibrationResults.companyId),
              eq(equipment.id, calibrationResults.equipmentId),
            ),
          )
          .where(and(ofCurrentRun(scope, campaignId), inArray(calibrationResults.equipmentId, ids)))
          .orderBy(asc(calibrationResults.equipmentId));
  if (current.length !== ids.length) throw notFound(DETAIL_MESSAGES.resultNotFound);
  const changed = current.filter((row) => row.forcedPeriod !== wanted.get(row.equipmentId));

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
         and ${calibrationResults.runId} = ${currentRunId(scope, campaignId)}
         and ${calibrationResults.equipmentId} = v.equipment_id`);
  }

  // One row for the call: the forced period of each equipment named, before and after.
  const periodOf = (row: (typeof current)[number], forcedPeriod: number | null) => ({
    equipmentId: row.equipmentId,
    equipment: row.name,
    serialNumber: row.serialNumber,
    forcedPeriod,
  });
  const [only] = current;
  const forcedOnly = only ? (wanted.get(only.equipmentId) ?? null) : null;
  await recordAudit(scope, {
    action: "periods.forced",
    tableName: "calibration_results",
    recordId: current.length === 1 ? only!.equipmentId : campaignId,
    campaignId,
    description:
      current.length === 1
        ? forcedOnly === null
          ? `Période forcée retirée pour « ${only!.name} »`
          : `Période forcée à ${forcedOnly} mois pour « ${only!.name} »`
        : `Périodes forcées de la campagne « ${campaign.name} » : ${changed.length} équipement(s) modifié(s) sur ${current.length}`,
    oldValues: { forcedPeriods: current.map((row) => periodOf(row, row.forcedPeriod)) },
    newValues: {
      forcedPeriods: current.map((row) => periodOf(row, wanted.get(row.equipmentId) ?? null)),
    },
  });
}
