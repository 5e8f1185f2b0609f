import type { CurrentUser } from "../../../shared/api/auth";
import { permissionsOf } from "../../../shared/permissions";
import type { users } from "../../db/schema";
import { userFields } from "./user-view";

type CurrentUserRow = typeof users.$inferSelect;

/** The signed-in user as the API answers them, with what their roles let them do (DESIGN.md §4). */
export function toCurrentUser(user: CurrentUserRow): CurrentUser {
  return {
    ...userFields(user),
    profileImageUrl: user.profileImageUrl,
    companyId: user.companyId,
    updatedAt: user.updatedAt.toISOString(),
    abilities: permissionsOf(user.roles, user.companyId !== null),
  };
}

/**
 * The signed-in user with their company's time zone (decision 026), read with the session itself
 * (decision 029): the screens reckon "today" in it.
 */
export function toCurrentUserWithZone(
  user: CurrentUserRow & { companyTimeZone: string | null },
): CurrentUser {
  const current = toCurrentUser(user);
  return user.companyId === null || user.companyTimeZone === null
    ? current
    : { ...current, timeZone: user.companyTimeZone };
}
