import type { GeneratedReport, GenerateReportInput, Report, ReportType } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { reportPreviewUrl } from "../../api/endpoints";
import { formatNumber } from "../../lib/format";

/**
 * The success toast of a generation (spec §8): 'Rapport {type} généré avec succès', adding
 * ' ({n} pages)' when the report has pages and '. Attention: {warning}' when it warns of something.
 */
export function generatedReportText(report: Pick<GeneratedReport, "reportType" | "pageCount" | "warning">) {
  let text = format(SUCCESS_MESSAGES.reportGenerated, { type: REPORT_TYPE_LABELS[report.reportType] });
  if (report.pageCount !== null)
    text += format(SUCCESS_MESSAGES.reportPages, { n: formatNumber(report.pageCount) });
  if (report.warning) text += format(SUCCESS_MESSAGES.reportWarning, { warning: report.warning });
  return text;
}

/**
 * The body of generate-report: the campaigns screen sends `{generatePdf}` for HTML and PDF (spec §7)
 * and `{format}` for Excel; the results page sends nothing for a PDF (spec §7), `{format}` otherwise.
 */
export function generateReportBody(
  type: ReportType,
  from: "campaigns" | "results",
): GenerateReportInput | undefined {
  if (type === "xlsx") return { format: "xlsx" };
  if (from === "results") return type === "pdf" ? undefined : { format: type };
  return { generatePdf: type === "pdf" };
}

/** How a report opens from a link: HTML in a new tab (its preview), PDF and Excel as a download. */
export function reportLink(report: { id: number; type: ReportType; downloadUrl: string }): {
  href: string;
  download: boolean;
} {
  return report.type === "html"
    ? { href: reportPreviewUrl(report.id), download: false }
    : { href: report.downloadUrl, download: true };
}

export interface ReportCounts {
  total: number;
  completed: number;
  generating: number;
  failed: number;
}

/** The four counts of the Rapports screen (spec §2); a report waiting its turn is in progress. */
export function countReports(reports: readonly Pick<Report, "status">[]): ReportCounts {
  const counts: ReportCounts = { total: reports.length, completed: 0, generating: 0, failed: 0 };
  for (const { status } of reports) counts[status === "queued" ? "generating" : status] += 1;
  return counts;
}
