import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../shared/constants";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import {
  CRITERIA_PROFILE_LABELS,
  CRITERIA_PROFILES,
  type CriteriaProfile,
  criteriaProfileOf,
  displayName,
  STAFF_ROLE_LABELS,
  staffRolesOf,
} from "../../../shared/roles";
import { sqlRows } from "../../db/rows";
import { calibrationResults, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { familiesOf } from "../../reports/families";
import type {
  CampaignReport,
  ReportContribution,
  ReportEquipment,
  ReportParticipantGroup,
  ReportRating,
} from "../../reports/report-model";
import { findCampaign } from "../campaigns/campaign-view";
import { participantsOf } from "../campaigns/participant-view";
import { companyNameOf } from "../companies/company-view";
import { listCriteria } from "../criteria/criterion-view";
import { getGlobalParameters } from "../criteria/global-parameters";
import { resultsOf } from "../results/calibration-results";

const equipmentRow = z.object({
  id: z.number(),
  name: z.string(),
  serialNumber: z.string(),
  type: z.string().nullable(),
  currentPeriod: z.number(),
});

const ratingRow = z.object({
  equipmentId: z.number(),
  criterionId: z.number(),
  raterName: z.string().nullable(),
  linkKind: z.string().nullable(),
  grade: z.number(),
  score: z.coerce.number(),
  verbatim: z.string(),
});

/**
 * Everything the report of a campaign says (report-model.ts), read in the request's transaction so
 * that its figures are those of one moment. About ten queries whatever the campaign's size; the
 * ratings in one.
 */
export async function readCampaignReport(
  scope: TenantScope,
  { campaignId, now = new Date() }: { campaignId: number; now?: Date },
): Promise<CampaignReport> {
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
  const criteria = await listCriteria(scope);
  const { results, withoutResult, appliedAt } = await resultsOf(scope, campaignId);
  const details = await db
    .select({
      equipmentId: calibrationResults.equipmentId,
      parameters: calibrationResults.parameters,
      details: calibrationResults.details,
    })
    .from(calibrationResults)
    .where(and(ofTenant(calibrationResults, scope), eq(calibrationResults.campaignId, campaignId)));
  const items = await sqlRows(
    db,
    equipmentRow,
    sql`
    select id, name, serial_number as "serialNumber", type, current_period as "currentPeriod"
      from equipment where company_id = ${scope.companyId} and campaign_id = ${campaignId} order by id`,
  );
  const ratings = await sqlRows(
    db,
    ratingRow,
    sql`
    select equipment_id as "equipmentId", criteria_id as "criterionId", rater_name as "raterName",
           link_kind as "linkKind", grade, score, verbatim
      from equipment_ratings
     where company_id = ${scope.companyId} and campaign_id = ${campaignId}
     order by equipment_id, criteria_id, rater_name`,
  );

  const criterionNames = new Map(criteria.map((c) => [c.id, c.name]));
  const ratingsByEquipment = groupBy(ratings, (r) => r.equipmentId);
  const resultByEquipment = new Map(results.map((r) => [r.equipmentId, r]));
  const reasonByEquipment = new Map(withoutResult.map((w) => [w.equipmentId, w.reason]));
  const detailsByEquipment = new Map(details.map((d) => [d.equipmentId, d]));
  const usedCriteria = new Set(ratings.map((r) => r.criterionId));

  const equipment: ReportEquipment[] = items.map((item) => {
    const result = resultByEquipment.get(item.id);
    const explanation = detailsByEquipment.get(item.id)?.details?.criteria ?? [];
    return {
      id: item.id,
      name: item.name,
      serialNumber: item.serialNumber,
      type: item.type,
      currentPeriod: item.currentPeriod,
      result: result
        ? {
            newPeriod: result.newPeriod,
            forcedPeriod: result.forcedPeriod,
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
      withoutResultReason: result ? null : (reasonByEquipment.get(item.id) ?? "not-calculated"),
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
      explanation: explanation.map(
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

  const calculated = details.find((d) => d.parameters)?.parameters;
  const parameters = calculated
    ? { k1: calculated.k1, k2: calculated.k2, pmax: calculated.pmax }
    : await getGlobalParameters(scope);
  const counts = { extended: 0, maintained: 0, reduced: 0, forced: 0 };
  for (const r of results) {
    counts[r.status]++;
    if (r.forcedPeriod !== null) counts.forced++;
  }
  return {
    generatedAt: now.toISOString(),
    generatedBy: scope.actor.name,
    company: { name: companyName },
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
      appliedAt,
    },
    parameters,
    participantGroups: participantGroups(participants.map((p) => p.user)),
    criteria: criteria
      .filter((c) => usedCriteria.has(c.id) || usedCriteria.size === 0)
      .map((c) => ({
        id: c.id,
        name: c.name,
        profile: c.profile,
        profileLabel: CRITERIA_PROFILE_LABELS[c.profile as CriteriaProfile] ?? c.profile,
        weight: Number(c.weight),
      })),
    summary: {
      equipmentCount: equipment.length,
      withResult: results.length,
      withoutResult: equipment.length - results.length,
      ...counts,
      ratingCount: ratings.length,
    },
    equipment,
    families: familiesOf(equipment),
  };
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

/** Participants by the criteria profile they rate (spec §6), in the profiles' order, by name. */
function participantGroups(
  people: { email: string; firstName: string | null; lastName: string | null; roles: string[] }[],
): ReportParticipantGroup[] {
  const groups = new Map<CriteriaProfile, ReportParticipantGroup>();
  for (const person of people) {
    const raw = criteriaProfileOf(person.roles);
    const profile: CriteriaProfile = raw === "technicien" ? "utilisateur_equipement" : raw;
    const group = groups.get(profile) ?? {
      profile,
      profileLabel: CRITERIA_PROFILE_LABELS[profile],
      participants: [],
    };
    group.participants.push({
      name: displayName(person),
      email: person.email,
      roles: [...staffRolesOf(person.roles)].map((role) => STAFF_ROLE_LABELS[role]),
    });
    groups.set(profile, group);
  }
  return CRITERIA_PROFILES.flatMap((profile) => {
    const group = groups.get(profile);
    return group ? [group] : [];
  });
}
