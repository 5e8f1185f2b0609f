/**
 * The traceability sheets of the Excel report (issue 23): "Contributions" (each criterion's part in
 * each result, numbers a reader can sum: they add up to the global score G shown) and "Traçabilité"
 * (identification, the calculation and its criteria version, forced periods, applications with
 * their signatures, measurements received, and the closing block), in the words of trace.ts.
 */
import type { Style, Worksheet } from "exceljs";
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
  ROUNDING_NOTE,
  runFacts,
  scalesTable,
  TRACE_TITLES,
  type TraceTable,
} from "../trace";
import {
  type CellValue,
  HEADER_STYLE,
  LABEL_STYLE,
  NUMBER_FORMATS,
  SECTION_STYLE,
  type TableColumn,
  text,
} from "./cells";

export const CONTRIBUTION_COLUMNS: readonly TableColumn[] = [
  { header: "Équipement", width: 40, wrap: true },
  { header: "Référence", width: 16 },
  { header: "Critère", width: 40, wrap: true },
  { header: "Poids", width: 8, numFmt: NUMBER_FORMATS.weight },
  { header: "Évaluateurs", width: 11, numFmt: NUMBER_FORMATS.count },
  { header: "Moyenne m", width: 11, numFmt: "+0.000;-0.000;0.000" },
  { header: "Dispersion d", width: 11, numFmt: "0.000" },
  { header: "Note corrigée g", width: 12, numFmt: "+0.000;-0.000;0.000" },
  { header: "Contribution (arrondie, somme = G)", width: 16, numFmt: "+0.000;-0.000;0.000" },
  { header: "Contribution exacte", width: 16, numFmt: "+0.000000;-0.000000;0.000000" },
  { header: "Score global G", width: 12, numFmt: "+0.000;-0.000;0.000" },
];

/** One row per equipment and criterion of its result; the rounded contributions sum to G. */
export function* contributionRows(report: CampaignReport): Generator<CellValue[]> {
  for (const item of report.equipment) {
    if (!item.result) continue;
    for (const part of item.explanation)
      yield [
        text(item.name),
        text(item.serialNumber),
        text(part.name),
        part.weight,
        part.raterCount,
        part.mean,
        part.dispersion,
        part.grade,
        part.contribution,
        part.exactContribution,
        item.result.globalScore,
      ];
  }
}

export const CONTRIBUTIONS_NOTE = ROUNDING_NOTE;

const WIDTHS = [34, 22, 16, 14, 30, 18, 22, 12] as const;
const WRAP: Partial<Style> = { alignment: { vertical: "top", wrapText: true } };
const NOTE: Partial<Style> = {
  font: { italic: true, color: { argb: "FF566273" } },
  alignment: { wrapText: true },
};

/** The "Traçabilité" sheet: blocks one under the other, each table with its header row. */
export function writeTraceSheet(sheet: Worksheet, report: CampaignReport): void {
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const section = (title: string) => {
    sheet.addRow([]);
    const row = sheet.addRow([title]);
    row.height = 20;
    for (let c = 1; c <= WIDTHS.length; c++) row.getCell(c).style = SECTION_STYLE;
  };
  const note = (value: string) => {
    const row = sheet.addRow([value]);
    row.getCell(1).style = NOTE;
    sheet.mergeCells(row.number, 1, row.number, WIDTHS.length);
    row.height = 15 * Math.max(1, Math.ceil(value.length / 150));
  };
  const facts = (entries: readonly Fact[]) => {
    for (const [label, value] of entries) {
      const row = sheet.addRow([label, text(value)]);
      row.getCell(1).style = LABEL_STYLE;
      row.getCell(2).style = WRAP;
      sheet.mergeCells(row.number, 2, row.number, WIDTHS.length);
      row.height = 15 * Math.max(1, Math.ceil(value.length / 120));
    }
  };
  const table = (data: TraceTable) => {
    section(data.title);
    if (data.note) note(data.note);
    if (data.rows.length === 0) return note(data.empty);
    const header = sheet.addRow(data.columns.map((c) => c.title));
    header.height = 30;
    for (let c = 1; c <= data.columns.length; c++) header.getCell(c).style = HEADER_STYLE;
    for (const values of data.rows) {
      const row = sheet.addRow(values.map((value) => text(value)));
      for (let c = 1; c <= values.length; c++) row.getCell(c).style = WRAP;
    }
  };
  const title = sheet.addRow(["Traçabilité du rapport"]);
  title.getCell(1).style = { font: { bold: true, size: 16 } };
  section(TRACE_TITLES.identity);
  facts(identityFacts(report));
  section(TRACE_TITLES.run);
  facts(runFacts(report));
  table(scalesTable(report));
  table(forcedTable(report));
  table(applicationsTable(report));
  table(measurementsTable(report));
  table(intervalsTable(report));
  section(TRACE_TITLES.closing);
  facts(closingFacts(report));
  note(CLOSING_NOTE);
}
