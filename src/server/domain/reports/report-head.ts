import { and, asc, eq, isNull } from "drizzle-orm";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../shared/constants";
import { CRITERIA_PROFILE_LABELS, type CriteriaProfile, displayName } from "../../../shared/roles";
import { calculationRuns, equipment, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { CampaignReport, ReportApplication, ReportRun } from "../../reports/report-model";
import { findCampaign } from "../campaign-state/campaign-view";
import { participantsOf } from "../campaigns/participant-view";
import { listCriteria } from "../criteria/criterion-view";
import { getGlobalParameters } from "../criteria/global-parameters";
import { outdatedResults } from "../results/calibration-results";
import { namesOf } from "../results/run-history";
import { companyNameOf, companyZoneOf } from "../tenancy/company-view";
import { applicationsOf } from "./report-applications";
import type { Person } from "./report-participants";

/** What the report says of the campaign as a whole, read first in one short transaction. */
export interface ReportHead {
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
export async function readReportHead(scope: TenantScope, campaignId: number): Promise<ReportHead> {
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
