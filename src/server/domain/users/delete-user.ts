import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict, notFound } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { assertAnotherActiveAdmin } from "./admins";
import { USER_NOT_FOUND } from "./user-view";

export const SELF_DELETION_MESSAGE = "Vous ne pouvez pas supprimer votre propre compte.";

/** Never yourself, never the last administrator; the work the user did stays, unattributed. */
export async function deleteUser({
  db,
  tenant,
  actor,
  id,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: string;
}): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(ofTenant(users, tenant), eq(users.id, id)));
  if (!user) throw notFound(USER_NOT_FOUND);
  if (id === actor.userId) throw conflict(SELF_DELETION_MESSAGE);
  if (user.roles.includes("admin")) await assertAnotherActiveAdmin(db, tenant, id);
  await db.delete(users).where(and(ofTenant(users, tenant), eq(users.id, id)));
  await recordAudit(db, tenant, actor, {
    action: "user.deleted",
    tableName: "users",
    recordId: id,
    description: `Utilisateur ${user.email} supprimé`,
  });
}
