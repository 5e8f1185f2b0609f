import type { Database } from "../../db/client";
import { emailAttachments, emailOutbox } from "../../db/schema";

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a report's PDF), stored with it. */
  attachments?: readonly MailAttachment[];
}

/**
 * Writes an e-mail to the outbox, in the caller's transaction: the message exists if and only if the
 * work that causes it is committed. Delivery (SMTP) happens after the commit, see mailer.ts.
 */
export async function queueMail(
  db: Database,
  message: MailMessage,
  companyId: number | null,
): Promise<number> {
  const [id] = await queueMails(db, [message], companyId);
  return id!;
}

/** Several messages of one company in one statement (the invitations of an import). */
export async function queueMails(
  db: Database,
  messages: readonly MailMessage[],
  companyId: number | null,
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      messages.map((message) => ({
        companyId,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      })),
    )
    .returning({ id: emailOutbox.id });
  const attachments = messages.flatMap((message, index) =>
    (message.attachments ?? []).map((file) => ({ emailId: rows[index]!.id, ...file })),
  );
  if (attachments.length > 0) await db.insert(emailAttachments).values(attachments);
  return rows.map((row) => row.id);
}
