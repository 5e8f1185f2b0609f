import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { idList } from "../../db/arrays";
import type { Database } from "../../db/client";
import { emailAttachments, emailOutbox } from "../../db/schema";
import { dropObsoleteMail } from "./obsolete-mail";

/** Where the mailer reports what it could not record on a message (the database failed). */
export interface MailerLog {
  error(details: { err: unknown }, message: string): void;
}

type Message = typeof emailOutbox.$inferSelect;

export interface Mailer {
  /** Whether messages leave by SMTP; without it they stay in the outbox, shown on the e-mail test screen. */
  readonly delivers: boolean;
  /** The sender of every message, and the SMTP server's host and port (never its credentials). */
  readonly from: string;
  readonly server: string | null;
  /**
   * Starts delivering every message waiting in the outbox, in the background: the caller does not
   * wait for the SMTP server, so an answer takes the same time whether or not it queued a message.
   * Never throws; a failed message is marked `failed` with its error.
   */
  deliverSoon(db: Database): void;
  /**
   * Runs `work` (which queues messages in the outbox) after the answer, then delivers what it
   * queued: for an answer that must not depend on what the work finds, such as the sign-in link
   * form, whose answer would otherwise take longer for an address that has an account. A failure
   * of the work is logged.
   */
  afterAnswer(db: Database, work: () => Promise<void>, options?: { delayMs?: number }): void;
  /**
   * Delivers these outbox messages now and says how many left, how many the SMTP server refused and
   * how many wait (for an answer that reports them, such as notify-technicians). Without SMTP they
   * all wait in the outbox, where an administrator can open them: none is said to have left.
   */
  deliverNow(
    db: Database,
    ids: readonly number[],
  ): Promise<{ sent: number; failed: number; waiting: number }>;
  /** Resolves once no work or delivery is running or due (for tests and shutdown). */
  idle(): Promise<void>;
  /** Lets the running work and delivery end (waiting at most `graceMs`), then stops delivering. */
  close(options?: { graceMs?: number }): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; log?: MailerLog }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  /** The delivery running now, if any; at most one in this process, so a message is never sent twice. */
  let running: Promise<void> | null = null;
  /** Another round is due once the running one ends (messages queued while it ran). */
  let again: Database | null = null;
  let closing = false;
  /** Work of afterAnswer still running. */
  const pending = new Set<Promise<void>>();

  /**
   * Claims messages (stored → sending) so that no other delivery, in this process or another,
   * sends them too; `ids` claims those messages only, else the oldest waiting ones.
   */
  async function claim(db: Database, ids?: readonly number[]): Promise<Message[]> {
    // What no longer applies is dropped first, with its reason: never sent late (decision 019).
    await dropObsoleteMail(db, ids ? { ids } : {});
    const chosen = ids
      ? sql`id = any(${idList(ids)}::int[])`
      : sql`id in (select id from email_outbox where status = 'stored' order by id limit 20 for update skip locked)`;
    const claimed = await db
      .update(emailOutbox)
      .set({ status: "sending" })
      .where(sql`${chosen} and status = 'stored'`)
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** Sends one claimed message and records how it went; true when the SMTP server accepted it. */
  async function send(db: Database, message: Message): Promise<boolean> {
    let error: unknown = null;
    try {
      const attachments = await db
        .select()
        .from(emailAttachments)
        .where(eq(emailAttachments.emailId, message.id))
        .orderBy(emailAttachments.id);
      await transport!.sendMail({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        attachments: attachments.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    } catch (e) {
      error = e;
    }
    await db
      .update(emailOutbox)
      .set(
        error
          ? { status: "failed", error: String(error).slice(0, 2000) }
          : { status: "sent", sentAt: new Date(), error: null },
      )
      .where(eq(emailOutbox.id, message.id));
    return error === null;
  }

  async function deliverWaiting(db: Database): Promise<void> {
    if (!transport) return;
    while (!closing) {
      const waiting = await claim(db);
      if (waiting.length === 0) return;
      for (const [index, message] of waiting.entries()) {
        if (closing) {
          // Claimed but not sent: back in the queue for the next start.
          await db
            .update(emailOutbox)
            .set({ status: "stored" })
            .where(sql`id = any(${idList(waiting.slice(index).map((m) => m.id))}::int[])`);
          return;
        }
        await send(db, message);
      }
    }
  }

  function start(db: Database): void {
    running = deliverWaiting(db)
      .catch((err: unknown) => {
        if (!closing) options.log?.error({ err }, "e-mail delivery stopped");
      })
      .finally(() => {
        running = null;
        const next = again;
        again = null;
        if (next && !closing) start(next);
      });
  }

  function deliverSoon(db: Database): void {
    if (!transport || closing) return;
    if (running) again = db;
    else start(db);
  }

  async function idle(): Promise<void> {
    while (pending.size > 0 || running) {
      await Promise.all(pending);
      if (running) await running;
    }
  }

  return {
    delivers: transport !== null,
    from: options.from,
    server: serverOf(options.smtpUrl),
    deliverSoon,
    afterAnswer(db, work, { delayMs = 0 } = {}) {
      if (closing) return;
      // Started once the answer has been written: with the embedded database, queries run on this
      // thread and would otherwise hold the answer back (or, with `delayMs`, the request after it).
      const task = new Promise<void>((started) =>
        delayMs > 0 ? setTimeout(started, delayMs) : setImmediate(started),
      )
        .then(work)
        .then(() => deliverSoon(db))
        .catch((err: unknown) => {
          if (!closing) options.log?.error({ err }, "background e-mail work failed");
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async deliverNow(db, ids) {
      if (ids.length === 0) return { sent: 0, failed: 0, waiting: 0 };
      if (!transport) return { sent: 0, failed: 0, waiting: ids.length };
      const claimed = await claim(db, ids);
      let sent = 0;
      for (const message of claimed) if (await send(db, message)) sent++;
      // A message another delivery had already claimed is on its way: not a failure.
      return { sent: sent + (ids.length - claimed.length), failed: claimed.length - sent, waiting: 0 };
    },
    idle,
    async close({ graceMs = 10_000 } = {}) {
      // The running work and delivery hold the messages of the last requests: let them end, within
      // the grace.
      if (running || pending.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          idle(),
          new Promise<void>((done) => {
            timer = setTimeout(done, graceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      // Past the grace, a delivery still running stops before its next message; those left stay
      // stored and leave at the next start.
      closing = true;
      transport?.close();
    },
  };
}

/** "smtp.example.fr:587" of an SMTP URL, without its user and password. */
function serverOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}
