/**
 * Cell values and styles shared by the sheets of the Excel report: typed values (numbers, dates in
 * Paris wall-clock time, text that is never a formula), the header and section styles, and the
 * writer of a filterable data table.
 */

import type { Style, Worksheet, WorksheetProperties, WorksheetView } from "exceljs";
import { offsetAt } from "../../../shared/clock";

/** What a cell of the report holds: text is always written as text, never as a formula. */
export type CellValue = string | number | Date | null;

/** Excel's own limit on the length of a cell's text. */
const MAX_CELL_TEXT = 32_767;

export const BRAND_COLOUR = "FF1F3A5F";
const HEADER_FILL = "FF1F3A5F";
const BAND_FILL = "FFE8EEF5";

export const NUMBER_FORMATS = {
  months: "0",
  meanMonths: "0.0",
  count: "0",
  weight: "0.0",
  score: "+0.0;-0.0;0.0",
  globalScore: "+0.00;-0.00;0.00",
  opperetScore: "0.0",
  evolution: "+0.0%;-0.0%;0.0%",
  share: "0%",
  dateTime: "dd/mm/yyyy hh:mm",
  date: "dd/mm/yyyy",
  parameter: "0.0##",
} as const;

/** Text as typed, cut to what a cell can hold; null stays an empty cell. */
export function text(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  return value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value;
}

/**
 * An ISO instant as the Date whose UTC fields are the company's wall-clock time (to the second):
 * Excel dates have no time zone and exceljs writes a Date's UTC fields, so the reader sees the time
 * of the company.
 */
export function wallClockDate(iso: string | null | undefined, zone: string): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const second = Math.floor(instant.getTime() / 1000) * 1000;
  return new Date(second + offsetAt(zone, second));
}

export const HEADER_STYLE: Partial<Style> = {
  font: { bold: true, color: { argb: "FFFFFFFF" } },
  fill: { type: "pattern", pattern: "solid", fgColor: { argb: HEADER_FILL } },
  alignment: { vertical: "middle", wrapText: true },
  border: { bottom: { style: "thin", color: { argb: "FF0F1F33" } } },
};

export const TITLE_STYLE: Partial<Style> = {
  font: { bold: true, size: 16, color: { argb: BRAND_COLOUR } },
};

export const SECTION_STYLE: Partial<Style> = {
  font: { bold: true, size: 12, color: { argb: BRAND_COLOUR } },
  fill: { type: "pattern", pattern: "solid", fgColor: { argb: BAND_FILL } },
  border: { bottom: { style: "thin", color: { argb: BRAND_COLOUR } } },
};

export const LABEL_STYLE: Partial<Style> = {
  font: { bold: true, color: { argb: "FF44546A" } },
  alignment: { vertical: "top" },
};

export const PAGE_SETUP = {
  paperSize: 9,
  orientation: "landscape",
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
} as const;

/** The sheet name and the page numbers at the foot of every printed page. */
export const HEADER_FOOTER = {
  oddFooter: "&L&8&A&R&8Page &P / &N",
};

export const SHEET_PROPERTIES: Partial<WorksheetProperties> = { defaultRowHeight: 15 };

/** The view of a data sheet: its header row stays visible while the rows scroll. */
export const FROZEN_HEADER: Partial<WorksheetView>[] = [
  { state: "frozen", xSplit: 0, ySplit: 1, topLeftCell: "A2", activeCell: "A2" },
];

export interface TableColumn {
  header: string;
  width: number;
  numFmt?: string;
  wrap?: boolean;
}

/** The style every cell of a column shares (one object per column, so styles are registered once). */
export function columnStyle(column: TableColumn): Partial<Style> {
  const style: Partial<Style> = { alignment: { vertical: "top", wrapText: column.wrap ?? false } };
  if (column.numFmt) style.numFmt = column.numFmt;
  return style;
}

/** "A", "B", …, "Z", "AA"… */
export function columnLetter(index: number): string {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * A data sheet written a row at a time: the bold filled header row first; `add` writes and commits
 * one row in its column's style; `finish` sets the filter over every row written and counts them.
 * A caller may pause between rows (a long export lets other requests through).
 */
export function tableWriter(
  sheet: Worksheet,
  columns: readonly TableColumn[],
): { add: (values: readonly CellValue[]) => void; finish: () => number } {
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.height = 32;
  for (let c = 1; c <= columns.length; c++) header.getCell(c).style = HEADER_STYLE;
  header.commit();
  const styles = columns.map(columnStyle);
  let count = 0;
  return {
    add(values) {
      const row = sheet.addRow(values as CellValue[]);
      for (let c = 0; c < styles.length; c++) row.getCell(c + 1).style = styles[c]!;
      row.commit();
      count++;
    },
    finish() {
      sheet.autoFilter = `A1:${columnLetter(columns.length)}${count + 1}`;
      return count;
    },
  };
}

/**
 * A data sheet: bold filled header row, frozen under the header, filterable, printed landscape and
 * fitted to the page width with the header repeated; each row is committed as soon as written.
 */
export function writeTable(
  sheet: Worksheet,
  columns: readonly TableColumn[],
  rows: Iterable<readonly CellValue[]>,
): number {
  const table = tableWriter(sheet, columns);
  for (const values of rows) table.add(values);
  return table.finish();
}
