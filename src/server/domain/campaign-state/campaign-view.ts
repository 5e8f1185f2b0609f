import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Campaign, CampaignAbility } from "../../../shared/api/campaigns";
import type { ErrorCode } from "../../../shared/errors";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { can } from "../../../shared/permissions";
import { completionPercent } from "../../../shared/progress";
import { campaigns } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";
import { campaignAbilities, campaignRefusals } from "./campaign-abilities";

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The columns a campaign's answer is made of: a list reads these only (decision 030), never the
 * tokens' secrets nor the run it points to.
 */
const answeredColumns = {
  id: campaigns.id,
  name: campaigns.name,
  description: campaigns.description,
  deadline: campaigns.deadline,
  status: campaigns.status,
  createdBy: campaigns.createdBy,
  closedAt: campaigns.closedAt,
  shareToken: campaigns.shareToken,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  equipmentCount: campaigns.equipmentCount,
  ratedEquipmentCount: campaigns.ratedEquipmentCount,
  archivedAt: campaigns.archivedAt,
  reopenedAt: campaigns.reopenedAt,
  reopenReason: campaigns.reopenReason,
  holdsRecords: campaigns.holdsRecords,
};
export type AnsweredCampaignRow = Pick<CampaignRow, keyof typeof answeredColumns>;

/**
 * A campaign with whether the acting user takes part in it: what its abilities are computed from,
 * with whether it holds records (`holdsRecords`, kept by triggers: decisions 021 and 031).
 */
export interface CampaignRecord<Row extends AnsweredCampaignRow = CampaignRow> {
  campaign: Row;
  participant: boolean;
}

/** Spec §4: the share of equipment rated at least once, rounded, 0 without equipment. */
export function progressOf(row: Pick<CampaignRow, "equipmentCount" | "ratedEquipmentCount">): number {
  return completionPercent(row.ratedEquipmentCount, row.equipmentCount);
}

/** A campaign as the API answers it, with what the acting user may do to it (DESIGN.md §7). */
export function toCampaign(
  scope: TenantScope,
  { campaign, participant }: CampaignRecord<AnsweredCampaignRow>,
): Campaign {
  const { roles } = scope.actor;
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    deadline: campaign.deadline?.toISOString() ?? null,
    status: campaign.status,
    createdBy: campaign.createdBy,
    closedAt: campaign.closedAt?.toISOString() ?? null,
    // The share link is readable only by those who manage campaigns (DESIGN.md §5).
    shareToken: can(roles, "manageCampaigns") ? campaign.shareToken : null,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    equipmentCount: campaign.equipmentCount,
    ratedEquipmentCount: campaign.ratedEquipmentCount,
    progress: progressOf(campaign),
    ...campaignAbilities({
      roles,
      participant,
      status: campaign.status,
      ...standingOf(campaign),
    }),
    archived: campaign.archivedAt !== null,
    archivedAt: campaign.archivedAt?.toISOString() ?? null,
    reopenedAt: campaign.reopenedAt?.toISOString() ?? null,
    reopenReason: campaign.reopenReason,
  };
}

/** What the campaign's own record adds to its standing: archived, and whether it holds records. */
function standingOf(campaign: AnsweredCampaignRow) {
  return { archived: campaign.archivedAt !== null, hasRecords: campaign.holdsRecords };
}

/**
 * Whether the acting user takes part in the campaign of the row being read (the outer query reads
 * `campaigns`; its columns are named in full, as the subquery has columns of the same names).
 */
function participating(scope: TenantScope) {
  return sql`exists (select 1 from campaign_participants p
                      where p.company_id = campaigns.company_id and p.campaign_id = campaigns.id
                        and p.user_id = ${scope.actor.userId})`.mapWith(Boolean);
}

/**
 * The company's campaigns, newest first (one query; progress from counters kept by triggers);
 * the archived ones only when asked for (`archived`: "true" only them, "all" every campaign).
 */
export async function listCampaigns(
  scope: TenantScope,
  { archived = "false" }: { archived?: "true" | "false" | "all" } = {},
): Promise<CampaignRecord<AnsweredCampaignRow>[]> {
  const which =
    archived === "all"
      ? undefined
      : archived === "true"
        ? isNotNull(campaigns.archivedAt)
        : isNull(campaigns.archivedAt);
  return scope.db
    .select({ campaign: answeredColumns, participant: participating(scope) })
    .from(campaigns)
    .where(and(ofTenant(campaigns, scope), which))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

/**
 * One campaign of the company, or 404: another company's id is simply unknown here. With `lock`,
 * its row is locked first and stays locked until the transaction ends (changes of one campaign
 * take turns); it is then read, participation included, as the last change left it.
 */
export async function findCampaign(
  scope: TenantScope,
  campaignId: number,
  options: { lock?: boolean } = {},
): Promise<CampaignRecord> {
  const byId = and(ofTenant(campaigns, scope), eq(campaigns.id, campaignId));
  if (options.lock) {
    const [locked] = await scope.db.select({ id: campaigns.id }).from(campaigns).where(byId).for("update");
    if (!locked) throw notFound(DETAIL_MESSAGES.campaignNotFound);
  }
  const [record] = await scope.db
    .select({ campaign: campaigns, participant: participating(scope) })
    .from(campaigns)
    .where(byId);
  if (!record) throw notFound(DETAIL_MESSAGES.campaignNotFound);
  return record;
}

/**
 * Locks the campaign and checks that the acting user may do this to it now, with the same rule
 * that computes the abilities of its answers: 404 when unknown, else the refusal's own code
 * (403 for a role or a non-participant, 409 for a closed or inactive campaign).
 */
export async function lockCampaignFor(
  scope: TenantScope,
  campaignId: number,
  ability: CampaignAbility,
): Promise<CampaignRow> {
  const record = await findCampaign(scope, campaignId, { lock: true });
  const refusal = refusalFor(scope, record, ability);
  if (refusal) throw new AppError(refusal);
  return record.campaign;
}

/** Why the acting user may not do this to the campaign now (the code the server answers), or null. */
export function refusalFor(
  scope: TenantScope,
  { campaign, participant }: CampaignRecord,
  ability: CampaignAbility,
): ErrorCode | null {
  return campaignRefusals({
    roles: scope.actor.roles,
    participant,
    status: campaign.status,
    ...standingOf(campaign),
  })[ability];
}
