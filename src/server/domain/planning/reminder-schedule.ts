import type { Database } from "../../db/client";
import { type PeriodicJob, periodicJob } from "../jobs/periodic-job";
import type { Mailer, MailerLog } from "../mail/mailer";
import { sendDueReminders } from "./due-reminders";

/** The first run, shortly after the server is ready; then one run an hour. */
export const FIRST_REMINDER_RUN_MS = 15_000;
export const REMINDER_RUN_INTERVAL_MS = 60 * 60 * 1000;

export type ReminderSchedule = PeriodicJob;

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
  return periodicJob({
    work: () => sendDueReminders({ ...options, now: new Date() }),
    firstRunMs: options.firstRunMs ?? FIRST_REMINDER_RUN_MS,
    intervalMs: options.intervalMs ?? REMINDER_RUN_INTERVAL_MS,
    onError: (err) => options.log.error({ err }, "due-date reminders failed"),
  });
}
