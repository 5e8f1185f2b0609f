import { useId, useLayoutEffect, useRef, useState } from "react";
import type { InstrumentDetail } from "../../../shared/api/instrument-detail";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Card } from "../../components/ui/card";
import { fill, formatDay, formatNumber } from "../../lib/format";
import { useTimeZone } from "../../lib/time-zone";
import {
  dayTime,
  lastOfEachDay,
  type PeriodPoint,
  periodAxisMax,
  periodPoints,
  periodTicks,
  stepPath,
  timeDomain,
  timeTicks,
} from "./period-points";

const HEIGHT = 220;
const MARGIN = { top: 16, right: 20, bottom: 30, left: 40 };

/** The width of an element, followed as it changes (the chart draws at its true size, text unscaled). */
export function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || initial);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || initial);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return { ref, width };
}

/** "11/2026", the month of a tick. */
export function tickLabel(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** What the chart says, in words: the alternative text of the picture. */
export function chartSummary(points: readonly PeriodPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  if (points.length === 1)
    return fill(LIFE_TEXTS.chartSummaryOne, { period: first.period, date: formatDay(first.date) });
  return fill(LIFE_TEXTS.chartSummaryMany, {
    first: first.period,
    firstDate: formatDay(first.date),
    last: last.period,
    lastDate: formatDay(last.date),
    n: points.length - 1,
  });
}

function Chart({ points, today, label }: { points: PeriodPoint[]; today: string; label: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const { start, end } = timeDomain(points, today);
  const span = Math.max(1, dayTime(end) - dayTime(start));
  const x = (day: string) => MARGIN.left + ((dayTime(day) - dayTime(start)) / span) * innerWidth;
  const max = periodAxisMax(points);
  const y = (period: number) => MARGIN.top + innerHeight - (period / max) * innerHeight;
  const line = stepPath(points, today)
    .map(
      (point, index) => `${index === 0 ? "M" : "L"}${x(point.date).toFixed(1)} ${y(point.period).toFixed(1)}`,
    )
    .join(" ");
  const xTicks = timeTicks(start, end, Math.floor(innerWidth / 80));
  const todayInside = today >= start && today <= end;

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={HEIGHT}
        className="block max-w-full overflow-visible"
      >
        <g>
          {periodTicks(max).map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + innerWidth}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          <text
            x={MARGIN.left - 8}
            y={MARGIN.top - 6}
            textAnchor="end"
            className="fill-muted-foreground text-[10px]"
          >
            {LIFE_TEXTS.monthsAxis}
          </text>
          {xTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={MARGIN.top + innerHeight}
                y2={MARGIN.top + innerHeight + 4}
                className="stroke-muted-foreground"
              />
              <text
                x={x(tick)}
                y={MARGIN.top + innerHeight + 18}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {tickLabel(tick)}
              </text>
            </g>
          ))}
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + innerWidth}
            y1={MARGIN.top + innerHeight}
            y2={MARGIN.top + innerHeight}
            className="stroke-muted-foreground"
          />
          {todayInside && (
            <g>
              <line
                x1={x(today)}
                x2={x(today)}
                y1={MARGIN.top}
                y2={MARGIN.top + innerHeight}
                strokeDasharray="4 4"
                className="stroke-amber-600"
              />
              <text
                x={x(today) - 4}
                y={MARGIN.top + 10}
                textAnchor="end"
                className="fill-amber-800 text-[11px] font-medium"
              >
                {LIFE_TEXTS.chartToday}
              </text>
            </g>
          )}
          <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-primary" />
          {points.map((point) => (
            <g key={point.id}>
              <circle
                cx={x(point.date)}
                cy={y(point.period)}
                r={4.5}
                strokeWidth={2}
                className="fill-card stroke-primary"
              />
              <text
                x={x(point.date) + 6}
                y={y(point.period) - 8}
                className="fill-foreground text-[11px] font-semibold"
              >
                {formatNumber(point.period)}
              </text>
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}

/**
 * The period over time, as a step line (plain SVG): the initial period, then each period a campaign
 * applied, until today. A picture named by its summary, with its values in a table too.
 */
export function PeriodChart({ instrument, today }: { instrument: InstrumentDetail; today: string }) {
  const id = useId();
  const points = periodPoints(instrument, instrument.periodChanges, useTimeZone());
  const label = fill(LIFE_TEXTS.chartLabel, { name: instrument.name, summary: chartSummary(points) });
  return (
    <Card className="grid min-w-0 gap-3 p-5 max-sm:px-4">
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          {LIFE_TEXTS.chartTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{LIFE_TEXTS.chartDescription}</p>
      </div>
      <Chart points={lastOfEachDay(points)} today={today} label={label} />
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-primary underline-offset-4 hover:underline">
          {LIFE_TEXTS.chartData}
        </summary>
        <table
          aria-labelledby={`${id}-title`}
          className="mt-2 w-full border-separate border-spacing-0 text-sm"
        >
          <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {LIFE_TEXTS.chartDate}
              </th>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {LIFE_TEXTS.chartPeriod}
              </th>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {LIFE_TEXTS.chartOrigin}
              </th>
            </tr>
          </thead>
          <tbody className="[&>tr:not(:last-child)>td]:border-b">
            {points.map((point) => (
              <tr key={point.id}>
                <td className="px-3 py-1.5 tabular-nums">{formatDay(point.date)}</td>
                <td className="px-3 py-1.5 tabular-nums">{fill(LIFE_TEXTS.months, { n: point.period })}</td>
                <td className="px-3 py-1.5">
                  {point.kind === "initial"
                    ? LIFE_TEXTS.chartInitial
                    : (point.campaignName ?? LIFE_TEXTS.deletedCampaign)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
