import { and, desc, eq, sql } from "drizzle-orm";
import type { Report, ReportStatus, ReportType } from "../../../shared/api/reports";
import { DETAIL_MESSAGES, REPORT_WARNINGS } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { campaigns, reportFiles, reports, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";
import { downloadUrlOf } from "./generate-report";

/**
 * A report still `generating` this long after it was asked for was cut off (its server process
 * stopped): it is shown as failed, so that no spinner turns forever.
 */
export const GENERATION_TIMEOUT_MS = 10 * 60 * 1000;

const listed = {
  report: reports,
  campaignName: campaigns.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  size: sql<number | null>`octet_length(${reportFiles.content})`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
};

/** GET /api/reports: the company's reports, newest first. */
export async function listReports(
  scope: TenantScope,
  { now = new Date() }: { now?: Date } = {},
): Promise<Report[]> {
  const rows = await scope.db
    .select(listed)
    .from(reports)
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, reports.companyId), eq(campaigns.id, reports.campaignId)),
    )
    .leftJoin(users, and(eq(users.companyId, reports.companyId), eq(users.id, reports.generatedBy)))
    .leftJoin(
      reportFiles,
      and(eq(reportFiles.companyId, reports.companyId), eq(reportFiles.reportId, reports.id)),
    )
    .where(ofTenant(reports, scope))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map((row) => toReport(row, now));
}

type ListedRow = {
  report: typeof reports.$inferSelect;
  campaignName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  size: number | null;
};

function toReport({ report, campaignName, firstName, lastName, email, size }: ListedRow, now: Date): Report {
  const interrupted =
    report.status === "generating" && now.getTime() - report.createdAt.getTime() > GENERATION_TIMEOUT_MS;
  return {
    id: report.id,
    campaignId: report.campaignId,
    campaignName,
    type: report.type as ReportType,
    fileName: report.fileName,
    fileUrl: report.fileUrl,
    status: interrupted ? "failed" : (report.status as ReportStatus),
    comments: interrupted ? REPORT_WARNINGS.interrupted : report.comments,
    generatedBy: report.generatedBy,
    generatedByName: email === null ? null : displayName({ firstName, lastName, email }),
    createdAt: report.createdAt.toISOString(),
    generatedAt: report.generatedAt?.toISOString() ?? null,
    pageCount: report.pageCount,
    size,
    downloadUrl: downloadUrlOf(report.id),
  };
}

export interface ReportFile {
  report: typeof reports.$inferSelect;
  contentType: string;
  content: Buffer;
}

/** A completed report and its file; 404 when unknown (or another company's), 409 when not ready. */
export async function readReportFile(
  scope: TenantScope,
  { reportId }: { reportId: number },
): Promise<ReportFile> {
  const [row] = await scope.db
    .select({ report: reports, contentType: reportFiles.contentType, content: reportFiles.content })
    .from(reports)
    .leftJoin(
      reportFiles,
      and(eq(reportFiles.companyId, reports.companyId), eq(reportFiles.reportId, reports.id)),
    )
    .where(and(ofTenant(reports, scope), eq(reports.id, reportId)));
  if (!row) throw notFound(DETAIL_MESSAGES.reportNotFound);
  if (row.report.status !== "completed" || row.content === null || row.contentType === null)
    throw new AppError("REPORT_NOT_READY");
  return { report: row.report, contentType: row.contentType, content: row.content };
}
