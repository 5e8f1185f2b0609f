import {
  AlertTriangle,
  Boxes,
  CalendarClock,
  CalendarRange,
  CircleHelp,
  RefreshCw,
  ShieldAlert,
} from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Planning } from "../../../shared/api/planning";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { isForbidden } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { LoadFailed } from "../../components/ui/empty-state";
import { StatCard } from "../../components/ui/stat-card";
import { fill } from "../../lib/format";
import { ParcDenied } from "../instruments/parc-denied";
import { monthOf } from "./calendar-grid";
import { FeedCard } from "./feed-card";
import { PlanningViews } from "./planning-views";
import { PLANNING_MONTHS, usePlanning, useReloadPlanning } from "./queries";
import { WarningSetting } from "./warning-setting";

function Counts({ planning }: { planning: Planning | undefined }) {
  const next = planning?.nextMonths.reduce((sum, month) => sum + month.instruments.length, 0) ?? null;
  const caption = (text: string) => (planning ? text : null);
  // Every due date of the current month, those already past included (they are also « En retard »):
  // the count matches the dates the calendar shows for this month.
  const overdueThisMonth = planning
    ? planning.overdue.filter((i) => i.nextDueDate && monthOf(i.nextDueDate) === monthOf(planning.today))
        .length
    : 0;
  const thisMonth = planning ? planning.dueThisMonth.length + overdueThisMonth : null;
  return (
    <ul
      aria-label={PLANNING_TEXTS.countsLabel}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      <StatCard
        icon={ShieldAlert}
        label={PLANNING_TEXTS.countQuarantined}
        value={planning?.quarantined.length ?? null}
        caption={caption(PLANNING_TEXTS.countQuarantinedCaption)}
        tone="bg-red-700 text-white"
      />
      <StatCard
        icon={AlertTriangle}
        label={PLANNING_TEXTS.countOverdue}
        value={planning?.overdue.length ?? null}
        caption={caption(PLANNING_TEXTS.countOverdueCaption)}
        tone="bg-red-50 text-red-700"
      />
      <StatCard
        icon={CalendarClock}
        label={PLANNING_TEXTS.countThisMonth}
        value={thisMonth}
        caption={caption(
          overdueThisMonth > 0
            ? fill(PLANNING_TEXTS.countThisMonthOverdueCaption, { n: overdueThisMonth })
            : PLANNING_TEXTS.countThisMonthCaption,
        )}
        tone="bg-amber-50 text-amber-700"
      />
      <StatCard
        icon={CalendarRange}
        label={PLANNING_TEXTS.countNextMonths}
        value={next}
        caption={caption(fill(PLANNING_TEXTS.countNextMonthsCaption, { n: PLANNING_MONTHS }))}
        tone="bg-secondary text-primary"
      />
      <StatCard
        icon={CircleHelp}
        label={PLANNING_TEXTS.countUnknown}
        value={planning?.unknownCount ?? null}
        caption={caption(PLANNING_TEXTS.countUnknownCaption)}
        tone="bg-slate-100 text-slate-700"
      />
    </ul>
  );
}

function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/**
 * Planning (/planning): what is overdue, due this month and in each of the next months, or a month
 * calendar of the due dates (`?vue=calendrier&mois=2027-01`); the warning window, and the private
 * calendar feed for fleet managers.
 */
export function PlanningPage({ user }: { user: CurrentUser }) {
  const reload = useReloadPlanning();
  const planning = usePlanning();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const mayManage = user.abilities.manageEquipment;
  const view = params.get("vue") === "calendrier" ? "calendrier" : "liste";
  const today = planning.data?.today;
  const asked = params.get("mois");
  const month = isMonth(asked) ? asked : today ? monthOf(today) : null;

  const update = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // A link to a part of the page (/planning#alerte) brings it into view once it is drawn.
  useEffect(() => {
    if (!hash || !planning.data) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
  }, [hash, planning.data]);

  if (isForbidden(planning.error))
    return (
      <>
        <PageHeader title={PLANNING_TEXTS.title} description={PLANNING_TEXTS.description} />
        <div className="p-6 max-sm:px-4 lg:p-8">
          <ParcDenied />
        </div>
      </>
    );

  let content: ReactNode;
  if (planning.isPending)
    content = (
      <div className="grid gap-4" aria-busy="true">
        <p className="sr-only" role="status">
          {PLANNING_TEXTS.loading}
        </p>
        <div className="h-48 animate-pulse rounded-xl border bg-card" />
      </div>
    );
  else if (planning.isError)
    content = (
      <LoadFailed
        title={PLANNING_TEXTS.loadFailed}
        what={PLANNING_TEXTS.loadWhat}
        onRetry={() => void planning.refetch()}
      />
    );
  else content = <PlanningViews data={planning.data} view={view} month={month} update={update} />;

  return (
    <>
      <PageHeader
        title={PLANNING_TEXTS.title}
        description={PLANNING_TEXTS.description}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/instruments">
                <Boxes aria-hidden="true" />
                {PLANNING_TEXTS.toParc}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => void reload()}>
              <RefreshCw aria-hidden="true" />
              {PLANNING_TEXTS.refresh}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:p-8">
        <Counts planning={planning.data} />
        {content}
        <div className="grid gap-6 lg:grid-cols-2">
          <WarningSetting editable={mayManage} />
          {mayManage && <FeedCard />}
        </div>
      </div>
    </>
  );
}
