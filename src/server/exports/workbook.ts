/**
 * An export as an Excel workbook: one sheet, its header row frozen and filterable, printed landscape
 * with the header repeated; numbers are numbers, instants and days real Excel dates (Paris time,
 * dd/mm/yyyy hh:mm and dd/mm/yyyy, shown the French way by a French Excel), text is always text and
 * never a formula. The cells are those of the Excel report (reports/xlsx/cells.ts).
 */
import { yieldToWaiting } from "../db/tenant";
import {
  type CellValue,
  NUMBER_FORMATS,
  type TableColumn,
  tableWriter,
  text,
  wallClockDate,
} from "../reports/xlsx/cells";
import { streamedWorkbook, tableSheet } from "../reports/xlsx/streamed-workbook";
import type { ExportColumn, ExportTable, ExportValue } from "./export-table";

/**
 * Rows written between two pauses in which what arrived meanwhile is answered (decision 017): a
 * 100,000-line journal takes seconds to write, and on the embedded database the other requests of
 * the process would wait all that time.
 */
const WRITE_SLICE = 1_000;

const FORMAT_OF_KIND: Record<ExportColumn["kind"], string | undefined> = {
  text: undefined,
  number: undefined,
  instant: NUMBER_FORMATS.dateTime,
  day: NUMBER_FORMATS.date,
};

/** `2026-03-12` as the Excel date of that day (midnight, no time zone: exceljs writes UTC fields). */
function dayDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function cellOf(column: ExportColumn, value: ExportValue, zone: string): CellValue {
  if (value === null) return null;
  switch (column.kind) {
    case "number":
      return typeof value === "number" ? value : null;
    case "instant":
      return wallClockDate(String(value), zone);
    case "day":
      return dayDate(String(value));
    default:
      return text(String(value));
  }
}

/** The table as an .xlsx file, each row streamed out as soon as it is written. */
export async function exportWorkbook(table: ExportTable): Promise<Buffer> {
  const { workbook, done } = streamedWorkbook({ title: table.title, created: new Date() });
  const sheet = tableSheet(workbook, table.sheet);
  const columns: TableColumn[] = table.columns.map((column) => ({
    header: column.title ?? column.header,
    width: column.width,
    numFmt: column.format ? NUMBER_FORMATS[column.format] : FORMAT_OF_KIND[column.kind],
    wrap: column.wrap,
  }));
  const writer = tableWriter(sheet, columns);
  for (let index = 0; index < table.rows.length; index++) {
    if (index > 0 && index % WRITE_SLICE === 0) await yieldToWaiting();
    const row = table.rows[index]!;
    writer.add(table.columns.map((column, c) => cellOf(column, row[c] ?? null, table.timeZone)));
  }
  writer.finish();
  sheet.commit();
  return done();
}
