/**
 * "Détail par équipement": for each equipment, its identity and result, then each criterion with
 * every rater's grade and verbatim and the criterion's part in the result (m, d, g, contribution:
 * DESIGN.md §6), so that each new period can be explained line by line.
 */
import { frenchDateTime, RATING_SOURCE_LABELS, WITHOUT_RESULT_LABELS } from "../format";
import type { CampaignReport, ReportEquipment, ReportRating } from "../report-model";
import { ROUNDING_NOTE } from "../trace";
import { sectionTitle } from "./blocks";
import { inMonths, number, percent, signed } from "./numbers";
import type { Painter } from "./painter";
import {
  type Column,
  columnHeader,
  drawTable,
  prepareRow,
  type Row,
  type Table,
  type TableHeader,
} from "./table";
import { COLORS, CONTENT_WIDTH, lineHeight, STATUS_COLORS, TEXT, type TextStyle, tinted } from "./theme";

const RIGHT = "right" as const;

const CRITERIA_COLUMNS: Column[] = [
  { width: 112 },
  { width: 26, align: RIGHT },
  { width: CONTENT_WIDTH - 294 },
  { width: 36, align: RIGHT },
  { width: 40, align: RIGHT },
  { width: 34, align: RIGHT },
  { width: 46, align: RIGHT },
];

const CRITERIA_TITLES = [
  "Critère",
  "Poids",
  "Notes des évaluateurs : niveau (1 à 5) — libellé",
  "Moyenne m",
  "Dispersion d",
  "Corrigée g",
  "Contribution",
];

const DETAILS_TITLE = "Détail par équipement";

const NAME: TextStyle = { font: "bold", size: 9, color: COLORS.ink };
const IDENTITY: TextStyle = { font: "regular", size: 7.4, color: COLORS.muted };
const RATING: TextStyle = { font: "regular", size: 6.6, color: COLORS.ink };

export function drawDetails(painter: Painter, report: CampaignReport): void {
  if (report.equipment.length === 0) return;
  painter.addPage();
  const { k2 } = report.parameters;
  sectionTitle(
    painter,
    DETAILS_TITLE,
    160,
    `Pour chaque critère : m = moyenne des scores des évaluateurs (−2 à +2) ; d = dispersion (écart-type) ; ` +
      `g = m − k2 · d borné à [−2 ; +2] (k2 = ${number(k2)}) ; contribution = poids × g / somme des poids. ` +
      `La somme des contributions est le score global G. ${ROUNDING_NOTE} Chaque note est suivie de son score et de l'heure où elle a été donnée.`,
  );
  const header = columnHeader(painter, CRITERIA_COLUMNS, CRITERIA_TITLES);
  const weights = new Map(report.criteria.map((c) => [c.id, c.weight]));
  for (const item of report.equipment) drawEquipment(painter, item, header, weights, report.trace.timeZone);
}

function drawEquipment(
  painter: Painter,
  item: ReportEquipment,
  header: TableHeader,
  weights: Map<number, number>,
  zone: string,
) {
  const rows = criterionRows(item, weights, zone);
  const table: Table = { columns: CRITERIA_COLUMNS, header, zebra: true, onContinue: continuation(item) };
  // The block's heading stays with the table's header and first two rows (or the "no rating" line).
  const first =
    rows.length === 0
      ? lineHeight(TEXT.note)
      : header.height +
        rows.slice(0, 2).reduce((sum, row) => sum + prepareRow(painter, table, row).height, 0);
  painter.ensure(headingHeight(painter, item) + first + 4);
  drawHeading(painter, item);
  if (rows.length === 0) {
    painter.text("Aucune notation sur cet équipement.", painter.left, painter.y, TEXT.note);
    painter.y += lineHeight(TEXT.note);
  } else {
    drawTable(painter, table, rows);
  }
  painter.y += 14;
}

const IDENTITY_WIDTH = 140;
const NAME_WIDTH = CONTENT_WIDTH - IDENTITY_WIDTH - 22;

/** The band's height: the name and the reference · type, each wrapped in its part of the band. */
function bandHeight(painter: Painter, item: ReportEquipment): number {
  const name = painter.heightOf(item.name, NAME, NAME_WIDTH);
  const identity = painter.heightOf(identityOf(item), IDENTITY, IDENTITY_WIDTH);
  return Math.max(name, identity + 1) + 8;
}

function headingHeight(painter: Painter, item: ReportEquipment): number {
  const reason = forcedReasonOf(item);
  return (
    bandHeight(painter, item) +
    4 +
    figuresHeight() +
    2 +
    (reason ? painter.heightOf(reason, TEXT.note, painter.width) + 4 : 0)
  );
}

/** Why its period was forced, and by whom (decision 021), or null when it was not forced. */
function forcedReasonOf(item: ReportEquipment): string | null {
  const result = item.result;
  if (!result || result.forcedPeriod === null) return null;
  return `Motif de la période forcée : ${result.forcedReason ?? ""}${result.forcedByName ? ` (${result.forcedByName})` : ""}`;
}

function figuresHeight(): number {
  return lineHeight(TEXT.label) + lineHeight(TEXT.value) + 4;
}

const identityOf = (item: ReportEquipment) => [item.serialNumber, item.type].filter(Boolean).join(" · ");

/** A band with the name and, on the right, reference and type; below it, the result's figures. */
function drawHeading(painter: Painter, item: ReportEquipment): void {
  const band = bandHeight(painter, item);
  const top = painter.y;
  painter.fillRect(painter.left, top, painter.width, band, COLORS.band);
  painter.fillRect(painter.left, top, 2.5, band, COLORS.primary);
  painter.paragraph(item.name, painter.left + 8, top + 4, NAME, NAME_WIDTH);
  painter.paragraph(
    identityOf(item),
    painter.right - 6 - IDENTITY_WIDTH,
    top + 5.2,
    IDENTITY,
    IDENTITY_WIDTH,
    "right",
  );
  painter.y = top + band + 4;
  drawFigures(painter, item);
  painter.y += figuresHeight() + 2;
  const reason = forcedReasonOf(item);
  if (reason) {
    painter.paragraph(reason, painter.left, painter.y, TEXT.note, painter.width);
    painter.y += painter.heightOf(reason, TEXT.note, painter.width) + 4;
  }
}

interface Figure {
  label: string;
  value: string;
  color?: string;
}

function figures(item: ReportEquipment): Figure[] {
  const result = item.result;
  const current = { label: "Période actuelle", value: inMonths(item.currentPeriod) };
  if (!result) {
    const reason = item.withoutResultReason ? WITHOUT_RESULT_LABELS[item.withoutResultReason] : "—";
    return [current, { label: "Sans résultat", value: reason, color: COLORS.muted }];
  }
  return [
    current,
    { label: "Période calculée", value: inMonths(result.newPeriod) },
    { label: "Période forcée", value: inMonths(result.forcedPeriod) },
    { label: "Nouvelle période", value: inMonths(result.effectivePeriod) },
    { label: "Appliquée", value: result.appliedPeriod === null ? "Non" : inMonths(result.appliedPeriod) },
    { label: "Score global", value: signed(result.globalScore, 2) },
    { label: "Score OPPERET", value: number(result.opperetScore, 1) },
    { label: "Évolution", value: percent(result.evolutionPercent, 1) },
    {
      label: result.outdated ? "Statut (à recalculer)" : "Statut",
      value: result.statusLabel,
      color: STATUS_COLORS[result.status],
    },
  ];
}

/**
 * The figures side by side, each as wide as its label or value, the space left shared between
 * them: the longest values ("Période Maintenue", "+1 900,0 %") always hold on the line.
 */
function drawFigures(painter: Painter, item: ReportEquipment): void {
  const list = figures(item);
  const widths = list.map((f) =>
    Math.max(painter.measure(f.label, TEXT.label), painter.measure(f.value, TEXT.value)),
  );
  const inner = painter.width - 16;
  const gap =
    list.length > 2 ? Math.max(4, (inner - widths.reduce((a, b) => a + b, 0)) / (list.length - 1)) : 28;
  let x = painter.left + 8;
  list.forEach((figure, i) => {
    painter.text(figure.label, x, painter.y, TEXT.label);
    const style = figure.color ? tinted(TEXT.value, figure.color) : TEXT.value;
    painter.text(figure.value, x, painter.y + lineHeight(TEXT.label), style);
    x += widths[i]! + gap;
  });
}

/** One row per rated criterion, in the explanation's order, then a total row. */
function criterionRows(item: ReportEquipment, weights: Map<number, number>, zone: string): Row[] {
  const byCriterion = new Map<number, { name: string; ratings: ReportRating[] }>();
  for (const rating of item.ratings) {
    const entry = byCriterion.get(rating.criterionId) ?? { name: rating.criterionName, ratings: [] };
    entry.ratings.push(rating);
    byCriterion.set(rating.criterionId, entry);
  }
  const explained = new Map(item.explanation.map((e) => [e.criterionId, e]));
  const order = [...item.explanation.map((e) => e.criterionId), ...byCriterion.keys()].filter(
    (id, i, ids) => ids.indexOf(id) === i,
  );
  const rows: Row[] = order.map((id) => {
    const part = explained.get(id);
    const rated = byCriterion.get(id);
    const weight = part?.weight ?? weights.get(id);
    const dash = TEXT.cellSmall;
    return {
      cells: [
        cell(part?.name ?? rated?.name ?? "—", TEXT.cell),
        cell(weight === undefined ? "—" : number(weight, 1), TEXT.cell),
        {
          texts: (rated?.ratings ?? []).map((r) => ({ text: ratingLine(r, zone), style: RATING, indent: 8 })),
        },
        part ? cell(signed(part.mean, 2), TEXT.cell) : cell("—", dash),
        part ? cell(number(part.dispersion, 2), TEXT.cell) : cell("—", dash),
        part ? cell(signed(part.grade, 2), TEXT.cell) : cell("—", dash),
        part ? cell(signed(part.contribution, 3), TEXT.cellBold) : cell("—", dash),
      ],
    };
  });
  if (item.result && rows.length > 0) {
    const total = item.explanation.reduce((sum, e) => sum + e.weight, 0);
    rows.push({
      background: COLORS.band,
      cells: [
        cell("Score global G", TEXT.cellBold),
        cell(number(total, 1), TEXT.cellBold),
        { texts: [], span: 4 },
        cell(signed(item.result.globalScore, 3), TEXT.cellBold),
      ],
    });
  }
  return rows;
}

const cell = (text: string, style: TextStyle) => ({ texts: [{ text, style }] });

/**
 * "Lucie Bernard (Lien de notation) : 4 (score +1,0) — Très stable… · 10/11/2026 09:15 UTC+1": who,
 * through what, which grade and its score, its words, and when.
 */
export function ratingLine(rating: ReportRating, zone: string): string {
  const source = rating.source === "staff" ? "" : ` (${RATING_SOURCE_LABELS[rating.source]})`;
  return `${rating.raterName}${source} : ${number(rating.grade)} (score ${signed(rating.score, 1)}) — ${rating.verbatim} · ${frenchDateTime(rating.ratedAt, zone)}`;
}

/** At the top of a page a block continues on: which equipment it is. */
function continuation(item: ReportEquipment) {
  return (painter: Painter) => {
    const title = painter.fit(`${item.name} · ${item.serialNumber} (suite)`, TEXT.subsection, painter.width);
    painter.text(title, painter.left, painter.y, TEXT.subsection);
    painter.y += lineHeight(TEXT.subsection) + 5;
  };
}
