import { MONTH_NAMES, WEEKDAYS } from "../../../shared/texts/planning";
/**
 * The month calendar of the planning, in pure date arithmetic on `YYYY-MM-DD` days (UTC, so that no
 * time zone or summer time shift ever moves a day): weeks from Monday (the French calendar), the
 * days of the neighbouring months filling the first and last weeks.
 */

export interface CalendarCell {
  /** `YYYY-MM-DD` */
  date: string;
  /** The day of the month, 1 to 31. */
  day: number;
  /** Whether the day belongs to the month shown (else it fills a week of its neighbours). */
  inMonth: boolean;
}

const DAY_MS = 86_400_000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return toDay(toTime(date) + days * DAY_MS);
}

/** The month (`YYYY-MM`) of a day. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The number of days of a month: 28 or 29 for February, by the Gregorian leap-year rule. */
export function daysInMonth(month: string): number {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** The month `delta` months away (`2026-12` + 1 = `2027-01`). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Monday = 0 ... Sunday = 6. */
export function weekdayIndex(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

/**
 * The weeks of a month, Monday first: four to six rows of seven days, the first starting on the
 * Monday on or before the 1st, the last ending on the Sunday on or after the last day.
 */
export function monthGrid(month: string): CalendarCell[][] {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const start = addDays(first, -weekdayIndex(first));
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: CalendarCell[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const date = addDays(day, offset);
        return { date, day: Number(date.slice(8, 10)), inMonth: monthOf(date) === month };
      }),
    );
  }
  return weeks;
}

/** The same day of another month, or that month's last day when it is shorter (31 → 30, 29 February). */
export function sameDayIn(date: string, month: string): string {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, "0")}`;
}

/**
 * Where a key moves the focus in the calendar grid (the keys of the ARIA date grid pattern):
 * arrows a day or a week, Home and End the week's first and last day, Page Up and Page Down the same
 * day a month before or after. Null for any other key.
 */
export function moveInCalendar(date: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekdayIndex(date));
    case "End":
      return addDays(date, 6 - weekdayIndex(date));
    case "PageUp":
      return sameDayIn(date, shiftMonth(monthOf(date), -1));
    case "PageDown":
      return sameDayIn(date, shiftMonth(monthOf(date), 1));
    default:
      return null;
  }
}

export { WEEKDAYS };

/** "novembre 2026" */
export function monthName(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[index - 1] ?? ""} ${year}`;
}

/** "Novembre 2026", as a title. */
export function monthTitle(month: string): string {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "mardi 24 novembre 2026" */
export function longDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayIndex(date)]?.long ?? ""} ${day === 1 ? "1er" : day} ${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}
