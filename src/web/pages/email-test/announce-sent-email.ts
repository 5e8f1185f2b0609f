import type { SentEmail } from "../../../shared/api/reports";
import { FAILURE_MESSAGES } from "../../../shared/messages";
import { notify, toast } from "../../lib/toast";
import { sentEmailOutcome } from "./outcome";

/** The toast after a test e-mail: failed, waiting in the outbox, or sent. */
export function announceSentEmail(sent: SentEmail): void {
  const outcome = sentEmailOutcome(sent, FAILURE_MESSAGES.sendTestEmail);
  if (outcome.tone === "error") notify.error(outcome.text);
  else if (outcome.tone === "waiting") toast({ title: "En attente", description: outcome.text });
  else notify.success(outcome.text);
}
