import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./request";

/** A value the server refused: the path of its field (`name`, `equipment.3.currentPeriod`) and why. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** The refused field of a failed call, or null when the failure names none. */
export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  if (!(error instanceof ApiError) || error.field === null) return null;
  return { field: error.field, message: error.detail ?? error.message };
}

/**
 * The one way a server refusal reaches a form: the message goes under the form field the API field
 * maps to (`fields`: API path → form field, or the names both share), which gets the focus.
 * Returns whether the error was put on a field of this form.
 */
export function showFieldRefusal<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): boolean {
  const refusal = fieldRefusalOf(error);
  if (!refusal) return false;
  const target = isNameList(fields) ? fields.find((name) => name === refusal.field) : fields[refusal.field];
  if (target === undefined) return false;
  form.setError(target, { type: "server", message: refusal.message }, { shouldFocus: true });
  return true;
}

function isNameList<T extends FieldValues>(
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): fields is readonly Path<T>[] {
  return Array.isArray(fields);
}

/** A refusal of one row of a list field (`equipment.3.currentPeriod` → row 3, `currentPeriod`). */
export interface RowRefusal {
  index: number;
  name: string | null;
  message: string;
}

export function rowRefusalOf(error: unknown, list: string): RowRefusal | null {
  const refusal = fieldRefusalOf(error);
  if (!refusal) return null;
  const parts = refusal.field.split(".");
  if (parts[0] !== list || parts.length < 2 || !/^\d+$/.test(parts[1]!)) return null;
  return { index: Number(parts[1]), name: parts[2] ?? null, message: refusal.message };
}

/**
 * The server's French reason when one of its business rules refused the call (a 4xx with a code
 * other than a role or session refusal): a dialog shows it where the user acts. Null otherwise.
 */
export function ruleRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === null || error.detail === null) return null;
  if (error.status >= 500 || error.code === "FORBIDDEN" || error.code === "UNAUTHORIZED") return null;
  return error.detail;
}
