import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import { type AuditCheckpoint, verifyAuditTrail } from "../../src/server/domain/audit/verify-audit-trail";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/**
 * What the hash chain exists to catch (issue 23), done as someone with file access would: one row
 * changed with its own hash recomputed, the whole tail rehashed from a row on, the last rows
 * deleted. The first is named at its own row; the other two leave a chain consistent in itself,
 * which a checkpoint kept outside the database exposes.
 */
describe(`Piste d'audit : les attaques que la chaîne doit trouver (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A company with a trail of a dozen rows, and its head as a checkpoint taken now. */
  async function companyWithTrail(name: string): Promise<{ team: Team; head: AuditCheckpoint }> {
    const team = await createTeam(t, name);
    for (const campaign of ["Campagne 1", "Campagne 2", "Campagne 3", "Campagne 4"])
      expect((await team.admin.post("/api/campaigns", { name: campaign })).statusCode).toBe(201);
    const verified = await verify(team.companyId);
    expect(verified).toMatchObject({ valid: true });
    return { team, head: verified.head! };
  }

  const verify = (companyId: number, checkpoints: AuditCheckpoint[] = []) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_verification', 'on', true)`);
      return verifyAuditTrail(tx, { companyId, checkpoints });
    });

  /** Runs statements with the append-only trigger off, as the tables' owner could. */
  async function behindTheTrigger(run: () => Promise<unknown>) {
    const db = t.database.db;
    await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    try {
      await run();
    } finally {
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    }
  }

  /** Rewrites the description of row `seq` and recomputes its hash with the chain's own function. */
  const rewrite = (companyId: number, seq: number) =>
    behindTheTrigger(async () => {
      const db = t.database.db;
      await db.execute(
        sql`update audit_logs set description = 'Réécrit après coup' where company_id = ${companyId} and seq = ${seq}`,
      );
      await db.execute(
        sql`update audit_logs a set hash = calibra_audit_hash(a) where company_id = ${companyId} and seq = ${seq}`,
      );
    });

  it("chaque rapport laisse un point de contrôle de la chaîne ; la vérification de l'écran s'en sert contre une troncature", async () => {
    const { team } = await companyWithTrail("Points de contrôle");
    const campaign = (await team.admin.get("/api/campaigns")).json()[0];
    const report = await team.admin.post(`/api/campaigns/${campaign.id}/generate-report`, { format: "html" });
    expect(report.statusCode, report.body).toBe(201);
    const listed = await team.as.campaign_initiator.get("/api/audit/checkpoints");
    expect(listed.statusCode, listed.body).toBe(200);
    const [checkpoint] = listed.json();
    // The head as the report was recorded: its own audit row, with that row's hash.
    const head = (await verify(team.companyId)).head!;
    expect(checkpoint).toMatchObject({ reason: "report", position: head.seq, hash: head.hash });
    const events = (await team.admin.get("/api/audit/events?limit=1")).json().events;
    expect(events[0]).toMatchObject({ seq: checkpoint.position, action: "report.generated" });
    // Another company sees none of them; a role that does not read the journal, nothing.
    const other = await createTeam(t, "Autre entreprise");
    expect((await other.admin.get("/api/audit/checkpoints")).json()).toEqual([]);
    expect((await team.as.equipment_manager.get("/api/audit/checkpoints")).statusCode).toBe(403);

    // The last rows deleted: the screen's verification uses the stored checkpoint.
    await behindTheTrigger(() =>
      t.database.db.execute(
        sql`delete from audit_logs where company_id = ${team.companyId} and seq > ${checkpoint.position - 2}`,
      ),
    );
    expect((await team.admin.get("/api/audit/verify")).json()).toMatchObject({
      valid: false,
      firstBroken: { seq: checkpoint.position - 1, reason: "truncated" },
    });
  });

  it("une ligne réécrite avec son empreinte recalculée est nommée à sa place, pas la suivante", async () => {
    const { team } = await companyWithTrail("Réécriture d'une ligne");
    const [row] = await sqlRows(
      t.database.db,
      z.object({ id: z.number() }),
      sql`select id from audit_logs where company_id = ${team.companyId} and seq = 4`,
    );
    await rewrite(team.companyId, 4);
    expect(await verify(team.companyId)).toMatchObject({
      valid: false,
      checked: 3,
      head: { seq: 3 },
      firstBroken: { seq: 4, id: row!.id, reason: "rewritten" },
    });
  });

  it("toute la fin de la chaîne recalculée passe pour intègre, sauf devant un point de contrôle", async () => {
    const { team, head } = await companyWithTrail("Réécriture de la fin");
    await behindTheTrigger(async () => {
      const db = t.database.db;
      const rows = await sqlRows(
        db,
        z.object({ seq: z.coerce.number() }),
        sql`select seq from audit_logs where company_id = ${team.companyId} and seq >= 5 order by seq`,
      );
      for (const { seq } of rows) {
        await db.execute(
          sql`update audit_logs set description = description || ' (modifié)',
                     prev_hash = (select p.hash from audit_logs p where p.company_id = ${team.companyId} and p.seq = ${seq - 1})
               where company_id = ${team.companyId} and seq = ${seq}`,
        );
        await db.execute(
          sql`update audit_logs a set hash = calibra_audit_hash(a) where company_id = ${team.companyId} and seq = ${seq}`,
        );
      }
    });
    // Consistent in itself: only what was kept outside shows it.
    expect(await verify(team.companyId)).toMatchObject({ valid: true });
    expect(await verify(team.companyId, [head])).toMatchObject({
      valid: false,
      firstBroken: { seq: head.seq, reason: "diverged" },
    });
  });

  it("les dernières lignes supprimées passent pour intègres, sauf devant un point de contrôle ; la ligne de commande aussi", async () => {
    const { team, head } = await companyWithTrail("Troncature");
    await behindTheTrigger(() =>
      t.database.db.execute(
        sql`delete from audit_logs where company_id = ${team.companyId} and seq > ${head.seq - 3}`,
      ),
    );
    expect(await verify(team.companyId)).toMatchObject({ valid: true, head: { seq: head.seq - 3 } });
    expect(await verify(team.companyId, [head])).toMatchObject({
      valid: false,
      checked: head.seq - 3,
      firstBroken: { seq: head.seq - 2, id: null, reason: "truncated" },
    });

    if (ENGINE === "postgres") {
      const folder = mkdtempSync(join(tmpdir(), "calibra-checkpoints-"));
      try {
        const file = join(folder, "points.json");
        writeFileSync(file, JSON.stringify([{ position: head.seq, hash: head.hash }]));
        const run = (...args: string[]) =>
          spawnSync("node", ["--import", "tsx", "scripts/verify-audit.ts", ...args], {
            env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: "silent" },
            encoding: "utf8",
          });
        const withFile = run("--company", String(team.companyId), "--checkpoints", file);
        expect(withFile.status, withFile.stderr).toBe(1);
        expect(withFile.stdout).toContain("chaîne plus courte que le point de contrôle");
        const inline = run("--company", String(team.companyId), "--checkpoint", `${head.seq}:${head.hash}`);
        expect(inline.status, inline.stderr).toBe(1);
        const without = run("--company", String(team.companyId));
        expect(without.status, without.stdout).toBe(0);
        const unreadable = run("--checkpoint", "douze");
        expect(unreadable.status).toBe(2);
        expect(unreadable.stderr).toContain("Point de contrôle illisible");
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });
});
