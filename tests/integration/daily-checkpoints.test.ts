import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { recordCheckpoint } from "../../src/server/domain/audit/audit-checkpoints";
import { type AuditCheckpoint, verifyAuditTrail } from "../../src/server/domain/audit/verify-audit-trail";
import {
  type DailyCheckpointsRun,
  recordDailyCheckpoints,
  scheduleDailyCheckpoints,
} from "../../src/server/domain/jobs/daily-checkpoints";
import { createMailer, type Mailer } from "../../src/server/domain/mail/mailer";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { actorOf, signedInUser } from "../support/people";
import { startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;

/**
 * The daily checkpoints of the audit trail (issue 23): once a day, for each company whose chain
 * moved since its last checkpoint, the head is kept as a 'daily' checkpoint and e-mailed to the
 * company's administrators — an anchor outside the database that exposes a trail cut short.
 */
describe(`Points de contrôle quotidiens de la piste d'audit (${ENGINE})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp();
    mailer = createMailer({ smtpUrl: smtp.url, from: "Calibra <no-reply@calibra.test>" });
  });
  afterAll(async () => {
    await mailer?.close();
    await t?.close();
    await smtp?.close();
  });

  const run = (now: string, db = t.database.db): Promise<DailyCheckpointsRun> =>
    recordDailyCheckpoints({ db, mailer, publicUrl: TEST_PUBLIC_URL, now: new Date(now) });

  const checkpointsOf = (companyId: number) =>
    t.database.db
      .select()
      .from(schema.auditCheckpoints)
      .where(eq(schema.auditCheckpoints.companyId, companyId))
      .orderBy(asc(schema.auditCheckpoints.id));

  const dailyOf = async (companyId: number) =>
    (await checkpointsOf(companyId)).filter((c) => c.reason === "daily");

  const headOf = async (companyId: number) => {
    const [head] = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.companyId, companyId))
      .orderBy(desc(schema.auditLogs.seq))
      .limit(1);
    return head!;
  };

  const outboxOf = (companyId: number) =>
    t.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.companyId, companyId))
      .orderBy(asc(schema.emailOutbox.id));

  const verify = (companyId: number, checkpoints: AuditCheckpoint[] = []) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_verification', 'on', true)`);
      return verifyAuditTrail(tx, { companyId, checkpoints });
    });

  /** The trail moves: a campaign created through the API. */
  const move = async (team: Team, name = `Campagne ${randomBytes(2).toString("hex")}`) =>
    expect((await team.admin.post("/api/campaigns", { name })).statusCode).toBe(201);

  describe("une fois par jour, pour chaque entreprise dont la piste a bougé", () => {
    let alpha: Team;
    let beta: Team;
    let gamma: Team;
    let secondAdmin: string;
    let goneAdmin: string;
    let manager: string;

    beforeAll(async () => {
      alpha = await createTeam(t, "Métrologie Alpha");
      beta = await createTeam(t, "Laboratoire Bêta");
      gamma = await createTeam(t, "Atelier Gamma");
      // A second administrator (who also calibrates), and one who left (inactive).
      secondAdmin = (
        await signedInUser(t.database.db, {
          companyId: alpha.companyId,
          roles: ["technicien", "admin"],
          firstName: "Bruno",
          email: unique("bruno"),
        })
      ).user.email;
      const gone = await signedInUser(t.database.db, {
        companyId: alpha.companyId,
        roles: ["admin"],
        email: unique("parti"),
      });
      await t.database.db
        .update(schema.users)
        .set({ status: "inactive" })
        .where(eq(schema.users.id, gone.user.id));
      goneAdmin = gone.user.email;
      manager = (
        await signedInUser(t.database.db, {
          companyId: alpha.companyId,
          roles: ["equipment_manager"],
          email: unique("parc"),
        })
      ).user.email;
      await move(alpha);
      // Gamma's head is already kept (a checkpoint asked for): its trail has not moved since.
      const gammaHead = await headOf(gamma.companyId);
      await withTenant(
        t.database.db,
        { companyId: gamma.companyId, actor: actorOf({ id: gamma.admin.id }) },
        (scope) => recordCheckpoint(scope, "manual"),
      );
      expect((await checkpointsOf(gamma.companyId)).map((c) => c.seq)).toEqual([gammaHead.seq]);
    });

    it("prend le point de contrôle sur sa propre entrée et l'envoie aux administrateurs actifs, par un vrai serveur SMTP", async () => {
      const before = await headOf(alpha.companyId);
      const result = await run("2030-01-10T23:30:00Z");
      expect(result.ran).toBe(true);
      expect(result.failed).toBe(0);
      const taken = result.checkpoints.map((c) => c.companyId);
      expect(taken).toContain(alpha.companyId);
      expect(taken).toContain(beta.companyId);
      // Gamma's trail did not move since its last checkpoint: none, no e-mail.
      expect(taken).not.toContain(gamma.companyId);
      expect(await dailyOf(gamma.companyId)).toEqual([]);
      expect(await outboxOf(gamma.companyId)).toEqual([]);

      // The checkpoint is the head of the chain, which is the run's own audit row, by the system.
      const [daily] = await dailyOf(alpha.companyId);
      const head = await headOf(alpha.companyId);
      expect(daily).toMatchObject({ seq: head.seq, hash: head.hash, reason: "daily" });
      expect(daily!.createdAt.toISOString()).toBe("2030-01-10T23:30:00.000Z");
      expect(head).toMatchObject({
        seq: before.seq + 1,
        action: "audit.checkpoint_recorded",
        actorKind: "system",
        userId: null,
        tableName: "audit_checkpoints",
      });
      expect(head.description).toContain(`${before.seq} entrées depuis le début de la piste`);
      expect(head.description).toContain("2 administrateurs");
      const alphaRun = result.checkpoints.find((c) => c.companyId === alpha.companyId)!;
      expect(alphaRun).toMatchObject({
        position: head.seq,
        hash: head.hash,
        entries: before.seq,
        recipients: 2,
      });
      // The chain stays whole through the checkpoint.
      expect(await verify(alpha.companyId, [{ seq: daily!.seq, hash: daily!.hash }])).toMatchObject({
        valid: true,
        head: { seq: head.seq, hash: head.hash },
      });

      // One digest per active administrator: none to the one who left, none to the fleet manager.
      const queued = await outboxOf(alpha.companyId);
      expect(queued.map((m) => m.toAddress).sort()).toEqual([alpha.admin.email, secondAdmin].sort());
      expect(queued.every((m) => m.purpose === "notice")).toBe(true);
      const [mail] = await smtp.delivered(alpha.admin.email);
      expect(mail!.subject).toBe(
        "Point de contrôle de la piste d'audit du 11 janvier 2030 — Métrologie Alpha",
      );
      expect(mail!.body).toContain("Bonjour Alice,");
      expect(mail!.body).toContain(`Position : ${head.seq}`);
      expect(mail!.body).toContain(head.hash);
      // The time of Paris, the zone said (winter: UTC+1).
      expect(mail!.body).toContain("Date et heure : 11/01/2030 à 00:30:00 (heure de Paris, UTC+1)");
      expect(mail!.body).toContain(`${before.seq} entrées ajoutées à la piste depuis son début`);
      expect(mail!.body).toContain("prouver plus tard que la piste n'a été ni réécrite ni raccourcie");
      expect(mail!.body).toContain(
        `npm run audit:verify -- --company ${alpha.companyId} --checkpoint ${head.seq}:${head.hash}`,
      );
      expect(mail!.body).toContain(`${TEST_PUBLIC_URL}/audit-logs`);
      await smtp.delivered(secondAdmin);
      await mailer.idle();
      expect(smtp.to(goneAdmin)).toEqual([]);
      expect(smtp.to(manager)).toEqual([]);

      // Listed with its reason for the company's members who read the trail, not for another company.
      const listed = (await alpha.admin.get("/api/audit/checkpoints")).json();
      expect(listed[0]).toMatchObject({ position: head.seq, hash: head.hash, reason: "daily" });
      const others = (await beta.admin.get("/api/audit/checkpoints")).json() as { hash: string }[];
      expect(others.map((c) => c.hash)).not.toContain(head.hash);
    });

    it("ne prend pas de second point le même jour, même si la piste a bougé ; le lendemain, seulement pour qui a bougé", async () => {
      await move(alpha);
      const mails = (await outboxOf(alpha.companyId)).length;
      const again = await run("2030-01-11T15:00:00Z");
      expect(again.checkpoints.map((c) => c.companyId)).not.toContain(alpha.companyId);
      expect(await dailyOf(alpha.companyId)).toHaveLength(1);
      expect(await outboxOf(alpha.companyId)).toHaveLength(mails);

      const [first] = await dailyOf(alpha.companyId);
      const next = await run("2030-01-11T23:10:00Z");
      const taken = next.checkpoints.map((c) => c.companyId);
      expect(taken).toContain(alpha.companyId);
      // Beta did nothing since its checkpoint, whose own row is its head: nothing to anchor.
      expect(taken).not.toContain(beta.companyId);
      expect(await dailyOf(beta.companyId)).toHaveLength(1);
      const daily = await dailyOf(alpha.companyId);
      expect(daily).toHaveLength(2);
      // The entries since the day before: the campaign's row, not the previous checkpoint's.
      const alphaRun = next.checkpoints.find((c) => c.companyId === alpha.companyId)!;
      expect(alphaRun.entries).toBe(daily[1]!.seq - first!.seq - 1);
      const digests = await smtp.delivered(alpha.admin.email, 2);
      const latest = digests.find((m) => m.body.includes(daily[1]!.hash))!;
      expect(latest.body).toContain(
        `${alphaRun.entries} entrée${alphaRun.entries > 1 ? "s" : ""} ajoutée${alphaRun.entries > 1 ? "s" : ""} à la piste depuis le point de contrôle quotidien précédent, du 11/01/2030 à 00:30:00 (heure de Paris, UTC+1)`,
      );
    });
  });

  describe("jamais deux le même jour, même lancés ensemble", () => {
    it("deux exécutions simultanées dans un processus : un seul point de contrôle, un seul e-mail", async () => {
      const team = await createTeam(t, "Métrologie Delta");
      const [first, second] = await Promise.all([run("2030-02-01T08:00:00Z"), run("2030-02-01T08:00:00Z")]);
      expect([first.ran, second.ran].sort()).toEqual([false, true]);
      expect(await dailyOf(team.companyId)).toHaveLength(1);
      expect((await outboxOf(team.companyId)).map((m) => m.toAddress)).toEqual([team.admin.email]);
    });

    if (ENGINE === "postgres")
      it("trois processus (trois pools) au même moment : un seul point de contrôle et un seul e-mail par entreprise", async () => {
        const teams = [await createTeam(t, "Métrologie Epsilon"), await createTeam(t, "Métrologie Zêta")];
        const others = [
          await openPostgres(t.database.url!, { max: 3 }),
          await openPostgres(t.database.url!, { max: 3 }),
        ];
        try {
          const runs = await Promise.all([
            run("2030-03-01T08:00:00Z"),
            run("2030-03-01T08:00:00Z", others[0]!.db),
            run("2030-03-01T08:00:00Z", others[1]!.db),
          ]);
          expect(runs.every((r) => r.ran && r.failed === 0)).toBe(true);
          for (const team of teams) {
            const working = runs.filter((r) => r.checkpoints.some((c) => c.companyId === team.companyId));
            expect(working).toHaveLength(1);
            expect(await dailyOf(team.companyId)).toHaveLength(1);
            expect((await outboxOf(team.companyId)).map((m) => m.toAddress)).toEqual([team.admin.email]);
            expect(await verify(team.companyId)).toMatchObject({ valid: true });
          }
        } finally {
          for (const other of others) await other.close();
        }
      });

    if (ENGINE === "postgres")
      it("le verrou de l'entreprise tenu par une autre transaction : l'exécution attend, puis ne prend pas un second point", async () => {
        const team = await createTeam(t, "Métrologie Êta");
        const other = await openPostgres(t.database.url!, { max: 2 });
        try {
          let release!: () => void;
          const held = new Promise<void>((done) => {
            release = done;
          });
          let locked!: () => void;
          const lockTaken = new Promise<void>((done) => {
            locked = done;
          });
          // Another process's run of the same day, caught between its lock and its commit.
          const holder = other.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(1630812, ${team.companyId})`);
            locked();
            await held;
            await withTenant(
              tx,
              { companyId: team.companyId, actor: actorOf({ id: team.admin.id }) },
              (scope) => recordCheckpoint(scope, "daily", { at: new Date("2030-04-01T08:00:00Z") }),
            );
          });
          await lockTaken;
          const waiting = run("2030-04-01T09:00:00Z");
          await new Promise((done) => setTimeout(done, 200));
          release();
          await holder;
          const result = await waiting;
          expect(result.checkpoints.map((c) => c.companyId)).not.toContain(team.companyId);
          expect(await dailyOf(team.companyId)).toHaveLength(1);
        } finally {
          await other.close();
        }
      });
  });

  it("le point de contrôle reçu par e-mail révèle une piste raccourcie", async () => {
    const team = await createTeam(t, "Troncature Thêta");
    for (let i = 0; i < 3; i++) await move(team);
    await run("2030-05-01T08:00:00Z");
    const [mail] = await smtp.delivered(team.admin.email);
    const [, position, hash] = /--checkpoint (\d+):([0-9a-f]{64})/.exec(mail!.body)!;
    const kept: AuditCheckpoint = { seq: Number(position), hash: hash! };
    expect(kept.seq).toBe((await headOf(team.companyId)).seq);
    await move(team);
    await move(team);

    // Someone with the tables' owner's rights deletes the last rows, the checkpoint's among them.
    const db = t.database.db;
    await db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    try {
      await db.execute(
        sql`delete from audit_logs where company_id = ${team.companyId} and seq > ${kept.seq - 2}`,
      );
    } finally {
      await db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    }
    // Consistent in itself: only the checkpoint kept outside shows it.
    expect(await verify(team.companyId)).toMatchObject({ valid: true, head: { seq: kept.seq - 2 } });
    expect(await verify(team.companyId, [kept])).toMatchObject({
      valid: false,
      firstBroken: { seq: kept.seq - 1, id: null, reason: "truncated" },
    });
    // The screen's verification reads the stored checkpoints, which nobody can delete.
    const screen = (await team.admin.get("/api/audit/verify")).json();
    expect(screen).toMatchObject({ valid: false, firstBroken: { reason: "truncated" } });
    const refusal = await db
      .execute(sql`delete from audit_checkpoints where company_id = ${team.companyId}`)
      .then(
        () => null,
        (error: { cause?: { message?: string } }) => error.cause ?? error,
      );
    expect(refusal).toMatchObject({ message: expect.stringMatching(/written once/) });
  });

  it("une entreprise sans administrateur actif garde son point de contrôle, sans e-mail", async () => {
    const team = await createTeam(t, "Atelier Iota");
    await t.database.db
      .update(schema.users)
      .set({ roles: ["equipment_manager"] })
      .where(and(eq(schema.users.companyId, team.companyId), eq(schema.users.id, team.admin.id)));
    const result = await run("2030-06-01T08:00:00Z");
    expect(result.checkpoints.find((c) => c.companyId === team.companyId)).toMatchObject({ recipients: 0 });
    expect(await dailyOf(team.companyId)).toHaveLength(1);
    expect(await outboxOf(team.companyId)).toEqual([]);
    expect((await headOf(team.companyId)).description).toContain("aucun administrateur actif");
  });

  it("tourne dans le serveur : peu après le démarrage, puis toutes les heures ; s'arrête proprement", async () => {
    await mailer.idle();
    const team = await createTeam(t, "Métrologie Kappa");
    const log = { error: vi.fn() };
    const schedule = scheduleDailyCheckpoints({
      db: t.database.db,
      mailer,
      publicUrl: TEST_PUBLIC_URL,
      log,
      firstRunMs: 10,
      intervalMs: 60 * 60 * 1000,
    });
    schedule.start();
    const [mail] = await smtp.delivered(team.admin.email);
    expect(mail!.subject).toMatch(/^Point de contrôle de la piste d'audit du .+ — Métrologie Kappa$/);
    await schedule.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(await dailyOf(team.companyId)).toHaveLength(1);
  });
});
