import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { assertAnotherActiveAdmin } from "./admins";
import { findUserRow, userValue } from "./user-view";

/** Never yourself, never the last administrator; the work the user did stays, unattributed. */
export async function deleteUser(scope: TenantScope, { id }: { id: string }): Promise<void> {
  const user = await findUserRow(scope, id);
  if (id === scope.actor.userId) throw new AppError("SELF_DELETION");
  if (user.roles.includes("admin")) await assertAnotherActiveAdmin(scope, id);
  await scope.db.delete(users).where(and(ofTenant(users, scope), eq(users.id, id)));
  await recordAudit(scope, {
    action: "user.deleted",
    tableName: "users",
    recordId: id,
    description: `Utilisateur ${user.email} supprimé`,
    oldValues: { id: user.id, ...userValue(user), createdAt: user.createdAt.toISOString() },
  });
}
