import type { CurrentUser } from "../../shared/api/auth";
import type { Company } from "../../shared/api/companies";
import type { CompanyRow } from "../domain/companies/get-company";
import type { SessionUser } from "./plugins/session";

/** Rows as the API shows them: dates as ISO strings. */
export function toCurrentUser(user: SessionUser): CurrentUser {
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
  };
}

export function toCompany(company: CompanyRow): Company {
  return {
    ...company,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}
