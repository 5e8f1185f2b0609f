import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApplyResult } from "../../../shared/api/results";
import { idList } from "../../db/arrays";
import { rowId, sqlRows } from "../../db/rows";
import { calibrationResults, equipment } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import {
  checkTwoPersonRule,
  recordSignature,
  signatureAudit,
  type VerifiedSigner,
} from "../approvals/signatures";
import { idRanges, recordBulkAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaign-state/campaign-view";
import { resultsAreCurrent } from "./calibration-results";

const lockedInstrument = z.object({
  id: rowId,
  reference: z.string(),
  current_period: z.coerce.number().int(),
});

/**
 * POST /api/campaigns/{id}/apply-periods (DESIGN.md §6). In the caller's one transaction, all or
 * nothing: each instrument's history gets a period_changes row (old, computed, forced and applied
 * period), the instrument takes its effective period as current period, and the campaign's
 * equipment records it as its new period (its current period stays the one the campaign started from).
 *
 * A fixed number of statements whatever the campaign's size, none of them a join: each reads or
 * writes one table by its primary key, the ids and periods passed as one array or one JSON
 * parameter. Their plans therefore do not depend on the planner's statistics, which are missing on
 * a new database (decision 017: a join planned for one row on each side took 99 s for 400).
 */
export async function applyPeriods(
  scope: TenantScope,
  { campaignId, signer = null }: { campaignId: number; signer?: VerifiedSigner | null },
): Promise<ApplyResult> {
  const campaign = await lockCampaignFor(scope, campaignId, "apply");
  const { db, actor } = scope;
  const company = scope.companyId;
  const results = await db
    .select({
      equipmentId: calibrationResults.equipmentId,
      currentPeriod: calibrationResults.currentPeriod,
      newPeriod: calibrationResults.newPeriod,
      forcedPeriod: calibrationResults.forcedPeriod,
      forcedReason: calibrationResults.forcedReason,
    })
    .from(calibrationResults)
    .where(and(ofTenant(calibrationResults, scope), eq(calibrationResults.runId, campaign.currentRunId ?? 0)))
    .orderBy(asc(calibrationResults.equipmentId));
  if (results.length === 0) throw new AppError("NO_RESULTS");
  if (!(await resultsAreCurrent(scope, campaignId))) throw new AppError("RESULTS_OUTDATED");
  // Approval (issue 23): « Double validation », then the signature, required or given.
  await checkTwoPersonRule(scope, campaign.currentRunId);
  const signature = await recordSignature(scope, signer, {
    subject: "periods",
    campaignId,
    runId: campaign.currentRunId,
  });

  const items = await db
    .select({
      id: equipment.id,
      instrumentId: equipment.instrumentId,
      name: equipment.name,
      newPeriod: equipment.newPeriod,
    })
    .from(equipment)
    .where(
      and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId), isNull(equipment.removedAt)),
    );
  const itemById = new Map(items.map((item) => [item.id, item]));
  // An equipment removed from the campaign since the calculation is not applied (decision 021).
  const applied = results.flatMap((result) => {
    const item = itemById.get(result.equipmentId);
    return item ? [{ ...result, item, applied: result.forcedPeriod ?? result.newPeriod }] : [];
  });
  if (applied.length === 0) throw new AppError("NO_RESULTS");
  const instrumentIds = applied.map((a) => a.item.instrumentId);

  // The instruments are locked, in one order, before their current period is read as the old one:
  // two campaigns applying to the same instrument take turns and the history stays a chain.
  const locked = await sqlRows(
    db,
    lockedInstrument,
    sql`
    select id, reference, current_period from instruments
     where company_id = ${company} and id = any(${idList(instrumentIds)}::int[])
     order by id
       for update`,
  );
  const instrumentById = new Map(locked.map((i) => [i.id, i]));

  const appliedAt = new Date();
  const at = appliedAt.toISOString();
  // One current period (decision 021): the history writes the period the calculation used; the
  // Parc's, when it differed (the instrument changed in the Parc since), is kept beside it.
  const history = applied.map((a) => {
    const parc = instrumentById.get(a.item.instrumentId)!.current_period;
    return {
      instrument_id: a.item.instrumentId,
      old_period: a.currentPeriod,
      parc_period: parc === a.currentPeriod ? null : parc,
      computed_period: a.newPeriod,
      forced_period: a.forcedPeriod,
      forced_reason: a.forcedPeriod === null ? null : a.forcedReason,
      applied_period: a.applied,
    };
  });
  await db.execute(sql`
    insert into period_changes (company_id, instrument_id, campaign_id, campaign_name, run_id, old_period,
                                parc_period, computed_period, forced_period, forced_reason, applied_period,
                                applied_by, applied_at, signature_id)
    select ${company}::int, h.instrument_id, ${campaignId}::int, ${campaign.name}::varchar,
           ${campaign.currentRunId}::int, h.old_period, h.parc_period,
           h.computed_period, h.forced_period, h.forced_reason, h.applied_period, ${actor.userId}::varchar,
           ${at}::timestamptz, ${signature?.id ?? null}::int
      from json_to_recordset(${JSON.stringify(history)}::json)
           as h(instrument_id int, old_period int, parc_period int, computed_period int, forced_period int,
                forced_reason text, applied_period int)`);
  // Each row finds its new period in one JSON object keyed by its id: no join to plan.
  const byInstrument = JSON.stringify(
    Object.fromEntries(applied.map((a) => [a.item.instrumentId, a.applied])),
  );
  await db.execute(sql`
    update instruments i set current_period = (p.periods ->> i.id::text)::int, updated_at = ${at}::timestamptz
      from (select ${byInstrument}::jsonb as periods) p
     where i.company_id = ${company} and i.id = any(${idList(instrumentIds)}::int[])`);
  const byEquipment = JSON.stringify(Object.fromEntries(applied.map((a) => [a.equipmentId, a.applied])));
  await db.execute(sql`
    update equipment e set new_period = (p.periods ->> e.id::text)::int, updated_at = ${at}::timestamptz
      from (select ${byEquipment}::jsonb as periods) p
     where e.company_id = ${company} and e.id = any(${idList(applied.map((a) => a.equipmentId))}::int[])`);

  const audited = [...applied].sort((a, b) => a.item.instrumentId - b.item.instrumentId);
  await recordBulkAudit(scope, {
    action: "periods.applied",
    tableName: "period_changes",
    recordId: campaignId,
    campaignId,
    description: signature
      ? `Nouvelles périodes approuvées (signature de ${signature.signerName} : « ${signature.meaning} ») et appliquées pour la campagne « ${campaign.name} » : ${applied.length} instrument(s)`
      : `Nouvelles périodes appliquées pour la campagne « ${campaign.name} » : ${applied.length} instrument(s)`,
    oldValues: {
      periods: audited.map((a) => ({
        equipmentId: a.equipmentId,
        equipment: a.item.name,
        instrumentId: a.item.instrumentId,
        reference: instrumentById.get(a.item.instrumentId)!.reference,
        currentPeriod: instrumentById.get(a.item.instrumentId)!.current_period,
        newPeriod: a.item.newPeriod,
      })),
    },
    newValues: {
      periods: audited.map((a) => ({
        equipmentId: a.equipmentId,
        equipment: a.item.name,
        instrumentId: a.item.instrumentId,
        reference: instrumentById.get(a.item.instrumentId)!.reference,
        currentPeriod: a.applied,
        newPeriod: a.applied,
        computedPeriod: a.newPeriod,
        forcedPeriod: a.forcedPeriod,
        ...(a.forcedPeriod !== null && { forcedReason: a.forcedReason }),
      })),
      appliedAt: at,
      runId: campaign.currentRunId,
      ...signatureAudit(signature),
    },
    rows: applied.length,
    summary: {
      runId: campaign.currentRunId,
      appliedAt: at,
      instruments: applied.length,
      forced: applied.filter((a) => a.forcedPeriod !== null).length,
      changed: applied.filter((a) => a.applied !== instrumentById.get(a.item.instrumentId)!.current_period)
        .length,
      instrumentIds: idRanges(applied.map((a) => a.item.instrumentId)),
      equipmentIds: idRanges(applied.map((a) => a.equipmentId)),
      ...signatureAudit(signature),
    },
  });
  return { applied: applied.length, appliedAt: at, signature };
}
