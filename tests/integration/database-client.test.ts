import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres } from "../../src/server/db/client";
import { isConnectionError } from "../../src/server/http/plugins/errors";
import { createEmptyDatabase } from "../support/database";
import { ENGINE, TEST_DATABASE_URL } from "../support/engines";

describe(`Client de base de données (${ENGINE})`, () => {
  if (ENGINE === "postgres") {
    it("survit à la fermeture de ses connexions inactives par le serveur (redémarrage, administrateur)", async () => {
      const database = await createEmptyDatabase();
      const handle = await openPostgres(database.url!, { max: 2 });
      try {
        await handle.db.execute(sql`select 1`);
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        const { rows } = await admin.query<{ terminated: boolean }>(
          "select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1",
          [new URL(database.url!).pathname.slice(1)],
        );
        await admin.end();
        // The idle connection learns it was closed: the pool drops it instead of stopping the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const after = await handle.db.execute(sql`select 2 as answer`);
        expect((after as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(2);
        expect(rows.length).toBeGreaterThanOrEqual(1);
        expect(rows.every((r) => r.terminated)).toBe(true);
      } finally {
        await handle.close();
        await database.close();
      }
    });

    it("n'attend pas une connexion plus que le délai : l'erreur est une indisponibilité (503), puis tout repart", async () => {
      const database = await createEmptyDatabase();
      const handle = await openPostgres(database.url!, { max: 1, connectTimeoutMs: 300 });
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      let held: pg.PoolClient | null = await pool.connect();
      try {
        const started = Date.now();
        const refused = await handle.db.execute(sql`select 1`).then(
          () => null,
          (error: unknown) => error,
        );
        const waited = Date.now() - started;
        expect(refused).not.toBeNull();
        // The pool's own time limit (not a refused or broken connection), under drizzle's query error.
        expect((refused as Error).cause).toMatchObject({
          message: "timeout exceeded when trying to connect",
        });
        expect(isConnectionError(refused)).toBe(true);
        expect(waited).toBeGreaterThanOrEqual(250);
        expect(waited).toBeLessThan(5_000);
        held.release();
        held = null;
        const after = await handle.db.execute(sql`select 3 as answer`);
        expect((after as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(3);
      } finally {
        held?.release();
        await handle.close();
        await database.close();
      }
    });
  } else {
    it("ouvre la base embarquée et répond", async () => {
      const database = await createEmptyDatabase();
      try {
        const result = await database.db.execute(sql`select 2 as answer`);
        expect((result as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(2);
      } finally {
        await database.close();
      }
    });
  }
});
