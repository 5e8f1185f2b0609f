import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { appliedMigration, latestMigration, migrateDatabase, openDatabase } from "../../src/server/db/client";
import { sqlRows } from "../../src/server/db/rows";

/**
 * A new embedded folder starts from the migrated template built by `npm run build:template`
 * (decision 030) instead of running initdb and every migration; a folder that holds a database
 * is never touched by it.
 */
describe("Base embarquée : un premier démarrage part du modèle construit", () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), "calibra-first-start-"));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const names = z.object({ name: z.string() });

  it("un dossier neuf reçoit le modèle, déjà migré, puis garde ce qu'on y écrit", async () => {
    const dataDir = newFolder();
    const template = inject("pgliteTemplate");
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    // Migrated before any migration of this start has run: the folder is the template's.
    expect(await appliedMigration(first.db)).toBe(latestMigration());
    await migrateDatabase(first);
    await first.db.execute(sql`insert into companies (name) values ('Métrologie Alpha')`);
    await first.close();

    const again = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      const rows = await sqlRows(again.db, names, sql`select name from companies`);
      expect(rows).toEqual([{ name: "Métrologie Alpha" }]);
    } finally {
      await again.close();
    }
  });

  it("sans modèle construit, un dossier neuf est créé et migré comme avant", async () => {
    const dataDir = newFolder();
    const handle = await openDatabase({ dataDir, pgliteTemplate: join(dataDir, "absent.tar") });
    try {
      const table = z.object({ found: z.string().nullable() });
      const companiesTable = sql`select to_regclass('companies')::text as found`;
      expect(await sqlRows(handle.db, table, companiesTable)).toEqual([{ found: null }]);
      await migrateDatabase(handle);
      expect(await appliedMigration(handle.db)).toBe(latestMigration());
    } finally {
      await handle.close();
    }
  });
});
