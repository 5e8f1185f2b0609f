import { FIELD_LABELS, TABLE_LABELS } from "../../../shared/texts/audit-details";
import { formatDateTime } from "../../lib/format";

/**
 * The values an audited action found and left (oldValues → newValues), field by field, as text to
 * show: nested lists and objects as compact JSON, instants as French dates. The texts are drawn by
 * React as text, never as markup.
 */
export interface ShownValue {
  text: string;
  /** text: a value as it is; empty: null; json: a list or an object, as compact JSON. */
  kind: "text" | "empty" | "json";
}

export interface ValueChange {
  field: string;
  /** The value before; null when the field did not exist (a creation). */
  before: ShownValue | null;
  /** The value after; null when the field no longer exists (a deletion). */
  after: ShownValue | null;
  changed: boolean;
}

/** The field name of a value that is not an object of fields (a list, a number...). */
export const WHOLE_VALUE = "valeur";

/** An instant as the server writes it (ISO 8601 in UTC, with its time). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A value as one line of text: `null` as 'vide', yes/no, numbers as written, instants in French
 * (dd/MM/yyyy HH:mm, the reader's time), other strings as they are, the rest as compact JSON.
 */
export function shownValue(value: unknown): ShownValue {
  if (value === null || value === undefined) return { text: "vide", kind: "empty" };
  if (typeof value === "string")
    return { text: INSTANT.test(value) ? formatDateTime(value) || value : value, kind: "text" };
  if (typeof value === "boolean") return { text: value ? "oui" : "non", kind: "text" };
  if (typeof value === "number" || typeof value === "bigint") return { text: String(value), kind: "text" };
  try {
    return { text: JSON.stringify(value) ?? String(value), kind: "json" };
  } catch {
    return { text: String(value), kind: "text" };
  }
}

function same(a: ShownValue | null, b: ShownValue | null): boolean {
  return a?.text === b?.text && a?.kind === b?.kind;
}

/**
 * The rows of the before/after table. Two objects: one row per field of either, the changed fields
 * first, each group in the order the fields first appear (those before, then those only after).
 * Anything else (a list, a single value): one row for the whole value. Nothing on either side (null
 * or absent): no row.
 */
export function valueChanges(oldValues: unknown, newValues: unknown): ValueChange[] {
  const none = (value: unknown) => value === null || value === undefined;
  if (none(oldValues) && none(newValues)) return [];
  const oldFields = none(oldValues) ? {} : oldValues;
  const newFields = none(newValues) ? {} : newValues;
  if (!isRecord(oldFields) || !isRecord(newFields)) {
    const before = none(oldValues) ? null : shownValue(oldValues);
    const after = none(newValues) ? null : shownValue(newValues);
    return [{ field: WHOLE_VALUE, before, after, changed: !same(before, after) }];
  }
  const fields = [...new Set([...Object.keys(oldFields), ...Object.keys(newFields)])];
  const rows = fields.map((field) => {
    const before = Object.hasOwn(oldFields, field) ? shownValue(oldFields[field]) : null;
    const after = Object.hasOwn(newFields, field) ? shownValue(newFields[field]) : null;
    return { field, before, after, changed: !same(before, after) };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

/** 'Échéance' for `deadline`; null when the field has no French name here. */
export function fieldLabel(field: string): string | null {
  return Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] ?? null) : null;
}

/**
 * 'Campagne n° 12' for the record `12` of `campaigns` (a table not known here keeps its own name);
 * a record of no table (the address of a refused call) as it is.
 */
export function recordLabel(tableName: string | null, recordId: string | null): string | null {
  const table = tableName ? (TABLE_LABELS[tableName] ?? tableName) : null;
  if (!recordId) return table;
  return table ? `${table} n° ${recordId}` : recordId;
}
