import { createHash } from "node:crypto";
import { CRITERIA_PROFILE_LABELS, type CriteriaProfile } from "../../../shared/roles";
import type { TenantSession } from "../../db/tenant";
import { familiesOf } from "../../reports/families";
import type { CampaignReport, ReportEquipment, ReportMeasurement } from "../../reports/report-model";
import { decisionRulesSentence, readDecisionRules } from "../conformity/decision-rules";
import { reportIntervalProposals } from "../intervals/report-proposals";
import { readReportHead } from "./report-head";
import { accountsOf, mergeTallies, participantGroups, type RaterTally } from "./report-participants";
import { readReportSlice } from "./report-slice";

/** Equipment read per transaction: each slice a few tens of milliseconds on the embedded database. */
export const REPORT_SLICE = 250;
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
      intervalProposals: await reportIntervalProposals(session, { campaignName: head.campaign.name, listed }),
      decisionRules: decisionRulesSentence(await session.transaction((scope) => readDecisionRules(scope))),
      contentSha256: "",
    },
    families: familiesOf(listed),
  };
  report.trace.contentSha256 = createHash("sha256").update(JSON.stringify(report)).digest("hex");
  return report;
}
