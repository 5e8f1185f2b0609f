import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseHandle } from "./client";
import { sqlRows } from "./rows";

/**
 * Planner statistics kept fresh (decision 017). Without them PostgreSQL guesses that a company's
 * rows of any table are one row, and joins thousands of rows as if each side held one: the first
 * campaign of a new company then crawled. PostgreSQL's autovacuum analyses a table a minute or so
 * after it changed; the embedded PGlite never does. So Calibra analyses, as the tables' owner and
 * one table per statement, every table whose statistics are missing or out of date:
 * - at start, once the migrations have run;
 * - soon after a bulk write has committed (import, bulk rating, calculation, application);
 * - on PGlite, every ten minutes.
 * A table is out of date, as PostgreSQL's autovacuum judges it, when it has rows and was never
 * analysed, or when more than 50 rows and a tenth of it changed since its last analysis; also when
 * the last analysis saw no row of a table that has pages (it ran while they were being written:
 * the planner would take it for empty), or when its size on disk grew by more than a tenth. The
 * change counters are written a second or more after the changes (ten at most on PostgreSQL), so a
 * bulk write's analysis waits a little for them (STATISTICS_SETTLE_MS); size and emptiness do not.
 */
export interface PlannerStatistics {
  /** Analyses the stale tables soon, in the background; a call during a run asks for one more. */
  soon(): void;
  /** Analyses the stale tables now; resolves with their names once done. */
  refresh(): Promise<string[]>;
  /** The first refresh shortly after start, then the schedule (PGlite); timers never keep the process alive. */
  start(): void;
  stop(): Promise<void>;
}

export const FIRST_STATISTICS_RUN_MS = 1_000;
export const STATISTICS_INTERVAL_MS = 10 * 60 * 1000;
/** After a bulk write, the wait before its tables are analysed: its change counters are flushed by then. */
export const STATISTICS_SETTLE_MS = 1_500;
/** Growth (share of the pages last analysed, plus a few pages) after which a table is analysed again. */
const GROWTH_FACTOR = 1.1;
const GROWTH_SLACK_PAGES = 2;

const tableState = z.object({
  name: z.string(),
  /** Its size on disk now, in pages. */
  pages: z.coerce.number(),
  /** Pages and rows when it was last analysed (rows −1: never). */
  analysed_pages: z.coerce.number(),
  analysed_rows: z.coerce.number(),
  /** Rows inserted, updated or deleted since, as the change counters know them so far. */
  changed_rows: z.coerce.number(),
  analysed: z.boolean(),
});
export type TableState = z.output<typeof tableState>;

/** Autovacuum's defaults: 50 rows and a tenth of the table. */
const CHANGED_ROWS = 50;
const CHANGED_SHARE = 0.1;

/** Whether the planner's statistics of a table are missing or out of date (the rules above). */
export function isStale(t: TableState): boolean {
  if (t.pages === 0) return false;
  return (
    !t.analysed ||
    t.analysed_rows <= 0 ||
    t.changed_rows > CHANGED_ROWS + CHANGED_SHARE * t.analysed_rows ||
    t.pages > t.analysed_pages * GROWTH_FACTOR + GROWTH_SLACK_PAGES
  );
}

/** The application's tables whose statistics are missing or out of date. */
export async function staleTables(db: Database): Promise<string[]> {
  const tables = await sqlRows(
    db,
    tableState,
    sql`
    select c.relname as name,
           pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
           greatest(c.relpages, 0) as analysed_pages,
           c.reltuples as analysed_rows,
           coalesce(s.n_mod_since_analyze, 0) as changed_rows,
           coalesce(s.last_analyze, s.last_autoanalyze) is not null as analysed
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
     where n.nspname = 'public' and c.relkind = 'r'
     order by c.relname`,
  );
  return tables.filter(isStale).map((t) => t.name);
}

/**
 * The sample PGlite analyses a table from: 20 × 300 = 6,000 rows rather than PostgreSQL's default
 * 30,000. Its analysis holds the server's one thread (a table of 120,000 ratings: 250 ms at the
 * default, 55 ms so); the counts the plans need (a company's share, a campaign's) come out the same.
 */
export const PGLITE_STATISTICS_TARGET = 20;

/**
 * Analyses each stale table, one transaction each (on PGlite, other requests pass in between),
 * from a smaller sample when `statisticsTarget` is given.
 */
export async function refreshStatistics(
  db: Database,
  { statisticsTarget }: { statisticsTarget?: number } = {},
): Promise<string[]> {
  const stale = await staleTables(db);
  for (const table of stale) {
    await db.transaction(async (tx) => {
      if (statisticsTarget !== undefined)
        await tx.execute(sql.raw(`set local default_statistics_target = ${Math.trunc(statisticsTarget)}`));
      // The name comes from pg_class, not from a request; quoted all the same.
      await tx.execute(sql.raw(`analyze "${table.replaceAll('"', '""')}"`));
    });
  }
  return stale;
}

export function keepPlannerStatistics(options: {
  handle: DatabaseHandle;
  log: { error(details: object, message: string): void };
  /** False: a keeper that never analyses (tests of statements planned without statistics). */
  enabled?: boolean;
  firstRunMs?: number;
  intervalMs?: number;
  settleMs?: number;
}): PlannerStatistics {
  const { handle, log } = options;
  let current: Promise<string[]> | null = null;
  let again = false;
  let stopped = options.enabled === false;
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;

  const run = (): Promise<string[]> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      const analysed: string[] = [];
      do {
        again = false;
        if (stopped) break;
        try {
          const statisticsTarget = handle.kind === "pglite" ? PGLITE_STATISTICS_TARGET : undefined;
          analysed.push(...(await refreshStatistics(handle.db, { statisticsTarget })));
        } catch (err) {
          if (!stopped) log.error({ err }, "planner statistics refresh failed");
        }
      } while (again);
      return analysed;
    })().finally(() => {
      current = null;
    });
    return current;
  };

  return {
    soon() {
      if (stopped) return;
      // Once the write's change counters are flushed; the request that wrote does not wait for it.
      clearTimeout(settling);
      settling = setTimeout(() => {
        settling = undefined;
        void run();
      }, options.settleMs ?? STATISTICS_SETTLE_MS);
      settling.unref();
    },
    refresh: run,
    start() {
      if (stopped || first) return;
      first = setTimeout(() => void run(), options.firstRunMs ?? FIRST_STATISTICS_RUN_MS);
      first.unref();
      // PostgreSQL's autovacuum analyses on its own schedule; PGlite has none.
      if (handle.kind === "pglite") {
        every = setInterval(() => void run(), options.intervalMs ?? STATISTICS_INTERVAL_MS);
        every.unref();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(settling);
      settling = undefined;
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
