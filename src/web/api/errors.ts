import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ERROR_MESSAGES, FAILURE_MESSAGES, GENERIC_MESSAGES, TOAST_TITLES } from "../../shared/messages";
import { toast } from "../lib/toast";
import { ApiError, isUnauthorizedError } from "./request";

/**
 * The one module that turns a failed call into French text (DESIGN.md §7): the server's message of
 * a refusal, the screen's own message, 'Accès refusé', the network's. Screens branch on an error's
 * `code` (request.ts), never on its wording, and ask here for what to say.
 */

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

/**
 * The server's French message of a refusal; when it sent none, `fallback`, else the catalogue's
 * message of its code (the network's when nothing answered).
 */
export function serverMessageOf(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? GENERIC_MESSAGES.network;
  return error.detail ?? fallback ?? (error.code === null ? error.message : ERROR_MESSAGES[error.code]);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The text of a failed call's toast: nothing when the session has expired (the sign-in redirect has
 * its own toast); 'Accès refusé' when the role does not allow it; the screen's message of spec §8,
 * followed by the server's reason when one of its rules refused the call (a code and a French
 * message, any 4xx); else the screen's message alone.
 */
export function apiErrorText(error: unknown, fallback: string): string | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof TypeError) return GENERIC_MESSAGES.network;
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === "FORBIDDEN" || (error.status === 403 && error.code === null))
    return GENERIC_MESSAGES.forbidden;
  const reason = ruleRefusalOf(error);
  return reason ? `${sentence(fallback)} ${sentence(reason)}` : fallback;
}

export function toastApiError(error: unknown, fallback: string): void {
  const description = apiErrorText(error, fallback);
  if (description) toast({ title: TOAST_TITLES.error, description, variant: "destructive" });
}

/**
 * What a sign-in form says of a failed call: a refused e-mail and password in the sign-in page's own
 * words, the server's French reason of any other refusal, the screen's message otherwise.
 */
export function signInErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return GENERIC_MESSAGES.network;
  if (error.code === "INVALID_CREDENTIALS") return GENERIC_MESSAGES.invalidCredentials;
  return ruleRefusalOf(error) ?? fallback;
}

/**
 * A test of the PDF engine that got no answer (spec §8): 'Impossible de tester la connexion'; a role
 * that may not run it says 'Accès refusé'; an expired session says nothing here (sign-in follows).
 */
export function pdfTestErrorText(error: unknown): string | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof ApiError && error.code === "FORBIDDEN") return GENERIC_MESSAGES.forbidden;
  return FAILURE_MESSAGES.pdfTestUnreachable;
}

/**
 * A public link that leads nowhere: unknown, regenerated, or of a closed campaign
 * (`SHARE_LINK_INVALID`), or an address no route answers (`NOT_FOUND`, or a bare 404).
 */
export function isDeadLink(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === null) return error.status === 404;
  return error.code === "SHARE_LINK_INVALID" || error.code === "NOT_FOUND";
}

/**
 * The French reason of a failed public send: the server's own message when it refused for a reason
 * it names (a code: too many attempts, a closed campaign…; with `serverFailures`, also when it
 * failed), else the page's fallback of spec §8 (the network down included).
 */
export function reasonOf(error: unknown, fallback: string, { serverFailures = false } = {}): string {
  if (!(error instanceof ApiError) || !error.detail) return fallback;
  if (error.status >= 500 && !serverFailures) return fallback;
  return error.code !== null || serverFailures ? error.detail : fallback;
}

/** The text of a failed read (spec §2: "the error text"): the server's, the network's, or the raw one. */
export function loadFailureText(error: Error): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  if (error instanceof TypeError) return GENERIC_MESSAGES.network;
  return error.message;
}
