/**
 * The Excel report: "Synthèse" (the campaign at a glance), "Équipements" (one row per equipment and
 * its result), "Notations" (one row per rating, with its verbatim and time), "Contributions" (each
 * criterion's part in each result) and "Traçabilité" (issue 23). Cells are typed (numbers,
 * dates, text), text is never written as a formula, and each row is streamed out as soon as it is
 * written, so a campaign of thousands of equipment stays fast and small in memory.
 */
import { REPORT_TITLE } from "./format";
import type { CampaignReport, RenderedReport } from "./report-model";
import { HEADER_FOOTER, PAGE_SETUP, SHEET_PROPERTIES, writeTable } from "./xlsx/cells";
import { EQUIPMENT_COLUMNS, equipmentRows, ratingColumns, ratingRows } from "./xlsx/data-sheets";
import { streamedWorkbook, tableSheet } from "./xlsx/streamed-workbook";
import { writeSummarySheet } from "./xlsx/summary-sheet";
import { CONTRIBUTION_COLUMNS, contributionRows, writeTraceSheet } from "./xlsx/trace-sheets";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const SHEET_NAMES = {
  summary: "Synthèse",
  equipment: "Équipements",
  ratings: "Notations",
  contributions: "Contributions",
  trace: "Traçabilité",
} as const;

export async function renderXlsx(report: CampaignReport): Promise<RenderedReport> {
  const generated = new Date(report.generatedAt);
  const { workbook, done } = streamedWorkbook({
    title: `${REPORT_TITLE} — ${report.campaign.name}`,
    subject: report.campaign.name,
    company: report.company.name,
    created: Number.isNaN(generated.getTime()) ? new Date() : generated,
  });

  const summary = workbook.addWorksheet(SHEET_NAMES.summary, {
    pageSetup: { ...PAGE_SETUP },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: [{ showGridLines: false }],
  });
  writeSummarySheet(summary, report);
  summary.commit();

  const equipment = tableSheet(workbook, SHEET_NAMES.equipment);
  writeTable(equipment, EQUIPMENT_COLUMNS, equipmentRows(report));
  equipment.commit();

  const ratings = tableSheet(workbook, SHEET_NAMES.ratings);
  writeTable(ratings, ratingColumns(report.trace.timeZone), ratingRows(report));
  ratings.commit();

  const contributions = tableSheet(workbook, SHEET_NAMES.contributions);
  writeTable(contributions, CONTRIBUTION_COLUMNS, contributionRows(report));
  contributions.commit();

  const trace = workbook.addWorksheet(SHEET_NAMES.trace, {
    pageSetup: { ...PAGE_SETUP },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: [{ showGridLines: false }],
  });
  writeTraceSheet(trace, report);
  trace.commit();

  const buffer = await done();
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    contentType: XLSX_CONTENT_TYPE,
    pageCount: null,
  };
}
