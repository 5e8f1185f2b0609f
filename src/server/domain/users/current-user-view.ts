import type { CurrentUser } from "../../../shared/api/auth";
import { permissionsOf } from "../../../shared/permissions";
import type { Database } from "../../db/client";
import type { users } from "../../db/schema";
import { type Actor, withTenant } from "../../db/tenant";
import { companyZoneOf } from "../tenancy/company-view";
import { userFields } from "./user-view";

/** The signed-in user as the API answers them, with what their roles let them do (DESIGN.md §4). */
export function toCurrentUser(user: typeof users.$inferSelect): CurrentUser {
  return {
    ...userFields(user),
    profileImageUrl: user.profileImageUrl,
    companyId: user.companyId,
    updatedAt: user.updatedAt.toISOString(),
    abilities: permissionsOf(user.roles, user.companyId !== null),
  };
}

/**
 * The signed-in user with their company's time zone (decision 026), read in the company's own
 * transaction (row-level security): the screens reckon "today" in it.
 */
export async function toCurrentUserWithZone(
  db: Database,
  user: typeof users.$inferSelect,
  actor: Actor,
): Promise<CurrentUser> {
  const current = toCurrentUser(user);
  const { companyId } = user;
  if (companyId === null) return current;
  const timeZone = await withTenant(db, { companyId, actor }, (scope) => companyZoneOf(scope));
  return { ...current, timeZone };
}
