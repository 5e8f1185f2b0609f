import { INSTRUMENT_IMPORT_COLUMNS } from "../../../shared/api/instrument-files";
import { csvLines, splitCsvLine } from "../../../shared/csv";

/** The columns of the Parc's CSV (the fixture's and the export's first ones), in order. */
export const PARC_CSV_COLUMNS = INSTRUMENT_IMPORT_COLUMNS;

/** How the preview names each column. */
export const PARC_CSV_COLUMN_LABELS = [
  "Nom",
  "Référence",
  "Type",
  "Emplacement",
  "Période (mois)",
  "Dernier étalonnage",
] as const;

export interface PreviewLine {
  /** The line's number in the pasted text, from 1 (what the server names in its refusals). */
  line: number;
  cells: string[];
}

export interface CsvPreview {
  /** Whether the first line is the expected header (it is then not an instrument). */
  hasHeader: boolean;
  /** The first lines of instruments, as they will be read. */
  lines: PreviewLine[];
  /** Every non-empty line of instruments. */
  total: number;
  /** The lines shown whose number of cells is not that of the format. */
  columnWarnings: { line: number; count: number }[];
}

function normalise(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** Whether a line is the header of the format (accents, case and spaces aside). */
export function isParcHeader(cells: readonly string[]): boolean {
  if (cells.length < 2) return false;
  return PARC_CSV_COLUMNS.slice(0, cells.length).every(
    (column, index) => normalise(cells[index]!) === column,
  );
}

/**
 * A preview of a pasted CSV: the header found or not, the first `max` lines of instruments split
 * into cells (with their line numbers in the text), how many lines there are in all, and the lines
 * shown that do not have the format's six cells. Empty lines are skipped, as the import does.
 * `alsoLine` (a line the server refused) is shown too, after the first ones, when it is further on.
 */
export function previewCsv(text: string, max = 5, alsoLine: number | null = null): CsvPreview {
  const lines = csvLines(text);
  let hasHeader = false;
  const shown: PreviewLine[] = [];
  const columnWarnings: { line: number; count: number }[] = [];
  let total = 0;
  let first = true;
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === "") continue;
    const cells = splitCsvLine(raw);
    if (first) {
      first = false;
      if (isParcHeader(cells)) {
        hasHeader = true;
        continue;
      }
    }
    total += 1;
    if (shown.length < max || index + 1 === alsoLine) {
      shown.push({ line: index + 1, cells });
      if (cells.length !== PARC_CSV_COLUMNS.length)
        columnWarnings.push({ line: index + 1, count: cells.length });
    }
  }
  return { hasHeader, lines: shown, total, columnWarnings };
}
