import { and, eq } from "drizzle-orm";
import type { User, UserUpdateInput } from "../../../shared/api/users";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict, notFound } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { EMAIL_TAKEN_MESSAGE } from "../auth/sign-up";
import { endUserSessions } from "../sessions/end-sessions";
import { assertAnotherActiveAdmin } from "./admins";
import { takenEmails } from "./emails";
import { getUser, USER_NOT_FOUND } from "./user-view";

export const SELF_DEACTIVATION_MESSAGE = "Vous ne pouvez pas désactiver votre propre compte.";

/** Names, e-mail, roles and status; a deactivated user is signed out everywhere at once. */
export async function updateUser({
  db,
  tenant,
  actor,
  id,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: string;
  input: Required<UserUpdateInput>;
}): Promise<User> {
  const [current] = await db
    .select()
    .from(users)
    .where(and(ofTenant(users, tenant), eq(users.id, id)));
  if (!current) throw notFound(USER_NOT_FOUND);
  if (id === actor.userId && input.status === "inactive") throw conflict(SELF_DEACTIVATION_MESSAGE);
  const losesAdmin =
    current.roles.includes("admin") && (!input.roles.includes("admin") || input.status === "inactive");
  if (losesAdmin) await assertAnotherActiveAdmin(db, tenant, id);
  if (input.email !== current.email.toLowerCase() && (await takenEmails(db, [input.email])).size > 0) {
    throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  await db
    .update(users)
    .set({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roles: [...new Set(input.roles)],
      status: input.status,
      updatedAt: new Date(),
    })
    .where(and(ofTenant(users, tenant), eq(users.id, id)));
  if (input.status === "inactive") await endUserSessions(db, id);
  await recordAudit(db, tenant, actor, {
    action: "user.updated",
    tableName: "users",
    recordId: id,
    description: `Utilisateur ${input.email} modifié`,
  });
  return getUser({ db, tenant, id });
}
