/**
 * Tables that run over pages: each row is measured before it is drawn, a row that does not fit
 * goes whole to the next page (never split), and the header is drawn again at the top of every page
 * the table spans. Numeric columns are right-aligned on a common edge.
 */
import type { Align, Painter } from "./painter";
import { COLORS, lineHeight, TEXT, type TextStyle } from "./theme";

export interface Column {
  width: number;
  align?: Align;
}

/** One paragraph of a cell; the paragraphs of a cell are stacked. */
export interface CellText {
  text: string;
  style: TextStyle;
  /** Hanging indent of the paragraph's second and next lines, so that each paragraph stands out. */
  indent?: number;
}

export interface Cell {
  texts: CellText[];
  /** Number of columns the cell covers (1 by default). */
  span?: number;
  /** A coloured disc before the text (a status). */
  dot?: string;
}

export interface Row {
  cells: Cell[];
  /** A row that reads as a heading inside the table (a group of participants, a total). */
  background?: string;
  /** Never left alone at the foot of a page: it goes on with the row after it (a group's heading). */
  keepWithNext?: boolean;
}

export interface TableHeader {
  height: number;
  draw(painter: Painter, y: number): void;
}

export interface Table {
  columns: Column[];
  header: TableHeader;
  /** Alternate rows on a light ground. */
  zebra?: boolean;
  /** Called at the top of each continuation page, before the header (a "(suite)" heading). */
  onContinue?: (painter: Painter) => void;
}

const PAD_X = 4;
const PAD_Y = 2.8;
const DOT_SPACE = 8;

interface PlacedLine {
  text: string;
  style: TextStyle;
  x: number;
  dy: number;
  align: Align;
}

interface PreparedRow {
  height: number;
  lines: PlacedLine[];
  dots: { x: number; dy: number; color: string }[];
  background: string | undefined;
}

/** A cell's text, each paragraph wrapped to the cell's inner width, and the row's height. */
export function prepareRow(painter: Painter, table: Table, row: Row): PreparedRow {
  const lines: PlacedLine[] = [];
  const dots: PreparedRow["dots"] = [];
  let height = 0;
  let column = 0;
  let x = painter.left;
  for (const cell of row.cells) {
    const span = cell.span ?? 1;
    let width = 0;
    for (let i = column; i < column + span; i++) width += table.columns[i]!.width;
    const align = span === 1 ? (table.columns[column]!.align ?? "left") : "left";
    const indent = cell.dot ? DOT_SPACE : 0;
    const inner = width - 2 * PAD_X - indent;
    const anchor = align === "right" ? x + width - PAD_X : x + PAD_X + indent;
    let dy = PAD_Y;
    for (const { text, style, indent = 0 } of cell.texts) {
      const step = lineHeight(style);
      if (cell.dot && dy === PAD_Y) dots.push({ x: x + PAD_X + 2.6, dy: dy + step / 2, color: cell.dot });
      painter.wrap(text, style, inner - indent).forEach((line, i) => {
        lines.push({ text: line, style, x: i > 0 && align === "left" ? anchor + indent : anchor, dy, align });
        dy += step;
      });
    }
    height = Math.max(height, dy + PAD_Y);
    x += width;
    column += span;
  }
  return { height, lines, dots, background: row.background };
}

function drawRow(painter: Painter, prepared: PreparedRow, y: number, ground: string | undefined): void {
  const background = prepared.background ?? ground;
  if (background) painter.fillRect(painter.left, y, painter.width, prepared.height, background);
  for (const dot of prepared.dots) painter.dot(dot.x, y + dot.dy, 2.3, dot.color);
  for (const line of prepared.lines) painter.text(line.text, line.x, y + line.dy, line.style, line.align);
}

/**
 * Draws the rows from the cursor on. The header and the first row are kept together; a row that
 * does not fit starts a new page, which starts with the continuation heading and the header. Only
 * a row taller than a whole page is cut, between two of its lines, so that nothing runs off a page.
 */
export function drawTable(painter: Painter, table: Table, rows: Iterable<Row>): void {
  let index = 0;
  let headerDrawn = false;
  let freshPage = false;
  const newPage = () => {
    painter.addPage();
    table.onContinue?.(painter);
    headerDrawn = false;
    freshPage = true;
  };
  const drawHeader = () => {
    if (headerDrawn) return;
    table.header.draw(painter, painter.y);
    painter.y += table.header.height;
    headerDrawn = true;
  };
  const iterator = rows[Symbol.iterator]();
  for (let next = iterator.next(); !next.done; ) {
    const row = next.value;
    next = iterator.next();
    let prepared = prepareRow(painter, table, row);
    // A heading needs room for the row it heads too, except at the top of a page.
    const kept =
      row.keepWithNext && !next.done ? prepared.height + prepareRow(painter, table, next.value).height : 0;
    const ground = table.zebra && index % 2 === 1 ? COLORS.zebra : undefined;
    for (;;) {
      const room = painter.bottom - painter.y - (headerDrawn ? 0 : table.header.height);
      if (prepared.height <= room && (freshPage || kept <= room)) break;
      if (!freshPage) {
        newPage();
        continue;
      }
      drawHeader();
      const [head, rest] = splitRow(prepared, painter.bottom - painter.y);
      drawRow(painter, head, painter.y, ground);
      newPage();
      prepared = rest;
    }
    drawHeader();
    drawRow(painter, prepared, painter.y, ground);
    painter.y += prepared.height;
    freshPage = false;
    index++;
  }
  if (headerDrawn) painter.line(painter.left, painter.y, painter.right, painter.y, COLORS.rule, 0.6);
}

/** A prepared row cut so that its first part holds in `height`; the rest moves up. */
function splitRow(row: PreparedRow, height: number): [PreparedRow, PreparedRow] {
  const fits = (line: PlacedLine) => line.dy + lineHeight(line.style) + PAD_Y <= height;
  const overflow = row.lines.filter((line) => !fits(line));
  const head = { ...row, height, lines: row.lines.filter(fits) };
  if (overflow.length === 0) return [head, { ...row, height: 0, lines: [], dots: [] }];
  const shift = Math.min(...overflow.map((line) => line.dy)) - PAD_Y;
  const rest = {
    ...row,
    height: row.height - shift,
    dots: [],
    lines: overflow.map((line) => ({ ...line, dy: line.dy - shift })),
  };
  return [head, rest];
}

export interface HeaderGroup {
  /** Index of the first column covered, and how many. */
  from: number;
  span: number;
  text: string;
}

/**
 * A header band: one title per column, bottom-aligned, and optional group titles over several
 * columns ("Période (mois)" over Actuelle, Calculée…). Titles wrap within their column.
 */
export function columnHeader(
  painter: Painter,
  columns: Column[],
  titles: string[],
  groups: HeaderGroup[] = [],
): TableHeader {
  const style = TEXT.header;
  const step = lineHeight(style);
  // Titles may use half of the side padding: a short word never gets cut in a narrow column.
  const wrapped = titles.map((title, i) => painter.wrap(title, style, columns[i]!.width - PAD_X));
  const grouped = new Set(groups.flatMap((g) => Array.from({ length: g.span }, (_, k) => g.from + k)));
  const groupHeight = groups.length > 0 ? step + 3 : 0;
  let titleLines = 1;
  wrapped.forEach((lines, i) => {
    titleLines = Math.max(titleLines, lines.length + (grouped.has(i) ? groupHeight / step : 0));
  });
  const height = Math.ceil(titleLines * step + 2 * PAD_Y + 1);
  const lefts: number[] = [];
  let x = painter.left;
  for (const column of columns) {
    lefts.push(x);
    x += column.width;
  }
  return {
    height,
    draw(p, y) {
      p.fillRect(p.left, y, p.width, height, COLORS.band);
      p.line(p.left, y + height, p.right, y + height, COLORS.primary, 0.8);
      for (const group of groups) {
        const left = lefts[group.from]!;
        const end = lefts[group.from + group.span - 1]! + columns[group.from + group.span - 1]!.width;
        p.text(group.text, (left + end) / 2, y + PAD_Y, style, "center");
        p.line(left + PAD_X, y + PAD_Y + step + 1, end - PAD_X, y + PAD_Y + step + 1, COLORS.faint, 0.5);
      }
      wrapped.forEach((lines, i) => {
        const column = columns[i]!;
        const align = column.align ?? "left";
        const anchor = align === "right" ? lefts[i]! + column.width - PAD_X : lefts[i]! + PAD_X;
        const top = y + height - PAD_Y - lines.length * step;
        lines.forEach((line, k) => {
          p.text(line, anchor, top + k * step, style, align);
        });
      });
    },
  };
}
