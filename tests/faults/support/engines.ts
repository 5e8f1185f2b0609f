import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onPostgres } from "../../support/processes";

export { onPostgres };

/** The PostgreSQL server of the faults: TEST_DATABASE_URL's, else the local one. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export const FAULT_ENGINES = ["pglite", "postgres"] as const;
export type FaultEngine = (typeof FAULT_ENGINES)[number];

export interface EngineHome {
  engine: FaultEngine;
  /** What the server is started with: DATA_DIR (embedded) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  /** PostgreSQL only: the database's own URL, for direct checks and admin commands. */
  databaseUrl?: string;
  /** Removes the folder or drops the database. */
  remove: () => Promise<void>;
}

/** An empty home for one engine: a fresh data folder, or a fresh database that Calibra migrates. */
export async function emptyHome(engine: FaultEngine, name: string): Promise<EngineHome> {
  if (engine === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), `calibra-${name}-`));
    return {
      engine,
      env: { DATA_DIR: dir },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = `calibra_${name}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  await onPostgres(POSTGRES_URL, async (admin) => {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
  });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
    remove: () =>
      onPostgres(POSTGRES_URL, (admin) =>
        admin.query(`drop database if exists "${database}" with (force)`),
      ).then(() => undefined),
  };
}
