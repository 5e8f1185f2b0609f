import { CheckCircle2, Download, ExternalLink, FileText } from "lucide-react";
import { Link } from "react-router";
import type { GeneratedReport } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { format } from "../../../shared/messages";
import { GENERATED_REPORT_PANEL_TEXTS, REPORT_TEXTS } from "../../../shared/texts/reports";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { formatNumber } from "../../lib/format";
import { reportLink } from "./generation";

/**
 * A report just generated: its file, its pages, what it warns of, and real links to open it and to
 * the Rapports screen (a browser would block a tab opened by the page after the call).
 */
export function GeneratedReportPanel({ report }: { report: GeneratedReport }) {
  const link = reportLink({ id: report.id, type: report.reportType, downloadUrl: report.downloadUrl });
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">
            {format(REPORT_TEXTS.readyTitle, { type: REPORT_TYPE_LABELS[report.reportType] })}
          </p>
          <p className="text-sm [overflow-wrap:anywhere]">{report.fileName}</p>
          {report.pageCount !== null && (
            <p className="text-sm">
              {report.pageCount === 1
                ? REPORT_TEXTS.onePage
                : format(REPORT_TEXTS.pages, { n: formatNumber(report.pageCount) })}
            </p>
          )}
        </div>
      </div>
      {report.warning && (
        <Notice tone="warning">{format(REPORT_TEXTS.warning, { warning: report.warning })}</Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="max-sm:h-11">
          {link.download ? (
            <a href={link.href} download={report.fileName}>
              <Download aria-hidden="true" />
              {REPORT_TEXTS.downloadFile}
            </a>
          ) : (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {REPORT_TEXTS.openPreview}
              <span className="sr-only">{GENERATED_REPORT_PANEL_TEXTS.nouvelOnglet}</span>
            </a>
          )}
        </Button>
        <Button asChild variant="outline" className="max-sm:h-11">
          <Link to="/reports">
            <FileText aria-hidden="true" />
            {REPORT_TEXTS.allReports}
          </Link>
        </Button>
      </div>
    </div>
  );
}
