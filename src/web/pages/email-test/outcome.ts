import {
  type ReportNotificationInput,
  reportNotificationInputSchema,
  type SentEmail,
} from "../../../shared/api/reports";
import { OUTBOX_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";

/**
 * The failure text of an e-mail the server queued but could not deliver (its status comes back
 * `failed`): the screen's message and the transport's error. Null when it left, or waits in the
 * outbox.
 */
export function sentEmailFailureText(sent: SentEmail, fallback: string): string | null {
  if (sent.message.status !== "failed") return null;
  const error = sent.message.error?.trim();
  return error ? `${fallback} : ${error}` : fallback;
}

/**
 * What the screen says of a test e-mail (decision 019): its failure, that it waits in the outbox for
 * lack of a server, or that it left — never « envoyé » for a message that did not leave.
 */
export function sentEmailOutcome(
  sent: SentEmail,
  fallback: string,
): { tone: "error" | "waiting" | "success"; text: string } {
  const failure = sentEmailFailureText(sent, fallback);
  if (failure) return { tone: "error", text: failure };
  if (sent.message.status === "stored" && sent.transport === "outbox")
    return { tone: "waiting", text: OUTBOX_TEXTS.testEmailWaiting };
  return { tone: "success", text: SUCCESS_MESSAGES.testEmailSent };
}

/** Whether a recipient's address is one the API accepts (the same rule as the server's). */
export function isValidRecipient(email: string): boolean {
  return reportNotificationInputSchema.shape.recipientEmail.safeParse(email).success;
}

/** What the report-notification test sends: a completed report and a valid address, at least. */
export function reportNotificationOf(draft: {
  reportId: number | null;
  recipientEmail: string;
  recipientName: string;
}): ReportNotificationInput | null {
  if (draft.reportId === null || !isValidRecipient(draft.recipientEmail)) return null;
  const name = draft.recipientName.trim();
  return {
    reportId: draft.reportId,
    recipientEmail: draft.recipientEmail.trim(),
    recipientName: name === "" ? null : name,
  };
}
