import { useId, useRef, useState } from "react";
import type { AuditEntry } from "../../../shared/api/audit";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { Card } from "../../components/ui/card";
import { TableScroll } from "../../components/ui/table-scroll";
import { fill, formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { cardPage } from "../rating/row-window";
import { EntryScore, EntryStatusBadge, Missing } from "./badges";
import { PageSteps } from "./page-steps";

/**
 * Rows drawn at a time: up to 1,000 entries come back, each with its criteria chips (of varying
 * heights); they are shown a page at a time so that the screen stays quick.
 */
export const ENTRIES_PER_PAGE = 50;

/** The criteria of an entry, in alphabetical order. */
export function sortedRatings(ratings: AuditEntry["criteriaRatings"]): [string, number][] {
  return Object.entries(ratings).sort(([a], [b]) => a.localeCompare(b, "fr"));
}

/**
 * Each criterion rated, with its grade, as chips in as many even columns as the width holds. In the
 * table (`compact`) a long name is cut to one line, whole on hovering and for screen readers; the
 * phone's cards give it the lines it needs.
 */
function Ratings({ entry, compact = false }: { entry: AuditEntry; compact?: boolean }) {
  const ratings = sortedRatings(entry.criteriaRatings);
  if (ratings.length === 0) return <Missing label={AUDIT_TEXTS.noRatings} />;
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-1"
      aria-label={AUDIT_TEXTS.columnRatings}
    >
      {ratings.map(([criterion, grade]) => (
        <li
          key={criterion}
          title={compact ? `${criterion} : ${fill(AUDIT_TEXTS.grade, { grade })}` : undefined}
          className="flex min-w-0 items-start justify-between gap-1.5 rounded-md border bg-muted/60 py-0.5 pr-0.5 pl-2 text-xs leading-tight"
        >
          <span className={cn("min-w-0 py-0.5", compact ? "truncate" : "break-words")}>{criterion}</span>
          <span className="sr-only"> : </span>
          <span className="shrink-0 rounded border bg-card px-1.5 py-px font-semibold tabular-nums">
            {grade}
            <span className="sr-only">{AUDIT_TEXTS.outOfFive}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Rater({ entry }: { entry: AuditEntry }) {
  const name = entry.userName ?? (entry.status === "pending" ? null : AUDIT_TEXTS.unknownRater);
  return (
    <>
      {name ? (
        <p className="font-medium break-words">{name}</p>
      ) : (
        <p className="text-muted-foreground">{AUDIT_TEXTS.noRater}</p>
      )}
      <p className="text-xs text-muted-foreground">{entry.action}</p>
    </>
  );
}

function Period({ entry }: { entry: AuditEntry }) {
  return entry.newPeriod === null ? (
    <Missing label={AUDIT_TEXTS.notCalculated} />
  ) : (
    <span className="whitespace-nowrap tabular-nums">{fill(AUDIT_TEXTS.months, { n: entry.newPeriod })}</span>
  );
}

function When({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>;
}

function EntryTable({ entries, labelledBy }: { entries: AuditEntry[]; labelledBy: string }) {
  const th = "border-b px-2.5 py-2.5 font-semibold";
  return (
    <TableScroll label={AUDIT_TEXTS.entriesTable}>
      <table
        aria-labelledby={labelledBy}
        className="w-full min-w-[900px] table-fixed border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(th, "w-[14%] pl-5")}>
              {AUDIT_TEXTS.columnCampaign}
            </th>
            <th scope="col" className={cn(th, "w-[12%]")}>
              {AUDIT_TEXTS.columnEquipment}
            </th>
            <th scope="col" className={cn(th, "w-[10%]")}>
              {AUDIT_TEXTS.columnUser}
            </th>
            <th scope="col" className={th}>
              {AUDIT_TEXTS.columnRatings}
            </th>
            <th scope="col" className={cn(th, "w-[5rem]")}>
              {AUDIT_TEXTS.columnScore}
            </th>
            <th scope="col" className={cn(th, "w-[4.75rem]")}>
              {AUDIT_TEXTS.columnPeriod}
            </th>
            <th scope="col" className={cn(th, "w-[6.25rem]")}>
              {AUDIT_TEXTS.columnDate}
            </th>
            <th scope="col" className={cn(th, "w-[6.75rem] pr-5")}>
              {AUDIT_TEXTS.columnStatus}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {entries.map((entry) => (
            <tr key={entry.id} data-entry-id={entry.id} className="align-top hover:bg-muted/50">
              <td className="py-3 pr-2.5 pl-5 break-words">{entry.campaignName}</td>
              <td className="px-2.5 py-3 font-medium break-words">{entry.equipmentName}</td>
              <td className="px-2.5 py-3">
                <Rater entry={entry} />
              </td>
              <td className="px-2.5 py-3">
                <Ratings entry={entry} compact />
              </td>
              <td className="px-2.5 py-3">
                <EntryScore score={entry.opperetScore} />
              </td>
              <td className="px-2.5 py-3">
                <Period entry={entry} />
              </td>
              <td className="px-2.5 py-3 tabular-nums">
                <When entry={entry} />
              </td>
              <td className="py-3 pr-5 pl-2.5">
                <EntryStatusBadge status={entry.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function EntryCards({ entries, labelledBy }: { entries: AuditEntry[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y">
      {entries.map((entry) => (
        <li key={entry.id} data-entry-id={entry.id} className="grid min-w-0 gap-3 px-4 py-4">
          <div className="flex min-w-0 items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{entry.equipmentName}</p>
              <p className="text-xs break-words text-muted-foreground">{entry.campaignName}</p>
            </div>
            <EntryStatusBadge status={entry.status} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{AUDIT_TEXTS.columnUser}</dt>
            <dd className="min-w-0">
              <Rater entry={entry} />
            </dd>
            <dt className="text-muted-foreground">{AUDIT_TEXTS.columnScore}</dt>
            <dd>
              <EntryScore score={entry.opperetScore} />
            </dd>
            <dt className="text-muted-foreground">{AUDIT_TEXTS.columnPeriod}</dt>
            <dd>
              <Period entry={entry} />
            </dd>
            <dt className="text-muted-foreground">{AUDIT_TEXTS.columnDate}</dt>
            <dd className="tabular-nums">
              <When entry={entry} />
            </dd>
          </dl>
          <Ratings entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The entries (spec §2 table): a table, or cards on a phone, a page of 50 at a time. The parent
 * draws it anew when the filters change, so that a new search starts on its first page.
 */
export function EntryList({ entries }: { entries: AuditEntry[] }) {
  const phone = usePhoneLayout();
  const titleId = useId();
  const [wanted, setWanted] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  const page = cardPage(entries.length, wanted, ENTRIES_PER_PAGE);
  const shown = entries.slice(page.start, page.end);
  const go = (index: number) => {
    setWanted(index);
    requestAnimationFrame(() => {
      title.current?.focus({ preventScroll: true });
      title.current?.scrollIntoView({ block: "start" });
    });
  };
  const range = fill(AUDIT_TEXTS.rowsShown, { from: page.start + 1, to: page.end, total: entries.length });

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b px-5 py-4 max-sm:px-4">
        <h2 id={titleId} ref={title} tabIndex={-1} className="scroll-mt-4 font-semibold outline-none">
          {AUDIT_TEXTS.entriesListTitle}
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">{range}</p>
      </div>
      {phone ? (
        <EntryCards entries={shown} labelledBy={titleId} />
      ) : (
        <EntryTable entries={shown} labelledBy={titleId} />
      )}
      {page.count > 1 && (
        <PageSteps
          className="border-t px-5 py-3 max-sm:px-4"
          label={AUDIT_TEXTS.entriesPager}
          caption={fill(AUDIT_TEXTS.pageOf, { page: page.index + 1, count: page.count })}
          back={{
            label: AUDIT_TEXTS.previousPage,
            disabled: page.index === 0,
            onClick: () => go(page.index - 1),
          }}
          forward={{
            label: AUDIT_TEXTS.nextPage,
            disabled: page.index === page.count - 1,
            onClick: () => go(page.index + 1),
          }}
        />
      )}
    </Card>
  );
}
