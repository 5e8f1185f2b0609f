/**
 * The synthesis charts, drawn as vector shapes: equipment per evolution status (horizontal bars),
 * and mean current → new period per instrument family (paired vertical bars on a month axis).
 */
import { EVOLUTION_LABELS, type EvolutionStatus } from "../../../shared/opperet";
import { frenchNumber } from "../format";
import type { ReportFamily, ReportSummary } from "../report-model";
import type { Painter } from "./painter";
import { COLORS, lineHeight, STATUS_COLORS, TEXT, type TextStyle } from "./theme";

const SMALL: TextStyle = { font: "regular", size: 6.6, color: COLORS.muted };
const VALUE: TextStyle = { font: "bold", size: 6.6, color: COLORS.ink };
const BAR_VALUE: TextStyle = { font: "bold", size: 6, color: COLORS.ink };

/** "412 (41 %)": a count and its whole-number share (spec §9: percentages rounded to units). */
function countWithShare(count: number, total: number): string {
  const share = total > 0 ? Math.round((count / total) * 100) : 0;
  return `${frenchNumber(count)} (${frenchNumber(share)} %)`;
}

/** One bar per evolution status, longest = most equipment, with the count and share after it. */
export function drawStatusChart(painter: Painter, summary: ReportSummary): void {
  const statuses: EvolutionStatus[] = ["extended", "maintained", "reduced"];
  const labelWidth = 92;
  const valueWidth = 62;
  const barMax = painter.width - labelWidth - valueWidth;
  const rowHeight = 15;
  const most = Math.max(1, ...statuses.map((s) => summary[s]));
  painter.ensure(rowHeight * 3 + 16);
  const top = painter.y;
  statuses.forEach((status, i) => {
    const y = top + i * rowHeight;
    const count = summary[status];
    painter.text(EVOLUTION_LABELS[status], painter.left, y + 3, TEXT.cell);
    painter.fillRect(painter.left + labelWidth, y + 1, barMax, rowHeight - 4, COLORS.zebra);
    const width = (count / most) * barMax;
    if (width > 0)
      painter.fillRect(
        painter.left + labelWidth,
        y + 1,
        Math.max(width, 1),
        rowHeight - 4,
        STATUS_COLORS[status],
      );
    const text = countWithShare(count, summary.withResult);
    painter.text(text, painter.right, y + 3, VALUE, "right");
  });
  painter.y = top + rowHeight * 3 + 2;
  painter.text(shareNote(summary), painter.left, painter.y, TEXT.note);
  painter.y += lineHeight(TEXT.note) + 10;
}

/** What the shares are of: the equipment with a result. */
function shareNote({ withResult, withoutResult }: ReportSummary): string {
  if (withResult === 0) return "Aucun équipement n'a encore de résultat.";
  const base =
    withResult === 1
      ? "Parts calculées sur le seul équipement avec résultat"
      : `Parts calculées sur les ${frenchNumber(withResult)} équipements avec résultat`;
  return withoutResult > 0 ? `${base} ; ${frenchNumber(withoutResult)} sans résultat.` : `${base}.`;
}

/** Families shown one by one; beyond, the smallest are summed into "Autres". */
const MAX_FAMILIES = 10;

/** The largest families, then one "Autres" bar with the count-weighted means of the rest. */
export function chartFamilies(
  families: readonly ReportFamily[],
): { label: string; count: number; current: number; next: number }[] {
  const shown = families.length > MAX_FAMILIES ? families.slice(0, MAX_FAMILIES - 1) : families;
  const bars = shown.map((f) => ({
    label: f.type,
    count: f.count,
    current: f.meanCurrentPeriod,
    next: f.meanNewPeriod,
  }));
  const rest = families.slice(shown.length);
  if (rest.length > 0) {
    const count = rest.reduce((sum, f) => sum + f.count, 0);
    const mean = (pick: (f: ReportFamily) => number) =>
      Math.round((rest.reduce((sum, f) => sum + pick(f) * f.count, 0) / count) * 10) / 10;
    bars.push({
      label: `Autres (${frenchNumber(rest.length)} familles)`,
      count,
      current: mean((f) => f.meanCurrentPeriod),
      next: mean((f) => f.meanNewPeriod),
    });
  }
  return bars;
}

/** A round axis step (1, 2 or 5 × 10ⁿ) giving about four intervals up to `max`. */
export function axisStep(max: number): number {
  const raw = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return step;
}

/** Mean current and new period per family, paired bars on an axis in months, with a legend. */
export function drawFamilyChart(painter: Painter, families: readonly ReportFamily[]): void {
  const bars = chartFamilies(families);
  if (bars.length === 0) {
    painter.text(
      "Aucun équipement avec résultat : pas de comparaison par famille.",
      painter.left,
      painter.y,
      TEXT.note,
    );
    painter.y += lineHeight(TEXT.note) + 8;
    return;
  }
  const plotHeight = 130;
  const axisWidth = 26;
  const labelLines = 2;
  const total = 16 + plotHeight + 5 + labelLines * lineHeight(TEXT.cell) + lineHeight(SMALL) + 12;
  painter.ensure(total);
  const top = painter.y;
  drawLegend(painter, top);
  const plotTop = top + 16;
  const plotBottom = plotTop + plotHeight;
  const plotLeft = painter.left + axisWidth;
  const step = axisStep(Math.max(...bars.flatMap((b) => [b.current, b.next])));
  const axisMax = Math.ceil(Math.max(...bars.flatMap((b) => [b.current, b.next])) / step) * step || step;
  const yOf = (months: number) => plotBottom - (months / axisMax) * plotHeight;
  for (let value = 0; value <= axisMax + 1e-9; value += step) {
    const y = yOf(value);
    painter.line(
      plotLeft,
      y,
      painter.right,
      y,
      value === 0 ? COLORS.muted : COLORS.rule,
      value === 0 ? 0.8 : 0.4,
    );
    painter.text(frenchNumber(value), plotLeft - 4, y - 3, SMALL, "right");
  }
  painter.text("mois", painter.left, plotTop - 12, SMALL);
  const slot = (painter.right - plotLeft) / bars.length;
  // Bars at least as wide as their value ("33,4"), so that neighbouring values never touch.
  const barWidth = Math.min(24, slot * 0.38);
  bars.forEach((bar, i) => {
    const center = plotLeft + slot * (i + 0.5);
    drawBar(painter, center - barWidth - 1, barWidth, bar.current, yOf, plotBottom, COLORS.chartCurrent);
    drawBar(painter, center + 1, barWidth, bar.next, yOf, plotBottom, COLORS.chartNew);
    const wrapped = painter.wrap(bar.label, TEXT.cell, slot - 6);
    const lines = wrapped.slice(0, labelLines);
    if (wrapped.length > lines.length) {
      lines[lines.length - 1] = painter.fit(
        `${lines[lines.length - 1]} ${wrapped[lines.length]}`,
        TEXT.cell,
        slot - 6,
      );
    }
    lines.forEach((line, k) => {
      painter.text(line, center, plotBottom + 5 + k * lineHeight(TEXT.cell), TEXT.cell, "center");
    });
    const countY = plotBottom + 5 + lines.length * lineHeight(TEXT.cell);
    painter.text(`${frenchNumber(bar.count)} équip.`, center, countY, SMALL, "center");
  });
  painter.y = top + total;
}

function drawBar(
  painter: Painter,
  x: number,
  width: number,
  months: number,
  yOf: (months: number) => number,
  base: number,
  color: string,
): void {
  const y = yOf(months);
  painter.fillRect(x, y, width, base - y, color);
  painter.text(frenchNumber(months, 1), x + width / 2, y - 8.5, BAR_VALUE, "center");
}

/** The legend, right-aligned above the plot, read left to right. */
function drawLegend(painter: Painter, y: number): void {
  const entries = [
    { label: "Période actuelle", color: COLORS.chartCurrent },
    { label: "Nouvelle période", color: COLORS.chartNew },
  ];
  const swatch = 11;
  const gap = 14;
  const widths = entries.map((entry) => swatch + painter.measure(entry.label, SMALL));
  let x = painter.right - widths.reduce((sum, w) => sum + w, 0) - gap * (entries.length - 1);
  entries.forEach((entry, i) => {
    painter.fillRect(x, y + 0.5, 8, 7, entry.color);
    painter.text(entry.label, x + swatch, y, SMALL);
    x += widths[i]! + gap;
  });
}
