import type { NewUserInput, User } from "../../../shared/api/users";
import { STAFF_ROLES } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Tenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { EMAIL_TAKEN_MESSAGE } from "../auth/sign-up";
import { takenEmails } from "./emails";
import { inviteUser } from "./invite-user";
import { getUser } from "./user-view";

/** A user created by an administrator; with no role ticked, equipment_user (spec §5). */
export async function createUser({
  db,
  tenant,
  actor,
  input,
  publicUrl,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: Required<Pick<NewUserInput, "email" | "firstName" | "lastName">> & { roles: string[] };
  publicUrl: string;
}): Promise<User> {
  if ((await takenEmails(db, [input.email])).size > 0) throw conflict(EMAIL_TAKEN_MESSAGE);
  const hasStaffRole = input.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
  const roles = hasStaffRole ? [...new Set(input.roles)] : [...new Set([...input.roles, "equipment_user"])];
  const [user] = await db
    .insert(users)
    .values({
      companyId: tenant.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roles,
    })
    .returning();
  await inviteUser(db, tenant, actor, user!, publicUrl);
  await recordAudit(db, tenant, actor, {
    action: "user.created",
    tableName: "users",
    recordId: user!.id,
    description: `Utilisateur ${input.email} créé`,
  });
  return getUser({ db, tenant, id: user!.id });
}
