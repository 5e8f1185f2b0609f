import { csvLines, splitCsvLine } from "./csv";

/** A campaign equipment as typed or imported (spec §5); its type (family) is optional (spec §3). */
export interface EquipmentDraft {
  name: string;
  serialNumber: string;
  currentPeriod: number;
  type?: string | null;
}

/**
 * The period in months, parsed as an integer the way spec §5 says: "2.5" is 2, "12 mois" is 12,
 * text without a leading number ("douze", "") is 0. The number is kept as typed, never clamped:
 * 99999 stays 99999 (a negative one stays negative, 0 stays 0), for its row to say why it is
 * refused. Only digits too many to be held exactly are no number at all, and read as 0.
 */
export function parsePeriod(value: string): number {
  const period = Number.parseInt(value.trim(), 10);
  if (!Number.isSafeInteger(period)) return 0;
  // `|| 0`: "-0" is 0.
  return period || 0;
}

/**
 * The equipment CSV import of spec §5: one line per equipment "name,reference,period", parts
 * trimmed, period a whole number (0 if invalid); lines without a name or a reference are dropped.
 * An optional fourth column is the equipment's type (family): "Manomètre,MAN-1,12,Pression".
 */
const HEADER =
  /^\s*"?(nom|name)"?\s*[,;]\s*"?(r[ée]f[ée]rence|reference|serial ?number|n° de série)"?\s*([,;]|$)/i;

export function parseEquipmentCsv(text: string): EquipmentDraft[] {
  const drafts: EquipmentDraft[] = [];
  const lines = csvLines(text);
  // A spreadsheet's header line ("Nom,Référence,Période") is not an equipment. csvLines returns at least
  // one line: `lines[0] !== undefined` is there for the type checker and is always true.
  // Stryker disable next-line ConditionalExpression: `lines[0] !== undefined` is always true (see above)
  if (lines[0] !== undefined && HEADER.test(lines[0])) lines.shift();
  for (const line of lines) {
    const [
      // Stryker disable next-line StringLiteral: never used, splitCsvLine returns at least one cell
      name = "",
      serialNumber = "",
      // Stryker disable next-line StringLiteral: parsePeriod reads any non-numeric default as 0, like ""
      period = "",
      type = "",
    ] = splitCsvLine(line);
    if (!name || !serialNumber) continue;
    drafts.push({ name, serialNumber, currentPeriod: parsePeriod(period), ...(type && { type }) });
  }
  return drafts;
}
