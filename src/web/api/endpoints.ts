import { z } from "zod";
import {
  type AcceptInvitationInput,
  acceptedSchema,
  currentUserSchema,
  type ProfileInput,
  type SignInInput,
  type SignUpInput,
  signInOptionsSchema,
} from "../../shared/api/auth";
import {
  type CampaignInput,
  campaignRatingSchema,
  campaignSchema,
  dashboardStatsSchema,
  participantSchema,
} from "../../shared/api/campaigns";
import {
  type CompanySetupInput,
  type CompanyUpdateInput,
  companySchema,
  companyStatisticsSchema,
} from "../../shared/api/companies";
import {
  type CriterionInput,
  criterionSchema,
  type GlobalParametersInput,
  globalParametersSchema,
} from "../../shared/api/criteria";
import { equipmentSchema } from "../../shared/api/equipment";
import {
  applyResultSchema,
  calculationSummarySchema,
  calibrationResultsSchema,
  type ForcedPeriodsInput,
  type RatingBatchInput,
  type RatingInput,
  ratingBatchResultSchema,
  resultExplanationSchema,
} from "../../shared/api/ratings";
import {
  type BulkImportInput,
  bulkImportResultSchema,
  invitationLinkSchema,
  type NewUserInput,
  type UserUpdateInput,
  userSchema,
} from "../../shared/api/users";
import type { EquipmentDraft } from "../../shared/equipment-import";
import { ApiError, call } from "./request";

type Read = { signal?: AbortSignal };
const noContent = z.null();
const path = (value: string | number) => encodeURIComponent(String(value));

/**
 * Every call of the API the web app makes (spec §7), each typed by the shared schema of its
 * answer. Reads take the query's abort signal.
 */
export const api = {
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
  campaigns: {
    list: ({ signal }: Read = {}) => call("GET", "/api/campaigns", z.array(campaignSchema), { signal }),
    get: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}`, campaignSchema, { signal }),
    create: (body: CampaignInput) => call("POST", "/api/campaigns", campaignSchema, { body }),
    update: (id: number, body: CampaignInput) =>
      call("PUT", `/api/campaigns/${path(id)}`, campaignSchema, { body }),
    close: (id: number) => call("PATCH", `/api/campaigns/${path(id)}/close`, campaignSchema),
    remove: (id: number) => call("DELETE", `/api/campaigns/${path(id)}`, noContent),
    participants: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/participants`, z.array(participantSchema), { signal }),
    equipment: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/equipment/${path(id)}`, z.array(equipmentSchema), { signal }),
    myRatings: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/ratings?rater=me`, z.array(campaignRatingSchema), { signal }),
    calculate: (id: number) =>
      call("POST", `/api/campaigns/${path(id)}/calculate-periods`, calculationSummarySchema, {
        body: { adjustmentFactor: 1 },
      }),
    results: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/calibration-results`, calibrationResultsSchema, { signal }),
    explanation: (id: number, equipmentId: number, { signal }: Read = {}) =>
      call(
        "GET",
        `/api/campaigns/${path(id)}/calibration-results/${path(equipmentId)}`,
        resultExplanationSchema,
        { signal },
      ),
    saveForcedPeriods: (id: number, updates: ForcedPeriodsInput["updates"]) =>
      call("PATCH", `/api/campaigns/${path(id)}/update-forced-periods`, calibrationResultsSchema, {
        body: { updates },
      }),
    apply: (id: number) => call("POST", `/api/campaigns/${path(id)}/apply-periods`, applyResultSchema),
  },
  equipment: {
    update: (id: number, draft: EquipmentDraft) =>
      call("PUT", `/api/equipment/${path(id)}`, equipmentSchema, { body: draft }),
    remove: (id: number) => call("DELETE", `/api/equipment/${path(id)}`, noContent),
  },
  ratings: {
    rate: (body: RatingInput) => call("POST", "/api/equipment-ratings", campaignRatingSchema, { body }),
    rateMany: (body: RatingBatchInput) =>
      call("POST", "/api/equipment-ratings/batch", ratingBatchResultSchema, { body }),
  },
  criteria: {
    list: ({ signal }: Read = {}) =>
      call("GET", "/api/rating-criteria", z.array(criterionSchema), { signal }),
    forUser: ({ signal }: Read = {}) =>
      call("GET", "/api/rating-criteria/for-user", z.array(criterionSchema), { signal }),
    create: (body: CriterionInput) => call("POST", "/api/rating-criteria", criterionSchema, { body }),
    update: (id: number, body: CriterionInput) =>
      call("PUT", `/api/rating-criteria/${path(id)}`, criterionSchema, { body }),
    remove: (id: number) => call("DELETE", `/api/rating-criteria/${path(id)}`, noContent),
    globalParameters: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/global-params", globalParametersSchema, { signal }),
    saveGlobalParameters: (body: GlobalParametersInput) =>
      call("PUT", "/api/settings/global-params", globalParametersSchema, { body }),
  },
};
