import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { isDateInput } from "../../../shared/api/dates";
import {
  INSTRUMENT_EXPORT_COLUMNS,
  INSTRUMENT_IMPORT_COLUMNS,
  type InstrumentImportNotice,
  type InstrumentImportResult,
  type instrumentImportInputSchema,
} from "../../../shared/api/instrument-files";
import { INSTRUMENT_STATUS_LABELS } from "../../../shared/constants";
import { csvLines, splitCsvLine } from "../../../shared/csv";
import { BATCH_LIMITS, TEXT_LIMITS } from "../../../shared/limits";
import { FIELD_MESSAGES, format, frenchNumber, INSTRUMENT_IMPORT_MESSAGES } from "../../../shared/messages";
import { frenchDay } from "../../../shared/months";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession, yieldToWaiting } from "../../db/tenant";
import { invalidField } from "../../errors";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { recordBulkAudit, someOf } from "../audit/record-audit";
import { companyToday } from "../tenancy/company-view";
import { warningDaysOf } from "./instrument-view";
import { type InstrumentFilters, selectInstruments } from "./list-instruments";

/**
 * The columns of the export: the CSV's header is the import's (INSTRUMENT_EXPORT_COLUMNS, so that it
 * imports back), the workbook's is worded for a reader.
 */
const EXPORT_LAYOUT: Record<(typeof INSTRUMENT_EXPORT_COLUMNS)[number], Omit<ExportColumn, "header">> = {
  nom: { title: "Nom", kind: "text", width: 36, wrap: true },
  reference: { title: "Référence", kind: "text", width: 18 },
  type: { title: "Type", kind: "text", width: 20 },
  emplacement: { title: "Emplacement", kind: "text", width: 22 },
  periode_mois: { title: "Période (mois)", kind: "number", format: "months", width: 10 },
  dernier_etalonnage: { title: "Dernier étalonnage", kind: "day", width: 13 },
  prochaine_echeance: { title: "Prochaine échéance", kind: "day", width: 13 },
  statut: { title: "Statut", kind: "text", width: 14 },
  quarantaine: { title: "Quarantaine", kind: "text", width: 12 },
};
const EXPORT_COLUMNS: readonly ExportColumn[] = INSTRUMENT_EXPORT_COLUMNS.map((header) => ({
  header,
  ...EXPORT_LAYOUT[header],
}));

/** GET /api/instruments/export: every instrument of the filters, in the list's order (CSV or workbook). */
export async function exportInstruments(
  scope: TenantScope,
  { filters }: { filters: InstrumentFilters },
): Promise<ExportTable> {
  const today = await companyToday(scope);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const rows = await selectInstruments(scope, filters, { today, warningDays });
  return {
    name: `parc-instruments-${today}`,
    sheet: "Parc",
    title: `Parc d'instruments au ${today}`,
    columns: EXPORT_COLUMNS,
    rows: rows.map((i) => [
      i.name,
      i.reference,
      i.type,
      i.location,
      i.currentPeriod,
      i.lastCalibrationDate,
      i.nextDueDate,
      INSTRUMENT_STATUS_LABELS[i.status],
      i.quarantined ? "oui" : "non",
    ]),
  };
}

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

/** Lines written per transaction: a few tens of milliseconds each on the embedded database. */
export const IMPORT_BATCH = 200;

type Known = Pick<
  typeof instruments.$inferSelect,
  "id" | "reference" | "name" | "type" | "location" | "currentPeriod" | "lastCalibrationDate"
>;

const importedValue = (i: Omit<Known, "id">) => ({
  reference: i.reference,
  name: i.name,
  type: i.type,
  location: i.location,
  currentPeriod: i.currentPeriod,
  lastCalibrationDate: i.lastCalibrationDate,
});

/** Never calibrated, in a notice: « (aucune → 05/05/2026) ». */
const NO_DATE = "aucune";

/**
 * What a line would change in a known instrument's history, said and not applied: its history
 * changes only through calibration events and campaigns (issue 22). An empty cell asks for no change.
 */
function historyNotices(line: ImportedInstrument, before: Known): InstrumentImportNotice[] {
  const notices: InstrumentImportNotice[] = [];
  const notice = (
    field: InstrumentImportNotice["field"],
    values: { before: string | number | null; after: string | number },
    what: string,
  ) => {
    const message = format(INSTRUMENT_IMPORT_MESSAGES.historyChange, { what });
    notices.push({
      line: line.line,
      reference: line.reference,
      instrumentId: before.id,
      field,
      ...values,
      message: format(INSTRUMENT_IMPORT_MESSAGES.line, { n: line.line, message }),
    });
  };
  const date = line.lastCalibrationDate;
  if (date !== null && date !== before.lastCalibrationDate)
    notice(
      "lastCalibrationDate",
      { before: before.lastCalibrationDate, after: date },
      format(INSTRUMENT_IMPORT_MESSAGES.lastCalibrationWhat, {
        before: before.lastCalibrationDate === null ? NO_DATE : frenchDay(before.lastCalibrationDate),
        after: frenchDay(date),
      }),
    );
  const period = line.currentPeriod;
  if (period !== null && period !== before.currentPeriod)
    notice(
      "currentPeriod",
      { before: before.currentPeriod, after: period },
      format(INSTRUMENT_IMPORT_MESSAGES.periodWhat, {
        before: frenchNumber(before.currentPeriod),
        after: frenchNumber(period),
      }),
    );
  return notices;
}

/**
 * POST /api/instruments/import: by reference, new instruments are created with the line's values
 * (an empty period is 0 months, an empty date never calibrated) and known ones take the line's name,
 * type and location. A known instrument's last calibration date and period never change by an
 * import: a line that would change them is answered with a notice per value (`notices`), the rest of
 * the line applied, and the audit row keeps what was not applied (issue 22). Every line is checked
 * before anything is written (a refused line refuses the import, named by its number); the lines are
 * then written IMPORT_BATCH at a time, each batch in a transaction of its own with its audit row
 * (decision 017), so that on the embedded database other requests pass in between. Lines are keyed by
 * reference: importing the same file again completes an import that a stop interrupted.
 */
export async function importInstruments(
  session: TenantSession,
  { input }: { input: z.output<typeof instrumentImportInputSchema> },
): Promise<InstrumentImportResult> {
  const lines = await parseInstrumentCsv(
    input.csv,
    await session.transaction((scope) => companyToday(scope)),
  );
  const result = { created: 0, updated: 0 };
  const notices: InstrumentImportNotice[] = [];
  const batches = Math.ceil(lines.length / IMPORT_BATCH);
  for (let batch = 0; batch < batches; batch++) {
    const slice = lines.slice(batch * IMPORT_BATCH, (batch + 1) * IMPORT_BATCH);
    const written = await session.transaction((scope) =>
      importBatch(scope, slice, { batch: batch + 1, batches, total: lines.length }),
    );
    result.created += written.created;
    result.updated += written.updated;
    notices.push(...written.notices);
  }
  // Present only when there is something to say: the answer of a plain import is as it always was.
  return notices.length > 0 ? { ...result, notices } : result;
}

async function importBatch(
  scope: TenantScope,
  lines: readonly ImportedInstrument[],
  position: { batch: number; batches: number; total: number },
): Promise<{ created: number; updated: number; notices: InstrumentImportNotice[] }> {
  const known = new Map<string, Known>();
  const rows = await scope.db
    .select({
      id: instruments.id,
      reference: instruments.reference,
      name: instruments.name,
      type: instruments.type,
      location: instruments.location,
      currentPeriod: instruments.currentPeriod,
      lastCalibrationDate: instruments.lastCalibrationDate,
    })
    .from(instruments)
    .where(
      and(
        ofTenant(instruments, scope),
        inArray(
          instruments.reference,
          lines.map((l) => l.reference),
        ),
      ),
    )
    .orderBy(instruments.id)
    .for("update");
  for (const row of rows) known.set(row.reference, row);

  const created = lines.filter((l) => !known.has(l.reference));
  const changed: { before: Known; after: Omit<Known, "id"> }[] = [];
  const notices: InstrumentImportNotice[] = [];
  for (const line of lines) {
    const before = known.get(line.reference);
    if (!before) continue;
    notices.push(...historyNotices(line, before));
    // The history stays as it is: only the name, type and location come from the line.
    const after = {
      reference: line.reference,
      name: line.name,
      type: line.type,
      location: line.location,
      currentPeriod: before.currentPeriod,
      lastCalibrationDate: before.lastCalibrationDate,
    };
    const same = JSON.stringify(importedValue(before)) === JSON.stringify(importedValue(after));
    if (!same) changed.push({ before, after });
  }

  if (created.length > 0)
    await scope.db.insert(instruments).values(
      created.map((l) => ({
        companyId: scope.companyId,
        reference: l.reference,
        name: l.name,
        type: l.type,
        location: l.location,
        currentPeriod: l.currentPeriod ?? 0,
        lastCalibrationDate: l.lastCalibrationDate,
      })),
    );
  const now = new Date();
  if (changed.length > 0) {
    const values: SQL[] = changed.map(
      ({ before, after }) =>
        sql`(${before.id}::int, ${after.name}::varchar, ${after.type}::varchar, ${after.location}::varchar)`,
    );
    await scope.db.execute(sql`
      update instruments i
         set name = v.name, type = v.type, location = v.location, updated_at = ${now.toISOString()}::timestamptz
        from (values ${sql.join(values, sql`, `)}) as v(id, name, type, location)
       where i.company_id = ${scope.companyId} and i.id = v.id`);
  }

  const result = { created: created.length, updated: changed.length };
  const { batch, batches, total } = position;
  const part =
    batches > 1
      ? ` (lot ${batch} sur ${batches}, lignes ${lines[0]!.line} à ${lines.at(-1)!.line} d'un fichier de ${total} instruments)`
      : "";
  const kept =
    notices.length > 0
      ? `, ${notices.length} changement(s) de date ou de période non appliqué(s) (événement d'étalonnage requis)`
      : "";
  await recordBulkAudit(scope, {
    action: "instruments.imported",
    tableName: "instruments",
    recordId: "import",
    description: `Import CSV du parc${part} : ${result.created} instrument(s) créé(s), ${result.updated} mis à jour, ${lines.length - result.created - result.updated} inchangé(s)${kept}`,
    oldValues: changed.length > 0 ? { instruments: changed.map((c) => importedValue(c.before)) } : undefined,
    newValues: {
      ...result,
      lines: lines.length,
      ...(batches > 1 && { batch, batches, fileLines: total }),
      createdReferences: created.map((l) => l.reference),
      updatedReferences: changed.map((c) => c.after.reference),
      updatedInstruments: changed.map((c) => importedValue(c.after)),
      ...(notices.length > 0 && {
        historyNotApplied: notices.map(({ line, reference, field, before, after }) => ({
          line,
          reference,
          field,
          before,
          after,
        })),
      }),
    },
    // A batch of up to 200 lines: beyond a few dozen, the row keeps the counts and the references.
    rows: created.length + changed.length + notices.length,
    summary: {
      ...result,
      unchanged: lines.length - result.created - result.updated,
      lines: lines.length,
      ...(batches > 1 && { batch, batches, fileLines: total }),
      historyNotApplied: notices.length,
      createdReferences: someOf(created.map((l) => l.reference)),
      updatedReferences: someOf(changed.map((c) => c.after.reference)),
    },
  });
  return { ...result, notices };
}
