import type { PeriodChange } from "../../../shared/api/calibration-events";
import { DEFAULT_TIME_ZONE, today } from "../../../shared/clock";

/** One step of an instrument's period over time: from `date` on, the period was `period` months. */
export interface PeriodPoint {
  /** `initial`, or the change's: a key of its own. */
  id: string;
  /** The day the period took effect (`YYYY-MM-DD`). */
  date: string;
  period: number;
  /** `initial`: the period it had before any campaign changed it; `change`: a campaign applied it. */
  kind: "initial" | "change";
  /** The campaign that applied it, for a change. */
  campaignName: string | null;
}

/** The day (`YYYY-MM-DD`) of an ISO instant or day, in the company's time zone. */
export function dayOf(value: string, zone: string = DEFAULT_TIME_ZONE): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value.slice(0, 10);
  return today(zone, time);
}

/**
 * The steps of the chart: the initial period (the first change's old period, or the current one when
 * no campaign ever changed it) from the instrument's creation, then the period applied by each change,
 * oldest first. A change dated before the creation (an instrument imported after its campaigns)
 * moves the initial step back to that change's day.
 */
export function periodPoints(
  instrument: { createdAt: string; currentPeriod: number },
  changes: readonly PeriodChange[],
  zone: string = DEFAULT_TIME_ZONE,
): PeriodPoint[] {
  const sorted = [...changes].sort((a, b) => a.appliedAt.localeCompare(b.appliedAt) || a.id - b.id);
  const created = dayOf(instrument.createdAt, zone);
  const firstChange = sorted[0] ? dayOf(sorted[0].appliedAt, zone) : null;
  const initial: PeriodPoint = {
    id: "initial",
    date: firstChange !== null && firstChange < created ? firstChange : created,
    period: sorted[0]?.oldPeriod ?? instrument.currentPeriod,
    kind: "initial",
    campaignName: null,
  };
  return [
    initial,
    ...sorted.map((change) => ({
      id: `change-${change.id}`,
      date: dayOf(change.appliedAt, zone),
      period: change.appliedPeriod,
      kind: "change" as const,
      campaignName: change.campaignName,
    })),
  ];
}

/**
 * The points the chart draws: one per day, the period in force at the end of it. Two changes applied
 * the same day (a campaign applied twice, two campaigns) would otherwise stand on one vertical line
 * with a dot in mid-air; the table below the chart still lists each of them.
 */
export function lastOfEachDay(points: readonly PeriodPoint[]): PeriodPoint[] {
  const kept: PeriodPoint[] = [];
  for (const point of points) {
    if (kept.at(-1)?.date === point.date) kept[kept.length - 1] = point;
    else kept.push(point);
  }
  return kept;
}

/** A rounded top for the period axis: the largest period and some room, on a step of 6 or 12 months. */
export function periodAxisMax(points: readonly PeriodPoint[]): number {
  const largest = Math.max(1, ...points.map((point) => point.period));
  const step = largest > 24 ? 12 : 6;
  return Math.ceil((largest * 1.1) / step) * step;
}

const TICK_STEPS = [1, 2, 3, 6, 12, 24, 60, 120, 240, 600] as const;

/** The ticks of the period axis, from 0 to `max`, in whole months, at most six intervals. */
export function periodTicks(max: number): number[] {
  const step = TICK_STEPS.find((candidate) => max / candidate <= 6) ?? 1200;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return ticks;
}

/**
 * The chart's step line in data coordinates: each period holds until the next one takes over (a
 * horizontal segment, then a vertical one), the last until `end` (today).
 */
export function stepPath(points: readonly PeriodPoint[], end: string): { date: string; period: number }[] {
  const path: { date: string; period: number }[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1];
    path.push({ date: point.date, period: point.period });
    const until = next ? next.date : end > point.date ? end : point.date;
    path.push({ date: until, period: point.period });
  });
  return path;
}

const DAY_MS = 86_400_000;

/** A day (`YYYY-MM-DD`) as a time, at midnight UTC. */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120] as const;

/**
 * The ticks of the time axis: first days of months between `start` and `end` (`YYYY-MM-DD`), every
 * 1, 2, 3, 6, 12... months so that at most `maxTicks` of them fit.
 */
export function timeTicks(start: string, end: string, maxTicks: number): string[] {
  const [startYear, startMonth] = start.split("-").map(Number) as [number, number];
  const [endYear, endMonth] = end.split("-").map(Number) as [number, number];
  const months = (endYear - startYear) * 12 + (endMonth - startMonth);
  const step = MONTH_STEPS.find((candidate) => months / candidate < Math.max(1, maxTicks)) ?? 240;
  const ticks: string[] = [];
  // The first tick: the first month after the start that falls on the step (January for a year).
  let index = startYear * 12 + startMonth; // the month after the start's, counted from 0
  while (index % step !== 0) index += 1;
  for (; index <= endYear * 12 + endMonth - 1; index += step) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const day = `${year}-${String(month).padStart(2, "0")}-01`;
    if (day > start && day <= end) ticks.push(day);
  }
  return ticks;
}

/** The time span the chart shows: from the first step to today, at least two months wide. */
export function timeDomain(points: readonly PeriodPoint[], today: string): { start: string; end: string } {
  const first = points[0]?.date ?? today;
  const last = points.at(-1)?.date ?? today;
  let start = first;
  let end = today > last ? today : last;
  if (dayTime(end) - dayTime(start) < 60 * DAY_MS) {
    const middle = (dayTime(start) + dayTime(end)) / 2;
    start = new Date(middle - 30 * DAY_MS).toISOString().slice(0, 10);
    end = new Date(middle + 30 * DAY_MS).toISOString().slice(0, 10);
  }
  return { start, end };
}
