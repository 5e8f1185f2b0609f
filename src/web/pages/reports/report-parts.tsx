import {
  AlertCircle,
  CheckCircle2,
  Clock,
  Download,
  FileSpreadsheet,
  FileText,
  Globe,
  Loader2,
  Mail,
} from "lucide-react";
import type { Report, ReportStatus, ReportType } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { format } from "../../../shared/messages";
import {
  REPORT_PARTS_TEXTS,
  REPORT_STATUS_LABELS,
  REPORT_STATUS_STYLES,
  REPORT_TEXTS,
} from "../../../shared/texts/reports";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tooltip } from "../../components/ui/tooltip";
import { formatFileSize, formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";

/** What the list's rows and cards do: preview a completed report, send it by e-mail (as its `abilities` allow). */
export interface ReportHandlers {
  onPreview: (report: Report, opener: HTMLElement) => void;
  /** Absent for users who may not send reports. */
  onSend?: (report: Report, opener: HTMLElement) => void;
}

const TYPE_ICONS = { html: Globe, pdf: FileText, xlsx: FileSpreadsheet } as const;
const STATUS_ICONS = {
  queued: Clock,
  generating: Loader2,
  completed: CheckCircle2,
  failed: AlertCircle,
} as const;

export function ReportTypeIcon({ type, className }: { type: ReportType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return <Icon className={cn("size-4 shrink-0", className)} aria-hidden="true" />;
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const Icon = STATUS_ICONS[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        REPORT_STATUS_STYLES[status],
      )}
    >
      <Icon className={cn("size-3.5", status === "generating" && "animate-spin")} aria-hidden="true" />
      {REPORT_STATUS_LABELS[status]}
    </span>
  );
}

/** "PDF · 4 pages · 120 Ko": the format, and once completed the pages and the size. */
export function reportFacts(report: Report): string {
  const facts = [REPORT_TYPE_LABELS[report.type]];
  if (report.pageCount !== null)
    facts.push(
      report.pageCount === 1
        ? REPORT_TEXTS.onePage
        : format(REPORT_TEXTS.pages, { n: formatNumber(report.pageCount) }),
    );
  if (report.size !== null) facts.push(formatFileSize(report.size));
  return facts.join(" · ");
}

/** The campaign's name (a button opening the preview once completed) and the file under it. */
export function ReportName({ report, handlers }: { report: Report; handlers: ReportHandlers }) {
  const completed = report.status === "completed";
  return (
    <div className="grid min-w-0 gap-0.5">
      {completed ? (
        <button
          type="button"
          data-report-preview={report.id}
          onClick={(event) => handlers.onPreview(report, event.currentTarget)}
          aria-label={`${REPORT_TEXTS.preview} ${report.campaignName} (${report.fileName})`}
          className="w-fit rounded-sm text-left font-medium break-words text-primary underline-offset-4 hover:underline max-md:min-h-11"
        >
          {report.campaignName}
        </button>
      ) : (
        <p className="font-medium break-words">{report.campaignName}</p>
      )}
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <ReportTypeIcon type={report.type} className="size-3.5" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{report.fileName}</span>
      </p>
      <p className="text-xs text-muted-foreground">{reportFacts(report)}</p>
      {report.number && (
        <p className="text-xs">
          <span className="font-semibold">{report.number}</span>
        </p>
      )}
      {report.sha256 && (
        <p className="text-[11px] leading-snug text-muted-foreground">
          {REPORT_PARTS_TEXTS.sha256}
          <code className="font-mono [overflow-wrap:anywhere]">{report.sha256}</code>
        </p>
      )}
    </div>
  );
}

/** Why a report failed, said in the row (and in full in its tooltip). */
function GenerationError({ reason }: { reason: string | null }) {
  return (
    <div className="grid max-w-64 justify-items-end gap-0.5 text-right max-md:justify-items-start max-md:text-left">
      <Tooltip content={reason ?? REPORT_TEXTS.generationError}>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          {REPORT_TEXTS.generationError}
        </span>
      </Tooltip>
      {reason && <p className="line-clamp-2 text-xs text-muted-foreground">{reason}</p>}
    </div>
  );
}

/**
 * A report's actions (spec §2): download (and send) once completed, a spinner while generating,
 * 'Erreur de génération' when it failed. `labelled` shows the buttons' texts (phone cards).
 */
export function ReportActions({
  report,
  handlers,
  labelled = false,
}: {
  report: Report;
  handlers: ReportHandlers;
  labelled?: boolean;
}) {
  if (report.status === "generating")
    return <Spinner className="size-5" label={`${REPORT_TEXTS.generating} ${report.fileName}`} />;
  if (report.status === "queued")
    return (
      <span className="text-sm text-muted-foreground" role="status">
        {REPORT_TEXTS.queued}
      </span>
    );
  if (report.status === "failed") return <GenerationError reason={report.comments} />;
  const { onSend } = handlers;
  const size = labelled ? "default" : "icon";
  const touch = labelled ? "h-11 min-w-0" : "size-9";
  const download = (
    <Button asChild variant={labelled ? "outline" : "ghost"} size={size} className={touch}>
      <a
        href={report.downloadUrl}
        download={report.fileName}
        aria-label={`${REPORT_TEXTS.download} ${report.fileName}`}
      >
        <Download aria-hidden="true" />
        {labelled && REPORT_TEXTS.download}
      </a>
    </Button>
  );
  const send = onSend && report.abilities.send && (
    <Button
      variant={labelled ? "outline" : "ghost"}
      size={size}
      className={touch}
      aria-label={`${REPORT_TEXTS.sendByEmail} : ${report.fileName}`}
      onClick={(event) => onSend(report, event.currentTarget)}
    >
      <Mail aria-hidden="true" />
      {labelled && REPORT_TEXTS.send}
    </Button>
  );
  if (labelled)
    return (
      <div className="grid grid-cols-2 gap-2">
        {download}
        {send}
      </div>
    );
  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip content={REPORT_TEXTS.download}>{download}</Tooltip>
      {send && <Tooltip content={REPORT_TEXTS.sendByEmail}>{send}</Tooltip>}
    </div>
  );
}
