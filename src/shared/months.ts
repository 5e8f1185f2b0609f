/**
 * Calendar arithmetic of the planning on days (`YYYY-MM-DD`) and months (`YYYY-MM`) as text: the
 * company's calendar days, free of any time zone once "today" is known (companyToday, the company's time zone).
 */

/** The month (`YYYY-MM`) of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first day of a month. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** Every day of a month, in order. */
export function daysOf(month: string): string[] {
  const count = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** The day after a day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A day as French writes it: 15/03/2026. */
export function frenchDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
