import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { fill } from "../../lib/format";
import {
  longDay,
  monthGrid,
  monthName,
  monthOf,
  moveInCalendar,
  sameDayIn,
  shiftMonth,
  WEEKDAYS,
} from "./calendar-grid";
import { DayCell, type DayInstrument, DayList } from "./day-cell";
import { useCalendarMonth } from "./queries";

/** The days of the month that have due dates, listed (under the grid on a phone). */
function Agenda({ month, byDay }: { month: string; byDay: Map<string, DayInstrument[]> }) {
  const id = useId();
  const days = [...byDay.entries()]
    .filter(([, list]) => list.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t px-4 py-4 md:hidden">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {PLANNING_TEXTS.agendaTitle}
      </h3>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {fill(PLANNING_TEXTS.agendaEmpty, { month: monthName(month) })}
        </p>
      ) : (
        <ul className="grid gap-4">
          {days.map(([date, list]) => (
            <li key={date} className="grid gap-2">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {longDay(date)}
              </p>
              <DayList instruments={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The month calendar: weeks from Monday, today marked, each day with the number of instruments due
 * (its colour the most pressing status) and, on a wide screen, their first names; a day opens the
 * list of its instruments. A keyboard-navigable grid (arrows, Home, End, Page Up, Page Down).
 */
export function MonthCalendar({
  month,
  today,
  onMonthChange,
}: {
  month: string;
  today: string;
  onMonthChange: (month: string) => void;
}) {
  const id = useId();
  const calendar = useCalendarMonth(month);
  const [focusedDay, setFocusedDay] = useState(today);
  const active = monthOf(focusedDay) === month ? focusedDay : sameDayIn(focusedDay, month);
  const wantsFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, DayInstrument[]>();
    // The answer of another month, kept on screen while this one loads, is not this month's.
    if (calendar.data?.month === month)
      for (const day of calendar.data.days) map.set(day.date, day.instruments);
    return map;
  }, [calendar.data, month]);

  useEffect(() => {
    if (!wantsFocus.current) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${active}"]`);
    if (button) {
      button.focus();
      wantsFocus.current = false;
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.dataset.date) return;
    const next = moveInCalendar(target.dataset.date, event.key);
    if (next === null) return;
    event.preventDefault();
    wantsFocus.current = true;
    setFocusedDay(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const title = monthName(month);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5 max-sm:px-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="max-sm:size-11"
            aria-label={PLANNING_TEXTS.previousMonth}
            title={PLANNING_TEXTS.previousMonth}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            className="max-sm:h-11"
            disabled={month === monthOf(today)}
            onClick={() => {
              setFocusedDay(today);
              onMonthChange(monthOf(today));
            }}
          >
            {PLANNING_TEXTS.thisMonth}
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="max-sm:size-11"
            aria-label={PLANNING_TEXTS.nextMonth}
            title={PLANNING_TEXTS.nextMonth}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {calendar.isError && !calendar.data ? (
        <div className="p-5">
          <LoadFailed
            title={PLANNING_TEXTS.calendarFailed}
            what={PLANNING_TEXTS.calendarWhat}
            onRetry={() => void calendar.refetch()}
          />
        </div>
      ) : (
        <div className="relative">
          {calendar.isFetching && calendar.data?.month !== month && (
            <div className="absolute top-2 right-3 z-10">
              <Spinner label={PLANNING_TEXTS.calendarLoading} className="size-4" />
            </div>
          )}
          <table
            ref={grid}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a date grid (the ARIA grid pattern), moved through with the arrow keys
            role="grid"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-help`}
            aria-busy={calendar.data?.month !== month || undefined}
            onKeyDown={onKeyDown}
            className="w-full table-fixed border-separate border-spacing-0"
          >
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th
                    key={weekday.long}
                    scope="col"
                    abbr={weekday.long}
                    className="py-2 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    <span aria-hidden="true">{weekday.short}</span>
                    <span className="sr-only">{weekday.long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((cell) => (
                    <DayCell
                      key={cell.date}
                      cell={cell}
                      instruments={byDay.get(cell.date) ?? []}
                      today={today}
                      focusable={cell.date === active}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p id={`${id}-help`} className="sr-only">
            {PLANNING_TEXTS.calendarHelp}
          </p>
        </div>
      )}
      <Agenda month={month} byDay={byDay} />
    </Card>
  );
}
