import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/server/db/client";

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Closes nothing: drops the PostgreSQL database, or removes the embedded folder. */
  drop(): Promise<void>;
}

/**
 * A new, empty database of the engine: PGlite in memory or in a new folder (`onDisk`), or a
 * PostgreSQL database of this name on the server of `adminUrl`, created now and dropped by `drop`.
 */
export async function benchDatabase(
  engine: string,
  { adminUrl, name, onDisk = false }: { adminUrl: string; name: string; onDisk?: boolean },
): Promise<BenchDatabase> {
  if (engine === "pglite") {
    if (!onDisk) return { handle: await openPglite(), drop: async () => undefined };
    const folder = mkdtempSync(join(tmpdir(), "calibra-bench-"));
    return {
      handle: await openPglite({ dataDir: folder }),
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
