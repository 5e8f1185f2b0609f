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
  type MeasurementInput,
  type MeasurementsQuery,
  measurementListSchema,
  notificationResultSchema,
  type PublicEntriesSetting,
  type PublicProfile,
  type PublicRatingInput,
  publicCampaignSchema,
  publicCriterionSchema,
  publicEntriesSettingSchema,
  publicRatingSchema,
  publicSubmissionResultSchema,
  type ReviewInput,
  reviewResultSchema,
  type ShareLinkKind,
  shareLinksSchema,
  submissionSchema,
} from "../../shared/api/public-links";
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

/** A query string of the values set (`?a=1&b=x`), or nothing. */
function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The CSV export of a campaign's measurements, with the view's filters (a download link). */
export function measurementsExportUrl(campaignId: number, filters: MeasurementsQuery = {}): string {
  return `/api/campaigns/${path(campaignId)}/measurements/export${queryOf({ ...filters })}`;
}

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
    notifyTechnicians: (id: number) =>
      call("POST", `/api/campaigns/${path(id)}/notify-technicians`, notificationResultSchema),
    shareLinks: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/share-links`, shareLinksSchema, { signal }),
    regenerateShareLink: (id: number, kind: ShareLinkKind) =>
      call("POST", `/api/campaigns/${path(id)}/share-links/${path(kind)}/regenerate`, shareLinksSchema),
    measurements: (id: number, filters: MeasurementsQuery = {}, { signal }: Read = {}) =>
      call(
        "GET",
        `/api/campaigns/${path(id)}/measurements${queryOf({ ...filters })}`,
        measurementListSchema,
        {
          signal,
        },
      ),
    submissions: (
      id: number,
      filters: { status?: "pending" | "accepted" | "rejected"; kind?: "measurement" | "ratings" } = {},
      { signal }: Read = {},
    ) =>
      call("GET", `/api/campaigns/${path(id)}/submissions${queryOf(filters)}`, z.array(submissionSchema), {
        signal,
      }),
    review: (id: number, body: ReviewInput) =>
      call("POST", `/api/campaigns/${path(id)}/submissions/review`, reviewResultSchema, { body }),
  },
  settings: {
    publicEntries: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/public-entries", publicEntriesSettingSchema, { signal }),
    savePublicEntries: (body: PublicEntriesSetting) =>
      call("PUT", "/api/settings/public-entries", publicEntriesSettingSchema, { body }),
  },
  /** The share links' calls: no account, the token is the key (spec §7 "Public"). */
  public: {
    measurementCampaign: (shareToken: string, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(shareToken)}/public`, publicCampaignSchema, { signal }),
    addMeasurement: (shareToken: string, body: MeasurementInput) =>
      call("POST", `/api/campaigns/${path(shareToken)}/measurements`, publicSubmissionResultSchema, { body }),
    ratingCampaign: (token: string, { signal }: Read = {}) =>
      call("GET", `/api/public/campaigns/${path(token)}`, publicCampaignSchema, { signal }),
    criteria: (token: string, profile: PublicProfile, { signal }: Read = {}) =>
      call(
        "GET",
        `/api/public/campaigns/${path(token)}/rating-criteria/${path(profile)}`,
        z.array(publicCriterionSchema),
        { signal },
      ),
    ratings: (
      token: string,
      profile: PublicProfile,
      rater: { email?: string; name?: string },
      { signal }: Read = {},
    ) =>
      call(
        "GET",
        `/api/public/campaigns/${path(token)}/ratings/${path(profile)}${queryOf(rater)}`,
        z.array(publicRatingSchema),
        { signal },
      ),
    rate: (token: string, body: PublicRatingInput) =>
      call("POST", `/api/public/campaigns/${path(token)}/ratings`, publicSubmissionResultSchema, { body }),
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
