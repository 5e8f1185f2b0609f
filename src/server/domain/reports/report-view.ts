import { and, asc, count, desc, eq, max, sql } from "drizzle-orm";
import type { Report, ReportStatus, ReportType } from "../../../shared/api/reports";
import { DETAIL_MESSAGES, REPORT_WARNINGS } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { campaigns, reportFiles, reports, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError, notFound } from "../../errors";
import { downloadUrlOf } from "./generate-report";
import { reportAbilities } from "./report-abilities";

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
    .where(ofTenant(reports, scope))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map((row) => toReport(row, now, scope.actor.roles));
}

type ListedRow = {
  report: typeof reports.$inferSelect;
  campaignName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function toReport(
  { report, campaignName, firstName, lastName, email }: ListedRow,
  now: Date,
  roles: readonly string[],
): Report {
  const interrupted =
    (report.status === "generating" || report.status === "queued") &&
    now.getTime() - report.createdAt.getTime() > GENERATION_TIMEOUT_MS;
  const status = interrupted ? "failed" : (report.status as ReportStatus);
  return {
    id: report.id,
    campaignId: report.campaignId,
    campaignName,
    type: report.type as ReportType,
    fileName: report.fileName,
    fileUrl: report.fileUrl,
    status,
    comments: interrupted ? REPORT_WARNINGS.interrupted : report.comments,
    generatedBy: report.generatedBy,
    generatedByName: email === null ? null : displayName({ firstName, lastName, email }),
    createdAt: report.createdAt.toISOString(),
    generatedAt: report.generatedAt?.toISOString() ?? null,
    pageCount: report.pageCount,
    size: report.fileSize,
    downloadUrl: downloadUrlOf(report.id),
    number: report.number,
    sha256: report.sha256,
    checkpoint:
      report.checkpointSeq === null || report.checkpointHash === null
        ? null
        : { position: report.checkpointSeq, hash: report.checkpointHash },
    abilities: reportAbilities(roles, status),
  };
}

/** A completed report's file: what it is, and how many parts it is stored in. */
export interface StoredReportFile {
  report: typeof reports.$inferSelect;
  contentType: string;
  size: number;
  parts: number;
}

/** A completed report and its file's description; 404 when unknown (or another company's), 409 when not ready. */
export async function findReportFile(
  scope: TenantScope,
  { reportId }: { reportId: number },
): Promise<StoredReportFile> {
  const [report] = await scope.db
    .select()
    .from(reports)
    .where(and(ofTenant(reports, scope), eq(reports.id, reportId)));
  if (!report) throw notFound(DETAIL_MESSAGES.reportNotFound);
  const [stored] = await scope.db
    .select({
      contentType: max(reportFiles.contentType),
      parts: count(),
      size: sql<number>`coalesce(sum(octet_length(${reportFiles.content})), 0)::int`,
    })
    .from(reportFiles)
    .where(and(ofTenant(reportFiles, scope), eq(reportFiles.reportId, reportId)));
  if (report.status !== "completed" || !stored?.contentType || stored.parts === 0)
    throw new AppError("REPORT_NOT_READY");
  return { report, contentType: stored.contentType, size: Number(stored.size), parts: stored.parts };
}

/** One part of a stored report file (parts are numbered from 0). */
export async function readReportPart(
  scope: TenantScope,
  { reportId, part }: { reportId: number; part: number },
): Promise<Buffer> {
  const [row] = await scope.db
    .select({ content: reportFiles.content })
    .from(reportFiles)
    .where(and(ofTenant(reportFiles, scope), eq(reportFiles.reportId, reportId), eq(reportFiles.part, part)));
  if (!row) throw new AppError("REPORT_NOT_READY");
  return row.content;
}

/** A completed report's whole file, in memory (an e-mail attaches it). */
export async function readReportFile(
  scope: TenantScope,
  { reportId }: { reportId: number },
): Promise<StoredReportFile & { content: Buffer }> {
  const file = await findReportFile(scope, { reportId });
  const rows = await scope.db
    .select({ content: reportFiles.content })
    .from(reportFiles)
    .where(and(ofTenant(reportFiles, scope), eq(reportFiles.reportId, reportId)))
    .orderBy(asc(reportFiles.part));
  return { ...file, content: Buffer.concat(rows.map((row) => row.content)) };
}
