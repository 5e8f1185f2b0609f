import { and, asc, eq } from "drizzle-orm";
import type { Participant } from "../../../shared/api/campaigns";
import { campaignParticipants, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { findCampaign } from "../campaign-state/campaign-view";

type ParticipantRow = typeof campaignParticipants.$inferSelect;
type UserRow = typeof users.$inferSelect;

export function toParticipant(participant: ParticipantRow, user: UserRow): Participant {
  return {
    id: participant.id,
    campaignId: participant.campaignId,
    userId: participant.userId,
    role: participant.role,
    assignedAt: participant.assignedAt.toISOString(),
    assignedBy: participant.assignedBy,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
    },
  };
}

/**
 * The participants of a campaign the caller has already found (or locked), by name; with `userId`,
 * that one participant only.
 */
export async function participantsOf(
  scope: TenantScope,
  { campaignId, userId }: { campaignId: number; userId?: string },
): Promise<Participant[]> {
  const rows = await scope.db
    .select({ participant: campaignParticipants, user: users })
    .from(campaignParticipants)
    .innerJoin(
      users,
      and(eq(users.companyId, campaignParticipants.companyId), eq(users.id, campaignParticipants.userId)),
    )
    .where(
      and(
        ofTenant(campaignParticipants, scope),
        eq(campaignParticipants.campaignId, campaignId),
        userId === undefined ? undefined : eq(campaignParticipants.userId, userId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.email));
  return rows.map(({ participant, user }) => toParticipant(participant, user));
}

/** GET /api/campaigns/{id}/participants: a campaign's participants, by name (404 for an unknown campaign). */
export async function listParticipants(
  scope: TenantScope,
  { campaignId }: { campaignId: number },
): Promise<Participant[]> {
  await findCampaign(scope, campaignId);
  return participantsOf(scope, { campaignId });
}
