import { csvLines, splitCsvLine } from "./csv";

/** A campaign equipment as typed or imported (spec §5). */
export interface EquipmentDraft {
  name: string;
  serialNumber: string;
  currentPeriod: number;
}

/** The period in months: a whole number, 0 when invalid (spec §5). */
export function parsePeriod(value: string): number {
  const trimmed = value.trim();
  if (!/^\+?\d+$/.test(trimmed)) return 0;
  const period = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(period) ? Math.min(period, 9999) : 0;
}

/**
 * The equipment CSV import of spec §5: one line per equipment "name,reference,period", parts
 * trimmed, period a whole number (0 if invalid); lines without a name or a reference are dropped.
 */
export function parseEquipmentCsv(text: string): EquipmentDraft[] {
  const drafts: EquipmentDraft[] = [];
  for (const line of csvLines(text)) {
    const [name = "", serialNumber = "", period = ""] = splitCsvLine(line);
    if (!name || !serialNumber) continue;
    drafts.push({ name, serialNumber, currentPeriod: parsePeriod(period) });
  }
  return drafts;
}
