import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Participant } from "../../../shared/api/campaigns";
import { STAFF_ROLE_NAMES } from "../../../shared/roles";
import { campaignParticipants, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { type CampaignRow, lockCampaignFor } from "./campaign-view";
import { participantsOf } from "./participant-view";

/**
 * Spec §5: eligible participants hold at least one staff role, under any of its names (a user whose
 * only role is technicien may take part). The refusal names the field the ids came in.
 */
async function assertEligible(scope: TenantScope, userIds: string[], field: string): Promise<void> {
  if (userIds.length === 0) return;
  const eligible = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        inArray(users.id, userIds),
        sql`${users.roles} && array[${sql.join(
          STAFF_ROLE_NAMES.map((role) => sql`${role}`),
          sql`, `,
        )}]::varchar[]`,
      ),
    );
  if (eligible.length !== userIds.length) throw new AppError("PARTICIPANT_NOT_ELIGIBLE", { field });
}

/** Adds participants to a locked campaign (those already present are kept as they are). */
export async function addParticipants(
  scope: TenantScope,
  campaign: CampaignRow,
  userIds: readonly string[],
  field = "participantIds",
): Promise<void> {
  const unique = [...new Set(userIds)];
  await assertEligible(scope, unique, field);
  if (unique.length === 0) return;
  await scope.db
    .insert(campaignParticipants)
    .values(
      unique.map((userId) => ({
        companyId: scope.companyId,
        campaignId: campaign.id,
        userId,
        assignedBy: scope.actor.userId,
      })),
    )
    .onConflictDoNothing({
      target: [campaignParticipants.companyId, campaignParticipants.campaignId, campaignParticipants.userId],
    });
}

/** The participants of a locked campaign become exactly this list. */
export async function replaceParticipants(
  scope: TenantScope,
  campaign: CampaignRow,
  userIds: readonly string[],
): Promise<void> {
  // addParticipants checks the list; a refusal rolls the delete back with the transaction.
  const unique = [...new Set(userIds)];
  const keep = unique.length > 0 ? notInArray(campaignParticipants.userId, unique) : undefined;
  await scope.db
    .delete(campaignParticipants)
    .where(
      and(ofTenant(campaignParticipants, scope), eq(campaignParticipants.campaignId, campaign.id), keep),
    );
  await addParticipants(scope, campaign, unique);
}

/** PUT /api/campaigns/{id}/participants: replaces them, audited, and answers the new list. */
export async function setParticipants(
  scope: TenantScope,
  { campaignId, participantIds }: { campaignId: number; participantIds: readonly string[] },
): Promise<Participant[]> {
  const campaign = await lockCampaignFor(scope, campaignId, "manageParticipants");
  await replaceParticipants(scope, campaign, participantIds);
  const participants = await participantsOf(scope, { campaignId });
  await recordAudit(scope, {
    action: "campaign.participants.replaced",
    tableName: "campaign_participants",
    recordId: campaignId,
    campaignId,
    description: `Participants de la campagne ${campaign.name} : ${participants.length}`,
    details: { participantIds: participants.map((p) => p.userId) },
  });
  return participants;
}

/** POST /api/campaign-participants: one more participant, audited, answered with its row. */
export async function addParticipant(
  scope: TenantScope,
  { campaignId, userId }: { campaignId: number; userId: string },
): Promise<Participant> {
  const campaign = await lockCampaignFor(scope, campaignId, "manageParticipants");
  await addParticipants(scope, campaign, [userId], "userId");
  // Eligible (checked above), so now a participant: the one row is read back.
  const participant = (await participantsOf(scope, { campaignId, userId }))[0]!;
  await recordAudit(scope, {
    action: "campaign.participant.added",
    tableName: "campaign_participants",
    recordId: participant.id,
    campaignId,
    description: `Participant ${participant.user.email} ajouté à la campagne ${campaign.name}`,
  });
  return participant;
}
