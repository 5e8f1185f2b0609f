import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import type { AuditBulkDetail } from "../../../shared/api/audit";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { BULK_TEXTS } from "../../../shared/texts/audit-details";
import { apiErrorText } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { TableScroll } from "../../components/ui/table-scroll";
import { fill, formatFileSize } from "../../lib/format";
import { cn } from "../../lib/utils";
import {
  bulkFieldLabel,
  type DetailCell,
  type DetailTable,
  detailView,
  summaryEntries,
  summaryText,
} from "./detail-rows";
import { useAuditEventDetail } from "./queries";
import { shownValue } from "./value-diff";

/** Rows of a table drawn at first, and at each « Afficher plus »: a calculation lists thousands. */
export const DETAIL_ROWS_STEP = 100;

function Cells({ cells, side }: { cells: DetailCell[] | null; side: "before" | "after" }) {
  if (cells === null)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">{BULK_TEXTS.absent}</span>
        <span className="sr-only">{AUDIT_TEXTS.absentValue}</span>
      </span>
    );
  return (
    <ul className="grid gap-0.5">
      {cells.map((cell) => (
        <li
          key={cell.field}
          data-changed={cell.changed || undefined}
          className={cn(
            "rounded px-1 [overflow-wrap:anywhere]",
            cell.changed && (side === "before" ? "bg-red-50 text-red-950" : "bg-emerald-50 text-emerald-950"),
          )}
        >
          <span className="text-muted-foreground">{bulkFieldLabel(cell.field)} : </span>
          <span className={cn(cell.value.kind === "json" && "font-mono text-[0.8125em]")}>
            {cell.value.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One list of the detail: its rows before and after, the first ones, more on request, the count said. */
function RowsTable({ table }: { table: DetailTable }) {
  const [shown, setShown] = useState(DETAIL_ROWS_STEP);
  const titleId = useId();
  const total = table.rows.length;
  const visible = table.rows.slice(0, shown);
  const th = "border-b px-3 py-2 font-semibold";
  return (
    <section className="grid gap-2" data-detail-table={table.field}>
      <h4 id={titleId} className="text-sm font-semibold">
        {bulkFieldLabel(table.field)}{" "}
        <span className="font-normal text-muted-foreground" data-rows-count>
          ({fill(total > shown ? BULK_TEXTS.rowsShown : BULK_TEXTS.allShown, { shown, total })})
        </span>
      </h4>
      <div className="overflow-hidden rounded-lg border bg-card">
        <TableScroll label={bulkFieldLabel(table.field)}>
          <table
            aria-labelledby={titleId}
            className="w-full min-w-[640px] border-separate border-spacing-0 text-xs"
          >
            <thead className="bg-muted text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className={cn(th, "w-[28%]")}>
                  {BULK_TEXTS.item}
                </th>
                <th scope="col" className={th}>
                  {BULK_TEXTS.before}
                </th>
                <th scope="col" className={th}>
                  {BULK_TEXTS.after}
                </th>
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>*]:border-b">
              {visible.map((row) => (
                <tr key={row.key} data-detail-row={row.key} className="align-top">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium [overflow-wrap:anywhere]">
                    {row.label}
                  </th>
                  <td className="px-3 py-1.5">
                    <Cells cells={row.before} side="before" />
                  </td>
                  <td className="px-3 py-1.5">
                    <Cells cells={row.after} side="after" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
      {total > shown && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setShown(shown + DETAIL_ROWS_STEP)}>
            {fill(BULK_TEXTS.showMore, { n: Math.min(DETAIL_ROWS_STEP, total - shown) })}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The detail read from the server (its hash checked there): its tables, then its other values. */
function LoadedDetail({ eventId }: { eventId: number }) {
  const query = useAuditEventDetail(eventId, true);
  if (query.isPending) return <Spinner label={BULK_TEXTS.loading} />;
  if (query.isError)
    return (
      <Notice tone="error">
        {apiErrorText(query.error, BULK_TEXTS.loadFailed) ?? BULK_TEXTS.loadFailed}
      </Notice>
    );
  const { content } = query.data;
  const view = detailView(content.oldValues, content.newValues);
  return (
    <div className="grid gap-4" data-bulk-detail-loaded>
      {view.tables.map((table) => (
        <RowsTable key={table.field} table={table} />
      ))}
      {view.fields.length > 0 && (
        <section className="grid gap-1">
          <h4 className="text-sm font-semibold">{BULK_TEXTS.otherValues}</h4>
          <dl className="grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]">
            {view.fields.map((field) => (
              <div key={field.field} className="contents">
                <dt className="text-muted-foreground">{bulkFieldLabel(field.field)}</dt>
                <dd className="[overflow-wrap:anywhere]">{field.before?.text ?? BULK_TEXTS.absent}</dd>
                <dd className="[overflow-wrap:anywhere]">{field.after?.text ?? BULK_TEXTS.absent}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {content.details !== null && content.details !== undefined && (
        <section className="grid gap-1">
          <h4 className="text-sm font-semibold">{BULK_TEXTS.figures}</h4>
          <p className="rounded-lg border bg-card px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
            {shownValue(content.details).text}
          </p>
        </section>
      )}
    </div>
  );
}

/**
 * A bulk change's row in the journal: its summary (counts, the run, the ids) and a button that
 * loads its detail kept apart, the rows before and after.
 */
export function BulkDetail({ eventId, detail }: { eventId: number; detail: AuditBulkDetail }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summary = summaryEntries(detail.summary);
  return (
    <div className="grid gap-3" data-bulk-detail={eventId}>
      <p className="text-sm">
        {fill(detail.rows > 1 ? BULK_TEXTS.kept : BULK_TEXTS.keptOne, {
          rows: detail.rows,
          size: formatFileSize(detail.bytes),
        })}
      </p>
      {summary.length > 0 && (
        <dl
          aria-label={BULK_TEXTS.summaryTitle}
          className="grid gap-x-4 gap-y-1 rounded-lg border bg-card px-3 py-2 text-xs sm:grid-cols-[auto_minmax(0,1fr)] sm:text-sm"
        >
          {summary.map(([field, value]) => (
            <div key={field} className="contents" data-summary-field={field}>
              <dt className="text-muted-foreground">{bulkFieldLabel(field)}</dt>
              <dd className="tabular-nums [overflow-wrap:anywhere] max-sm:mb-1">{summaryText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">
        {BULK_TEXTS.fingerprint} : <code className="font-mono [overflow-wrap:anywhere]">{detail.sha256}</code>
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-bulk-detail-toggle
          onClick={() => setOpen(!open)}
        >
          <ChevronRight aria-hidden="true" className={cn("transition-transform", open && "rotate-90")} />
          {open ? BULK_TEXTS.hide : BULK_TEXTS.show}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <LoadedDetail eventId={eventId} />
        </div>
      )}
    </div>
  );
}
