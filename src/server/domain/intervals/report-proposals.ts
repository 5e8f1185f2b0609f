import { and, eq, inArray } from "drizzle-orm";
import type { PointDecision } from "../../../shared/conformity/decide-point";
import type { CalibrationEventResult } from "../../../shared/constants";
import { calibrationEvents, equipment, instruments } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession } from "../../db/tenant";
import type { ReportEquipment, ReportIntervalProposals } from "../../reports/report-model";
import { pointsOfEvents } from "../instruments/calibration-points";
import { familiesCounts, familyId, familyNamer, type HistoryEvent } from "./interval-history";
import { readIntervalSettings } from "./interval-settings";
import { methodProposals } from "./method-proposals";

/** Instruments read per transaction for the report's proposals. */
const PROPOSALS_SLICE = 250;

/** Each equipment's instrument, its type and period in force. */
async function instrumentsOf(scope: TenantScope, equipmentIds: readonly number[]) {
  return scope.db
    .select({
      equipmentId: equipment.id,
      instrumentId: instruments.id,
      type: instruments.type,
      currentPeriod: instruments.currentPeriod,
    })
    .from(equipment)
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .where(and(ofTenant(equipment, scope), inArray(equipment.id, [...equipmentIds])));
}

/** The events of these instruments with their points in force, by instrument. */
async function historiesOf(scope: TenantScope, instrumentIds: readonly number[]) {
  const rows = await scope.db
    .select({
      id: calibrationEvents.id,
      instrumentId: calibrationEvents.instrumentId,
      date: calibrationEvents.calibratedOn,
      result: calibrationEvents.result,
      decision: calibrationEvents.decision,
    })
    .from(calibrationEvents)
    .where(
      and(ofTenant(calibrationEvents, scope), inArray(calibrationEvents.instrumentId, [...instrumentIds])),
    );
  const points = await pointsOfEvents(
    scope,
    rows.filter((row) => row.decision !== null).map((row) => row.id),
  );
  const byInstrument = new Map<number, HistoryEvent[]>();
  for (const row of rows) {
    const list = byInstrument.get(row.instrumentId) ?? [];
    list.push({
      id: row.id,
      date: row.date,
      result: row.result as CalibrationEventResult,
      decision: row.decision as PointDecision | null,
      points: points.get(row.id) ?? [],
    });
    byInstrument.set(row.instrumentId, list);
  }
  return byInstrument;
}

/**
 * The interval methods' proposals for every equipment of a campaign report (decision 034): the
 * same as the instrument page's, read in slices, the families counted once, OPPERET's being the
 * report's own result.
 */
export async function reportIntervalProposals(
  session: TenantSession,
  { campaignName, listed }: { campaignName: string; listed: readonly ReportEquipment[] },
): Promise<ReportIntervalProposals[]> {
  // The settings, the instruments and their families' counts once: the counts read the company's
  // decided calibrations whole; only the instruments' own histories are read slice by slice.
  const { settings, items, namer, families } = await session.transaction(async (scope) => {
    const found = await instrumentsOf(
      scope,
      listed.map((item) => item.id),
    );
    const named = await familyNamer(scope);
    return {
      settings: await readIntervalSettings(scope),
      items: new Map(found.map((item) => [item.equipmentId, item])),
      namer: named,
      families: await familiesCounts(
        scope,
        found.map((item) => ({ type: item.type, interval: item.currentPeriod })),
        named,
      ),
    };
  });
  const answers: ReportIntervalProposals[] = [];
  for (let start = 0; start < listed.length; start += PROPOSALS_SLICE) {
    const slice = listed.slice(start, start + PROPOSALS_SLICE);
    const histories = await session.transaction((scope) =>
      historiesOf(
        scope,
        slice.flatMap((listedItem) => items.get(listedItem.id)?.instrumentId ?? []),
      ),
    );
    for (const listedItem of slice) {
      const item = items.get(listedItem.id);
      if (!item) continue;
      const family = families.get(familyId({ type: item.type, interval: item.currentPeriod }, namer));
      const proposals = methodProposals({
        item,
        events: histories.get(item.instrumentId) ?? [],
        family: {
          ...(family ?? { instruments: 0, inTolerance: 0, total: 0 }),
          name: namer.nameOf(item.type),
        },
        settings,
        latest: listedItem.result
          ? {
              campaignName,
              globalScore: listedItem.result.globalScore,
              currentPeriod: listedItem.currentPeriod,
              newPeriod: listedItem.result.newPeriod,
            }
          : null,
      });
      answers.push({
        name: listedItem.name,
        serialNumber: listedItem.serialNumber,
        currentPeriod: item.currentPeriod,
        periods: Object.fromEntries(
          proposals.map((proposal) => [proposal.method, proposal.period]),
        ) as ReportIntervalProposals["periods"],
      });
    }
  }
  return answers;
}
