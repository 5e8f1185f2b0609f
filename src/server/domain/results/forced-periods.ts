import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CalibrationResults } from "../../../shared/api/results";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { calibrationResults, equipment } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { reasonRule, reasonText } from "../approvals/approval-settings";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaign-state/campaign-view";
import { currentRunId, ofCurrentRun } from "./calculation-runs";
import { resultsOf } from "./calibration-results";

/**
 * PATCH /api/campaigns/{id}/update-forced-periods (spec §5, §7): sets or removes (null) the forced
 * period of results of the campaign, and answers the results as they now are. Every equipment
 * named must have a result, else nothing changes.
 */
type ForcedUpdate = { equipmentId: number; forcedPeriod: number | null; reason?: string | null };

export async function updateForcedPeriods(
  scope: TenantScope,
  input: { campaignId: number; updates: readonly ForcedUpdate[]; reason?: string | null },
): Promise<CalibrationResults> {
  await writeForcedPeriods(scope, input);
  return resultsOf(scope, input.campaignId);
}

/**
 * Each change carries its reason (its own, else the call's), who made it and when (decision 021);
 * under « Exiger un motif » a change without one is refused (400 on `reason`), none written.
 */
async function writeForcedPeriods(
  scope: TenantScope,
  {
    campaignId,
    updates,
    reason: callReason,
  }: { campaignId: number; updates: readonly ForcedUpdate[]; reason?: string | null },
): Promise<void> {
  const campaign = await lockCampaignFor(scope, campaignId, "forcePeriods");
  const { db } = scope;
  const wanted = new Map<number, number | null>();
  const reasons = new Map<number, string | null | undefined>();
  for (const update of updates) {
    wanted.set(update.equipmentId, update.forcedPeriod);
    reasons.set(update.equipmentId, update.reason ?? callReason);
  }
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
  const reasonOf = new Map<number, string | null>();
  const checkReason = await reasonRule(scope);
  for (const row of changed) reasonOf.set(row.equipmentId, checkReason(reasons.get(row.equipmentId)));

  const at = new Date().toISOString();
  for (let start = 0; start < changed.length; start += 1000) {
    const slice = changed.slice(start, start + 1000);
    const rows = sql.join(
      slice.map(
        (row) =>
          sql`(${row.equipmentId}::int, ${wanted.get(row.equipmentId)}::int, ${reasonOf.get(row.equipmentId)}::text)`,
      ),
      sql`, `,
    );
    // A removed forced period keeps who removed it, when and why, until the next one.
    await db.execute(sql`
      update ${calibrationResults} set forced_period = v.forced, forced_reason = v.reason,
                                       forced_by = ${scope.actor.userId}::varchar, forced_at = ${at}::timestamptz
        from (values ${rows}) as v(equipment_id, forced, reason)
       where ${calibrationResults.companyId} = ${scope.companyId}
         and ${calibrationResults.runId} = ${currentRunId(scope, campaignId)}
         and ${calibrationResults.equipmentId} = v.equipment_id`);
  }

  // One row for the call: the forced period of each equipment named, before and after.
  const periodOf = (row: (typeof current)[number], forcedPeriod: number | null, reason?: string | null) => ({
    equipmentId: row.equipmentId,
    equipment: row.name,
    serialNumber: row.serialNumber,
    forcedPeriod,
    ...(reason !== undefined && { reason }),
  });
  const [only] = current;
  const forcedOnly = only ? (wanted.get(only.equipmentId) ?? null) : null;
  const onlyReason = only ? ` (motif : ${reasonText(reasonOf.get(only.equipmentId) ?? null)})` : "";
  const after = (row: (typeof current)[number]) => wanted.get(row.equipmentId) ?? null;
  await recordBulkAudit(scope, {
    action: "periods.forced",
    tableName: "calibration_results",
    recordId: current.length === 1 ? only!.equipmentId : campaignId,
    campaignId,
    description:
      current.length === 1
        ? forcedOnly === null
          ? `Période forcée retirée pour « ${only!.name} »${onlyReason}`
          : `Période forcée à ${forcedOnly} mois pour « ${only!.name} »${onlyReason}`
        : `Périodes forcées de la campagne « ${campaign.name} » : ${changed.length} équipement(s) modifié(s) sur ${current.length} (motif : ${reasonText(callReason?.trim() || null)})`,
    oldValues: { forcedPeriods: current.map((row) => periodOf(row, row.forcedPeriod)) },
    newValues: {
      forcedPeriods: current.map((row) => periodOf(row, after(row), reasonOf.get(row.equipmentId) ?? null)),
    },
    // Forced periods of a whole campaign at once: the row keeps the counts and the ids.
    rows: current.length,
    summary: {
      equipment: current.length,
      changed: changed.length,
      forced: changed.filter((row) => after(row) !== null).length,
      removed: changed.filter((row) => after(row) === null).length,
      reason: callReason?.trim() || null,
      equipmentIds: idRanges(current.map((row) => row.equipmentId)),
      changedIds: idRanges(changed.map((row) => row.equipmentId)),
    },
  });
}
