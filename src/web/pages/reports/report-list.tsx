import type { MouseEvent } from "react";
import type { Report } from "../../../shared/api/reports";
import { REPORT_LIST_TEXTS, REPORT_TEXTS } from "../../../shared/texts/reports";
import { Card } from "../../components/ui/card";
import { clickedControl, TableScroll } from "../../components/ui/table-scroll";
import { countOf } from "../../lib/count";
import { formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { ReportActions, type ReportHandlers, ReportName, ReportStatusBadge } from "./report-parts";

function CreatedAt({ report }: { report: Report }) {
  return <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>;
}

function Author({ report }: { report: Report }) {
  return report.generatedByName ? (
    <span className="break-words">{report.generatedByName}</span>
  ) : (
    <span className="text-muted-foreground">{REPORT_TEXTS.unknownAuthor}</span>
  );
}

/**
 * A click anywhere on a completed report's row opens its preview, as its name does; the keyboard
 * reaches the same through the name's button. Clicks on the row's links and buttons keep their own.
 */
function openFromRow(event: MouseEvent<HTMLElement>, report: Report, handlers: ReportHandlers) {
  if (report.status !== "completed") return;
  if (clickedControl(event)) return;
  const opener = event.currentTarget.querySelector<HTMLElement>("[data-report-preview]");
  if (opener) handlers.onPreview(report, opener);
}

function ReportTable({ reports, handlers }: { reports: Report[]; handlers: ReportHandlers }) {
  const th = "border-b px-4 py-2.5 font-semibold";
  return (
    <TableScroll label={REPORT_LIST_TEXTS.rapports}>
      <table
        aria-labelledby="reports-title"
        className="w-full min-w-[820px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(th, "pl-5")}>
              {REPORT_TEXTS.columnReport}
            </th>
            <th scope="col" className={cn(th, "w-40")}>
              {REPORT_TEXTS.columnCreatedAt}
            </th>
            <th scope="col" className={cn(th, "w-32")}>
              {REPORT_TEXTS.columnStatus}
            </th>
            <th scope="col" className={cn(th, "w-48")}>
              {REPORT_TEXTS.columnGeneratedBy}
            </th>
            <th scope="col" className={cn(th, "w-52 pr-5 text-right")}>
              {REPORT_TEXTS.columnActions}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {reports.map((report) => (
            <tr
              key={report.id}
              data-report-id={report.id}
              onClick={(event) => openFromRow(event, report, handlers)}
              className={cn(
                "align-top transition-colors hover:bg-muted/50",
                report.status === "completed" && "cursor-pointer",
              )}
            >
              <td className="max-w-md py-3.5 pr-4 pl-5">
                <ReportName report={report} handlers={handlers} />
              </td>
              <td className="px-4 py-3.5 whitespace-nowrap tabular-nums">
                <CreatedAt report={report} />
              </td>
              <td className="px-4 py-3.5">
                <ReportStatusBadge status={report.status} />
              </td>
              <td className="px-4 py-3.5">
                <Author report={report} />
              </td>
              <td className="py-2.5 pr-5 pl-4 text-right">
                <div className="flex justify-end">
                  <ReportActions report={report} handlers={handlers} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ReportCards({ reports, handlers }: { reports: Report[]; handlers: ReportHandlers }) {
  return (
    <ul aria-labelledby="reports-title" className="divide-y">
      {reports.map((report) => (
        <li key={report.id} data-report-id={report.id} className="grid min-w-0 grid-cols-1 gap-3 px-4 py-4">
          <div className="flex min-w-0 items-start justify-between gap-3">
            <ReportName report={report} handlers={handlers} />
            <ReportStatusBadge status={report.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{REPORT_TEXTS.columnCreatedAt}</dt>
            <dd className="tabular-nums">
              <CreatedAt report={report} />
            </dd>
            <dt className="text-muted-foreground">{REPORT_TEXTS.columnGeneratedBy}</dt>
            <dd className="min-w-0">
              <Author report={report} />
            </dd>
          </dl>
          {report.status !== "generating" && report.status !== "queued" && (
            <ReportActions report={report} handlers={handlers} labelled />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The company's reports (spec §2): a table, or cards on a phone. */
export function ReportList({ reports, handlers }: { reports: Report[]; handlers: ReportHandlers }) {
  const phone = usePhoneLayout();
  return (
    <Card className="overflow-hidden">
      <div className="flex items-baseline justify-between gap-3 border-b px-5 py-4">
        <h2 id="reports-title" className="font-semibold">
          {REPORT_TEXTS.listTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{countOf(reports.length, "rapport")}</p>
      </div>
      {phone ? (
        <ReportCards reports={reports} handlers={handlers} />
      ) : (
        <ReportTable reports={reports} handlers={handlers} />
      )}
    </Card>
  );
}
