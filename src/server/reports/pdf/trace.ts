/**
 * The traceability pages of the PDF report (issue 23): identification and the calculation used
 * (with its criteria version) after the synthesis; forced periods, applications with their
 * signatures, measurements received and the closing block at the end. Texts from trace.ts.
 */
import type { CampaignReport } from "../report-model";
import {
  applicationsTable,
  CLOSING_NOTE,
  closingFacts,
  type Fact,
  forcedTable,
  identityFacts,
  intervalsTable,
  measurementsTable,
  runFacts,
  scalesTable,
  TRACE_TITLES,
  type TraceTable,
} from "../trace";
import { continued, fieldGrid, sectionTitle, subsectionTitle } from "./blocks";
import type { Painter } from "./painter";
import { type Column, columnHeader, drawTable, type Row } from "./table";
import { COLORS, CONTENT_WIDTH, lineHeight, TEXT } from "./theme";

const grid = (painter: Painter, facts: readonly Fact[], columns: number) =>
  fieldGrid(
    painter,
    facts.map(([label, value]) => ({ label, value })),
    columns,
  );

/** A trace table over the content's width, columns sized by their weights. */
function drawTraceTable(painter: Painter, data: TraceTable, weights: readonly number[]): void {
  subsectionTitle(painter, data.title, 40);
  if (data.note) {
    painter.y += painter.paragraph(data.note, painter.left, painter.y, TEXT.note, painter.width) + 4;
  }
  if (data.rows.length === 0) {
    painter.ensure(lineHeight(TEXT.note));
    painter.text(data.empty, painter.left, painter.y, TEXT.note);
    painter.y += lineHeight(TEXT.note) + 10;
    return;
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const columns: Column[] = data.columns.map((column, i) => ({
    width: (CONTENT_WIDTH * weights[i]!) / sum,
    ...(column.numeric && { align: "right" as const }),
  }));
  const header = columnHeader(
    painter,
    columns,
    data.columns.map((c) => c.title),
  );
  const rows: Row[] = data.rows.map((row) => ({
    cells: row.map((text) => ({ texts: [{ text, style: TEXT.cell }] })),
  }));
  drawTable(painter, { columns, header, zebra: true, onContinue: continued(data.title) }, rows);
  painter.y += 12;
}

/** After the synthesis: who, when, which number; the calculation and its criteria version. */
export function drawTrace(painter: Painter, report: CampaignReport): void {
  sectionTitle(painter, "Traçabilité", 120);
  subsectionTitle(painter, TRACE_TITLES.identity);
  grid(painter, identityFacts(report), 3);
  subsectionTitle(painter, TRACE_TITLES.run);
  grid(painter, runFacts(report), 4);
  const scales = scalesTable(report);
  drawTraceTable(painter, scales, [5, 2, 1.2, ...scales.columns.slice(3).map(() => 1)]);
}

/** After the detail: forced periods, applications, measurements, then the closing block. */
export function drawDecisions(painter: Painter, report: CampaignReport): void {
  painter.addPage();
  sectionTitle(painter, "Décisions et mesures", 80);
  drawTraceTable(painter, forcedTable(report), [4, 2.2, 1.6, 1.6, 4, 2.2, 2.4]);
  drawTraceTable(painter, applicationsTable(report), [2.4, 2.2, 1.2, 1.4, 6]);
  drawTraceTable(painter, measurementsTable(report), [3.6, 2, 1.6, 1, 2.8, 2, 2.4, 1.4]);
  drawTraceTable(painter, intervalsTable(report), [4, 2.4, 1.6, 1.6, 1.6, 1.6, 1.6]);
  drawClosing(painter, report);
}

function drawClosing(painter: Painter, report: CampaignReport): void {
  const facts = closingFacts(report);
  const height =
    facts.reduce(
      (sum, [, value]) =>
        sum + lineHeight(TEXT.label) + painter.heightOf(value, TEXT.value, painter.width - 20) + 8,
      0,
    ) +
    painter.heightOf(CLOSING_NOTE, TEXT.note, painter.width - 20) +
    24;
  sectionTitle(painter, TRACE_TITLES.closing, height);
  const top = painter.y;
  painter.fillRect(painter.left, top, painter.width, height, COLORS.zebra);
  painter.fillRect(painter.left, top, 2.5, height, COLORS.primary);
  let y = top + 8;
  for (const [label, value] of facts) {
    painter.text(label, painter.left + 10, y, TEXT.label);
    y += lineHeight(TEXT.label) + 1;
    y += painter.paragraph(value, painter.left + 10, y, TEXT.value, painter.width - 20) + 7;
  }
  painter.paragraph(CLOSING_NOTE, painter.left + 10, y, TEXT.note, painter.width - 20);
  painter.y = top + height + 6;
}
