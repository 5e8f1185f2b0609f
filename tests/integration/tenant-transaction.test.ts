import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import { withTenant } from "../../src/server/db/tenant";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { actorOf } from "../support/people";

const settings = z.object({ company: z.string().nullable(), user: z.string().nullable(), role: z.string() });
const read = sql`select current_setting('app.company_id', true) as company,
                        current_setting('app.user_id', true) as "user", current_user as role`;

/**
 * A company's transaction (db/tenant.ts, decision 030): its settings hold for the transaction only,
 * a value is quoted whatever it holds, and on PostgreSQL its BEGIN carries them in one round trip.
 */
describe(`La transaction d'une entreprise (${ENGINE})`, () => {
  let database: TestDatabase;
  const sent: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (ENGINE !== "postgres") return;
    // Every text the pool's connections send, as the server sends it.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const watched = new WeakSet<object>();
    pool.on("acquire", (client) => {
      if (watched.has(client)) return;
      watched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        sent.push(typeof first === "string" ? first : String((first as { text?: string }).text));
        return query(...args);
      };
    });
  });
  afterAll(() => database?.close());

  it("règle l'entreprise, l'utilisateur et le rôle pour la transaction seule, valeurs citées telles quelles", async () => {
    const userId = "o'brien; drop table companies; --";
    const inside = await withTenant(
      database.db,
      { companyId: 42, actor: actorOf({ id: userId }) },
      async (scope) => {
        const [row] = await sqlRows(scope.db, settings, read);
        return row;
      },
    );
    expect(inside).toMatchObject({ company: "42", user: userId, role: "calibra_app" });
    const [after] = await sqlRows(database.db, settings, read);
    expect(after?.company ?? "").toBe("");
    expect(after?.role).not.toBe("calibra_app");
    const [table] = await sqlRows(
      database.db,
      z.object({ found: z.string().nullable() }),
      sql`select to_regclass('companies')::text as found`,
    );
    expect(table?.found).toBe("companies");
  });

  // Only PostgreSQL has round trips to count: on the embedded engine the test is not declared.
  if (ENGINE === "postgres")
    it("sur PostgreSQL : BEGIN et les réglages en un seul aller-retour", async () => {
      sent.length = 0;
      await withTenant(database.db, { companyId: 7, actor: actorOf({ id: "u-1" }) }, (scope) =>
        scope.db.execute(sql`select 1`),
      );
      expect(sent).toHaveLength(3);
      expect(sent[0]).toMatch(/^begin; select set_config\('role', 'calibra_app', true\)/);
      expect(sent[0]).toContain("set_config('app.company_id', '7', true)");
      expect(sent[2]).toBe("commit");
    });
});
