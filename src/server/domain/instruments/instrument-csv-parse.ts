import { isDateInput } from "../../../shared/api/dates";
import { INSTRUMENT_IMPORT_COLUMNS } from "../../../shared/api/instrument-files";
import { csvLines, splitCsvLine } from "../../../shared/csv";
import { BATCH_LIMITS, TEXT_LIMITS } from "../../../shared/limits";
import { FIELD_MESSAGES, format, frenchNumber, INSTRUMENT_IMPORT_MESSAGES } from "../../../shared/messages";
import { yieldToWaiting } from "../../db/tenant";
import { invalidField } from "../../errors";

/**
 * One instrument as a line of the import gives it. An empty period or date is null: a new instrument
 * takes 0 months and no date, a known one keeps its own.
 */
export interface ImportedInstrument {
  line: number;
  name: string;
  reference: string;
  type: string | null;
  location: string | null;
  currentPeriod: number | null;
  lastCalibrationDate: string | null;
}

type Column = (typeof INSTRUMENT_IMPORT_COLUMNS)[number];

/** A header cell as people type it: "Période_mois", " REFERENCE " → "periode_mois", "reference". */
const headerName = (cell: string) =>
  cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

/** A cell Calibra's export neutralised ('=…) is read back as it was typed. */
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** "2026-03-12" or "12/03/2026" → "2026-03-12"; null when it is neither a real day. */
function dayOf(cell: string): string | null {
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  const day = french ? `${french[3]}-${french[2]}-${french[1]}` : cell;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isDateInput(day) ? day : null;
}

const COLUMN_LIMITS: Record<"nom" | "reference" | "type" | "emplacement", number> = {
  nom: TEXT_LIMITS.name,
  reference: TEXT_LIMITS.reference,
  type: TEXT_LIMITS.type,
  emplacement: TEXT_LIMITS.name,
};

/** Lines read between two pauses in which what arrived meanwhile is answered. */
const PARSE_SLICE = 1_000;

/**
 * The instruments of an import's text: a header naming the six columns (any order; other columns,
 * such as the export's last three, are ignored), then one instrument per line; `;` or `,`
 * separators, RFC 4180 quotes, a byte-order mark. The first refused line refuses the whole import,
 * named by its number in the file (the header is line 1).
 */
export async function parseInstrumentCsv(text: string, today: string): Promise<ImportedInstrument[]> {
  const refuse = (message: string) => invalidField("csv", message);
  const lines = csvLines(text);
  const headerIndex = lines.findIndex((line) => line.trim() !== "");
  if (headerIndex < 0) throw refuse(FIELD_MESSAGES.importNothingPasted);
  const header = splitCsvLine(lines[headerIndex]!).map(headerName);
  const missing = INSTRUMENT_IMPORT_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw refuse(format(INSTRUMENT_IMPORT_MESSAGES.header, { missing: missing.join(", ") }));
  const at = Object.fromEntries(INSTRUMENT_IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    Column,
    number
  >;

  // Refused before any line is read: the whole file is counted, the limit stated (decision 017).
  const count = lines.slice(headerIndex + 1).filter((line) => line.trim() !== "").length;
  if (count > BATCH_LIMITS.importedInstruments)
    throw refuse(
      format(INSTRUMENT_IMPORT_MESSAGES.tooManyLines, {
        count: frenchNumber(count),
        max: frenchNumber(BATCH_LIMITS.importedInstruments),
      }),
    );
  const seen = new Map<string, number>();
  const result: ImportedInstrument[] = [];
  for (let index = headerIndex + 1; index < lines.length; index++) {
    // A large file is read in slices: what arrived meanwhile is answered in between.
    if ((index - headerIndex) % PARSE_SLICE === 0) await yieldToWaiting();
    const text = lines[index]!;
    if (text.trim() === "") continue;
    const line = index + 1;
    const fail = (message: string) => refuse(format(INSTRUMENT_IMPORT_MESSAGES.line, { n: line, message }));
    const cells = splitCsvLine(text);
    if (cells.length !== header.length)
      throw fail(
        format(INSTRUMENT_IMPORT_MESSAGES.columns, { count: cells.length, expected: header.length }),
      );
    const cell = (column: Column) => {
      const value = unneutralised(cells[at[column]]!.trim());
      if (column in COLUMN_LIMITS) {
        const limit = COLUMN_LIMITS[column as keyof typeof COLUMN_LIMITS];
        if (value.length > limit) throw fail(format(INSTRUMENT_IMPORT_MESSAGES.tooLong, { column, limit }));
      }
      return value;
    };
    const name = cell("nom");
    if (!name) throw fail(INSTRUMENT_IMPORT_MESSAGES.nameRequired);
    const reference = cell("reference");
    if (!reference) throw fail(INSTRUMENT_IMPORT_MESSAGES.referenceRequired);
    const first = seen.get(reference);
    if (first !== undefined)
      throw fail(format(INSTRUMENT_IMPORT_MESSAGES.referenceTwice, { reference, first }));
    seen.set(reference, line);
    const period = cell("periode_mois");
    if (period !== "" && (!/^\d{1,4}$/.test(period) || Number(period) > 1200))
      throw fail(INSTRUMENT_IMPORT_MESSAGES.period);
    const date = cell("dernier_etalonnage");
    const lastCalibrationDate = date === "" ? null : dayOf(date);
    if (date !== "" && lastCalibrationDate === null) throw fail(INSTRUMENT_IMPORT_MESSAGES.date);
    if (lastCalibrationDate !== null && lastCalibrationDate > today)
      throw fail(INSTRUMENT_IMPORT_MESSAGES.dateFuture);
    result.push({
      line,
      name,
      reference,
      type: cell("type") || null,
      location: cell("emplacement") || null,
      currentPeriod: period === "" ? null : Number(period),
      lastCalibrationDate,
    });
  }
  if (result.length === 0) throw refuse(INSTRUMENT_IMPORT_MESSAGES.nothing);
  return result;
}
