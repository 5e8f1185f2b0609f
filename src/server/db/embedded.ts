import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";

export interface EmbeddedDatabase {
  client: PGlite;
  /** Closes PGlite, then releases the folder. */
  close(): Promise<void>;
}

/**
 * The embedded PostgreSQL in a folder (created if missing), in memory without one, or loaded from a
 * dump. A folder is locked for as long as it is open: another process, or a second open in this
 * one, is refused with DataDirLockedError (decision 011).
 */
export async function openEmbedded(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<EmbeddedDatabase> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = await lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    client,
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * The template to load into `dataDir`, when that folder holds no database yet and the template was
 * built; undefined otherwise (PGlite then runs initdb, or resumes the folder's database).
 */
export function templateFor(dataDir: string, template: string | undefined): Blob | undefined {
  if (!template || existsSync(join(dataDir, "PG_VERSION")) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}
