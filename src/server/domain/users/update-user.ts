import { and, eq } from "drizzle-orm";
import type { User, UserUpdateInput } from "../../../shared/api/users";
import { users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { revokeTokens } from "../auth/one-time-tokens";
import { endUserSessions } from "../sessions/end-sessions";
import { assertAnotherActiveAdmin } from "./admins";
import { takenEmails } from "./emails";
import { findUserRow, getUser, userValue } from "./user-view";

/** Names, e-mail, roles and status; a deactivated user is signed out everywhere at once. */
export async function updateUser(
  scope: TenantScope,
  { id, input }: { id: string; input: Required<UserUpdateInput> },
): Promise<User> {
  const current = await findUserRow(scope, id);
  if (id === scope.actor.userId && input.status === "inactive")
    throw new AppError("SELF_DEACTIVATION", { field: "status" });
  const losesAdmin =
    current.roles.includes("admin") && (!input.roles.includes("admin") || input.status === "inactive");
  if (losesAdmin) await assertAnotherActiveAdmin(scope, id);
  if (input.email !== current.email.toLowerCase() && (await takenEmails(scope.db, [input.email])).size > 0) {
    throw new AppError("EMAIL_TAKEN", { field: "email" });
  }
  const after = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    roles: [...new Set(input.roles)],
    status: input.status,
  };
  await scope.db
    .update(users)
    .set({ ...after, updatedAt: new Date() })
    .where(and(ofTenant(users, scope), eq(users.id, id)));
  if (input.status === "inactive") {
    await endUserSessions(scope.db, id);
    // Deactivated, the account's links die with its sessions: none opens it again (decision 018).
    await revokeTokens(scope.db, [id], ["invitation", "login_link"], "deactivated");
  }
  await recordAudit(scope, {
    action: "user.updated",
    tableName: "users",
    recordId: id,
    description: `Utilisateur ${input.email} modifié`,
    oldValues: userValue(current),
    newValues: userValue(after),
  });
  return getUser(scope, id);
}
