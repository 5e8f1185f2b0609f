import type { MailPurpose } from "../../../shared/api/reports";
import type { Database } from "../../db/client";
import { emailAttachments, emailOutbox } from "../../db/schema";
import { sessionIdOf } from "../sessions/session-id";

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

/** How long a message applies when its purpose sets no shorter limit (decision 019). */
export const MAIL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What a message is for, and what it depends on (decision 019): when its account is activated or
 * deactivated, its campaign closed, its link regenerated or used, or it is past its expiry, it no
 * longer applies and is dropped instead of sent (see obsolete-mail.ts).
 */
export interface MailAbout {
  purpose: MailPurpose;
  /** At most seven days from now. */
  expiresAt?: Date;
  userId?: string | null;
  campaignId?: number | null;
  /** The share token of the public link the message carries. */
  shareToken?: string | null;
  /** The sign-in or invitation token the message carries (only its hash is kept). */
  loginToken?: string | null;
  /** The link the message carries, which an administrator may open to pass it on. */
  link?: string | null;
}

export type QueuedMail = MailMessage & { about: MailAbout };

/**
 * Writes an e-mail to the outbox, in the caller's transaction: the message exists if and only if the
 * work that causes it is committed. Delivery (SMTP) happens after the commit, see mailer.ts.
 */
export async function queueMail(
  db: Database,
  message: QueuedMail,
  companyId: number | null,
): Promise<number> {
  const [id] = await queueMails(db, [message], companyId);
  return id!;
}

/** Several messages of one company in one statement (the invitations of an import). */
export async function queueMails(
  db: Database,
  messages: readonly QueuedMail[],
  companyId: number | null,
): Promise<number[]> {
  if (messages.length === 0) return [];
  const latest = new Date(Date.now() + MAIL_LIFETIME_MS);
  const rows = await db
    .insert(emailOutbox)
    .values(
      messages.map(({ about, ...message }) => ({
        companyId,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        purpose: about.purpose,
        expiresAt: about.expiresAt && about.expiresAt < latest ? about.expiresAt : latest,
        userId: about.userId ?? null,
        campaignId: about.campaignId ?? null,
        shareToken: about.shareToken ?? null,
        tokenHash: about.loginToken ? sessionIdOf(about.loginToken) : null,
        link: about.link ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  const attachments = messages.flatMap((message, index) =>
    (message.attachments ?? []).map((file) => ({ emailId: rows[index]!.id, ...file })),
  );
  if (attachments.length > 0) await db.insert(emailAttachments).values(attachments);
  return rows.map((row) => row.id);
}
