import { asc, eq, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface Mailer {
  /** Whether messages leave by SMTP; without it they stay in the outbox, shown on the e-mail test screen. */
  readonly delivers: boolean;
  /** Sends every message still waiting in the outbox. Never throws: a failure is recorded on the message. */
  flush(db: Database): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<void> = Promise.resolve();

  async function deliverWaiting(db: Database): Promise<void> {
    if (!transport) return;
    for (;;) {
      const waiting = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, "stored"))
        .orderBy(asc(emailOutbox.id))
        .limit(20);
      if (waiting.length === 0) return;
      for (const message of waiting) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.toAddress,
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody,
          });
          await db
            .update(emailOutbox)
            .set({ status: "sent", sentAt: new Date(), error: null })
            .where(eq(emailOutbox.id, message.id));
        } catch (error) {
          await db
            .update(emailOutbox)
            .set({ status: "failed", error: String(error).slice(0, 2000) })
            .where(inArray(emailOutbox.id, [message.id]));
        }
      }
    }
  }

  return {
    delivers: transport !== null,
    flush(db) {
      // One delivery round at a time in this process, so a message is never sent twice.
      running = running.then(() => deliverWaiting(db)).catch(() => undefined);
      return running;
    },
    close() {
      transport?.close();
    },
  };
}
