import { and, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { frenchDay } from "../../../shared/months";
import { holdsRole } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { rowId, sqlRows } from "../../db/rows";
import { instruments, users } from "../../db/schema";
import { type Actor, everyCompany, ofTenant, type TenantScope, withTenant } from "../../db/tenant";
import { type AuditScope, idRanges, recordBulkAudit } from "../audit/record-audit";
import { warningDaysOf } from "../instruments/instrument-view";
import type { Mailer, MailerLog } from "../mail/mailer";
import { queueMails } from "../mail/outbox";
import { dueRemindersMail } from "../mail/reminder-mails";
import { companyNameOf, companyToday } from "../tenancy/company-view";

/**
 * The PostgreSQL advisory lock of the reminder run: one runner at a time across every server
 * process sharing the database (DESIGN.md §8). A fixed key of Calibra's own.
 */
export const DUE_REMINDERS_LOCK_KEY = "7214033001";

/** Who the trail names for the reminders: Calibra itself, no member. */
const SYSTEM_NAME = "Calibra (rappels automatiques)";

/** One company's reminders of a run. */
export interface CompanyReminders {
  companyId: number;
  instruments: number;
  recipients: number;
}

export interface DueRemindersRun {
  /** False when another run held the lock (in this process or another): this one did nothing. */
  ran: boolean;
  /** The companies whose fleet managers were written to. */
  companies: CompanyReminders[];
  /** Companies whose reminders failed (logged; retried at the next run, nothing having been recorded). */
  failed: number;
}

/** Runs in progress in this process, by database: the embedded database serves one process only. */
const running = new WeakSet<Database>();

/**
 * The daily reminders (issue 14 §5): for every company, the instruments whose next due date enters
 * the warning window (today ≤ due ≤ today + window), and overdue ones never reminded for that due
 * date, are recorded in `due_reminders` (`on conflict do nothing`: each instrument and due date is
 * reminded once, whatever the number of runs or processes), and one French e-mail per fleet manager
 * lists those newly recorded. Each company runs in its own tenant transaction, audited by one row.
 * One run at a time: an advisory lock on PostgreSQL, this process's own guard on PGlite.
 */
export async function sendDueReminders(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  log?: MailerLog;
}): Promise<DueRemindersRun> {
  const { db } = options;
  const skipped: DueRemindersRun = { ran: false, companies: [], failed: 0 };
  if (running.has(db)) return skipped;
  running.add(db);
  try {
    return (await whileLocked(db, () => remindEveryCompany(options))) ?? skipped;
  } finally {
    running.delete(db);
  }
}

/** The pool behind a PostgreSQL database; null for the embedded one. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Runs `work` holding the advisory lock on one connection of the pool, or answers null at once when
 * another connection holds it. The lock is the session's: it ends with the run, or with the
 * connection should the process die.
 */
async function whileLocked<T>(db: Database, work: () => Promise<T>): Promise<T | null> {
  const pool = poolOf(db);
  if (!pool) return work();
  const connection = await pool.connect();
  /** A failure of the connection itself: it is then closed rather than given back, which ends its lock. */
  let broken: Error | undefined;
  const onConnection = async <R>(query: Promise<R>): Promise<R> => {
    try {
      return await query;
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  };
  try {
    const { rows } = await onConnection(
      connection.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [
        DUE_REMINDERS_LOCK_KEY,
      ]),
    );
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await onConnection(
        connection.query("select pg_advisory_unlock($1::bigint)", [DUE_REMINDERS_LOCK_KEY]),
      ).catch(() => undefined);
    }
  } finally {
    connection.release(broken);
  }
}

async function remindEveryCompany(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  log?: MailerLog;
}): Promise<DueRemindersRun> {
  const { db } = options;
  const now = options.now ?? new Date();
  // The owner lists every company, in a transaction that asks for it (policy reminder_scheduler).
  const list = await everyCompany(db);
  const run: DueRemindersRun = { ran: true, companies: [], failed: 0 };
  const actor: Actor = { userId: "", roles: [], name: SYSTEM_NAME, ipAddress: null, userAgent: null };
  for (const companyId of list) {
    try {
      const sent = await withTenant(db, { companyId, actor }, (scope) =>
        remindCompany(scope, { now, publicUrl: options.publicUrl }),
      );
      if (sent) run.companies.push(sent);
    } catch (err) {
      run.failed++;
      options.log?.error({ err }, `due-date reminders failed for company ${companyId}`);
    }
  }
  if (run.companies.length > 0) options.mailer.deliverSoon(db);
  return run;
}

const remindedRow = z.object({ instrument_id: rowId, due_date: z.string() });

/** One company's reminders, in its tenant transaction; null when there was nothing new or nobody to tell. */
async function remindCompany(
  scope: TenantScope,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<CompanyReminders | null> {
  const today = await companyToday(scope, now);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const recipients = await recipientsOf(scope);
  // Nobody to tell: nothing is recorded, so the reminder leaves once someone can receive it.
  if (recipients.people.length === 0) return null;
  const reminded = await sqlRows(
    scope.db,
    remindedRow,
    sql`insert into due_reminders (company_id, instrument_id, due_date)
        select company_id, id, next_due_date from instruments
         where company_id = ${scope.companyId} and next_due_date <= ${today}::date + ${warningDays}::int
        on conflict do nothing
        returning instrument_id, due_date::text as due_date`,
  );
  if (reminded.length === 0) return null;
  const dueDateOf = new Map(reminded.map((r) => [r.instrument_id, r.due_date]));
  const found = await scope.db
    .select({
      id: instruments.id,
      name: instruments.name,
      reference: instruments.reference,
      location: instruments.location,
    })
    .from(instruments)
    .where(and(ofTenant(instruments, scope), inArray(instruments.id, [...dueDateOf.keys()])));
  const items = found
    .map((instrument) => ({ ...instrument, dueDate: dueDateOf.get(instrument.id)! }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name, "fr") || a.id - b.id);
  const companyName = await companyNameOf(scope);
  const listed = items.map((item) => ({
    name: item.name,
    reference: item.reference,
    dueDate: frenchDay(item.dueDate),
    overdue: item.dueDate < today,
    location: item.location,
    url: `${publicUrl}/instruments/${item.id}`,
  }));
  const mails = recipients.people.map((person) => ({
    ...dueRemindersMail({
      to: person.email,
      firstName: person.firstName,
      companyName,
      warningDays,
      instruments: listed,
      planningUrl: `${publicUrl}/planning`,
      asAdministrator: recipients.asAdministrators,
    }),
    about: { purpose: "reminder" as const, userId: person.id },
  }));
  await queueMails(scope.db, mails, scope.companyId);
  const system: AuditScope = {
    db: scope.db,
    companyId: scope.companyId,
    actor: { userId: null, name: SYSTEM_NAME, ipAddress: null, userAgent: null },
  };
  const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;
  await recordBulkAudit(system, {
    action: "planning.due_reminders_sent",
    tableName: "due_reminders",
    recordId: today,
    description: `Rappel d'échéance d'étalonnage envoyé à ${plural(mails.length, "destinataire")} pour ${plural(items.length, "instrument")}`,
    newValues: {
      warningDays,
      instruments: items.map(({ id, name, reference, dueDate }) => ({ id, name, reference, dueDate })),
      recipients: recipients.people.map(({ id, email }) => ({ userId: id, email })),
    },
    // A whole Parc falling due at once: the row keeps the counts and the ids.
    rows: items.length + recipients.people.length,
    summary: {
      warningDays,
      instruments: items.length,
      recipients: recipients.people.length,
      instrumentIds: idRanges(items.map((i) => i.id)),
    },
  });
  return { companyId: scope.companyId, instruments: items.length, recipients: mails.length };
}

/**
 * Who receives the reminders: the company's active fleet managers (equipment_manager under any of
 * its names); its active administrators when it has none.
 */
async function recipientsOf(scope: TenantScope) {
  const members = await scope.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, roles: users.roles })
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.status, "active")))
    .orderBy(users.email);
  const managers = members.filter((m) => holdsRole(m.roles, "equipment_manager"));
  if (managers.length > 0) return { people: managers, asAdministrators: false };
  return { people: members.filter((m) => holdsRole(m.roles, "admin")), asAdministrators: true };
}
