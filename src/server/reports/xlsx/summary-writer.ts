/** The writer of the "Synthèse" sheet: its columns, its blocks (sections, entries, notes, small tables) and their row heights. */
import type { Style, Worksheet } from "exceljs";
import { REPORT_TITLE } from "../format";
import {
  BRAND_COLOUR,
  type CellValue,
  HEADER_STYLE,
  LABEL_STYLE,
  NUMBER_FORMATS,
  SECTION_STYLE,
  TITLE_STYLE,
  text,
} from "./cells";

const WIDTHS = [34, 30, 30, 16, 14, 14, 14] as const;
export const COLUMN_COUNT = WIDTHS.length;
/** Characters of a line across the columns B to G (an estimate for row heights of merged text). */
const VALUE_LINE_CHARS = 120;
const LINE_HEIGHT = 15;
/** Characters of a line across the columns A to G. */
const NOTE_LINE_CHARS = 150;
const SUBSECTION_STYLE: Partial<Style> = { font: { bold: true, color: { argb: BRAND_COLOUR } } };
const NOTE_STYLE: Partial<Style> = {
  font: { italic: true, color: { argb: "FF566273" } },
  alignment: { vertical: "top", wrapText: true },
};

interface Entry {
  label: string;
  value: CellValue;
  numFmt?: string;
  share?: number | null;
}

export class SummaryWriter {
  private readonly styles = new Map<string, Partial<Style>>();

  constructor(private readonly sheet: Worksheet) {
    sheet.columns = WIDTHS.map((width) => ({ width }));
  }

  private valueStyle(numFmt: string | undefined, wrap = false): Partial<Style> {
    const key = `${numFmt ?? ""}|${wrap}`;
    let style = this.styles.get(key);
    if (!style) {
      style = { alignment: { horizontal: "left", vertical: "top", wrapText: wrap } };
      if (numFmt) style.numFmt = numFmt;
      this.styles.set(key, style);
    }
    return style;
  }

  blank(): void {
    this.sheet.addRow([]);
  }

  title(company: string): void {
    const title = this.sheet.addRow([REPORT_TITLE]);
    title.height = 24;
    title.getCell(1).style = TITLE_STYLE;
    const name = this.sheet.addRow([text(company)]);
    name.getCell(1).style = { font: { bold: true, size: 12 } };
  }

  section(label: string): void {
    this.blank();
    const row = this.sheet.addRow([label]);
    row.height = 20;
    for (let c = 1; c <= COLUMN_COUNT; c++) row.getCell(c).style = SECTION_STYLE;
  }

  /** A sub-heading inside a section. */
  subsection(label: string): void {
    this.blank();
    const row = this.sheet.addRow([label]);
    row.getCell(1).style = SUBSECTION_STYLE;
  }

  /** A line of text across A:G, wrapped: a section's note, or what an empty list says. */
  note(value: string): void {
    const row = this.sheet.addRow([value]);
    row.getCell(1).style = NOTE_STYLE;
    this.sheet.mergeCells(row.number, 1, row.number, COLUMN_COUNT);
    row.height = LINE_HEIGHT * lineCount(value, NOTE_LINE_CHARS);
  }

  /** Label in A, value across B:G (wrapped and heightened when long). */
  entries(entries: readonly Entry[]): void {
    for (const entry of entries) {
      const row = this.sheet.addRow([entry.label, entry.value]);
      row.getCell(1).style = LABEL_STYLE;
      const long = typeof entry.value === "string" && entry.value.length > 30;
      row.getCell(2).style = this.valueStyle(entry.numFmt, long);
      if (entry.share !== undefined) {
        row.getCell(3).value = entry.share;
        row.getCell(3).style = this.valueStyle(NUMBER_FORMATS.share);
      }
      if (long) {
        this.sheet.mergeCells(row.number, 2, row.number, COLUMN_COUNT);
        row.height = LINE_HEIGHT * lineCount(entry.value as string, VALUE_LINE_CHARS);
      }
    }
  }

  /** A small table: header row then rows; `merges` stretches a column to the next ones. */
  table(
    headers: readonly string[],
    rows: readonly CellValue[][],
    formats: readonly (string | undefined)[],
    merges: readonly { column: number; to: number; chars: number }[] = [],
  ): void {
    const header = this.sheet.addRow(expand(headers, merges));
    const lastIndex = headers.length - 1;
    const last =
      merges.find((m) => m.column === columnOf(lastIndex, merges))?.to ?? columnOf(lastIndex, merges);
    for (let c = 1; c <= last; c++) header.getCell(c).style = HEADER_STYLE;
    header.height = 30;
    for (const merge of merges) this.sheet.mergeCells(header.number, merge.column, header.number, merge.to);
    for (const values of rows) {
      const row = this.sheet.addRow(expand(values, merges));
      let lines = 1;
      for (let c = 0; c < values.length; c++) {
        const target = columnOf(c, merges);
        const merge = merges.find((m) => m.column === target);
        const style = { ...this.valueStyle(formats[c], merge !== undefined) };
        if (typeof values[c] === "number") style.alignment = { horizontal: "right", vertical: "top" };
        row.getCell(target).style = style;
        if (merge) {
          this.sheet.mergeCells(row.number, merge.column, row.number, merge.to);
          lines = Math.max(lines, lineCount(String(values[c] ?? ""), merge.chars));
        }
      }
      if (lines > 1) row.height = LINE_HEIGHT * lines;
    }
  }
}

/** The column (1-based) of the c-th value once merged ranges are skipped. */
function columnOf(index: number, merges: readonly { column: number; to: number }[]): number {
  let column = 1;
  for (let i = 0; i < index; i++) {
    const merge = merges.find((m) => m.column === column);
    column = merge ? merge.to + 1 : column + 1;
  }
  return column;
}

function expand<T>(values: readonly T[], merges: readonly { column: number; to: number }[]): (T | null)[] {
  const cells: (T | null)[] = [];
  values.forEach((value, index) => {
    cells[columnOf(index, merges) - 1] = value;
  });
  return Array.from(cells, (value) => value ?? null);
}

function lineCount(value: string, chars: number): number {
  return value.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / chars)), 0);
}
