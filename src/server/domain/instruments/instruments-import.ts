import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  InstrumentImportNotice,
  InstrumentImportResult,
  instrumentImportInputSchema,
} from "../../../shared/api/instrument-files";
import { format, frenchNumber, INSTRUMENT_IMPORT_MESSAGES } from "../../../shared/messages";
import { frenchDay } from "../../../shared/months";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession } from "../../db/tenant";
import { recordBulkAudit, someOf } from "../audit/record-audit";
import { companyToday } from "../tenancy/company-view";
import { type ImportedInstrument, parseInstrumentCsv } from "./instrument-csv-parse";

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
