import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import { z } from "zod";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../shared/constants";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { CRITERIA_PROFILE_LABELS, type CriteriaProfile, displayName } from "../../../shared/roles";
import { idList } from "../../db/arrays";
import { sqlRows } from "../../db/rows";
import { calculationRuns, calibrationResults, equipment, periodChanges, users } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession } from "../../db/tenant";
import { familiesOf } from "../../reports/families";
import type {
  CampaignReport,
  ReportContribution,
  ReportEquipment,
  ReportRating,
} from "../../reports/report-model";
import { NO_REASON } from "../approvals/approval-settings";
import { findCampaign } from "../campaigns/campaign-view";
import { participantsOf } from "../campaigns/participant-view";
import { companyNameOf } from "../companies/company-view";
import { listCriteria } from "../criteria/criterion-view";
import { getGlobalParameters } from "../criteria/global-parameters";
import { outdatedResults, toResult } from "../results/calibration-results";
import { namesOf } from "../results/run-history";
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

/** What the report says of the campaign as a whole, read first in one short transaction. */
interface ReportHead {
  campaign: CampaignReport["campaign"];
  companyName: string;
  /** The campaign's invited participants. */
  invited: Person[];
  /** The criteria as the calculation used them (its run), else as they are now. */
  criteria: { id: number; name: string; profile: string; weight: number }[];
  parameters: CampaignReport["parameters"];
  runId: number | null;
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
  { campaignId, now = new Date() }: { campaignId: number; now?: Date },
): Promise<CampaignReport> {
  const head = await session.transaction((scope) => readReportHead(scope, campaignId));
  const listed: ReportEquipment[] = [];
  const tallies = new Map<string, RaterTally>();
  for (let start = 0; start < head.equipmentIds.length; start += REPORT_SLICE) {
    const slice = head.equipmentIds.slice(start, start + REPORT_SLICE);
    const read = await session.transaction((scope) => readReportSlice(scope, head, slice));
    listed.push(...read.equipment);
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
  return {
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
    families: familiesOf(listed),
  };
}

async function readReportHead(scope: TenantScope, campaignId: number): Promise<ReportHead> {
  const { campaign } = await findCampaign(scope, campaignId);
  const { db } = scope;
  const companyName = await companyNameOf(scope);
  const [creator] = campaign.createdBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.companyId, scope.companyId), eq(users.id, campaign.createdBy)))
    : [];
  const participants = await participantsOf(scope, { campaignId });
  const [run] =
    campaign.currentRunId === null
      ? []
      : await db
          .select({ parameters: calculationRuns.parameters, criteria: calculationRuns.criteria })
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
  const [applied] = await db
    .select({ at: max(periodChanges.appliedAt) })
    .from(periodChanges)
    .where(and(ofTenant(periodChanges, scope), eq(periodChanges.campaignId, campaignId)));
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
      appliedAt: applied?.at ? new Date(applied.at).toISOString() : null,
    },
    companyName,
    invited: participants.map((p) => p.user),
    criteria,
    parameters: run
      ? { k1: run.parameters.k1, k2: run.parameters.k2, pmax: run.parameters.pmax }
      : await getGlobalParameters(scope),
    runId: campaign.currentRunId,
    outdated: run ? await outdatedResults(scope, campaignId) : new Set(),
    equipmentIds: items.map((item) => item.id),
  };
}

/**
 * One slice of the campaign's equipment, with its results of the current run and its ratings, and
 * who gave those ratings.
 */
async function readReportSlice(
  scope: TenantScope,
  head: ReportHead,
  equipmentIds: readonly number[],
): Promise<{ equipment: ReportEquipment[]; raters: Map<string, RaterTally> }> {
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
        }),
      ),
      explanation: (row?.details?.criteria ?? []).map(
        (c): ReportContribution => ({
          criterionId: c.criterionId,
          name: c.name,
          weight: c.weight,
          raterCount: c.raterCount,
          mean: c.mean,
          dispersion: c.dispersion,
          grade: c.grade,
          contribution: c.contribution,
        }),
      ),
    };
  });
  return { equipment, raters: tallyRatings(ratings, profileOf) };
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
