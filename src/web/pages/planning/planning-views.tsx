import { Boxes, CalendarDays, List } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import type { Planning } from "../../../shared/api/planning";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { fill } from "../../lib/format";
import { monthOf } from "./calendar-grid";
import { MonthCalendar } from "./month-calendar";
import { PlanningLists } from "./planning-lists";

const tabClass =
  "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm font-medium sm:flex-none sm:px-3 sm:whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** Nothing due at all: the way to the Parc, and how many instruments have no due date. */
function NothingDue({ unknownCount }: { unknownCount: number }) {
  return (
    <EmptyState
      icon={Boxes}
      title={PLANNING_TEXTS.emptyTitle}
      action={
        <Button asChild>
          <Link to="/instruments">{PLANNING_TEXTS.goToParc}</Link>
        </Button>
      }
    >
      {PLANNING_TEXTS.emptyText}
      {unknownCount > 0 && (
        <span className="mt-2 block">{fill(PLANNING_TEXTS.emptyUnknown, { n: unknownCount })}</span>
      )}
    </EmptyState>
  );
}

/** The two views of the due dates, as tabs: the lists, or a month calendar. */
export function PlanningViews({
  data,
  view,
  month,
  update,
}: {
  data: Planning;
  view: "liste" | "calendrier";
  month: string | null;
  update: (change: Record<string, string | null>) => void;
}) {
  const nothing =
    data.quarantined.length === 0 &&
    data.overdue.length === 0 &&
    data.dueThisMonth.length === 0 &&
    data.nextMonths.every((next) => next.instruments.length === 0);
  return (
    <Tabs.Root
      value={view}
      onValueChange={(next) => update({ vue: next === "calendrier" ? next : null })}
      className="grid min-w-0 gap-5"
    >
      <div>
        <Tabs.List
          aria-label={PLANNING_TEXTS.viewsLabel}
          className="flex gap-1 rounded-lg bg-muted p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="liste" className={tabClass}>
            <List className="size-4" aria-hidden="true" />
            {PLANNING_TEXTS.viewList}
          </Tabs.Trigger>
          <Tabs.Trigger value="calendrier" className={tabClass}>
            <CalendarDays className="size-4" aria-hidden="true" />
            {PLANNING_TEXTS.viewCalendar}
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="liste" className="min-w-0 focus-visible:outline-none">
        {nothing && data.overdue.length === 0 ? (
          <NothingDue unknownCount={data.unknownCount} />
        ) : (
          <PlanningLists planning={data} />
        )}
      </Tabs.Content>
      <Tabs.Content value="calendrier" className="min-w-0 focus-visible:outline-none">
        {month && (
          <MonthCalendar
            month={month}
            today={data.today}
            onMonthChange={(next) => update({ mois: next === monthOf(data.today) ? null : next })}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
