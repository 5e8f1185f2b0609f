import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, MIGRATIONS_FOLDER } from "../../src/server/db/client";
import { sqlRows } from "../../src/server/db/rows";
import { verifyAuditTrail } from "../../src/server/domain/audit/verify-audit-trail";
import { migrationsBefore } from "../support/migrations";

/**
 * A database that already has a trail when it is upgraded: migration 0008 chains the rows written
 * before it, company by company, and the rows written after it chain on.
 */
describe("Piste d'audit : la mise à jour d'une base existante chaîne les lignes déjà écrites", () => {
  // The migrations as they stood before the audit trail was chained.
  const before = migrationsBefore(8);
  afterAll(() => before.remove());

  it("chaîne les lignes d'avant la migration 0008, puis celles d'après", async () => {
    const client = new PGlite();
    // The driver of the embedded engine, as the server opens it (db/client.ts).
    const db = drizzle(client) as unknown as Database;
    try {
      await migrate(drizzle(client), { migrationsFolder: before.folder });
      await db.execute(sql`insert into companies (name) values ('Alpha'), ('Bêta')`);
      for (let i = 0; i < 5; i++)
        await db.execute(sql`
          insert into audit_logs (company_id, action, description, details)
          values (${1 + (i % 2)}, 'campaign.created', ${`Campagne ${i} créée`}, ${JSON.stringify({ i })}::jsonb)`);

      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await sqlRows(
        db,
        z.object({ company_id: z.number(), seq: z.coerce.number(), description: z.string() }),
        sql`select company_id, seq, description from audit_logs order by company_id, seq`,
      );
      expect(rows.map((r) => [r.company_id, r.seq, r.description])).toEqual([
        [1, 1, "Campagne 0 créée"],
        [1, 2, "Campagne 2 créée"],
        [1, 3, "Campagne 4 créée"],
        [2, 1, "Campagne 1 créée"],
        [2, 2, "Campagne 3 créée"],
      ]);
      for (const companyId of [1, 2])
        expect(await verifyAuditTrail(db, { companyId })).toMatchObject({ valid: true });

      await db.execute(
        sql`insert into audit_logs (company_id, action, description) values (1, 'campaign.closed', 'Campagne clôturée')`,
      );
      expect(await verifyAuditTrail(db, { companyId: 1 })).toMatchObject({
        valid: true,
        checked: 4,
        head: { seq: 4 },
      });
    } finally {
      await client.close();
    }
  });
});
