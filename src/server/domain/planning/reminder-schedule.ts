import type { Database } from "../../db/client";
import type { Mailer, MailerLog } from "../mail/mailer";
import { sendDueReminders } from "./due-reminders";

/** The first run, shortly after the server is ready; then one run an hour. */
export const FIRST_REMINDER_RUN_MS = 15_000;
export const REMINDER_RUN_INTERVAL_MS = 60 * 60 * 1000;

export interface ReminderSchedule {
  /** Starts the timers (they never keep the process alive). */
  start(): void;
  /** Stops the timers and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/**
 * The reminders in the server: a run shortly after start, then every hour. Each run sends only what
 * no earlier run sent (due_reminders), so an instrument entering the window is reminded within the
 * hour after midnight, once; whichever process holds the lock does the work.
 */
export function scheduleDueReminders(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: MailerLog;
  firstRunMs?: number;
  intervalMs?: number;
}): ReminderSchedule {
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (stopped || current) return;
    current = sendDueReminders({ ...options, now: new Date() })
      .then(() => undefined)
      .catch((err: unknown) => options.log.error({ err }, "due-date reminders failed"))
      .finally(() => {
        current = null;
      });
  };

  return {
    start() {
      if (stopped || first) return;
      first = setTimeout(run, options.firstRunMs ?? FIRST_REMINDER_RUN_MS);
      first.unref();
      every = setInterval(run, options.intervalMs ?? REMINDER_RUN_INTERVAL_MS);
      every.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
