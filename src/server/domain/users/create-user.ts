import type { User } from "../../../shared/api/users";
import { isEligibleParticipant } from "../../../shared/roles";
import { users } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { takenEmails } from "./emails";
import { inviteUsers } from "./invite-user";
import { getUser, userValue } from "./user-view";

/** A user created by an administrator; with no staff role ticked, equipment_user (spec §5). */
export async function createUser(
  scope: TenantScope,
  {
    input,
    publicUrl,
  }: { input: { email: string; firstName: string; lastName: string; roles: string[] }; publicUrl: string },
): Promise<User> {
  if ((await takenEmails(scope.db, [input.email])).size > 0)
    throw new AppError("EMAIL_TAKEN", { field: "email" });
  const roles = isEligibleParticipant(input.roles)
    ? [...new Set(input.roles)]
    : [...new Set([...input.roles, "equipment_user"])];
  const [user] = await scope.db
    .insert(users)
    .values({
      companyId: scope.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roles,
    })
    .returning();
  await inviteUsers(scope, [user!], publicUrl);
  await recordAudit(scope, {
    action: "user.created",
    tableName: "users",
    recordId: user!.id,
    description: `Utilisateur ${input.email} créé, invitation envoyée par e-mail`,
    newValues: { id: user!.id, ...userValue(user!), invitation: "e-mail d'invitation envoyé" },
  });
  return getUser(scope, user!.id);
}
