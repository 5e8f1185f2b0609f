import { GENERIC_MESSAGES } from "../../../shared/messages";
import { isUnauthorizedError, parseApiError } from "../../lib/api";
import { notify } from "../../lib/toast";

/** Statuses whose French message says why the server refused (not a participant, campaign closed, …). */
const EXPLAINED = new Set([400, 403, 404, 409]);

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The toast of a failed rating call: the screen's message of spec §8, followed by the server's
 * reason when it gave one. Nothing when the session has expired (sign-in has its own toast).
 */
export function ratingErrorText(error: unknown, message: string): string | null {
  if (isUnauthorizedError(error)) return null;
  const parsed = parseApiError(error);
  let reason: string | null = null;
  if (parsed.status !== null && EXPLAINED.has(parsed.status) && parsed.message) reason = parsed.message;
  else if (parsed.status === null && error instanceof TypeError) reason = GENERIC_MESSAGES.network;
  return reason ? `${sentence(message)} ${sentence(reason)}` : message;
}

export function toastRatingError(error: unknown, message: string): void {
  const text = ratingErrorText(error, message);
  if (text) notify.error(text);
}

/** A refusal that the campaign's state or the user's part in it explains: the page should re-read them. */
export function isRefusal(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status === 403 || status === 409;
}
