import type { NotificationResult } from "../../../shared/api/share-links";
import {
  FAILURE_MESSAGES,
  format,
  OUTBOX_TEXTS,
  SHARE_TEXTS,
  SUCCESS_MESSAGES,
} from "../../../shared/messages";
import { apiErrorText, ruleRefusalOf } from "../../api/errors";
import { formatNumber } from "../../lib/format";
import { notify, toast } from "../../lib/toast";

/**
 * The toast of a notification's result (spec §8): 'Notifications envoyées' with '{n} techniciens
 * notifiés avec succès', adding ', {m} échecs' when some e-mails failed. A campaign without any
 * technician participant says so instead, with what to do.
 */
export function notificationToast(result: NotificationResult): { title: string; description: string } | null {
  const { successCount, failureCount, pendingCount = 0 } = result;
  // Without a server, nothing left: the messages wait in the outbox (decision 019).
  if (pendingCount > 0 && successCount === 0 && failureCount === 0)
    return {
      title: OUTBOX_TEXTS.notificationsWaitingTitle,
      description: format(OUTBOX_TEXTS.techniciansWaiting, { n: formatNumber(pendingCount) }),
    };
  if (successCount === 0 && failureCount === 0) return null;
  let description = format(SUCCESS_MESSAGES.techniciansNotified, { n: formatNumber(successCount) });
  if (failureCount > 0)
    description += format(SUCCESS_MESSAGES.notificationFailures, { m: formatNumber(failureCount) });
  return { title: SUCCESS_MESSAGES.notificationsSentTitle, description };
}

/**
 * A failed notification (spec §8): the server's message, or 'Impossible d'envoyer les
 * notifications'; a refused role says 'Accès refusé', an expired session says nothing here.
 */
export function notificationFailureText(error: unknown): string | null {
  return ruleRefusalOf(error) ?? apiErrorText(error, FAILURE_MESSAGES.notify);
}

type Mutate = (
  campaignId: number,
  options: { onSuccess: (result: NotificationResult) => void; onError: (error: unknown) => void },
) => void;

/** The "send" action of the Campagnes screen: each technician participant gets a personal link. */
export function notifyTechnicians(mutate: Mutate, campaignId: number): void {
  mutate(campaignId, {
    onSuccess: (result) => {
      const shown = notificationToast(result);
      if (!shown)
        return void toast({
          title: SHARE_TEXTS.noNotificationTitle,
          description: SHARE_TEXTS.noTechniciansToNotify,
        });
      if (result.failureCount > 0 && result.successCount === 0) toast({ ...shown, variant: "destructive" });
      else if ((result.pendingCount ?? 0) > 0) toast(shown);
      else notify.success(shown.description, shown.title);
    },
    onError: (error) => {
      const text = notificationFailureText(error);
      if (text) notify.error(text);
    },
  });
}
