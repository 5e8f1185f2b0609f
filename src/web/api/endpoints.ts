import { z } from "zod";
import {
  type AuditEntriesQuery,
  type AuditEventsQuery,
  auditEntrySchema,
  auditEventPageSchema,
  auditVerificationSchema,
} from "../../shared/api/audit";
import {
  type CalibrationEventCorrection,
  type CalibrationEventInput,
  calibrationEventSchema,
} from "../../shared/api/calibration-events";
import { campaignRatingSchema } from "../../shared/api/campaigns";
import {
  type CriterionInput,
  criterionSchema,
  type GlobalParametersInput,
  globalParametersSchema,
} from "../../shared/api/criteria";
import { equipmentSchema } from "../../shared/api/equipment";
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
  calendarFeedSchema,
  calendarMonthSchema,
  type PlanningSettings,
  planningSchema,
  planningSettingsSchema,
} from "../../shared/api/planning";
import type { RatingBatchInput, RatingInput } from "../../shared/api/ratings";
import { ratingBatchResultSchema } from "../../shared/api/ratings";
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
import type { EquipmentDraft } from "../../shared/equipment-import";
import { accountCalls } from "./account-calls";
import { noContent, path, queryOf, type Read } from "./call-helpers";
import { campaignCalls } from "./campaign-calls";
import { reportPreviewUrl } from "./export-urls";
import { call, send } from "./request";

/**
 * Every call of the API the web app makes (spec §7), each typed by the shared schema of its
 * answer. Reads take the query's abort signal.
 */
export const api = {
  ...accountCalls,
  ...campaignCalls,
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
