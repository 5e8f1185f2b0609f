import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as t from "../../src/server/db/schema";
import { type Actor, TENANT_ROLE, withTenant } from "../../src/server/db/tenant";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { fillEveryTenantTable, GLOBAL_TABLES } from "../support/fixtures";
import { actorOf, createCompany, signedInUser } from "../support/people";

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** DESIGN.md §4: row-level security on every tenant table, enforced by the database itself. */
describe(`Isolation des entreprises par la base de données (${ENGINE})`, () => {
  let database: TestDatabase;
  let db: Database;
  let tenantTables: string[];
  let alpha: { companyId: number; actor: Actor };
  let beta: { companyId: number; actor: Actor };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    tenantTables = (
      await rows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.columns
             where table_schema = 'public' and column_name = 'company_id' and is_nullable = 'NO'`,
      )
    ).map((r) => r.table_name);
    for (const name of ["A", "B"]) {
      const company = await createCompany(db, `Entreprise ${name}`);
      const person = await signedInUser(db, { companyId: company.id, roles: ["admin"] });
      await fillEveryTenantTable(db, company.id, person.user.id);
      const who = { companyId: company.id, actor: actorOf(person.user) };
      if (name === "A") alpha = who;
      else beta = who;
    }
  });
  afterAll(() => database?.close());

  it("connaît toutes les tables d'entreprise (company_id non nul)", () => {
    expect(tenantTables.length).toBeGreaterThanOrEqual(16);
    for (const global of GLOBAL_TABLES) expect(tenantTables).not.toContain(global);
  });

  it("active et force la sécurité au niveau des lignes sur chaque table d'entreprise", async () => {
    const flags = await rows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      db,
      sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
           where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    const byName = new Map(flags.map((f) => [f.relname, f]));
    for (const table of [...tenantTables, "companies"]) {
      expect(byName.get(table), table).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
    }
    const policies = await rows<{ tablename: string }>(
      db,
      sql`select tablename from pg_policies where schemaname = 'public'`,
    );
    for (const table of tenantTables)
      expect(
        policies.map((p) => p.tablename),
        table,
      ).toContain(table);
  });

  it("fait travailler l'application sous un rôle qui ne possède rien et ne peut rien contourner", async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${TENANT_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await rows(
      db,
      sql`select c.relname from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${TENANT_ROLE}`,
    );
    expect(owned).toEqual([]);
    const [who] = await withTenant(db, alpha, ({ db: tx }) =>
      rows<{ current_user: string }>(tx, sql`select current_user`),
    );
    expect(who?.current_user).toBe(TENANT_ROLE);
  });

  it("ne montre aucune ligne d'entreprise à une requête brute sans entreprise choisie", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      for (const table of tenantTables) {
        const [count] = await rows<{ n: number }>(
          tx as never,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        expect(count?.n, table).toBe(0);
      }
    });
  });

  it("ne montre à une entreprise que ses propres lignes, table par table", async () => {
    for (const tenant of [alpha, beta]) {
      await withTenant(db, tenant, async ({ db: tx }) => {
        for (const table of tenantTables) {
          const found = await rows<{ company_id: number }>(
            tx,
            sql`select company_id from ${sql.identifier(table)}`,
          );
          expect(found.length, table).toBeGreaterThan(0);
          expect(new Set(found.map((r) => r.company_id)), table).toEqual(new Set([tenant.companyId]));
        }
        const companies = await tx.select().from(t.companies);
        expect(companies.map((c) => c.id)).toEqual([tenant.companyId]);
      });
    }
  });

  it("refuse d'écrire une ligne au nom d'une autre entreprise", async () => {
    const attempt = withTenant(db, alpha, ({ db: tx }) =>
      tx.insert(t.campaigns).values({ companyId: beta.companyId, name: "Intrusion" }),
    );
    // 42501: the row-level security policy refuses it (not a missing grant or another error).
    const error = await attempt.then(
      () => null,
      (e: { cause?: { code?: string; message?: string } }) => e.cause,
    );
    expect(error?.code).toBe("42501");
    expect(error?.message).toMatch(/row-level security/);
    // The same insert for its own company is allowed: the refusal is about the company alone.
    await withTenant(db, alpha, ({ db: tx }) =>
      tx.insert(t.campaigns).values({ companyId: alpha.companyId, name: "Légitime" }),
    );
    const updated = await withTenant(db, alpha, ({ db: tx }) =>
      tx.update(t.campaigns).set({ name: "Renommée" }).where(sql`company_id = ${beta.companyId}`).returning(),
    );
    expect(updated).toEqual([]);
  });

  it("garde chaque entreprise chez elle sous des requêtes concurrentes", async () => {
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const tenant = i % 2 === 0 ? alpha : beta;
        return withTenant(db, tenant, async ({ db: tx }) => {
          const campaigns = await tx.select({ companyId: t.campaigns.companyId }).from(t.campaigns);
          await new Promise((r) => setTimeout(r, Math.random() * 5));
          const settings = await tx.select({ companyId: t.settings.companyId }).from(t.settings);
          return { tenant, ids: [...campaigns, ...settings].map((r) => r.companyId) };
        });
      }),
    );
    for (const { tenant, ids } of seen) {
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids)).toEqual(new Set([tenant.companyId]));
    }
  });
});
