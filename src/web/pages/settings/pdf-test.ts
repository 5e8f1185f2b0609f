import type { PdfTestResult } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, format } from "../../../shared/messages";
import { SETTINGS_TEXTS } from "../../../shared/texts/settings";
import { formatNumber } from "../../lib/format";

/** A test the engine answered but failed (spec §8): the server's error, or 'Erreur inconnue'. */
export function pdfTestFailureText(result: PdfTestResult): string {
  return result.error?.trim() || FAILURE_MESSAGES.unknownError;
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
