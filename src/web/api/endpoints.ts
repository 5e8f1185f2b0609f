import { z } from "zod";
import {
  type ApprovalSettingsInput,
  approvalSettingsSchema,
  type SignatureInput,
} from "../../shared/api/approvals";
import {
  type AuditEntriesQuery,
  type AuditEventsQuery,
  auditEntrySchema,
  auditEventPageSchema,
  auditVerificationSchema,
} from "../../shared/api/audit";
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
import {
  type CalibrationEventCorrection,
  type CalibrationEventInput,
  calibrationEventSchema,
} from "../../shared/api/calibration-events";
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
import type { ExportFormat } from "../../shared/api/exports";
import {
  type ImpactCloseInput,
  type ImpactDecisionInput,
  impactReviewSchema,
} from "../../shared/api/impact-reviews";
import { instrumentDetailSchema } from "../../shared/api/instrument-detail";
import { instrumentImportResultSchema } from "../../shared/api/instrument-files";
import {
  type InstrumentCreate,
  type InstrumentsQuery,
  type InstrumentUpdate,
  instrumentPageSchema,
  instrumentSchema,
} from "../../shared/api/instruments";
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
  calendarFeedSchema,
  calendarMonthSchema,
  type PlanningSettings,
  planningSchema,
  planningSettingsSchema,
} from "../../shared/api/planning";
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
import type { RatingBatchInput, RatingInput } from "../../shared/api/ratings";
import { ratingBatchResultSchema, ratingCompletenessSchema } from "../../shared/api/ratings";
import {
  type CampaignInvitationInput,
  emailDebugSchema,
  type GenerateReportInput,
  generatedReportSchema,
  outboxMessageDetailSchema,
  pdfTestResultSchema,
  type ReportNotificationInput,
  reportSchema,
  sentEmailSchema,
} from "../../shared/api/reports";
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
import {
  type BulkImportInput,
  bulkImportResultSchema,
  invitationLinkSchema,
  type NewUserInput,
  type UserUpdateInput,
  userSchema,
} from "../../shared/api/users";
import type { EquipmentDraft } from "../../shared/equipment-import";
import { ApiError, call, send } from "./request";

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

/** `format=xlsx` for the workbook; the CSV is the routes' default and keeps its plain address. */
const formatOf = (format: ExportFormat) => (format === "csv" ? undefined : format);

/** The export of a campaign's measurements (CSV or Excel), with the view's filters (a download link). */
export function measurementsExportUrl(
  campaignId: number,
  filters: MeasurementsQuery = {},
  format: ExportFormat = "csv",
): string {
  return `/api/campaigns/${path(campaignId)}/measurements/export${queryOf({ ...filters, format: formatOf(format) })}`;
}

/** The export of the Journal d'Audit's entries (CSV or Excel), with the view's filters (a download link). */
export function auditExportUrl(filters: AuditEntriesQuery = {}, format: ExportFormat = "csv"): string {
  return `/api/audit/complete/export${queryOf({ ...filters, format: formatOf(format) })}`;
}

/** The export of the event trail from one day to another (days of Paris, both included; a download link). */
export function auditEventsExportUrl(
  range: { from?: string; to?: string } = {},
  format: ExportFormat = "csv",
): string {
  return `/api/audit/events/export${queryOf({ from: range.from || undefined, to: range.to || undefined, format: formatOf(format) })}`;
}

/** The export of the Parc (CSV or Excel), with the list's filters and sort (a download link). */
export function instrumentsExportUrl(filters: InstrumentsQuery = {}, format: ExportFormat = "csv"): string {
  const { page: _page, pageSize: _pageSize, ...rest } = filters;
  return `/api/instruments/export${queryOf({ ...rest, format: formatOf(format) })}`;
}

/**
 * The printable sheet of QR labels (PDF): the instruments chosen by id, or else every instrument
 * the list's filters keep.
 */
export function instrumentLabelsUrl(
  choice: { ids: readonly number[] } | { filters: InstrumentsQuery },
): string {
  if ("ids" in choice) return `/api/instruments/labels.pdf${queryOf({ ids: choice.ids.join(",") })}`;
  const { page: _page, pageSize: _pageSize, ...rest } = choice.filters;
  return `/api/instruments/labels.pdf${queryOf({ ...rest })}`;
}

/** Where a report is shown in the browser: the HTML document, or the PDF inline. */
export function reportPreviewUrl(reportId: number): string {
  return `/api/reports/${path(reportId)}/preview`;
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
  instruments: {
    /** One page of the Parc: the filters, the sort and the page (50 rows unless told). */
    list: (query: InstrumentsQuery = {}, { signal }: Read = {}) =>
      call("GET", `/api/instruments${queryOf({ ...query })}`, instrumentPageSchema, { signal }),
    get: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/instruments/${path(id)}`, instrumentDetailSchema, { signal }),
    /** One instrument added by hand (201); its reference is unique in the Parc. */
    create: (body: InstrumentCreate) => call("POST", "/api/instruments", instrumentSchema, { body }),
    update: (id: number, body: InstrumentUpdate) =>
      call("PUT", `/api/instruments/${path(id)}`, instrumentSchema, { body }),
    /** The Parc's CSV, by reference: new instruments are created, known ones updated. */
    import: (csv: string) =>
      call("POST", "/api/instruments/import", instrumentImportResultSchema, { body: { csv } }),
    recordEvent: (id: number, body: CalibrationEventInput) =>
      call("POST", `/api/instruments/${path(id)}/calibration-events`, calibrationEventSchema, { body }),
    correctEvent: (id: number, eventId: number, body: CalibrationEventCorrection) =>
      call(
        "PUT",
        `/api/instruments/${path(id)}/calibration-events/${path(eventId)}`,
        calibrationEventSchema,
        {
          body,
        },
      ),
  },
  impactReviews: {
    decide: (id: number, itemId: number, body: ImpactDecisionInput) =>
      call("PATCH", `/api/impact-reviews/${path(id)}/items/${path(itemId)}`, impactReviewSchema, { body }),
    close: (id: number, body: ImpactCloseInput) =>
      call("POST", `/api/impact-reviews/${path(id)}/close`, impactReviewSchema, { body }),
  },
  planning: {
    overview: (months: number, { signal }: Read = {}) =>
      call("GET", `/api/planning${queryOf({ months })}`, planningSchema, { signal }),
    calendar: (month: string, { signal }: Read = {}) =>
      call("GET", `/api/planning/calendar${queryOf({ month })}`, calendarMonthSchema, { signal }),
    feed: ({ signal }: Read = {}) => call("GET", "/api/planning/feed", calendarFeedSchema, { signal }),
    regenerateFeed: () => call("POST", "/api/planning/feed/regenerate", calendarFeedSchema),
    settings: ({ signal }: Read = {}) =>
      call("GET", "/api/settings/planning", planningSettingsSchema, { signal }),
    saveSettings: (body: PlanningSettings) =>
      call("PUT", "/api/settings/planning", planningSettingsSchema, { body }),
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
  reports: {
    list: ({ signal }: Read = {}) => call("GET", "/api/reports", z.array(reportSchema), { signal }),
    /**
     * `{generatePdf}` from the campaigns screen, `{format}` for Excel, and no body at all from the
     * results page (a PDF, spec §7).
     */
    generate: (campaignId: number, body?: GenerateReportInput) =>
      call("POST", `/api/campaigns/${path(campaignId)}/generate-report`, generatedReportSchema, { body }),
    /** The HTML document of an HTML report, as text, to show in a sandboxed frame. */
    previewHtml: async (reportId: number, { signal }: Read = {}) =>
      (await send("GET", reportPreviewUrl(reportId), { signal })).text(),
    testPdfEngine: () => call("POST", "/api/pdf/test-connection", pdfTestResultSchema),
  },
  audit: {
    /** The rating entries (spec §2 Journal d'Audit), newest first, at most 1,000. */
    entries: (filters: AuditEntriesQuery = {}, { signal }: Read = {}) =>
      call("GET", `/api/audit/complete${queryOf({ ...filters })}`, z.array(auditEntrySchema), { signal }),
    /** One page of the event trail, newest first; `before` is the previous page's `nextBefore`. */
    events: (query: AuditEventsQuery = {}, { signal }: Read = {}) =>
      call("GET", `/api/audit/events${queryOf({ ...query })}`, auditEventPageSchema, { signal }),
    /** The company's chain of audit rows walked from its first one (administrators). */
    verify: () => call("GET", "/api/audit/verify", auditVerificationSchema),
  },
  emails: {
    campaignInvitation: (body: CampaignInvitationInput) =>
      call("POST", "/api/emails/campaign-invitation", sentEmailSchema, { body }),
    reportNotification: (body: ReportNotificationInput) =>
      call("POST", "/api/emails/report-notification", sentEmailSchema, { body }),
    outbox: ({ signal }: Read = {}) => call("GET", "/api/emails/outbox", emailDebugSchema, { signal }),
    /** One message opened by an administrator: its text and the link to pass on. */
    outboxMessage: (id: number, { signal }: Read = {}) =>
      call("GET", `/api/emails/outbox/${id}`, outboxMessageDetailSchema, { signal }),
  },
};
