import { z } from "zod";
import {
  type ApprovalSettingsInput,
  approvalSettingsSchema,
  type SignatureInput,
} from "../../shared/api/approvals";
import {
  type CampaignInput,
  campaignRatingSchema,
  campaignSchema,
  participantSchema,
} from "../../shared/api/campaigns";
import { equipmentSchema } from "../../shared/api/equipment";
import {
  type MeasurementsQuery,
  measurementListSchema,
  measurementSchema,
} from "../../shared/api/measurement-list";
import {
  type MeasurementCorrectionInput,
  type MeasurementUnitsInput,
  type MeasurementWithdrawalInput,
  measurementUnitsSettingSchema,
} from "../../shared/api/measurements";
import {
  type MeasurementInput,
  type PublicProfile,
  type PublicRatingInput,
  publicCampaignSchema,
  publicCriterionSchema,
  publicRatingSchema,
  publicSubmissionResultSchema,
  RATER_KEY_HEADER,
} from "../../shared/api/public-links";
import { ratingCompletenessSchema } from "../../shared/api/ratings";
import {
  applyResultSchema,
  calculationRunSchema,
  calculationSummarySchema,
  calibrationResultsSchema,
  type ForcedPeriodsInput,
  resultExplanationSchema,
} from "../../shared/api/results";
import {
  notificationResultSchema,
  type PublicEntriesSetting,
  publicEntriesSettingSchema,
  type ReviewInput,
  reviewResultSchema,
  type ShareLinkKind,
  shareLinksSchema,
  submissionSchema,
} from "../../shared/api/share-links";
import { noContent, path, queryOf, type Read } from "./call-helpers";
import { call } from "./request";

/** The campaigns, their settings and measurements, and the share links' public calls. */
export const campaignCalls = {
  campaigns: {
    list: ({ signal, archived = false }: Read & { archived?: boolean } = {}) =>
      call("GET", `/api/campaigns${archived ? "?archived=true" : ""}`, z.array(campaignSchema), { signal }),
    archive: (id: number) => call("PATCH", `/api/campaigns/${path(id)}/archive`, campaignSchema),
    unarchive: (id: number) => call("PATCH", `/api/campaigns/${path(id)}/unarchive`, campaignSchema),
    runs: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/calculation-runs`, z.array(calculationRunSchema), { signal }),
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
    /** `confirmIncomplete`: the user confirmed calculating on incomplete ratings (recorded with the run). */
    calculate: (id: number, { confirmIncomplete = false }: { confirmIncomplete?: boolean } = {}) =>
      call("POST", `/api/campaigns/${path(id)}/calculate-periods`, calculationSummarySchema, {
        body: { adjustmentFactor: 1, ...(confirmIncomplete && { confirmIncomplete }) },
      }),
    completeness: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/campaigns/${path(id)}/rating-completeness`, ratingCompletenessSchema, { signal }),
    results: (id: number, { signal, run }: Read & { run?: number } = {}) =>
      call(
        "GET",
        `/api/campaigns/${path(id)}/calibration-results${run === undefined ? "" : `?run=${run}`}`,
        calibrationResultsSchema,
        { signal },
      ),
    explanation: (id: number, equipmentId: number, { signal, run }: Read & { run?: number } = {}) =>
      call(
        "GET",
        `/api/campaigns/${path(id)}/calibration-results/${path(equipmentId)}${run === undefined ? "" : `?run=${run}`}`,
        resultExplanationSchema,
        { signal },
      ),
    saveForcedPeriods: (id: number, updates: ForcedPeriodsInput["updates"], reason?: string) =>
      call("PATCH", `/api/campaigns/${path(id)}/update-forced-periods`, calibrationResultsSchema, {
        body: { updates, ...(reason && { reason }) },
      }),
    apply: (id: number, body: { signature?: SignatureInput } = {}) =>
      call("POST", `/api/campaigns/${path(id)}/apply-periods`, applyResultSchema, { body }),
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
    approvals: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/approvals", approvalSettingsSchema, { signal }),
    saveApprovals: (body: ApprovalSettingsInput) =>
      call("PUT", "/api/settings/approvals", approvalSettingsSchema, { body }),
    publicEntries: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/public-entries", publicEntriesSettingSchema, { signal }),
    savePublicEntries: (body: PublicEntriesSetting) =>
      call("PUT", "/api/settings/public-entries", publicEntriesSettingSchema, { body }),
    measurementUnits: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/measurement-units", measurementUnitsSettingSchema, { signal }),
    saveMeasurementUnits: (body: MeasurementUnitsInput) =>
      call("PUT", "/api/settings/measurement-units", measurementUnitsSettingSchema, { body }),
  },
  /** A measurement's corrections and withdrawal, each with its reason (decision 020). */
  measurements: {
    correct: (id: number, body: MeasurementCorrectionInput) =>
      call("POST", `/api/measurements/${path(id)}/corrections`, measurementSchema, { body }),
    withdraw: (id: number, body: MeasurementWithdrawalInput) =>
      call("POST", `/api/measurements/${path(id)}/withdrawal`, measurementSchema, { body }),
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
    /** The rater's own ratings: a personal link's, or those of the rater key kept by this browser. */
    ratings: (token: string, profile: PublicProfile, raterKey: string | null, { signal }: Read = {}) =>
      call(
        "GET",
        `/api/public/campaigns/${path(token)}/ratings/${path(profile)}`,
        z.array(publicRatingSchema),
        {
          signal,
          headers: raterKey ? { [RATER_KEY_HEADER]: raterKey } : {},
        },
      ),
    rate: (token: string, body: PublicRatingInput) =>
      call("POST", `/api/public/campaigns/${path(token)}/ratings`, publicSubmissionResultSchema, { body }),
  },
};
