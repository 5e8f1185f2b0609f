import { ClipboardList, FileText, RefreshCw } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Report } from "../../../shared/api/reports";
import { REPORT_TEXTS, REPORTS_PAGE_TEXTS } from "../../../shared/texts/reports";
import { useReports } from "../../api/hooks";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { useFocusReturn } from "../../lib/focus";
import { countReports } from "./generation";
import { ReportCounts } from "./report-counts";
import { ReportList } from "./report-list";
import type { ReportHandlers } from "./report-parts";
import { ReportPreviewDialog } from "./report-preview-dialog";
import { SendReportDialog } from "./send-report-dialog";
import { VerifyFileButton } from "./verify-file-button";

function LoadingList() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <p className="sr-only" role="status">
        {REPORTS_PAGE_TEXTS.chargementDesRapports}
      </p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-6 border-b px-5 py-5 last:border-b-0">
          <div className="grid flex-1 gap-2">
            <div className="h-3.5 w-56 animate-pulse rounded bg-muted" />
            <div className="h-3 w-72 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-3.5 w-28 animate-pulse rounded bg-muted" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
        </div>
      ))}
    </Card>
  );
}

/**
 * Rapports (spec §2): the four counts, the company's reports, the preview of a completed one and
 * sending it by e-mail. While a report is being generated the list is read again every 2 s.
 */
export function ReportsPage(_props: { user: CurrentUser }) {
  const reports = useReports();
  const [previewing, setPreviewing] = useState<Report | null>(null);
  const [sending, setSending] = useState<Report | null>(null);
  const preview = useFocusReturn<HTMLButtonElement>();
  const send = useFocusReturn<HTMLButtonElement>();

  const handlers = useMemo<ReportHandlers>(
    () => ({
      onPreview: (report, from) => {
        preview.opener.current = from;
        setPreviewing(report);
      },
      // Offered on the reports whose `abilities` allow it.
      onSend: (report, from) => {
        send.opener.current = from;
        setSending(report);
      },
    }),
    [preview.opener, send.opener],
  );

  const counts = useMemo(() => (reports.data ? countReports(reports.data) : null), [reports.data]);

  let content: ReactNode;
  if (reports.isPending) content = <LoadingList />;
  else if (reports.isError)
    content = (
      <LoadFailed
        title={REPORT_TEXTS.loadFailedTitle}
        what={REPORTS_PAGE_TEXTS.desRapports}
        onRetry={() => void reports.refetch()}
      />
    );
  else if (reports.data.length === 0)
    content = (
      <EmptyState
        icon={FileText}
        title={REPORT_TEXTS.emptyTitle}
        action={
          <Button asChild>
            <Link to="/campaigns">
              <ClipboardList aria-hidden="true" />
              {REPORT_TEXTS.goToCampaigns}
            </Link>
          </Button>
        }
      >
        {REPORT_TEXTS.emptyText}
      </EmptyState>
    );
  else content = <ReportList reports={reports.data} handlers={handlers} />;

  return (
    <>
      <PageHeader
        title={REPORT_TEXTS.title}
        description={REPORT_TEXTS.description}
        actions={
          <>
            {reports.data && reports.data.length > 0 && <VerifyFileButton reports={reports.data} />}
            <Button ref={preview.fallback} variant="outline" onClick={() => void reports.refetch()}>
              <RefreshCw aria-hidden="true" />
              {REPORT_TEXTS.refresh}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:p-8">
        <ReportCounts counts={counts} />
        {content}
      </div>
      <ReportPreviewDialog
        report={previewing}
        onClose={() => setPreviewing(null)}
        onSend={handlers.onSend}
        onCloseAutoFocus={preview.restoreFocus}
      />
      <SendReportDialog
        report={sending}
        onClose={() => setSending(null)}
        onCloseAutoFocus={send.restoreFocus}
      />
    </>
  );
}
