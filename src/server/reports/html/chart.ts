/**
 * The evolution charts of the HTML report, as inline SVG (the report loads nothing): the results
 * extended / maintained / reduced, and the mean current → new period of each instrument family.
 * Every bar carries its value as text, so the charts read the same printed in black and white.
 */
import { escapeHtml } from "../../html";
import { frenchNumber } from "../format";
import type { CampaignReport } from "../report-model";

const WIDTH = 360;
/** Room kept right of the longest bar for its value. */
const VALUE_ROOM = 90;
const STATUS_LABEL_ROOM = 84;
/** Families drawn; the table under the charts lists them all. */
const MAX_FAMILIES = 10;
const MAX_LABEL = 34;

export const CHART_COLOURS = {
  extended: "#2f7d4f",
  maintained: "#3b6ea5",
  reduced: "#c2571a",
  current: "#a3b1c2",
  next: "#1f3a5f",
} as const;

function svg(id: string, height: number, title: string, description: string, body: string): string {
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="${id}-titre ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-titre">${title}</title><desc id="${id}-desc">${description}</desc>${body}</svg>`;
}

function barWidth(value: number, max: number, area: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * area * 10) / 10);
}

function statusChart(report: CampaignReport): string {
  const { extended, maintained, reduced, withResult } = report.summary;
  const rows = [
    ["Étendues", extended, CHART_COLOURS.extended],
    ["Maintenues", maintained, CHART_COLOURS.maintained],
    ["Réduites", reduced, CHART_COLOURS.reduced],
  ] as const;
  const max = Math.max(extended, maintained, reduced);
  const parts: string[] = [];
  const described: string[] = [];
  rows.forEach(([label, count, colour], index) => {
    const y = 12 + index * 44;
    const width = barWidth(count, max, WIDTH - STATUS_LABEL_ROOM - VALUE_ROOM);
    const share = withResult > 0 ? ` (${frenchNumber(Math.round((count / withResult) * 100))} %)` : "";
    const value = `${frenchNumber(count)}${share}`;
    described.push(`${label} : ${value}`);
    parts.push(
      `<text x="0" y="${y + 15}" class="chart-label">${label}</text>`,
      `<rect x="${STATUS_LABEL_ROOM}" y="${y}" width="${width}" height="22" rx="2" fill="${colour}"/>`,
      `<text x="${STATUS_LABEL_ROOM + width + 6}" y="${y + 15}" class="chart-value">${value}</text>`,
    );
  });
  parts.push(
    `<line x1="${STATUS_LABEL_ROOM}" y1="4" x2="${STATUS_LABEL_ROOM}" y2="${12 + 3 * 44 - 10}" class="chart-axis"/>`,
  );
  return `<figure class="chart-card"><figcaption>Résultats par statut</figcaption>${svg(
    "graphique-statuts",
    12 + 3 * 44,
    "Nombre de périodes étendues, maintenues et réduites",
    escapeHtml(described.join(" ; ")),
    parts.join(""),
  )}</figure>`;
}

function label(value: string): string {
  const short = value.length > MAX_LABEL ? `${value.slice(0, MAX_LABEL - 1)}…` : value;
  return escapeHtml(short);
}

function familyChart(report: CampaignReport): string {
  const families = report.families.slice(0, MAX_FAMILIES);
  if (families.length === 0) {
    return '<figure class="chart-card"><figcaption>Période moyenne par famille</figcaption><p class="empty">Aucun résultat de calcul.</p></figure>';
  }
  const max = Math.max(...families.map((f) => Math.max(f.meanCurrentPeriod, f.meanNewPeriod)));
  const rowHeight = 62;
  const top = 52;
  const parts: string[] = [
    `<rect x="0" y="4" width="12" height="12" fill="${CHART_COLOURS.current}"/><text x="18" y="14" class="chart-legend">Période actuelle moyenne</text>`,
    `<rect x="0" y="22" width="12" height="12" fill="${CHART_COLOURS.next}"/><text x="18" y="32" class="chart-legend">Nouvelle période moyenne</text>`,
  ];
  const described: string[] = [];
  families.forEach((family, index) => {
    const y = top + index * rowHeight;
    const current = frenchNumber(family.meanCurrentPeriod, 1);
    const next = frenchNumber(family.meanNewPeriod, 1);
    described.push(`${family.type} (${family.count}) : ${current} → ${next} mois`);
    const currentWidth = barWidth(family.meanCurrentPeriod, max, WIDTH - VALUE_ROOM);
    const nextWidth = barWidth(family.meanNewPeriod, max, WIDTH - VALUE_ROOM);
    const full = family.type.length > MAX_LABEL ? `<title>${escapeHtml(family.type)}</title>` : "";
    parts.push(
      `<text x="0" y="${y + 12}" class="chart-label">${full}${label(family.type)} <tspan class="chart-count">· ${frenchNumber(family.count)} équip.</tspan></text>`,
      `<rect x="0" y="${y + 18}" width="${currentWidth}" height="14" rx="2" fill="${CHART_COLOURS.current}"/>`,
      `<text x="${currentWidth + 6}" y="${y + 29}" class="chart-value">${current} mois</text>`,
      `<rect x="0" y="${y + 35}" width="${nextWidth}" height="14" rx="2" fill="${CHART_COLOURS.next}"/>`,
      `<text x="${nextWidth + 6}" y="${y + 46}" class="chart-value">${next} mois</text>`,
    );
  });
  const more = report.families.length - families.length;
  const note =
    more > 0
      ? `<p class="chart-note">Les ${frenchNumber(families.length)} familles les plus nombreuses ; ${frenchNumber(more)} autre${more > 1 ? "s" : ""} dans le tableau.</p>`
      : "";
  return `<figure class="chart-card"><figcaption>Période moyenne par famille (mois)</figcaption>${svg(
    "graphique-familles",
    top + families.length * rowHeight - 6,
    "Période moyenne actuelle et nouvelle par famille d'instruments",
    escapeHtml(described.join(" ; ")),
    parts.join(""),
  )}${note}</figure>`;
}

export function evolutionCharts(report: CampaignReport): string {
  return `<div class="charts">${statusChart(report)}${familyChart(report)}</div>`;
}
