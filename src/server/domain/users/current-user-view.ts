import type { CurrentUser } from "../../../shared/api/auth";
import { permissionsOf } from "../../../shared/permissions";
import type { users } from "../../db/schema";

/** The signed-in user as the API answers them, with what their roles let them do (DESIGN.md §4). */
export function toCurrentUser(user: typeof users.$inferSelect): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    roles: user.roles,
    companyId: user.companyId,
    status: user.status === "inactive" ? "inactive" : "active",
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    abilities: permissionsOf(user.roles, user.companyId !== null),
  };
}
