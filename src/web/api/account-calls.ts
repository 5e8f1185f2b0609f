import { z } from "zod";
import {
  type AcceptInvitationInput,
  acceptedSchema,
  currentUserSchema,
  invitationStateSchema,
  type ProfileInput,
  type SignInInput,
  type SignUpInput,
  signInOptionsSchema,
} from "../../shared/api/auth";
import { dashboardStatsSchema } from "../../shared/api/campaigns";
import {
  type CompanySetupInput,
  type CompanyUpdateInput,
  companySchema,
  companyStatisticsSchema,
} from "../../shared/api/companies";
import {
  type BulkImportInput,
  bulkImportResultSchema,
  invitationLinkSchema,
  type NewUserInput,
  type UserUpdateInput,
  userSchema,
} from "../../shared/api/users";
import { noContent, path, type Read } from "./call-helpers";
import { ApiError, call } from "./request";

/** The account and the company: signing in, the profile, the users, the dashboard. */
export const accountCalls = {
  auth: {
    /** The signed-in user, or null when signed out (spec §4: authentication is derived from it). */
    async currentUser({ signal }: Read = {}) {
      try {
        return await call("GET", "/api/auth/user", currentUserSchema, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    signIn: (body: SignInInput) => call("POST", "/api/auth/login", currentUserSchema, { body }),
    signUp: (body: SignUpInput) => call("POST", "/api/auth/signup", currentUserSchema, { body }),
    requestLoginLink: (body: { email: string }) =>
      call("POST", "/api/auth/login-link", acceptedSchema, { body }),
    acceptInvitation: (body: AcceptInvitationInput) =>
      call("POST", "/api/auth/accept-invitation", currentUserSchema, { body }),
    /** Whether an invitation can still be accepted, and why not. */
    invitationState: (token: string, { signal }: Read = {}) =>
      call("GET", `/api/auth/invitation/${path(token)}`, invitationStateSchema, { signal }),
    updateProfile: (body: ProfileInput) => call("PATCH", "/api/auth/profile", currentUserSchema, { body }),
    options: ({ signal }: Read = {}) => call("GET", "/api/auth/options", signInOptionsSchema, { signal }),
  },
  company: {
    current: ({ signal }: Read = {}) => call("GET", "/api/companies/current", companySchema, { signal }),
    statistics: ({ signal }: Read = {}) =>
      call("GET", "/api/companies/current/statistics", companyStatisticsSchema, { signal }),
    update: (body: CompanyUpdateInput) => call("PATCH", "/api/companies/current", companySchema, { body }),
    setUp: (body: CompanySetupInput) => call("POST", "/api/companies", companySchema, { body }),
  },
  users: {
    list: ({ signal }: Read = {}) => call("GET", "/api/users", z.array(userSchema), { signal }),
    create: (body: NewUserInput) => call("POST", "/api/users", userSchema, { body }),
    update: (id: string, body: UserUpdateInput) =>
      call("PUT", `/api/users/${path(id)}`, userSchema, { body }),
    remove: (id: string) => call("DELETE", `/api/users/${path(id)}`, noContent),
    import: (body: BulkImportInput) =>
      call("POST", "/api/users/bulk-import", bulkImportResultSchema, { body }),
    invitationLink: (id: string) =>
      call("POST", `/api/users/${path(id)}/invitation-link`, invitationLinkSchema),
  },
  dashboard: {
    stats: ({ signal }: Read = {}) => call("GET", "/api/dashboard/stats", dashboardStatsSchema, { signal }),
  },
};
