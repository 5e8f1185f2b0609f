import { Popover } from "radix-ui";
import { Link } from "react-router";
import type { CalendarMonth } from "../../../shared/api/planning";
import { INSTRUMENT_STATUSES, type InstrumentStatus } from "../../../shared/constants";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";
import { InstrumentBadges } from "../instruments/badges";
import { STATUS_LOOKS } from "../instruments/looks";
import { type CalendarCell, longDay } from "./calendar-grid";

/** A day of the month calendar: its cell, its count in the colour of its most pressing status, its list. */
export type DayInstrument = CalendarMonth["days"][number]["instruments"][number];

/** The most pressing status of a day's instruments: the colour of its count. */
export function worstStatus(instruments: readonly Pick<DayInstrument, "status">[]): InstrumentStatus | null {
  for (const status of INSTRUMENT_STATUSES)
    if (instruments.some((instrument) => instrument.status === status)) return status;
  return null;
}

export function DayList({ instruments }: { instruments: DayInstrument[] }) {
  return (
    <ul className="grid gap-2">
      {instruments.map((instrument) => (
        <li key={instrument.id} className="grid gap-1">
          <Link
            to={`/instruments/${instrument.id}`}
            className="text-sm font-medium break-words text-primary underline-offset-4 hover:underline"
          >
            {instrument.name}
          </Link>
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="font-mono text-xs text-muted-foreground">{instrument.reference}</span>
            <InstrumentBadges instrument={instrument} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function DayCell({
  cell,
  instruments,
  today,
  focusable,
}: {
  cell: CalendarCell;
  instruments: DayInstrument[];
  today: string;
  focusable: boolean;
}) {
  const isToday = cell.date === today;
  if (!cell.inMonth)
    return (
      <td className="h-14 border-t border-l bg-muted/40 p-0.5 align-top first:border-l-0 md:h-28 md:p-1">
        <span className="block p-1 md:p-1.5" aria-hidden="true">
          <span className="flex size-6 items-center justify-center text-xs text-muted-foreground tabular-nums">
            {cell.day}
          </span>
        </span>
      </td>
    );
  const worst = worstStatus(instruments);
  const day = longDay(cell.date);
  const label =
    instruments.length === 0
      ? fill(PLANNING_TEXTS.dayNone, { day })
      : fill(PLANNING_TEXTS.dayCount, { day, n: instruments.length });
  const button = (
    <button
      type="button"
      data-date={cell.date}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-current={isToday ? "date" : undefined}
      aria-haspopup={instruments.length > 0 ? "dialog" : undefined}
      className={cn(
        "flex h-full w-full flex-col items-stretch gap-1 rounded-md p-1 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring md:p-1.5",
        instruments.length > 0 ? "cursor-pointer hover:bg-muted" : "cursor-default",
        isToday && "bg-secondary/70",
      )}
    >
      <span className="flex items-center justify-between gap-1" aria-hidden="true">
        <span
          className={cn(
            "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
            isToday ? "bg-primary font-semibold text-primary-foreground" : "text-foreground",
          )}
        >
          {cell.day}
        </span>
        {worst && (
          <span
            className={cn(
              "rounded-full border px-1.5 text-[11px] leading-4 font-semibold tabular-nums",
              STATUS_LOOKS[worst].className,
            )}
          >
            {instruments.length}
          </span>
        )}
      </span>
      {instruments.length > 0 && (
        <span className="hidden min-w-0 gap-0.5 md:grid" aria-hidden="true">
          {instruments.slice(0, 2).map((instrument) => (
            <span key={instrument.id} className="flex min-w-0 items-center gap-1 text-[11px] leading-4">
              <span className={cn("size-1.5 shrink-0 rounded-full", STATUS_LOOKS[instrument.status].dot)} />
              <span className="truncate">{instrument.name}</span>
            </span>
          ))}
          {instruments.length > 2 && (
            <span className="text-[11px] leading-4 text-muted-foreground">
              {fill(PLANNING_TEXTS.more, { n: instruments.length - 2 })}
            </span>
          )}
        </span>
      )}
    </button>
  );
  return (
    <td className="h-14 border-t border-l p-0.5 align-top first:border-l-0 md:h-28 md:p-1">
      {instruments.length === 0 ? (
        button
      ) : (
        <Popover.Root>
          <Popover.Trigger asChild>{button}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              side="bottom"
              align="start"
              sideOffset={4}
              collisionPadding={12}
              aria-label={fill(PLANNING_TEXTS.dayTitle, { day })}
              className="z-50 grid max-h-80 w-72 max-w-[calc(100vw-1.5rem)] gap-3 overflow-y-auto rounded-lg border bg-card p-4 shadow-lg focus-visible:outline-none"
            >
              <p className="text-sm font-semibold">{fill(PLANNING_TEXTS.dayTitle, { day })}</p>
              <DayList instruments={instruments} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </td>
  );
}
