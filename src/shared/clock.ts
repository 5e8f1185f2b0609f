/**
 * The one clock of Calibra (decision 026): what "today", a month's boundaries and the date in a file
 * name mean, in a company's time zone (an IANA name), never in the time zone of the process or the
 * browser. Pure functions of a zone and an instant, on `Intl` only. The only file that names a zone.
 */

/** The time zone of a company that chose none. */
export const DEFAULT_TIME_ZONE = "Europe/Paris";

const HOUR_MS = 3_600_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, zone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(zone);
  if (!format) {
    format = make();
    cache.set(zone, format);
  }
  return format;
}

/** The zone's canonical name when `zone` is an IANA time zone (« Europe/Paris »), else null. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The local wall-clock fields of an instant in a zone. */
function wallClock(zone: string, at: number) {
  const format = cached(
    partFormats,
    zone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  );
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(at)) fields[part.type] = Number(part.value);
  return fields as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The zone's offset from UTC at an instant, in milliseconds (+1 h for Paris in winter). */
export function offsetAt(zone: string, at: Date | number): number {
  const time = Math.floor(Number(at) / 1000) * 1000;
  const f = wallClock(zone, time);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - time;
}

/** The day (`YYYY-MM-DD`) an instant falls on in the zone: "today" when the instant is now. */
export function today(zone: string, now: Date | number = Date.now()): string {
  const format = cached(
    dayFormats,
    zone,
    () =>
      new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }),
  );
  const fields: Record<string, string> = {};
  for (const part of format.formatToParts(Number(now))) fields[part.type] = part.value;
  return `${fields.year}-${fields.month}-${fields.day}`;
}

/** The month (`YYYY-MM`) an instant falls in, in the zone. */
export function monthOf(zone: string, now: Date | number = Date.now()): string {
  return today(zone, now).slice(0, 7);
}

/**
 * The first instant of a day (`YYYY-MM-DD`) in the zone: its midnight, or the first hour that
 * exists when a change of hour skips midnight.
 */
export function dayStart(zone: string, day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  let at = wall - offsetAt(zone, wall);
  at = wall - offsetAt(zone, at);
  // A midnight the zone skipped: its day starts when its clocks jump, within the next hours.
  while (today(zone, at) < day) at += HOUR_MS;
  while (today(zone, at - HOUR_MS) === day) at -= HOUR_MS;
  return new Date(at);
}

/** The day after `day`, both `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A month (`YYYY-MM`) shifted by `months` (−1: the month before). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);
}

/** A month's boundaries in the zone: its first instant and the first instant of the next month. */
export function monthBounds(zone: string, month: string): { start: Date; end: Date } {
  return { start: dayStart(zone, `${month}-01`), end: dayStart(zone, `${addMonths(month, 1)}-01`) };
}

/** The date a file made at `now` carries in its name (`YYYY-MM-DD`), in the zone. */
export function fileNameDate(zone: string, now: Date | number = Date.now()): string {
  return today(zone, now);
}

/** A French formatter of dates and times in the zone (`Intl.DateTimeFormat` options). */
export function zoneFormat(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: zone });
}

/** How French text names the zone's time: « heure de Paris » for the default zone. */
export function zoneTimeLabel(zone: string): string {
  return zone === DEFAULT_TIME_ZONE ? "heure de Paris" : `heure de ${zone}`;
}
