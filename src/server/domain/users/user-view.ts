import { and, asc, eq, sql } from "drizzle-orm";
import type { User } from "../../../shared/api/users";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { passwordCredentials, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";

function listed(scope: TenantScope) {
  return scope.db
    .select({
      user: users,
      hasPassword: sql`${passwordCredentials.userId} is not null`.mapWith(Boolean),
    })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id));
}

type ListedUser = Awaited<ReturnType<typeof listed>>[number];

/** What every answer about a user says of them: the list's row and the signed-in user alike. */
export function userFields(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    status: user.status === "inactive" ? ("inactive" as const) : ("active" as const),
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A user's business fields, as the audit trail records them (never a password nor a token). */
export function userValue(
  user: Pick<typeof users.$inferSelect, "email" | "firstName" | "lastName" | "roles" | "status">,
) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    status: user.status,
  };
}

/** Invited and never signed in: no password chosen, no sign-in yet, and the account active. */
function invitationPending(user: typeof users.$inferSelect, hasPassword: boolean): boolean {
  return !hasPassword && user.lastLogin === null && user.status === "active";
}

/** A user as the user list shows them. */
export function toUser({ user, hasPassword }: ListedUser): User {
  return { ...userFields(user), hasPassword, invitationPending: invitationPending(user, hasPassword) };
}

/** The company's users, by name. */
export async function listUsers(scope: TenantScope): Promise<User[]> {
  const rows = await listed(scope)
    .where(ofTenant(users, scope))
    .orderBy(asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(sql`lower(${users.email})`));
  return rows.map(toUser);
}

export async function getUser(scope: TenantScope, id: string): Promise<User> {
  const [row] = await listed(scope).where(and(ofTenant(users, scope), eq(users.id, id)));
  if (!row) throw notFound(DETAIL_MESSAGES.userNotFound);
  return toUser(row);
}

/** The row of one of the company's users, or 404. */
export async function findUserRow(scope: TenantScope, id: string): Promise<typeof users.$inferSelect> {
  const [row] = await scope.db
    .select()
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.id, id)));
  if (!row) throw notFound(DETAIL_MESSAGES.userNotFound);
  return row;
}
