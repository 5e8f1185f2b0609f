import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Logger, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { openEmbedded, templateFor } from "./embedded";
import { guardPoolClients } from "./pool-guard";
import { sqlRows } from "./rows";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the whole server uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The embedded database only: settles if its instance aborts, after which the process must end. */
  lost?: Promise<Error>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

const drizzleOptions = { schema, casing: "snake_case" as const };

/**
 * PGlite in a folder (created if missing), in memory without one, or loaded from a dump. A folder
 * is locked for as long as it is open: another process (or a second open here) is refused with
 * DataDirLockedError (decision 011).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; logger?: Logger } = {},
): Promise<DatabaseHandle> {
  const { client, close, lost } = await openEmbedded(options);
  const db = drizzlePglite({ client, ...drizzleOptions, logger: options.logger }) as unknown as Database;
  return { db, kind: "pglite", close, lost };
}

/**
 * How long a statement waits for a connection (a new one to the server, or a free one of the pool)
 * before it fails: a request then answers a French 503 instead of hanging (a server that does not
 * answer, a pool held by a stuck call).
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/** `logger` sees every statement the server sends (tests count them). */
export async function openPostgres(
  url: string,
  options: { max?: number; logger?: Logger; connectTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (restart, administrator, dropped database: 57P01) is
  // simply discarded by the pool; without this listener it would stop the whole process.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error(`Connexion PostgreSQL inactive perdue : ${error.message}`);
  });
  // Connections lost under running requests must neither stop the process nor leak from the pool.
  guardPoolClients(pool);
  // Fail now, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({
    client: pool,
    ...drizzleOptions,
    logger: options.logger,
  }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

/**
 * DATABASE_URL set: that PostgreSQL server; otherwise the embedded PGlite in dataDir, started from
 * the built template (`pgliteTemplate`) when the folder is new.
 */
export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  pgliteTemplate?: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({
    dataDir: config.dataDir,
    loadDataDir: templateFor(config.dataDir, config.pgliteTemplate),
  });
}

/**
 * The attributes that put the PostgreSQL connection's role above row-level security (SUPERUSER,
 * BYPASSRLS), or null when it has none. Tenant work switches to calibra_app either way; everything
 * else (sign-in, company setup) runs as this role. Always null on PGlite: one local user.
 */
export async function privilegedRole(
  handle: DatabaseHandle,
): Promise<{ role: string; privileges: string[] } | null> {
  if (handle.kind !== "postgres") return null;
  const [row] = await sqlRows(
    handle.db,
    z.object({ role: z.string(), superuser: z.boolean(), bypassrls: z.boolean() }),
    sql`select rolname as role, rolsuper as superuser, rolbypassrls as bypassrls
        from pg_roles where rolname = current_user`,
  );
  if (!row) return null;
  const privileges = [...(row.superuser ? ["SUPERUSER"] : []), ...(row.bypassrls ? ["BYPASSRLS"] : [])];
  return privileges.length > 0 ? { role: row.role, privileges } : null;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Both migrators run the same SQL files; only the driver differs.
  if (handle.kind === "pglite") await migratePglite(handle.db as never, config);
  else await migrateNodePg(handle.db as never, config);
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

const journal: Journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8"));

/** Tag of the last migration applied to this database (e.g. "0000_init"), or null before any. */
export async function appliedMigration(db: Database): Promise<string | null> {
  const [row] = await sqlRows(
    db,
    z.object({ count: z.coerce.number() }),
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const count = row?.count ?? 0;
  return count === 0 ? null : (journal.entries[count - 1]?.tag ?? null);
}

export function latestMigration(): string {
  return journal.entries.at(-1)?.tag ?? "";
}
