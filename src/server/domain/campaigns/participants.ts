import { and, eq, inArray, sql } from "drizzle-orm";
import type { Participant } from "../../../shared/api/campaigns";
import { STAFF_ROLE_NAMES } from "../../../shared/roles";
import { campaignParticipants, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit, recordBulkAudit } from "../audit/record-audit";
import { type CampaignRow, lockCampaignFor } from "../campaign-state/campaign-view";
import { participantsOf } from "./participant-view";

/** A participant as the audit trail records it: who, by account and by name at the time. */
export interface ParticipantValue {
  userId: string;
  email: string;
  name: string | null;
}

const participantColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toValue(row: {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): ParticipantValue {
  return {
    userId: row.userId,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
  };
}

const byEmail = (a: ParticipantValue, b: ParticipantValue) => a.email.localeCompare(b.email);

/**
 * Spec §5: eligible participants hold at least one staff role, under any of its names (a user whose
 * only role is technicien may take part). The refusal names the field the ids came in. Answers the
 * users, by id.
 */
async function assertEligible(
  scope: TenantScope,
  userIds: string[],
  field: string,
): Promise<Map<string, ParticipantValue>> {
  if (userIds.length === 0) return new Map();
  const eligible = await scope.db
    .select(participantColumns)
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
  return new Map(eligible.map((row) => [row.userId, toValue(row)]));
}

/** The participants of a campaign as the audit trail records them, by e-mail. */
export async function participantValues(scope: TenantScope, campaignId: number): Promise<ParticipantValue[]> {
  const rows = await scope.db
    .select(participantColumns)
    .from(campaignParticipants)
    .innerJoin(
      users,
      and(eq(users.companyId, campaignParticipants.companyId), eq(users.id, campaignParticipants.userId)),
    )
    .where(and(ofTenant(campaignParticipants, scope), eq(campaignParticipants.campaignId, campaignId)));
  return rows.map(toValue).sort(byEmail);
}

/**
 * Adds participants to a locked campaign (those already present are kept as they are). Not
 * audited: the call that uses it writes its one audit row. Answers the participants added now.
 */
export async function addParticipants(
  scope: TenantScope,
  campaign: CampaignRow,
  userIds: readonly string[],
  field = "participantIds",
): Promise<ParticipantValue[]> {
  const unique = [...new Set(userIds)];
  const eligible = await assertEligible(scope, unique, field);
  if (unique.length === 0) return [];
  const added = await scope.db
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
    })
    .returning({ userId: campaignParticipants.userId });
  return added.map((row) => eligible.get(row.userId)!).sort(byEmail);
}

/**
 * The participants of a locked campaign become exactly this list. Not audited (see
 * addParticipants); answers the participants before and after.
 */
export async function replaceParticipants(
  scope: TenantScope,
  campaign: CampaignRow,
  userIds: readonly string[],
): Promise<{ before: ParticipantValue[]; after: ParticipantValue[] }> {
  const before = await participantValues(scope, campaign.id);
  const unique = [...new Set(userIds)];
  const wanted = new Set(unique);
  const removed = before.filter((p) => !wanted.has(p.userId)).map((p) => p.userId);
  // addParticipants checks the list; a refusal rolls the delete back with the transaction.
  if (removed.length > 0)
    await scope.db
      .delete(campaignParticipants)
      .where(
        and(
          ofTenant(campaignParticipants, scope),
          eq(campaignParticipants.campaignId, campaign.id),
          inArray(campaignParticipants.userId, removed),
        ),
      );
  const added = await addParticipants(scope, campaign, unique);
  const after = [...before.filter((p) => wanted.has(p.userId)), ...added].sort(byEmail);
  return { before, after };
}

/** PUT /api/campaigns/{id}/participants: replaces them, audited, and answers the new list. */
export async function setParticipants(
  scope: TenantScope,
  { campaignId, participantIds }: { campaignId: number; participantIds: readonly string[] },
): Promise<Participant[]> {
  const campaign = await lockCampaignFor(scope, campaignId, "manageParticipants");
  const { before, after } = await replaceParticipants(scope, campaign, participantIds);
  const participants = await participantsOf(scope, { campaignId });
  const kept = new Set(after.map((p) => p.userId));
  const had = new Set(before.map((p) => p.userId));
  await recordBulkAudit(scope, {
    action: "campaign.participants.replaced",
    tableName: "campaign_participants",
    recordId: campaignId,
    campaignId,
    description: `Participants de la campagne ${campaign.name} : ${after.length}`,
    oldValues: { participants: before },
    newValues: { participants: after },
    rows: before.length + after.length,
    summary: {
      before: before.length,
      after: after.length,
      added: after.filter((p) => !had.has(p.userId)).length,
      removed: before.filter((p) => !kept.has(p.userId)).length,
    },
  });
  return participants;
}

/** POST /api/campaign-participants: one more participant, audited, answered with its row. */
export async function addParticipant(
  scope: TenantScope,
  { campaignId, userId }: { campaignId: number; userId: string },
): Promise<Participant> {
  const campaign = await lockCampaignFor(scope, campaignId, "manageParticipants");
  const [added] = await addParticipants(scope, campaign, [userId], "userId");
  // Eligible (checked above), so now a participant: the one row is read back.
  const participant = (await participantsOf(scope, { campaignId, userId }))[0]!;
  const value = {
    ...toValue({ ...participant.user, userId: participant.userId }),
    campaignId,
    assignedAt: participant.assignedAt,
  };
  await recordAudit(scope, {
    action: "campaign.participant.added",
    tableName: "campaign_participants",
    recordId: participant.id,
    campaignId,
    description: added
      ? `Participant ${participant.user.email} ajouté à la campagne ${campaign.name}`
      : `Participant ${participant.user.email} déjà présent dans la campagne ${campaign.name}`,
    // Already a participant: the call found what it leaves.
    oldValues: added ? null : value,
    newValues: value,
  });
  return participant;
}
