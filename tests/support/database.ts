import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Logger } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client";
import { databaseUrl, ENGINE, quoteIdent, TEST_DATABASE_URL } from "./engines";

export interface TestDatabase extends DatabaseHandle {
  /** Connection URL on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
}

let pgliteTemplate: Blob | undefined;

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database on the test server, copied from `template` or empty; dropped on close. */
async function createPostgresDatabase(
  template: string | undefined,
  options: { logger?: Logger } = {},
): Promise<TestDatabase> {
  const parentPid = template?.split("_").at(-1) ?? String(process.pid);
  const name = `calibra_test_${parentPid}_${randomBytes(6).toString("hex")}`;
  await withAdmin((admin) =>
    admin.query(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ""}`),
  );
  const url = databaseUrl(name);
  const handle = await openPostgres(url, { max: 5, logger: options.logger });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    },
  };
}

/**
 * A fresh, migrated database of the engine under test, private to the caller; `logger` sees every
 * statement sent to it.
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  if (ENGINE === "postgres") return createPostgresDatabase(inject("postgresTemplate"), options);
  pgliteTemplate ??= new Blob([await readFile(inject("pgliteTemplate"))]);
  return { ...(await openPglite({ loadDataDir: pgliteTemplate, logger: options.logger })), url: undefined };
}

/** A fresh database with no migration applied: to check the migrations themselves. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  if (ENGINE === "postgres") return createPostgresDatabase(undefined);
  return { ...(await openPglite()), url: undefined };
}
