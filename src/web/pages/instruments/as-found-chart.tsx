import { useId } from "react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { CONFORMITY_TEXTS, POINT_DECISION_LABELS } from "../../../shared/texts/conformity";
import { Card } from "../../components/ui/card";
import { fill, formatDay, formatPercent } from "../../lib/format";
import { type AsFoundPlot, asFoundPlot } from "./as-found-points";
import { formatError } from "./calibration";
import { tickLabel, useWidth } from "./period-chart";
import { dayTime, timeTicks } from "./period-points";
import { DECISION_LOOKS, DecisionBadge } from "./tolerance-bar";

const HEIGHT = 220;
const MARGIN = { top: 16, right: 20, bottom: 30, left: 52 };

function Plot({ plot, label }: { plot: AsFoundPlot; label: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const dates = plot.points.map((p) => p.date);
  const first = dates[0]!;
  const last = dates.at(-1)!;
  // A month on each side, so that the first and last events stand clear of the axes.
  const start = dayTime(first) - 30 * 86_400_000;
  const end = dayTime(last) + 30 * 86_400_000;
  const x = (day: string) => MARGIN.left + ((dayTime(day) - start) / (end - start)) * innerWidth;
  const values = plot.points.flatMap((p) => [p.value - p.uncertainty, p.value + p.uncertainty]);
  const lo = Math.min(plot.band.lower, ...values);
  const hi = Math.max(plot.band.upper, ...values);
  const pad = (hi - lo) * 0.1 || 1;
  const y = (value: number) =>
    MARGIN.top + innerHeight - ((value - (lo - pad)) / (hi - lo + 2 * pad)) * innerHeight;
  const axisText = (value: number) =>
    plot.scale === "share" ? formatPercent(value * 100) : formatError(value);
  const startDay = new Date(start).toISOString().slice(0, 10);
  const endDay = new Date(end).toISOString().slice(0, 10);
  // Points of one day side by side, so that none hides another.
  const sameDay = new Map<string, number>();
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={HEIGHT}
        className="block max-w-full overflow-visible"
      >
        <rect
          x={MARGIN.left}
          width={innerWidth}
          y={y(plot.band.upper)}
          height={y(plot.band.lower) - y(plot.band.upper)}
          fill="#ecfdf5"
        />
        {[plot.band.lower, 0, plot.band.upper].map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerWidth}
              y1={y(value)}
              y2={y(value)}
              stroke={value === 0 ? "#94a3b8" : "#047857"}
              strokeDasharray={value === 0 ? undefined : "5 3"}
            />
            <text
              x={MARGIN.left - 8}
              y={y(value)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {axisText(value)}
            </text>
          </g>
        ))}
        <text
          x={MARGIN.left - 8}
          y={MARGIN.top - 6}
          textAnchor="end"
          className="fill-muted-foreground text-[10px]"
        >
          {plot.scale === "share" ? CONFORMITY_TEXTS.lifePlotShareAxis : (plot.unit ?? "")}
        </text>
        {timeTicks(startDay, endDay, Math.floor(innerWidth / 80)).map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={MARGIN.top + innerHeight + 18}
            textAnchor="middle"
            className="fill-muted-foreground text-[11px]"
          >
            {tickLabel(tick)}
          </text>
        ))}
        <line
          x1={MARGIN.left}
          x2={MARGIN.left + innerWidth}
          y1={MARGIN.top + innerHeight}
          y2={MARGIN.top + innerHeight}
          className="stroke-muted-foreground"
        />
        {plot.points.map((point) => {
          const rank = sameDay.get(point.date) ?? 0;
          sameDay.set(point.date, rank + 1);
          const cx = x(point.date) + (rank % 2 === 0 ? 1 : -1) * Math.ceil(rank / 2) * 7;
          const mark = DECISION_LOOKS[point.decision].mark;
          return (
            <g key={point.key} data-plot-decision={point.decision}>
              <line
                x1={cx}
                x2={cx}
                y1={y(point.value - point.uncertainty)}
                y2={y(point.value + point.uncertainty)}
                stroke={mark}
                strokeWidth={2}
              />
              <circle cx={cx} cy={y(point.value)} r={4.5} fill={mark} stroke="white" strokeWidth={1.5} />
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/**
 * The as-found errors of every calibration over time, each with its uncertainty, against the
 * tolerance band (ISO 10012 §7.1.2: the history an interval review reads). A picture named by its
 * summary, with its values in a table too.
 */
export function AsFoundChart({ events }: { events: readonly CalibrationEvent[] }) {
  const id = useId();
  const plot = asFoundPlot(events);
  if (!plot) return null;
  const failing = plot.points.filter(
    (p) => p.decision === "non_conforme" || p.decision === "non_conforme_sous_condition",
  );
  const label = fill(CONFORMITY_TEXTS.lifePlotSummary, {
    n: plot.points.length,
    failing: failing.length,
    first: formatDay(plot.points[0]!.date),
    last: formatDay(plot.points.at(-1)!.date),
  });
  return (
    <Card className="grid min-w-0 gap-3 p-5 max-sm:px-4" data-as-found-chart="">
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          {CONFORMITY_TEXTS.lifePlotTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {plot.scale === "share"
            ? CONFORMITY_TEXTS.lifePlotShareDescription
            : CONFORMITY_TEXTS.lifePlotDescription}
        </p>
      </div>
      <Plot plot={plot} label={label} />
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-primary underline-offset-4 hover:underline">
          {CONFORMITY_TEXTS.lifePlotData}
        </summary>
        <table
          aria-labelledby={`${id}-title`}
          className="mt-2 w-full border-separate border-spacing-0 text-sm"
        >
          <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {CONFORMITY_TEXTS.date}
              </th>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {CONFORMITY_TEXTS.error}
              </th>
              <th scope="col" className="border-b px-3 py-1.5 font-semibold">
                {CONFORMITY_TEXTS.decision}
              </th>
            </tr>
          </thead>
          <tbody className="[&>tr:not(:last-child)>td]:border-b">
            {plot.points.map((point) => (
              <tr key={point.key}>
                <td className="px-3 py-1.5 tabular-nums">{formatDay(point.date)}</td>
                <td className="px-3 py-1.5 tabular-nums">
                  {formatError(point.error)} {point.unit}
                </td>
                <td className="px-3 py-1.5">
                  <DecisionBadge decision={point.decision} />
                  <span className="sr-only">{POINT_DECISION_LABELS[point.decision]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
