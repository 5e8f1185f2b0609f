import { Inbox, RefreshCw, Server } from "lucide-react";
import type { ReactNode } from "react";
import { EMAIL_TEST_TEXTS } from "../../../shared/texts/email-test";
import { apiErrorText } from "../../api/errors";
import { useEmailOutbox } from "../../api/hooks";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { OutboxMessages } from "./outbox-messages";

/**
 * The debug block of the Test des Emails screen: the transport in use (an SMTP server, or the
 * internal outbox where messages stay), the sender, and the company's last messages.
 */
export function EmailDebugCard({ allowed, canOpen }: { allowed: boolean; canOpen: boolean }) {
  const outbox = useEmailOutbox(allowed);

  let content: ReactNode;
  if (!allowed) content = <Notice>{EMAIL_TEST_TEXTS.debugNotAllowed}</Notice>;
  else if (outbox.isPending)
    content = (
      <div className="flex justify-center py-10">
        <Spinner className="size-6" />
      </div>
    );
  else if (outbox.isError)
    content = (
      <Notice tone="error">
        {apiErrorText(outbox.error, EMAIL_TEST_TEXTS.loadFailed) ?? EMAIL_TEST_TEXTS.loadFailed}
      </Notice>
    );
  else {
    const { transport, smtpServer, from, messages } = outbox.data;
    const smtp = transport === "smtp";
    content = (
      <div className="grid gap-5">
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm sm:grid-cols-2">
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{EMAIL_TEST_TEXTS.transportLabel}</dt>
            <dd className="flex items-center gap-1.5 font-medium [overflow-wrap:anywhere]">
              {smtp ? (
                <Server className="size-4 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <Inbox className="size-4 shrink-0 text-primary" aria-hidden="true" />
              )}
              {smtp
                ? `${EMAIL_TEST_TEXTS.smtpTransport}${smtpServer ? ` · ${smtpServer}` : ""}`
                : EMAIL_TEST_TEXTS.outboxTransport}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{EMAIL_TEST_TEXTS.senderLabel}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{from}</dd>
          </div>
        </dl>
        <Notice>{smtp ? EMAIL_TEST_TEXTS.smtpExplanation : EMAIL_TEST_TEXTS.outboxExplanation}</Notice>
        <div className="grid gap-3">
          <h4 id="outbox-messages-title" className="text-sm font-semibold">
            {EMAIL_TEST_TEXTS.messagesTitle}
          </h4>
          <OutboxMessages messages={messages} noServer={!smtp} canOpen={canOpen} />
        </div>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="email-debug-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="email-debug-title">{EMAIL_TEST_TEXTS.debugTitle}</CardTitle>
          <CardDescription>{EMAIL_TEST_TEXTS.debugDescription}</CardDescription>
        </div>
        {allowed && (
          <Button
            variant="outline"
            className="max-sm:h-11"
            disabled={outbox.isFetching}
            aria-busy={outbox.isFetching || undefined}
            onClick={() => void outbox.refetch()}
          >
            <RefreshCw className={outbox.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
            {EMAIL_TEST_TEXTS.refresh}
          </Button>
        )}
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
