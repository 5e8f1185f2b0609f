import { z } from "zod";
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
} from "../../../shared/api/reports";
import { call, send } from "../request";
import { path, type Read } from "./call-helpers";
import { reportPreviewUrl } from "./download-urls";

export const reportsCalls = {
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
};

export const emailsCalls = {
  campaignInvitation: (body: CampaignInvitationInput) =>
    call("POST", "/api/emails/campaign-invitation", sentEmailSchema, { body }),
  reportNotification: (body: ReportNotificationInput) =>
    call("POST", "/api/emails/report-notification", sentEmailSchema, { body }),
  outbox: ({ signal }: Read = {}) => call("GET", "/api/emails/outbox", emailDebugSchema, { signal }),
  /** One message opened by an administrator: its text and the link to pass on. */
  outboxMessage: (id: number, { signal }: Read = {}) =>
    call("GET", `/api/emails/outbox/${id}`, outboxMessageDetailSchema, { signal }),
};
