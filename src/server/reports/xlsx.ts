/**
 * The Excel report: "Synthèse" (the campaign at a glance), "Équipements" (one row per equipment and
 * its result) and "Notations" (one row per rating, with its verbatim). Cells are typed (numbers,
 * dates, text), text is never written as a formula, and each row is streamed out as soon as it is
 * written, so a campaign of thousands of equipment stays fast and small in memory.
 */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { REPORT_TITLE } from "./format";
import type { CampaignReport, RenderedReport } from "./report-model";
import { FROZEN_HEADER, HEADER_FOOTER, PAGE_SETUP, SHEET_PROPERTIES, writeTable } from "./xlsx/cells";
import { EQUIPMENT_COLUMNS, equipmentRows, RATING_COLUMNS, ratingRows } from "./xlsx/data-sheets";
import { writeSummarySheet } from "./xlsx/summary-sheet";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const SHEET_NAMES = { summary: "Synthèse", equipment: "Équipements", ratings: "Notations" } as const;

export async function renderXlsx(report: CampaignReport): Promise<RenderedReport> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: true,
    useStyles: true,
  });
  const generated = new Date(report.generatedAt);
  const created = Number.isNaN(generated.getTime()) ? new Date() : generated;
  workbook.creator = "Calibra";
  workbook.lastModifiedBy = "Calibra";
  workbook.title = `${REPORT_TITLE} — ${report.campaign.name}`;
  workbook.subject = report.campaign.name;
  workbook.company = report.company.name;
  workbook.created = created;
  workbook.modified = created;

  const summary = workbook.addWorksheet(SHEET_NAMES.summary, {
    pageSetup: { ...PAGE_SETUP },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: [{ showGridLines: false }],
  });
  writeSummarySheet(summary, report);
  summary.commit();

  const equipment = workbook.addWorksheet(SHEET_NAMES.equipment, {
    pageSetup: { ...PAGE_SETUP, printTitlesRow: "1:1" },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: FROZEN_HEADER,
  });
  writeTable(equipment, EQUIPMENT_COLUMNS, equipmentRows(report));
  equipment.commit();

  const ratings = workbook.addWorksheet(SHEET_NAMES.ratings, {
    pageSetup: { ...PAGE_SETUP, printTitlesRow: "1:1" },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: FROZEN_HEADER,
  });
  writeTable(ratings, RATING_COLUMNS, ratingRows(report));
  ratings.commit();

  await workbook.commit();
  await finished;
  const buffer = Buffer.concat(chunks);
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    contentType: XLSX_CONTENT_TYPE,
    pageCount: null,
  };
}
