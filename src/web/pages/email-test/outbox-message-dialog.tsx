import { Copy } from "lucide-react";
import { useId, useRef } from "react";
import { MAIL_DROP_REASON_LABELS, MAIL_PURPOSE_LABELS } from "../../../shared/api/reports";
import { format, OUTBOX_TEXTS } from "../../../shared/messages";
import { EMAIL_TEST_TEXTS, OUTBOX_STATUS_LOOKS } from "../../../shared/texts/email-test";
import { apiErrorText } from "../../api/errors";
import { useEmailOutboxMessage } from "../../api/hooks";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../../lib/format";
import { notify } from "../../lib/toast";

/**
 * One message of the outbox, opened by an administrator (decision 019): its state, its text as
 * written and the link it carries, to copy and pass on by other means when no e-mail leaves.
 */
export function OutboxMessageDialog({
  messageId,
  onClose,
}: {
  messageId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      {messageId !== null && (
        <DialogContent size="lg">
          <DialogHeader title={EMAIL_TEST_TEXTS.messageTitle} />
          <MessageBody messageId={messageId} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{EMAIL_TEST_TEXTS.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function MessageBody({ messageId }: { messageId: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = useEmailOutboxMessage(messageId);
  if (message.isPending)
    return (
      <DialogBody className="flex justify-center py-10">
        <Spinner className="size-6" />
      </DialogBody>
    );
  if (message.isError)
    return (
      <DialogBody>
        <Notice tone="error">
          {apiErrorText(message.error, EMAIL_TEST_TEXTS.openFailed) ?? EMAIL_TEST_TEXTS.openFailed}
        </Notice>
      </DialogBody>
    );
  const m = message.data;
  const look = OUTBOX_STATUS_LOOKS[m.status];
  const copy = async (url: string) => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      notify.success(OUTBOX_TEXTS.linkCopied);
    } catch {
      // Without clipboard access (a plain-http address), the link stays selected for Ctrl+C.
      input.current?.focus();
    }
  };
  return (
    <DialogBody className="grid gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnRecipient}</dt>
        <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{m.to}</dd>
        <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnSubject}</dt>
        <dd className="min-w-0 break-words">{m.subject}</dd>
        <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.purposeLabel}</dt>
        <dd>{MAIL_PURPOSE_LABELS[m.purpose]}</dd>
        <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnStatus}</dt>
        <dd>
          {look.label}
          {m.droppedReason && ` : ${MAIL_DROP_REASON_LABELS[m.droppedReason]}`}
          {m.status === "stored" && (
            <span className="block text-xs text-muted-foreground">
              {format(EMAIL_TEST_TEXTS.expiresAt, { date: formatDateTime(m.expiresAt) })}
            </span>
          )}
        </dd>
      </dl>
      {m.status === "stored" && <Notice tone="warning">{EMAIL_TEST_TEXTS.waitingHint}</Notice>}
      {m.link ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-link`} className="font-medium">
            {EMAIL_TEST_TEXTS.messageLink}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={input}
              id={`${id}-link`}
              readOnly
              value={m.link}
              className="min-w-0 font-mono text-xs sm:flex-1"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => copy(m.link!)}>
              <Copy aria-hidden="true" />
              {EMAIL_TEST_TEXTS.copyLink}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground">{EMAIL_TEST_TEXTS.noLink}</p>
      )}
      <section aria-labelledby={`${id}-text`} className="grid gap-2">
        <h3 id={`${id}-text`} className="font-medium">
          {EMAIL_TEST_TEXTS.messageText}
        </h3>
        <pre className="max-h-72 overflow-auto rounded-lg border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          {m.text}
        </pre>
      </section>
    </DialogBody>
  );
}
