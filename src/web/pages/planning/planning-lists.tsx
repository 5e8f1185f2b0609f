import { ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Instrument } from "../../../shared/api/instruments";
import type { Planning } from "../../../shared/api/planning";
import { dueDistance } from "../../../shared/texts/instruments";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { Card } from "../../components/ui/card";
import { TableScroll } from "../../components/ui/table-scroll";
import { fill, formatDay, formatNumber } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { InstrumentBadges, Missing } from "../instruments/badges";
import { monthTitle } from "./calendar-grid";

/** Rows shown at first, then this many more at each request: a long overdue list stays light. */
const SHOWN = 50;

function Due({ instrument, today }: { instrument: Instrument; today: string }) {
  if (!instrument.nextDueDate) return <Missing label={PLANNING_TEXTS.notSet} />;
  return (
    <>
      <time
        dateTime={instrument.nextDueDate}
        className={cn("tabular-nums", instrument.status === "overdue" && "font-semibold text-red-800")}
      >
        {formatDay(instrument.nextDueDate)}
      </time>
      <span className="block text-xs text-muted-foreground">
        {dueDistance(instrument.nextDueDate, today)}
      </span>
    </>
  );
}

function Name({ instrument }: { instrument: Instrument }) {
  return (
    <Link
      to={`/instruments/${instrument.id}`}
      className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
    >
      {instrument.name}
    </Link>
  );
}

function Rows({
  instruments,
  today,
  labelledBy,
}: {
  instruments: Instrument[];
  today: string;
  labelledBy: string;
}) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <ul aria-labelledby={labelledBy} className="divide-y">
        {instruments.map((instrument) => (
          <li
            key={instrument.id}
            className="grid gap-1.5 px-4 py-3 text-sm"
            data-instrument-id={instrument.id}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Name instrument={instrument} />
                <p className="font-mono text-xs break-all text-muted-foreground">{instrument.reference}</p>
              </div>
              <div className="shrink-0 text-right">
                <Due instrument={instrument} today={today} />
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <InstrumentBadges instrument={instrument} />
              {instrument.location && (
                <span className="text-xs text-muted-foreground">{instrument.location}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  const th = "border-b px-3 py-2 font-semibold";
  return (
    <TableScroll label={PLANNING_TEXTS.dueTable}>
      <table
        aria-labelledby={labelledBy}
        className="w-full min-w-[760px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(th, "pl-5")}>
              {PLANNING_TEXTS.columnInstrument}
            </th>
            <th scope="col" className={cn(th, "w-36")}>
              {PLANNING_TEXTS.columnReference}
            </th>
            <th scope="col" className={cn(th, "w-40")}>
              {PLANNING_TEXTS.columnDue}
            </th>
            <th scope="col" className={cn(th, "w-52")}>
              {PLANNING_TEXTS.columnLocation}
            </th>
            <th scope="col" className={cn(th, "w-48 pr-5")}>
              {PLANNING_TEXTS.columnStatus}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {instruments.map((instrument) => (
            <tr
              key={instrument.id}
              className="align-top hover:bg-muted/50"
              data-instrument-id={instrument.id}
            >
              <td className="py-2.5 pr-3 pl-5">
                <Name instrument={instrument} />
              </td>
              <td className="px-3 py-2.5 font-mono text-[13px] break-all">{instrument.reference}</td>
              <td className="px-3 py-2.5">
                <Due instrument={instrument} today={today} />
              </td>
              <td className="px-3 py-2.5 break-words">
                {instrument.location ?? <Missing label={PLANNING_TEXTS.notSet} />}
              </td>
              <td className="py-2.5 pr-5 pl-3">
                <InstrumentBadges instrument={instrument} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Section({
  title,
  hint,
  instruments,
  today,
  emptyText,
  tone,
}: {
  title: string;
  hint?: string;
  instruments: Instrument[];
  today: string;
  emptyText: string;
  tone?: "overdue" | "quarantined";
}) {
  const id = useId();
  const [shown, setShown] = useState(SHOWN);
  const rest = instruments.length - shown;
  const marked = tone !== undefined && instruments.length > 0;
  return (
    <Card
      data-section={tone}
      className={cn(
        "overflow-hidden",
        marked && tone === "overdue" && "border-red-300",
        marked && tone === "quarantined" && "border-red-700 ring-1 ring-red-200",
      )}
    >
      <div className={cn("grid gap-1 border-b px-5 py-3.5 max-sm:px-4", marked && "bg-red-50")}>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
            {tone === "quarantined" && <ShieldAlert className="size-4 text-red-700" aria-hidden="true" />}
            {title}
          </h2>
          <span className="rounded-full border bg-card px-2.5 py-0.5 text-xs font-semibold tabular-nums">
            {formatNumber(instruments.length)}
          </span>
        </div>
        {hint && <p className="text-sm text-red-950">{hint}</p>}
      </div>
      {instruments.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground max-sm:px-4">{emptyText}</p>
      ) : (
        <>
          <Rows instruments={instruments.slice(0, shown)} today={today} labelledBy={`${id}-title`} />
          {rest > 0 && (
            <div className="flex justify-center border-t px-5 py-3">
              <button
                type="button"
                className="min-h-9 rounded-md px-3 text-sm font-medium text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => setShown((count) => count + SHOWN)}
              >
                {fill(PLANNING_TEXTS.showMore, { n: Math.min(SHOWN, rest) })}
              </button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * En quarantaine (when any: out of use, whatever their due date), En retard, Ce mois-ci, then each
 * of the next months, each instrument with its due date.
 */
export function PlanningLists({ planning }: { planning: Planning }) {
  return (
    <div className="grid gap-5">
      {planning.quarantined.length > 0 && (
        <Section
          title={PLANNING_TEXTS.sectionQuarantined}
          hint={PLANNING_TEXTS.sectionQuarantinedHint}
          instruments={planning.quarantined}
          today={planning.today}
          emptyText=""
          tone="quarantined"
        />
      )}
      <Section
        title={PLANNING_TEXTS.sectionOverdue}
        instruments={planning.overdue}
        today={planning.today}
        emptyText={PLANNING_TEXTS.sectionOverdueEmpty}
        tone="overdue"
      />
      <Section
        title={`${PLANNING_TEXTS.sectionThisMonth} · ${monthTitle(planning.today.slice(0, 7))}`}
        instruments={planning.dueThisMonth}
        today={planning.today}
        emptyText={PLANNING_TEXTS.sectionThisMonthEmpty}
      />
      {planning.nextMonths.map((month) => (
        <Section
          key={month.month}
          title={monthTitle(month.month)}
          instruments={month.instruments}
          today={planning.today}
          emptyText={PLANNING_TEXTS.sectionMonthEmpty}
        />
      ))}
    </div>
  );
}
