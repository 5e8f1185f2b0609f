import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { holdsRole } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";
import { users } from "../../db/schema";
import {
  type Actor,
  everyCompany,
  ofTenant,
  type TenantScope,
  withTenant,
  yieldToWaiting,
} from "../../db/tenant";
import { recordCheckpoint } from "../audit/audit-checkpoints";
import { type AuditScope, recordAudit } from "../audit/record-audit";
import { dailyCheckpointMail } from "../mail/audit-mails";
import type { Mailer, MailerLog } from "../mail/mailer";
import { queueMails } from "../mail/outbox";
import { COMPANY_NAME_FALLBACK, companyNameAndZone, companyZoneSql } from "../tenancy/company-view";
import { type PeriodicJob, periodicJob } from "./periodic-job";

/**
 * The first key of the transaction-level advisory lock that makes one company's daily checkpoint
 * one at a time, whatever the number of server processes sharing the database (the second key is
 * the company). The chain's own lock (migration 0008) is 1630811.
 */
export const DAILY_CHECKPOINT_LOCK = 1630812;

/** The first run a few minutes after the server is ready, then one run an hour. */
export const FIRST_CHECKPOINT_RUN_MS = 5 * 60 * 1000;
export const CHECKPOINT_RUN_INTERVAL_MS = 60 * 60 * 1000;

/** Who the trail names for the daily checkpoint: Calibra itself, no member. */
const SYSTEM_NAME = "Calibra (point de contrôle quotidien)";

/** One company's daily checkpoint. */
export interface CompanyCheckpoint {
  companyId: number;
  position: number;
  hash: string;
  createdAt: Date;
  /** Entries added since the previous daily checkpoint, this checkpoint's own row excluded. */
  entries: number;
  /** The administrators the digest was written to. */
  recipients: number;
}

export interface DailyCheckpointsRun {
  /** False when another run of this process was under way: this one did nothing. */
  ran: boolean;
  checkpoints: CompanyCheckpoint[];
  /** Companies whose checkpoint failed (logged; tried again at the next run, nothing recorded). */
  failed: number;
}

/** Runs in progress in this process, by database. */
const running = new WeakSet<Database>();

/**
 * The daily checkpoints of the audit trail (issue 23): for every company whose chain moved since its
 * last checkpoint (of any reason), one 'daily' checkpoint per day of the company's time zone, and its digest e-mailed
 * to the company's active administrators through the outbox. Each company runs in its own tenant
 * transaction under a transaction-level advisory lock of its own, in which the day's checkpoint is
 * looked for before one is taken: two runs, in one process or in two sharing a PostgreSQL database,
 * never take two the same day. `now` (tests) stands for the clock: the day, and the checkpoint's time.
 */
export async function recordDailyCheckpoints(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  log?: MailerLog;
}): Promise<DailyCheckpointsRun> {
  const { db } = options;
  if (running.has(db)) return { ran: false, checkpoints: [], failed: 0 };
  running.add(db);
  try {
    // The owner lists every company, in a transaction that asks for it (policy reminder_scheduler).
    const list = await everyCompany(db);
    const run: DailyCheckpointsRun = { ran: true, checkpoints: [], failed: 0 };
    const actor: Actor = { userId: "", roles: [], name: SYSTEM_NAME, ipAddress: null, userAgent: null };
    for (const companyId of list) {
      // One short transaction per company, the requests waiting meanwhile passing first (decision 017).
      await yieldToWaiting();
      try {
        const taken = await withTenant(db, { companyId, actor }, (scope) =>
          checkpointCompany(scope, { now: options.now, publicUrl: options.publicUrl }),
        );
        if (taken) run.checkpoints.push(taken);
      } catch (err) {
        run.failed++;
        options.log?.error({ err }, `daily audit checkpoint failed for company ${companyId}`);
      }
    }
    if (run.checkpoints.some((c) => c.recipients > 0)) options.mailer.deliverSoon(db);
    return run;
  } finally {
    running.delete(db);
  }
}

const chainState = z.object({
  head: z.coerce.number().nullable(),
  checkpointed: z.coerce.number().nullable(),
  taken_today: z.boolean(),
  last_daily_seq: z.coerce.number().nullable(),
  last_daily_at: z.coerce.date().nullable(),
});

/** One company's daily checkpoint, in its tenant transaction; null when none is due. */
async function checkpointCompany(
  scope: TenantScope,
  { now, publicUrl }: { now?: Date; publicUrl: string },
): Promise<CompanyCheckpoint | null> {
  const { companyId } = scope;
  // Held until the transaction ends: a second run for this company waits here, then finds the
  // checkpoint this one committed (each statement reads what was committed before it started).
  await scope.db.execute(sql`select pg_advisory_xact_lock(${DAILY_CHECKPOINT_LOCK}, ${companyId})`);
  const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const [state] = await sqlRows(
    scope.db,
    chainState,
    sql`
    select (select max(seq) from audit_logs where company_id = ${companyId}) as head,
           (select max(seq) from audit_checkpoints where company_id = ${companyId}) as checkpointed,
           exists (select 1 from audit_checkpoints
                    where company_id = ${companyId} and reason = 'daily'
                      and (created_at at time zone ${companyZoneSql()})::date = (${clock} at time zone ${companyZoneSql()})::date
                  ) as taken_today,
           d.seq as last_daily_seq, to_json(d.created_at) #>> '{}' as last_daily_at
      from (select 1) one
      left join lateral (select seq, created_at from audit_checkpoints
                          where company_id = ${companyId} and reason = 'daily'
                          order by seq desc, id desc limit 1) d on true`,
  );
  if (!state || state.taken_today || state.head === null) return null;
  // The trail did not move since its last checkpoint (a report's, or yesterday's): nothing to anchor.
  if (state.checkpointed !== null && state.head <= state.checkpointed) return null;

  const [counted] = await sqlRows(
    scope.db,
    z.object({ n: z.coerce.number() }),
    sql`select count(*)::int as n from audit_logs
         where company_id = ${companyId} and seq > ${state.last_daily_seq ?? 0}`,
  );
  const entries = counted?.n ?? 0;
  const admins = (
    await scope.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, roles: users.roles })
      .from(users)
      .where(and(ofTenant(users, { companyId }), eq(users.status, "active")))
      .orderBy(users.email)
  ).filter((member) => holdsRole(member.roles, "admin"));

  // The checkpoint is the company's own act: one audit row, written BEFORE the checkpoint is taken,
  // so that the checkpoint's head is that row — the chain's real head when the transaction commits.
  // Taken the other way round, every checkpoint would be followed by its own row: the trail would
  // seem to have moved since, and an idle company would get a checkpoint (and an e-mail) every day.
  // Once the row is written, this transaction holds the chain's lock (migration 0008): nobody can
  // append between the row and the checkpoint.
  const system: AuditScope = {
    db: scope.db,
    companyId,
    actor: { userId: null, name: SYSTEM_NAME, ipAddress: null, userAgent: null },
  };
  const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;
  const taken = `Point de contrôle quotidien de la piste d'audit pris sur cette entrée (${plural(entries, "entrée")} ${state.last_daily_seq === null ? "depuis le début de la piste" : "depuis le précédent"})`;
  await recordAudit(system, {
    action: "audit.checkpoint_recorded",
    tableName: "audit_checkpoints",
    recordId: "daily",
    description:
      admins.length > 0
        ? `${taken}, envoyé par e-mail à ${plural(admins.length, "administrateur")}`
        : `${taken} ; aucun administrateur actif à qui l'envoyer`,
    newValues: {
      reason: "daily",
      entries,
      previous:
        state.last_daily_seq === null
          ? null
          : { position: state.last_daily_seq, at: state.last_daily_at?.toISOString() ?? null },
      recipients: admins.map(({ id, email }) => ({ userId: id, email })),
    },
  });
  const checkpoint = await recordCheckpoint(scope, "daily", { at: now });
  if (!checkpoint) return null;

  const company = await companyNameAndZone(scope);
  const companyName = company.name ?? COMPANY_NAME_FALLBACK;
  const { timeZone } = company;
  const mails = admins.map((admin) => ({
    ...dailyCheckpointMail({
      to: admin.email,
      firstName: admin.firstName,
      companyName,
      companyId,
      position: checkpoint.seq,
      hash: checkpoint.hash,
      takenAt: checkpoint.createdAt,
      entries,
      since: state.last_daily_at,
      journalUrl: `${publicUrl}/audit-logs`,
      timeZone,
    }),
    // A notice: dropped if the administrator is deactivated before it leaves (decision 019).
    about: { purpose: "notice" as const, userId: admin.id },
  }));
  await queueMails(scope.db, mails, companyId);
  return {
    companyId,
    position: checkpoint.seq,
    hash: checkpoint.hash,
    createdAt: checkpoint.createdAt,
    entries,
    recipients: mails.length,
  };
}

export type CheckpointSchedule = PeriodicJob;

/**
 * The daily checkpoints in the server: a run a few minutes after start, then every hour. The first
 * run of a day of Paris takes the checkpoint of every company whose trail moved; the later ones
 * find it taken, or take it for a company whose trail moved since (at most one a day).
 */
export function scheduleDailyCheckpoints(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: MailerLog;
  firstRunMs?: number;
  intervalMs?: number;
}): CheckpointSchedule {
  return periodicJob({
    work: () => recordDailyCheckpoints({ ...options, now: undefined }),
    firstRunMs: options.firstRunMs ?? FIRST_CHECKPOINT_RUN_MS,
    intervalMs: options.intervalMs ?? CHECKPOINT_RUN_INTERVAL_MS,
    onError: (err) => options.log.error({ err }, "daily audit checkpoints failed"),
  });
}
