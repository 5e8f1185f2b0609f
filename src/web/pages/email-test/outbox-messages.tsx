import { MailOpen, Paperclip } from "lucide-react";
import { createContext, useContext, useState } from "react";
import {
  MAIL_DROP_REASON_LABELS,
  MAIL_PURPOSE_LABELS,
  type OutboxMessage,
} from "../../../shared/api/reports";
import { format } from "../../../shared/messages";
import { EMAIL_TEST_TEXTS, OUTBOX_STATUS_LOOKS } from "../../../shared/texts/email-test";
import { Button } from "../../components/ui/button";
import { TableScroll } from "../../components/ui/table-scroll";
import { formatDateTime, formatFileSize } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { OutboxMessageDialog } from "./outbox-message-dialog";

/** How the list shows its messages: whether they can be opened, whether any server sends them. */
const ListContext = createContext<{ noServer: boolean; open: ((id: number) => void) | null }>({
  noServer: false,
  open: null,
});

function Sent({ message }: { message: OutboxMessage }) {
  return (
    <>
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      {message.sentAt && message.status === "sent" && (
        <span className="block text-xs text-muted-foreground">
          {format(EMAIL_TEST_TEXTS.sentAt, { date: formatDateTime(message.sentAt) })}
        </span>
      )}
    </>
  );
}

/** An address that wraps after its « @ » and before its dots, never in the middle of a word. */
function Address({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

function Status({ message }: { message: OutboxMessage }) {
  const { noServer } = useContext(ListContext);
  const look = OUTBOX_STATUS_LOOKS[message.status];
  return (
    <div className="grid justify-items-start gap-1">
      <span
        className={cn(
          "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
          look.className,
        )}
      >
        {look.label}
      </span>
      {message.status === "stored" && noServer && (
        <span className="text-xs text-muted-foreground">{EMAIL_TEST_TEXTS.noServerShort}</span>
      )}
      {message.droppedReason && (
        <span className="text-xs text-muted-foreground">
          {MAIL_DROP_REASON_LABELS[message.droppedReason]}
        </span>
      )}
      {message.error && <span className="text-xs break-words text-destructive">{message.error}</span>}
    </div>
  );
}

/** « Ouvrir », for an administrator: the message's text and its link to copy. */
function OpenButton({ message }: { message: OutboxMessage }) {
  const { open } = useContext(ListContext);
  if (!open) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="max-sm:h-10"
      aria-label={format(EMAIL_TEST_TEXTS.openLabel, { subject: message.subject, to: message.to })}
      onClick={() => open(message.id)}
    >
      <MailOpen aria-hidden="true" />
      {EMAIL_TEST_TEXTS.open}
    </Button>
  );
}

function Attachments({ message }: { message: OutboxMessage }) {
  if (message.attachments.length === 0)
    return <span className="text-muted-foreground">{EMAIL_TEST_TEXTS.noAttachment}</span>;
  return (
    <ul className="grid gap-1">
      {message.attachments.map((file) => (
        <li key={file.fileName} className="flex items-start gap-1.5">
          <Paperclip className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {file.fileName}{" "}
            <span className="whitespace-nowrap text-muted-foreground">({formatFileSize(file.size)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function MessageTable({ messages }: { messages: OutboxMessage[] }) {
  const th = "border-b px-4 py-2.5 font-semibold";
  return (
    <TableScroll label={EMAIL_TEST_TEXTS.messagesTable} className="rounded-lg border">
      <table
        aria-labelledby="outbox-messages-title"
        className="w-full min-w-[760px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(th, "w-36 pl-4")}>
              {EMAIL_TEST_TEXTS.columnDate}
            </th>
            <th scope="col" className={th}>
              {EMAIL_TEST_TEXTS.columnRecipient}
            </th>
            <th scope="col" className={th}>
              {EMAIL_TEST_TEXTS.columnSubject}
            </th>
            <th scope="col" className={cn(th, "w-40")}>
              {EMAIL_TEST_TEXTS.columnStatus}
            </th>
            <th scope="col" className={cn(th, "w-52")}>
              {EMAIL_TEST_TEXTS.columnAttachments}
            </th>
            <th scope="col" className={cn(th, "w-28")}>
              <span className="sr-only">{EMAIL_TEST_TEXTS.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {messages.map((message) => (
            <tr key={message.id} data-message-id={message.id} className="align-top">
              <td className="py-3 pr-4 pl-4 whitespace-nowrap tabular-nums">
                <Sent message={message} />
              </td>
              <td className="px-4 py-3 break-words">
                <Address email={message.to} />
              </td>
              <td className="px-4 py-3 break-words">
                {message.subject}
                <span className="block text-xs text-muted-foreground">
                  {MAIL_PURPOSE_LABELS[message.purpose]}
                </span>
              </td>
              <td className="px-4 py-3">
                <Status message={message} />
              </td>
              <td className="px-4 py-3">
                <Attachments message={message} />
              </td>
              <td className="px-4 py-3 text-right">
                <OpenButton message={message} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function MessageCards({ messages }: { messages: OutboxMessage[] }) {
  return (
    <ul aria-labelledby="outbox-messages-title" className="grid gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          data-message-id={message.id}
          className="grid gap-2 rounded-lg border p-4 text-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words">
              {message.subject}
              <span className="block text-xs font-normal text-muted-foreground">
                {MAIL_PURPOSE_LABELS[message.purpose]}
              </span>
            </p>
            <Status message={message} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnRecipient}</dt>
            <dd className="min-w-0 break-words">
              <Address email={message.to} />
            </dd>
            <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnDate}</dt>
            <dd className="tabular-nums">
              <Sent message={message} />
            </dd>
            <dt className="text-muted-foreground">{EMAIL_TEST_TEXTS.columnAttachments}</dt>
            <dd className="min-w-0">
              <Attachments message={message} />
            </dd>
          </dl>
          <div className="justify-self-start">
            <OpenButton message={message} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The company's last e-mails, newest first: a table, or cards on a phone. An administrator
 * (`canOpen`) opens each one to read it and copy its link.
 */
export function OutboxMessages({
  messages,
  noServer,
  canOpen,
}: {
  messages: OutboxMessage[];
  noServer: boolean;
  canOpen: boolean;
}) {
  const phone = usePhoneLayout();
  const [opened, setOpened] = useState<number | null>(null);
  if (messages.length === 0)
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {EMAIL_TEST_TEXTS.noMessages}
      </p>
    );
  return (
    <ListContext.Provider value={{ noServer, open: canOpen ? setOpened : null }}>
      {phone ? <MessageCards messages={messages} /> : <MessageTable messages={messages} />}
      <OutboxMessageDialog messageId={opened} onClose={() => setOpened(null)} />
    </ListContext.Provider>
  );
}
