import { z } from "zod";
import type { SignatureInput } from "../../../shared/api/approvals";
import {
  type CampaignInput,
  campaignRatingSchema,
  campaignSchema,
  dashboardStatsSchema,
  participantSchema,
} from "../../../shared/api/campaigns";
import { equipmentSchema } from "../../../shared/api/equipment";
import {
  type MeasurementsQuery,
  measurementListSchema,
  measurementSchema,
} from "../../../shared/api/measurement-list";
import type {
  MeasurementCorrectionInput,
  MeasurementWithdrawalInput,
} from "../../../shared/api/measurements";
import {
  type RatingBatchInput,
  type RatingInput,
  ratingBatchResultSchema,
  ratingCompletenessSchema,
} from "../../../shared/api/ratings";
import {
  applyResultSchema,
  calculationRunSchema,
  calculationSummarySchema,
  calibrationResultsSchema,
  type ForcedPeriodsInput,
  resultExplanationSchema,
} from "../../../shared/api/results";
import {
  notificationResultSchema,
  type ReviewInput,
  reviewResultSchema,
  type ShareLinkKind,
  shareLinksSchema,
  submissionSchema,
} from "../../../shared/api/share-links";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { call } from "../request";
import { noContent, path, queryOf, type Read } from "./call-helpers";

export const dashboardCalls = {
  stats: ({ signal }: Read = {}) => call("GET", "/api/dashboard/stats", dashboardStatsSchema, { signal }),
};

export const campaignsCalls = {
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
    call("GET", `/api/campaigns/${path(id)}/measurements${queryOf({ ...filters })}`, measurementListSchema, {
      signal,
    }),
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
};

export const equipmentCalls = {
  update: (id: number, draft: EquipmentDraft) =>
    call("PUT", `/api/equipment/${path(id)}`, equipmentSchema, { body: draft }),
  remove: (id: number) => call("DELETE", `/api/equipment/${path(id)}`, noContent),
};

export const ratingsCalls = {
  rate: (body: RatingInput) => call("POST", "/api/equipment-ratings", campaignRatingSchema, { body }),
  rateMany: (body: RatingBatchInput) =>
    call("POST", "/api/equipment-ratings/batch", ratingBatchResultSchema, { body }),
};

/** A measurement's corrections and withdrawal, each with its reason (decision 020). */
export const measurementsCalls = {
  correct: (id: number, body: MeasurementCorrectionInput) =>
    call("POST", `/api/measurements/${path(id)}/corrections`, measurementSchema, { body }),
  withdraw: (id: number, body: MeasurementWithdrawalInput) =>
    call("POST", `/api/measurements/${path(id)}/withdrawal`, measurementSchema, { body }),
};
