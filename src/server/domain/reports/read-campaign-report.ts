import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../shared/constants";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { CRITERIA_PROFILE_LABELS, type CriteriaProfile, displayName } from "../../../shared/roles";
import { roundToTotal } from "../../../shared/rounding";
import { idList } from "../../db/arrays";
import { sqlRows } from "../../db/rows";
import { calculationRuns, calibrationResults, equipment, users } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession } from "../../db/tenant";
import { familiesOf } from "../../reports/families";
import type {
  CampaignReport,
  ReportApplication,
  ReportContribution,
  ReportEquipment,
  ReportMeasurement,
  ReportRating,
  ReportRun,
} from "../../reports/report-model";
import { NO_REASON } from "../approvals/approval-settings";
import { signaturesById } from "../approvals/signatures";
import { findCampaign } from "../campaign-state/campaign-view";
import { participantsOf } from "../campaigns/participant-view";
import { listCriteria } from "../criteria/criterion-view";
import { getGlobalParameters } from "../criteria/global-parameters";
import { outdatedResults, toResult } from "../results/calibration-results";
import { namesOf } from "../results/run-history";
import { companyNameOf, companyZoneOf } from "../tenancy/company-view";
import {
  accountsOf,
  mergeTallies,
  type Person,
  participantGroups,
  type RaterTally,
  tallyRatings,
} from "./report-participants";

/** Equipment read per transaction: each slice a few tens of milliseconds on the embedded database. */
export const REPORT_SLICE = 250;

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

const applicationRow = z.object({
  appliedAt: z.coerce.date(),
  appliedBy: z.string().nullable(),
  runId: z.number().nullable(),
  signatureId: z.number().nullable(),
  count: z.coerce.number(),
});

/** What the report says of the campaign as a whole, read first in one short transaction. */
interface ReportHead {
  campaign: CampaignReport["campaign"];
  companyName: string;
  /** The company's time zone, the report's times are shown in (decision 026). */
  timeZone: string;
  /** The campaign's invited participants. */
  invited: Person[];
  /** The criteria as the calculation used them (its run), else as they are now. */
  criteria: { id: number; name: string; profile: string; weight: number }[];
  parameters: CampaignReport["parameters"];
  runId: number | null;
  run: ReportRun | null;
  applications: ReportApplication[];
  outdated: Set<number>;
  equipmentIds: number[];
}

/**
 * Everything the report of a campaign says (report-model.ts). Read in slices (decision 017): the
 * campaign, its participants, criteria and calculation first, then its equipment REPORT_SLICE at a
 * time with their results, explanations and ratings, each slice in a transaction of its own, so
 * that other requests pass in between on the embedded database, and last the accounts of those who
 * rated (tallied from the slices' ratings). The results all come from the campaign's current
 * calculation run, whatever the slices' order.
 */
export async function readCampaignReport(
  session: TenantSession,
  {
    campaignId,
    now = new Date(),
    number = "Sans numéro",
    checkpoint = null,
  }: {
    campaignId: number;
    now?: Date;
    /** The report's number (generate-report allocates it). */
    number?: string;
    /** The trail's head when the report was asked for. */
    checkpoint?: { position: number; hash: string } | null;
  },
): Promise<CampaignReport> {
  const head = await session.transaction((scope) => readReportHead(scope, campaignId));
  const listed: ReportEquipment[] = [];
  const measurements: ReportMeasurement[] = [];
  const tallies = new Map<string, RaterTally>();
  for (let start = 0; start < head.equipmentIds.length; start += REPORT_SLICE) {
    const slice = head.equipmentIds.slice(start, start + REPORT_SLICE);
    const read = await session.transaction((scope) => readReportSlice(scope, head, slice));
    listed.push(...read.equipment);
    measurements.push(...read.measurements);
    mergeTallies(tallies, read.raters);
  }
  const raterIds = [...new Set([...tallies.values()].flatMap((t) => (t.userId ? [t.userId] : [])))];
  const accounts =
    raterIds.length === 0 ? [] : await session.transaction((scope) => accountsOf(scope, raterIds));

  const usedCriteria = new Set(listed.flatMap((e) => e.ratings.map((r) => r.criterionId)));
  const counts = { extended: 0, maintained: 0, reduced: 0, forced: 0 };
  let withResult = 0;
  for (const { result } of listed) {
    if (!result) continue;
    withResult++;
    counts[result.status]++;
    if (result.forcedPeriod !== null) counts.forced++;
  }
  const report: CampaignReport = {
    generatedAt: now.toISOString(),
    generatedBy: session.actor.name,
    company: { name: head.companyName },
    campaign: head.campaign,
    parameters: head.parameters,
    participantGroups: participantGroups({ invited: head.invited, tallies, accounts }),
    criteria: head.criteria
      .filter((c) => usedCriteria.has(c.id) || usedCriteria.size === 0)
      .map((c) => ({
        id: c.id,
        name: c.name,
        profile: c.profile,
        profileLabel: CRITERIA_PROFILE_LABELS[c.profile as CriteriaProfile] ?? c.profile,
        weight: c.weight,
      })),
    summary: {
      equipmentCount: listed.length,
      withResult,
      withoutResult: listed.length - withResult,
      ...counts,
      ratingCount: listed.reduce((sum, e) => sum + e.ratings.length, 0),
    },
    equipment: listed,
    trace: {
      number,
      timeZone: head.timeZone,
      run: head.run,
      applications: head.applications,
      measurements,
      checkpoint,
      contentSha256: "",
    },
    families: familiesOf(listed),
  };
  report.trace.contentSha256 = createHash("sha256").update(JSON.stringify(report)).digest("hex");
  return report;
}

async function readReportHead(scope: TenantScope, campaignId: number): Promise<ReportHead> {
  const { campaign } = await findCampaign(scope, campaignId);
  const { db } = scope;
  const companyName = await companyNameOf(scope);
  const [creator] = campaign.createdBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(ofTenant(users, scope), eq(users.id, campaign.createdBy)))
    : [];
  const participants = await participantsOf(scope, { campaignId });
  const [run] =
    campaign.currentRunId === null
      ? []
      : await db
          .select()
          .from(calculationRuns)
          .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.id, campaign.currentRunId)));
  const current = (await listCriteria(scope)).map((c) => ({
    id: c.id,
    name: c.name,
    profile: c.profile,
    weight: Number(c.weight),
  }));
  // A criterion created after the calculation is listed too, as it is now.
  const criteria = run
    ? [...run.criteria, ...current.filter((c) => !run.criteria.some((r) => r.id === c.id))]
    : current;
  const applications = await applicationsOf(scope, campaignId);
  const names = await namesOf(scope, [run?.calculatedBy ?? null]);
  const items = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId), isNull(equipment.removedAt)))
    .orderBy(asc(equipment.id));
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      status: campaign.status,
      statusLabel: CAMPAIGN_STATUS_LABELS[campaign.status as CampaignStatus] ?? campaign.status,
      createdAt: campaign.createdAt.toISOString(),
      createdBy: creator ? displayName(creator) : null,
      deadline: campaign.deadline?.toISOString() ?? null,
      closedAt: campaign.closedAt?.toISOString() ?? null,
      appliedAt: applications.at(-1)?.appliedAt ?? null,
    },
    companyName,
    timeZone: await companyZoneOf(scope),
    invited: participants.map((p) => p.user),
    criteria,
    parameters: run
      ? { k1: run.parameters.k1, k2: run.parameters.k2, pmax: run.parameters.pmax }
      : await getGlobalParameters(scope),
    runId: campaign.currentRunId,
    run: run
      ? {
          number: run.number,
          calculatedByName: run.calculatedBy ? (names.get(run.calculatedBy) ?? null) : null,
          startedAt: run.startedAt.toISOString(),
          completedAt: run.completedAt?.toISOString() ?? null,
          parameters: {
            k1: run.parameters.k1,
            k2: run.parameters.k2,
            pmax: run.parameters.pmax,
            adjustmentFactor: run.parameters.adjustmentFactor,
          },
          criteria: run.criteria.map((c) => ({
            id: c.id,
            name: c.name,
            profileLabel: CRITERIA_PROFILE_LABELS[c.profile as CriteriaProfile] ?? c.profile,
            weight: c.weight,
            scales: [...c.scales].sort((a, b) => a.grade - b.grade),
          })),
        }
      : null,
    applications,
    outdated: run ? await outdatedResults(scope, campaignId) : new Set(),
    equipmentIds: items.map((item) => item.id),
  };
}

/**
 * Each time the campaign's periods were applied: when, by whom, which calculation, how many
 * instruments, and the approver's signature.
 */
async function applicationsOf(scope: TenantScope, campaignId: number): Promise<ReportApplication[]> {
  const rows = await sqlRows(
    scope.db,
    applicationRow,
    sql`
    select applied_at as "appliedAt", applied_by as "appliedBy", run_id as "runId",
           signature_id as "signatureId", count(*) as count
      from period_changes
     where company_id = ${scope.companyId} and campaign_id = ${campaignId}
     group by applied_at, applied_by, run_id, signature_id
     order by applied_at`,
  );
  if (rows.length === 0) return [];
  const runIds = [...new Set(rows.flatMap((row) => (row.runId === null ? [] : [row.runId])))];
  const runs =
    runIds.length === 0
      ? []
      : await scope.db
          .select({ id: calculationRuns.id, number: calculationRuns.number })
          .from(calculationRuns)
          .where(and(ofTenant(calculationRuns, scope), inArray(calculationRuns.id, runIds)));
  const runNumber = new Map(runs.map((run) => [run.id, run.number]));
  const names = await namesOf(
    scope,
    rows.map((row) => row.appliedBy),
  );
  const signed = await signaturesById(
    scope,
    rows.map((row) => row.signatureId),
  );
  return rows.map((row) => {
    const signature = row.signatureId === null ? undefined : signed.get(row.signatureId);
    return {
      appliedAt: row.appliedAt.toISOString(),
      appliedByName: row.appliedBy ? (names.get(row.appliedBy) ?? null) : null,
      runNumber: row.runId === null ? null : (runNumber.get(row.runId) ?? null),
      instrumentCount: row.count,
      signature: signature
        ? { signerName: signature.signerName, signedAt: signature.signedAt, meaning: signature.meaning }
        : null,
    };
  });
}

/**
 * One slice of the campaign's equipment, with its results of the current run, its ratings and who
 * gave them, and the measurements taken with it.
 */
async function readReportSlice(
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

/** Why an equipment has no result: never calculated, else as the results page says it. */
function withoutResultReason(
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
function explanationOf(
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

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
