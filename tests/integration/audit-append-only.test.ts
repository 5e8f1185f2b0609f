import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/** Runs `statement` as the application role, in the company's transaction, and gives its error. */
async function asApplication(db: Database, companyId: number, statement: ReturnType<typeof sql>) {
  return db
    .transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'calibra_app', true), set_config('app.company_id', ${String(companyId)}, true)`,
      );
      await tx.execute(statement);
    })
    .then(
      () => null,
      (error: unknown) => error as { code?: string; cause?: { code?: string }; message: string },
    );
}

const codeOf = (error: { code?: string; cause?: { code?: string } } | null) =>
  error?.cause?.code ?? error?.code;

/**
 * The trail cannot be rewritten (ISO/IEC 17025 §7.5, 21 CFR 11.10(e)): the application role may only
 * add to it, a trigger refuses any change whoever asks, and a row changed behind the trigger's back
 * (its owner disabling it) is found by the verification, at its place in the chain.
 */
describe(`Piste d'audit en ajout seul, chaînée (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    for (const team of [alpha, beta])
      for (const name of ["Campagne 1", "Campagne 2", "Campagne 3"])
        expect((await team.admin.post("/api/campaigns", { name })).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  const verify = async (team: Team) => (await team.admin.get("/api/audit/verify")).json();

  it("le rôle de l'application ne peut ni modifier, ni supprimer, ni vider une ligne", async () => {
    const db = t.database.db;
    const update = await asApplication(
      db,
      alpha.companyId,
      sql`update audit_logs set description = 'réécrit' where company_id = ${alpha.companyId}`,
    );
    const remove = await asApplication(
      db,
      alpha.companyId,
      sql`delete from audit_logs where company_id = ${alpha.companyId}`,
    );
    const truncate = await asApplication(db, alpha.companyId, sql`truncate audit_logs`);
    for (const error of [update, remove, truncate]) expect(codeOf(error)).toBe("42501");
    // It may still add to its company's trail (every request does).
    expect(
      await asApplication(
        db,
        alpha.companyId,
        sql`insert into audit_logs (company_id, action, description) values (${alpha.companyId}, 'test.insert', 'Ajout permis')`,
      ),
    ).toBeNull();
  });

  it("le propriétaire des tables non plus : le déclencheur refuse, quel que soit le rôle", async () => {
    const error = await t.database.db
      .execute(sql`update audit_logs set description = 'réécrit' where company_id = ${alpha.companyId}`)
      .then(
        () => null,
        (e: unknown) => e as { code?: string; cause?: { code?: string }; message: string },
      );
    expect(codeOf(error)).toBe("42501");
    expect(JSON.stringify(error)).toContain("calibra_audit_append_only");
    expect(await verify(alpha)).toMatchObject({ valid: true, firstBroken: null });
  });

  it("une ligne modifiée en contournant le déclencheur est trouvée par la vérification, à sa place", async () => {
    const db = t.database.db;
    await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    try {
      await db.execute(
        sql`update audit_logs set description = 'Campagne effacée des mémoires' where company_id = ${alpha.companyId} and seq = 3`,
      );
    } finally {
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    }
    const result = await verify(alpha);
    expect(result).toMatchObject({ valid: false, checked: 2, firstBroken: { seq: 3, reason: "altered" } });
    // The other company's chain is its own: untouched.
    expect(await verify(beta)).toMatchObject({ valid: true });

    if (ENGINE === "postgres") {
      // The same finding from the command line, as an operator runs it.
      const run = spawnSync("node", ["--import", "tsx", "scripts/verify-audit.ts"], {
        env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: "silent" },
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toContain(`✗ entreprise ${alpha.companyId}`);
      expect(run.stdout).toContain("position 3");
      expect(run.stdout).toContain(`✓ entreprise ${beta.companyId}`);
    }
  });

  it("une ligne supprimée en contournant le déclencheur laisse un trou dans la chaîne", async () => {
    const db = t.database.db;
    const before = await verify(beta);
    expect(before.valid).toBe(true);
    await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    try {
      await db.execute(sql`delete from audit_logs where company_id = ${beta.companyId} and seq = 2`);
    } finally {
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    }
    expect(await verify(beta)).toMatchObject({
      valid: false,
      checked: 1,
      firstBroken: { seq: 2, reason: "missing" },
    });
  });

  it("la vérification est réservée aux administrateurs", async () => {
    for (const role of ["campaign_initiator", "equipment_manager", "equipment_user", "user"] as const)
      expect((await alpha.as[role].get("/api/audit/verify")).statusCode, role).toBe(403);
  });
});
