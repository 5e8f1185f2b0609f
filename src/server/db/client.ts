import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
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
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

const drizzleOptions = { schema, casing: "snake_case" as const };

/** PGlite in a folder (created if missing), in memory without one, or loaded from a dump. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server closes (restart, administrator, dropped database: 57P01) is
  // simply discarded by the pool; without this listener it would stop the whole process.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error(`Connexion PostgreSQL inactive perdue : ${error.message}`);
  });
  // Fail now, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return { db, kind: "postgres", close: () => pool.end() };
}

/** DATABASE_URL set: that PostgreSQL server; otherwise the embedded PGlite in dataDir. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
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
