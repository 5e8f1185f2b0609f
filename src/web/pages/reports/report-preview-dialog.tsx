import { Download, Mail, RefreshCw } from "lucide-react";
import type { Report } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, format } from "../../../shared/messages";
import { REPORT_TEXTS } from "../../../shared/texts/reports";
import { reportPreviewUrl } from "../../api/endpoints";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { useReportHtml } from "./queries";
import { ReportTypeIcon, reportFacts } from "./report-parts";

const FRAME = "block h-full min-h-96 w-full rounded-lg border bg-white";

/** An HTML report, read as text and shown in a frame that may run nothing and reach nothing. */
function HtmlPreview({ report }: { report: Report }) {
  const html = useReportHtml(report.id, true);
  if (html.isPending)
    return (
      <div className="flex h-full min-h-96 items-center justify-center">
        <Spinner className="size-8" label={REPORT_TEXTS.previewLoading} />
      </div>
    );
  if (html.isError)
    return (
      <Notice tone="error">
        <p>{FAILURE_MESSAGES.loadReport}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void html.refetch()}>
          <RefreshCw aria-hidden="true" />
          {REPORT_TEXTS.retry}
        </Button>
      </Notice>
    );
  return (
    <iframe
      title={`${REPORT_TEXTS.previewTitle} : ${report.campaignName}`}
      srcDoc={html.data}
      sandbox=""
      className={FRAME}
    />
  );
}

function ExcelNotice({ report }: { report: Report }) {
  return (
    <div className="flex h-full min-h-[40dvh] flex-col items-center justify-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <ReportTypeIcon type="xlsx" className="size-7" />
      </span>
      <p className="max-w-md text-sm text-muted-foreground">{REPORT_TEXTS.excelNotPreviewable}</p>
      <Button asChild className="max-sm:h-11">
        <a href={report.downloadUrl} download={report.fileName}>
          <Download aria-hidden="true" />
          {REPORT_TEXTS.downloadFile}
        </a>
      </Button>
    </div>
  );
}

/**
 * The large preview of a completed report (spec §2): HTML shown inline, a PDF in the browser's
 * viewer, an Excel workbook offered for download. Its warning, if any, comes first.
 */
export function ReportPreviewDialog({
  report,
  onClose,
  onSend,
  onCloseAutoFocus,
}: {
  report: Report | null;
  onClose: () => void;
  onSend?: (report: Report, opener: HTMLElement) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      {report && (
        <DialogContent
          size="xl"
          className="h-[90dvh] max-w-6xl max-sm:h-[calc(100dvh-1rem)] max-sm:w-[calc(100%-1rem)]"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader
            title={`${REPORT_TEXTS.previewTitle} : ${report.campaignName}`}
            description={`${report.fileName} · ${reportFacts(report)}`}
          />
          <DialogBody className="flex flex-col gap-3 max-sm:px-3">
            {report.comments && (
              <Notice tone="warning">{format(REPORT_TEXTS.warning, { warning: report.comments })}</Notice>
            )}
            <div className="min-h-0 flex-1">
              {report.type === "html" && <HtmlPreview report={report} />}
              {report.type === "pdf" && (
                <iframe
                  title={`${REPORT_TEXTS.previewTitle} : ${report.campaignName}`}
                  src={reportPreviewUrl(report.id)}
                  className={FRAME}
                />
              )}
              {report.type === "xlsx" && <ExcelNotice report={report} />}
            </div>
          </DialogBody>
          <DialogFooter className="max-sm:[&>*]:h-11 max-sm:[&>*]:flex-1">
            {onSend && report.abilities.send && (
              <Button variant="outline" onClick={(event) => onSend(report, event.currentTarget)}>
                <Mail aria-hidden="true" />
                {REPORT_TEXTS.sendByEmail}
              </Button>
            )}
            {report.type !== "xlsx" && (
              <Button asChild variant="outline">
                <a href={report.downloadUrl} download={report.fileName}>
                  <Download aria-hidden="true" />
                  {REPORT_TEXTS.download}
                </a>
              </Button>
            )}
            <DialogClose asChild>
              <Button>{REPORT_TEXTS.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
