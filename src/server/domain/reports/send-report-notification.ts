import type { ReportType } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import type { TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findCampaign } from "../campaign-state/campaign-view";
import { reportNotificationMail } from "../mail/campaign-mails";
import { queueMail } from "../mail/outbox";
import { companyNameOf } from "../tenancy/company-view";
import { readReportFile } from "./report-view";

/**
 * POST /api/emails/report-notification (spec §7): a completed report is sent to a recipient, its file
 * attached (the PDF, or the Excel or HTML file of a report in that format). Queued in the request's
 * transaction and audited; the route delivers it after the commit.
 */
export async function sendReportNotification(
  scope: TenantScope,
  {
    input,
    publicUrl,
  }: { input: { reportId: number; recipientEmail: string; recipientName: string | null }; publicUrl: string },
): Promise<number> {
  const file = await readReportFile(scope, { reportId: input.reportId });
  const { campaign } = await findCampaign(scope, file.report.campaignId);
  const type = file.report.type as ReportType;
  const id = await queueMail(
    scope.db,
    {
      ...reportNotificationMail({
        to: input.recipientEmail,
        recipientName: input.recipientName,
        campaignName: campaign.name,
        companyName: await companyNameOf(scope),
        reportLabel: REPORT_TYPE_LABELS[type],
        fileName: file.report.fileName,
        attached: true,
        sentBy: scope.actor.name,
        url: `${publicUrl}/reports`,
      }),
      attachments: [{ fileName: file.report.fileName, contentType: file.contentType, content: file.content }],
      about: { purpose: "report", campaignId: campaign.id, link: `${publicUrl}/reports` },
    },
    scope.companyId,
  );
  await recordAudit(scope, {
    action: "email.report_notification",
    tableName: "email_outbox",
    recordId: id,
    campaignId: campaign.id,
    description: `Rapport ${file.report.fileName} envoyé à ${input.recipientEmail}`,
    newValues: {
      to: input.recipientEmail,
      recipientName: input.recipientName,
      reportId: file.report.id,
      fileName: file.report.fileName,
      attachment: { contentType: file.contentType, size: file.content.byteLength },
    },
  });
  return id;
}
