/**
 * The results table: one row per equipment with its periods, scores, evolution and status; the
 * equipment without a result say why.
 */
import { WITHOUT_RESULT_LABELS } from "../format";
import type { CampaignReport, ReportEquipment } from "../report-model";
import { continued, sectionTitle } from "./blocks";
import { number, percent, signed } from "./numbers";
import type { Painter } from "./painter";
import { type Cell, type Column, columnHeader, drawTable, type Row } from "./table";
import { COLORS, CONTENT_WIDTH, STATUS_COLORS, TEXT, type TextStyle, tinted } from "./theme";

const RIGHT = "right" as const;

/** Widths chosen so that "Période Maintenue" and "+1 900,0 %" hold on one line. */
const RESULT_COLUMNS: Column[] = [
  { width: 134 },
  { width: 54 },
  { width: 33.5, align: RIGHT },
  { width: 33.5, align: RIGHT },
  { width: 33.5, align: RIGHT },
  { width: 33.5, align: RIGHT },
  { width: 34, align: RIGHT },
  { width: 38, align: RIGHT },
  { width: 46, align: RIGHT },
  { width: CONTENT_WIDTH - 440 },
];

const RESULT_TITLES = [
  "Équipement",
  "Type",
  "Actuelle",
  "Calculée",
  "Forcée",
  "Nouvelle",
  "Score global",
  "Score OPPERET",
  "Évolution",
  "Statut",
];

const RESULTS_TITLE = "Résultats par équipement";

const STATUS_STYLE: TextStyle = { font: "regular", size: 6.9, color: COLORS.ink };
const OUTDATED = tinted(TEXT.cellItalic, COLORS.warning);
const EMPHASIS: TextStyle = TEXT.cellBold;

export function drawResults(painter: Painter, report: CampaignReport): void {
  painter.addPage();
  const count = report.equipment.length;
  sectionTitle(
    painter,
    RESULTS_TITLE,
    60,
    `${number(count)} équipement${count > 1 ? "s" : ""} · périodes en mois · nouvelle période = période forcée si elle ` +
      "existe, sinon la période calculée · évolution = (nouvelle − actuelle) / actuelle.",
  );
  if (count === 0) {
    painter.text("Aucun équipement dans cette campagne.", painter.left, painter.y, TEXT.note);
    return;
  }
  const header = columnHeader(painter, RESULT_COLUMNS, RESULT_TITLES, [
    { from: 2, span: 4, text: "Période (mois)" },
  ]);
  const table = { columns: RESULT_COLUMNS, header, zebra: true, onContinue: continued(RESULTS_TITLE) };
  drawTable(painter, table, resultRows(report.equipment));
}

function* resultRows(equipment: readonly ReportEquipment[]): Generator<Row> {
  for (const item of equipment) yield resultRow(item);
}

const plain = (text: string, style: TextStyle = TEXT.cell): Cell => ({ texts: [{ text, style }] });

function resultRow(item: ReportEquipment): Row {
  const identity: Cell = {
    texts: [
      { text: item.name, style: TEXT.cell },
      { text: item.serialNumber, style: TEXT.cellSmall },
    ],
  };
  const type = plain(item.type ?? "—", item.type ? TEXT.cell : TEXT.cellSmall);
  const current = plain(number(item.currentPeriod));
  const result = item.result;
  if (!result) {
    const reason = item.withoutResultReason ? WITHOUT_RESULT_LABELS[item.withoutResultReason] : "—";
    return {
      cells: [
        identity,
        type,
        current,
        { texts: [{ text: `Sans résultat : ${reason}`, style: TEXT.cellItalic }], span: 7 },
      ],
    };
  }
  const status: Cell = {
    dot: STATUS_COLORS[result.status],
    texts: [{ text: result.statusLabel, style: tinted(STATUS_STYLE, STATUS_COLORS[result.status]) }],
  };
  if (result.outdated) status.texts.push({ text: "À recalculer", style: OUTDATED });
  return {
    cells: [
      identity,
      type,
      current,
      plain(number(result.newPeriod)),
      result.forcedPeriod === null
        ? plain("—", TEXT.cellSmall)
        : plain(number(result.forcedPeriod), EMPHASIS),
      plain(number(result.effectivePeriod), EMPHASIS),
      plain(signed(result.globalScore, 2)),
      plain(number(result.opperetScore, 1)),
      plain(percent(result.evolutionPercent, 1)),
      status,
    ],
  };
}
