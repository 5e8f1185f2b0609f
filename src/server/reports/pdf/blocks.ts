/**
 * The building blocks of the report's pages: section titles, label/value grids and figure tiles.
 * Each draws at the painter's cursor and moves it below what it drew.
 */
import type { Painter } from "./painter";
import { COLORS, lineHeight, TEXT, tinted } from "./theme";

/**
 * A section title with a rule below it, never left alone at the foot of a page: `keepWith` is the
 * height of what must follow it on the same page.
 */
export function sectionTitle(painter: Painter, title: string, keepWith = 80, note?: string): void {
  const noteHeight = note ? painter.heightOf(note, TEXT.note, painter.width) + 2 : 0;
  painter.ensure(22 + noteHeight + keepWith);
  painter.text(title, painter.left, painter.y, TEXT.section);
  painter.y += lineHeight(TEXT.section) + 2;
  painter.line(painter.left, painter.y, painter.right, painter.y, COLORS.primary, 1);
  painter.y += 6;
  if (note) {
    painter.y += painter.paragraph(note, painter.left, painter.y, TEXT.note, painter.width) + 2;
  }
  painter.y += 4;
}

export function subsectionTitle(painter: Painter, title: string, keepWith = 40): void {
  painter.ensure(16 + keepWith);
  painter.text(title, painter.left, painter.y, TEXT.subsection);
  painter.y += lineHeight(TEXT.subsection) + 5;
}

export interface Field {
  label: string;
  value: string;
  color?: string;
}

/**
 * Label/value pairs in `columns` columns: the label small and grey, the value below it. Rows are as
 * tall as their tallest value (long values wrap).
 */
export function fieldGrid(painter: Painter, fields: Field[], columns: number, gap = 14): void {
  const width = (painter.width - gap * (columns - 1)) / columns;
  for (let start = 0; start < fields.length; start += columns) {
    const row = fields.slice(start, start + columns);
    const heights = row.map(
      (field) => lineHeight(TEXT.label) + 1 + painter.heightOf(field.value, TEXT.value, width),
    );
    const height = Math.max(...heights);
    painter.ensure(height);
    row.forEach((field, i) => {
      const x = painter.left + i * (width + gap);
      painter.text(field.label, x, painter.y, TEXT.label);
      const style = field.color ? tinted(TEXT.value, field.color) : TEXT.value;
      painter.paragraph(field.value, x, painter.y + lineHeight(TEXT.label) + 1, style, width);
    });
    painter.y += height + 7;
  }
}

export interface Tile {
  label: string;
  value: string;
  /** Colour of the figure and of the tile's left edge. */
  color?: string;
}

/** A row of figure tiles: a large number over a short label, on a light ground. */
export function tileRow(painter: Painter, tiles: Tile[], gap = 6): void {
  const width = (painter.width - gap * (tiles.length - 1)) / tiles.length;
  const height = 40;
  painter.ensure(height);
  tiles.forEach((tile, i) => {
    const x = painter.left + i * (width + gap);
    painter.fillRect(x, painter.y, width, height, COLORS.zebra);
    painter.fillRect(x, painter.y, 2.2, height, tile.color ?? COLORS.primary);
    const figure = { font: "bold" as const, size: 14, color: tile.color ?? COLORS.ink };
    painter.text(tile.value, x + 9, painter.y + 6, figure);
    painter.paragraph(tile.label, x + 9, painter.y + 25, TEXT.label, width - 12);
  });
  painter.y += height + 10;
}

/** The heading repeated at the top of a page a table continues on. */
export function continued(title: string) {
  return (painter: Painter) => {
    painter.text(`${title} (suite)`, painter.left, painter.y, TEXT.subsection);
    painter.y += lineHeight(TEXT.subsection) + 5;
  };
}
