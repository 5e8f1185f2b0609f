import type { PdfTestResult } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, format, GENERIC_MESSAGES } from "../../../shared/messages";
import { ApiError, isUnauthorizedError } from "../../api/request";
import { formatNumber } from "../../lib/format";
import { SETTINGS_TEXTS } from "./labels";

/** A test the engine answered but failed (spec §8): the server's error, or 'Erreur inconnue'. */
export function pdfTestFailureText(result: PdfTestResult): string {
  return result.error?.trim() || FAILURE_MESSAGES.unknownError;
}

/**
 * A test that got no answer of the engine (spec §8): 'Impossible de tester la connexion'; a role
 * that may not run it says 'Accès refusé'; an expired session says nothing here (sign-in follows).
 */
export function pdfTestErrorText(error: unknown): string | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof ApiError && error.code === "FORBIDDEN") return GENERIC_MESSAGES.forbidden;
  return FAILURE_MESSAGES.pdfTestUnreachable;
}

/** "Crédits restants : illimité" when the engine counts none (null), else the number left. */
export function creditsText(remainingCredits: number | null): string {
  return format(SETTINGS_TEXTS.credits, {
    credits: remainingCredits === null ? SETTINGS_TEXTS.unlimited : formatNumber(remainingCredits),
  });
}

/** "420 ms", "1,3 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${formatNumber(Math.round(ms))} ms` : `${formatNumber(Math.round(ms / 100) / 10)} s`;
}
