import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Participant } from "../../../shared/api/campaigns";
import { STAFF_ROLES } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { campaignParticipants, users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { invalid } from "../../errors";
import type { Actor } from "../audit/record-audit";
import { findCampaign } from "./campaign-view";

export const NOT_ELIGIBLE_MESSAGE =
  "Seuls les utilisateurs de l'entreprise ayant un rôle (administrateur, initiateur, gestionnaire ou technicien) peuvent participer à une campagne.";

/** Spec §5: eligible participants hold at least one of the four staff roles. */
async function assertEligible(db: Database, tenant: Tenant, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const eligible = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ofTenant(users, tenant),
        inArray(users.id, userIds),
        sql`${users.roles} && ${sql.raw(`ARRAY[${STAFF_ROLES.map((r) => `'${r}'`).join(",")}]::varchar[]`)}`,
      ),
    );
  if (eligible.length !== new Set(userIds).size) throw invalid(NOT_ELIGIBLE_MESSAGE);
}

export async function listParticipants({
  db,
  tenant,
  campaignId,
}: {
  db: Database;
  tenant: Tenant;
  campaignId: number;
}): Promise<Participant[]> {
  await findCampaign(db, tenant, campaignId);
  const rows = await db
    .select({ participant: campaignParticipants, user: users })
    .from(campaignParticipants)
    .innerJoin(
      users,
      and(eq(users.companyId, campaignParticipants.companyId), eq(users.id, campaignParticipants.userId)),
    )
    .where(and(ofTenant(campaignParticipants, tenant), eq(campaignParticipants.campaignId, campaignId)))
    .orderBy(asc(users.lastName), asc(users.email));
  return rows.map(({ participant, user }) => ({
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
  }));
}

/** Adds participants (already present ones are kept as they are). */
export async function addParticipants(
  db: Database,
  tenant: Tenant,
  actor: Actor,
  campaignId: number,
  userIds: string[],
) {
  const unique = [...new Set(userIds)];
  await assertEligible(db, tenant, unique);
  if (unique.length === 0) return;
  await db
    .insert(campaignParticipants)
    .values(
      unique.map((userId) => ({ companyId: tenant.companyId, campaignId, userId, assignedBy: actor.userId })),
    )
    .onConflictDoNothing({
      target: [campaignParticipants.companyId, campaignParticipants.campaignId, campaignParticipants.userId],
    });
}

/** PUT /api/campaigns/{id}/participants: the participants become exactly this list. */
export async function replaceParticipants(
  db: Database,
  tenant: Tenant,
  actor: Actor,
  campaignId: number,
  userIds: string[],
) {
  const unique = [...new Set(userIds)];
  await assertEligible(db, tenant, unique);
  const keep = unique.length > 0 ? notInArray(campaignParticipants.userId, unique) : undefined;
  await db
    .delete(campaignParticipants)
    .where(
      and(ofTenant(campaignParticipants, tenant), eq(campaignParticipants.campaignId, campaignId), keep),
    );
  await addParticipants(db, tenant, actor, campaignId, unique);
}
