import { and, asc, count, eq, gte, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { CalendarMonth, Planning } from "../../../shared/api/planning";
import { addMonths, daysOf, firstDayOf, monthOf } from "../../../shared/months";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { instrumentColumns, warningDaysOf } from "../instruments/instrument-view";
import { companyToday } from "../tenancy/company-view";

/**
 * The planning (GET /api/planning): the instruments in quarantine (an impact review open: out of use
 * whatever their due date, listed apart and nowhere else), what is overdue, what falls due in the
 * rest of this month, then each of the next `months` months with its instruments by due date, and
 * how many instruments were never calibrated (no due date to plan). Months and "today" are the
 * company's (Europe/Paris).
 */
export async function readPlanning(
  scope: TenantScope,
  { months, now = new Date() }: { months: number; now?: Date },
): Promise<Planning> {
  const today = await companyToday(scope, now);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const thisMonth = monthOf(today);
  const nextMonths = Array.from({ length: months }, (_, i) => addMonths(thisMonth, i + 1));
  const horizon = firstDayOf(addMonths(thisMonth, months + 1));
  const rows = await scope.db
    .select(instrumentColumns(today, warningDays))
    .from(instruments)
    .where(
      and(
        ofTenant(instruments, scope),
        or(
          eq(instruments.quarantined, true),
          and(isNotNull(instruments.nextDueDate), lt(instruments.nextDueDate, horizon)),
        ),
      ),
    )
    .orderBy(asc(instruments.nextDueDate), asc(instruments.name), asc(instruments.id));
  const [unknown] = await scope.db
    .select({ n: count() })
    .from(instruments)
    .where(
      and(ofTenant(instruments, scope), isNull(instruments.nextDueDate), eq(instruments.quarantined, false)),
    );

  const planning: Planning = {
    today,
    warningDays,
    quarantined: rows.filter((row) => row.status === "quarantined"),
    overdue: [],
    dueThisMonth: [],
    nextMonths: nextMonths.map((month) => ({ month, instruments: [] })),
    unknownCount: unknown?.n ?? 0,
  };
  for (const row of rows) {
    if (row.status === "quarantined") continue;
    const due = row.nextDueDate!;
    if (due < today) planning.overdue.push(row);
    else if (monthOf(due) === thisMonth) planning.dueThisMonth.push(row);
    else planning.nextMonths[nextMonths.indexOf(monthOf(due))]?.instruments.push(row);
  }
  return planning;
}

/**
 * One month of the calendar (GET /api/planning/calendar): every day of it, each with the instruments
 * due that day (overdue ones included, on their due date). The current month by default.
 */
export async function readCalendarMonth(
  scope: TenantScope,
  { month, now = new Date() }: { month?: string; now?: Date },
): Promise<CalendarMonth> {
  const today = await companyToday(scope, now);
  const shown = month ?? monthOf(today);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const { id, name, reference, status, quarantined, nextDueDate } = instrumentColumns(today, warningDays);
  const rows = await scope.db
    .select({ id, name, reference, status, quarantined, nextDueDate })
    .from(instruments)
    .where(
      and(
        ofTenant(instruments, scope),
        gte(instruments.nextDueDate, firstDayOf(shown)),
        lt(instruments.nextDueDate, firstDayOf(addMonths(shown, 1))),
      ),
    )
    .orderBy(asc(instruments.nextDueDate), asc(instruments.name), asc(instruments.id));
  const byDay = new Map<string, CalendarMonth["days"][number]["instruments"]>();
  for (const { nextDueDate: due, ...instrument } of rows) {
    const list = byDay.get(due!) ?? [];
    list.push(instrument);
    byDay.set(due!, list);
  }
  return { month: shown, days: daysOf(shown).map((date) => ({ date, instruments: byDay.get(date) ?? [] })) };
}
