import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase, openPostgres } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { createMailer, type Mailer } from "../../src/server/domain/mail/mailer";
import {
  DUE_REMINDERS_LOCK_KEY,
  type DueRemindersRun,
  sendDueReminders,
} from "../../src/server/domain/planning/due-reminders";
import { scheduleDueReminders } from "../../src/server/domain/planning/reminder-schedule";
import { DEFAULT_TIME_ZONE, today } from "../../src/shared/clock";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { databaseUrl, ENGINE, quoteIdent, TEST_DATABASE_URL } from "../support/engines";
import { createCompany, signedInUser } from "../support/people";
import { linksIn, startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

/** Today in the default zone, the zone of the companies these tests make (decision 026). */
const todayOf = (now?: Date) => today(DEFAULT_TIME_ZONE, now);

const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;

/**
 * The daily reminders of calibrations falling due (issue 14 §5): one e-mail per fleet manager for
 * the instruments entering the warning window, once per instrument and due date, whatever the
 * number of runs or server processes.
 */
describe(`Rappels des échéances d'étalonnage (${ENGINE})`, () => {
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

  const run = (now: string, db = t.database.db): Promise<DueRemindersRun> =>
    sendDueReminders({ db, mailer, publicUrl: TEST_PUBLIC_URL, now: new Date(now) });

  /** An instrument as the owner writes it: its next due date is last calibration + period. */
  async function instrument(
    companyId: number,
    fields: { reference: string; name?: string; last: string | null; period?: number; location?: string },
  ) {
    const [row] = await t.database.db
      .insert(schema.instruments)
      .values({
        companyId,
        reference: fields.reference,
        name: fields.name ?? `Instrument ${fields.reference}`,
        location: fields.location ?? null,
        currentPeriod: fields.period ?? 12,
        lastCalibrationDate: fields.last,
      })
      .returning();
    return row!;
  }

  const emailOf = async (userId: string) => {
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    return user!.email;
  };

  const outboxOf = (companyId: number) =>
    t.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.companyId, companyId))
      .orderBy(asc(schema.emailOutbox.id));

  const remindersOf = (companyId: number) =>
    t.database.db
      .select()
      .from(schema.dueReminders)
      .where(eq(schema.dueReminders.companyId, companyId))
      .orderBy(asc(schema.dueReminders.instrumentId), asc(schema.dueReminders.dueDate));

  /** A company with one active fleet manager and one instrument due within the window of `today`. */
  async function companyWithDueInstrument(name: string, due: string) {
    const company = await createCompany(t.database.db, name);
    const manager = await signedInUser(t.database.db, {
      companyId: company.id,
      roles: ["equipment_manager"],
      email: unique("parc"),
    });
    // Last calibrated one period before: 12 months, or 48 for a 29 February.
    const years = due.endsWith("-02-29") ? 4 : 1;
    await instrument(company.id, {
      reference: "DU-1",
      last: `${Number(due.slice(0, 4)) - years}${due.slice(4)}`,
      period: 12 * years,
    });
    return { company, manager };
  }

  describe("une fois par instrument et par échéance", () => {
    let alpha: Team;
    let beta: Team;
    const people: Record<string, string> = {};
    let gamma: { id: number };
    let due: Record<string, typeof schema.instruments.$inferSelect>;

    beforeAll(async () => {
      alpha = await createTeam(t, "Métrologie Alpha");
      beta = await createTeam(t, "Laboratoire Bêta");
      for (const role of [
        "admin",
        "campaign_initiator",
        "equipment_manager",
        "equipment_user",
        "user",
      ] as const)
        people[role] = await emailOf(alpha.as[role].id);
      people.betaManager = await emailOf(beta.as.equipment_manager.id);
      people.betaAdmin = await emailOf(beta.as.admin.id);
      // A fleet manager under the French name of the role, and one who has left (inactive).
      const gaston = await signedInUser(t.database.db, {
        companyId: alpha.companyId,
        roles: ["gestionnaire_parc", "technicien"],
        firstName: "Gaston",
        email: unique("gaston"),
      });
      people.gaston = gaston.user.email;
      const gone = await signedInUser(t.database.db, {
        companyId: alpha.companyId,
        roles: ["equipment_manager"],
        email: unique("parti"),
      });
      await t.database.db
        .update(schema.users)
        .set({ status: "inactive" })
        .where(eq(schema.users.id, gone.user.id));
      people.gone = gone.user.email;
      // A company without any fleet manager: its administrators are told instead.
      const company = await createCompany(t.database.db, "Atelier Gamma");
      gamma = company;
      people.gammaAdmin = (
        await signedInUser(t.database.db, { companyId: company.id, roles: ["admin"], email: unique("admin") })
      ).user.email;
      people.gammaTechnician = (
        await signedInUser(t.database.db, {
          companyId: company.id,
          roles: ["equipment_user"],
          email: unique("tech"),
        })
      ).user.email;

      // Today is 10 March 2026 (Paris) in the first run; the window is 30 days: up to 9 April.
      const id = alpha.companyId;
      due = {
        inWindow: await instrument(id, {
          reference: "MAN-1",
          name: "Manomètre, atelier",
          last: "2025-03-20",
          location: "Atelier 1",
        }),
        overdue: await instrument(id, {
          reference: "SON-1",
          name: "Sonde de température",
          last: "2025-01-05",
        }),
        later: await instrument(id, { reference: "PAC-1", name: "Pied à coulisse", last: "2025-06-01" }),
        windowEnd: await instrument(id, { reference: "MIC-1", name: "Micromètre", last: "2025-04-09" }),
        pastWindow: await instrument(id, { reference: "JAU-1", name: "Jauge", last: "2025-04-10" }),
        never: await instrument(id, { reference: "NEUF-1", name: "Thermomètre neuf", last: null }),
      };
      await instrument(beta.companyId, { reference: "BETA-1", name: "Balance de Bêta", last: "2025-03-15" });
      await instrument(gamma.id, { reference: "GAM-1", name: "Couple-mètre", last: "2024-12-01" });
    });

    it("écrit à chaque gestionnaire de parc actif de l'entreprise, avec les instruments qui entrent dans le délai", async () => {
      const result = await run("2026-03-10T08:00:00Z");
      expect(result.ran).toBe(true);
      expect(result.failed).toBe(0);
      expect(result.companies).toEqual(
        expect.arrayContaining([
          { companyId: alpha.companyId, instruments: 3, recipients: 2 },
          { companyId: beta.companyId, instruments: 1, recipients: 1 },
          { companyId: gamma.id, instruments: 1, recipients: 1 },
        ]),
      );
      const [manager] = await smtp.delivered(people.equipment_manager!);
      const [viaFrenchRole] = await smtp.delivered(people.gaston!);
      await smtp.delivered(people.betaManager!);
      const [gammaMail] = await smtp.delivered(people.gammaAdmin!);
      await mailer.idle();
      // Nobody else: not the other roles (a fleet manager exists), not the one who left.
      for (const role of [
        "admin",
        "campaign_initiator",
        "equipment_user",
        "user",
        "gone",
        "betaAdmin",
        "gammaTechnician",
      ])
        expect(smtp.to(people[role]!), role).toEqual([]);

      expect(manager!.subject).toBe("Étalonnage à prévoir : 3 instruments — Métrologie Alpha");
      for (const expected of [
        "Manomètre, atelier (MAN-1) : échéance le 20/03/2026, Atelier 1",
        "Sonde de température (SON-1) : échéance le 05/01/2026 (en retard)",
        "Micromètre (MIC-1) : échéance le 09/04/2026",
        "dans les 30 jours",
      ])
        expect(manager!.body).toContain(expected);
      for (const absent of ["PAC-1", "JAU-1", "NEUF-1", "BETA-1", "GAM-1"])
        expect(manager!.body).not.toContain(absent);
      // Overdue first, then by due date.
      expect(manager!.body.indexOf("SON-1")).toBeLessThan(manager!.body.indexOf("MAN-1"));
      expect(manager!.body.indexOf("MAN-1")).toBeLessThan(manager!.body.indexOf("MIC-1"));
      expect(linksIn(manager!, TEST_PUBLIC_URL)).toEqual(
        expect.arrayContaining([
          `${TEST_PUBLIC_URL}/instruments/${due.inWindow!.id}`,
          `${TEST_PUBLIC_URL}/instruments/${due.overdue!.id}`,
          `${TEST_PUBLIC_URL}/instruments/${due.windowEnd!.id}`,
          `${TEST_PUBLIC_URL}/planning`,
        ]),
      );
      expect(viaFrenchRole!.body).toContain("Bonjour Gaston,");
      expect(viaFrenchRole!.body).toContain("gestionnaire de parc de l'espace Métrologie Alpha");
      expect(gammaMail!.body).toContain("administrateur de l'espace Atelier Gamma");
      expect(gammaMail!.body).toContain("GAM-1");
      expect(smtp.to(people.betaManager!)[0]!.body).not.toContain("MAN-1");

      // Recorded once per instrument and due date, and audited by one row per company, by Calibra itself.
      expect((await remindersOf(alpha.companyId)).map((r) => [r.instrumentId, r.dueDate])).toEqual(
        [
          [due.inWindow!.id, "2026-03-20"],
          [due.overdue!.id, "2026-01-05"],
          [due.windowEnd!.id, "2026-04-09"],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      const audit = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            eq(schema.auditLogs.action, "planning.due_reminders_sent"),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorKind: "system",
        userId: null,
        tableName: "due_reminders",
        outcome: "success",
      });
      const values = audit[0]!.newValues as {
        instruments: { id: number; dueDate: string }[];
        recipients: { email: string }[];
      };
      expect(values.instruments.map((i) => [i.id, i.dueDate])).toEqual([
        [due.overdue!.id, "2026-01-05"],
        [due.inWindow!.id, "2026-03-20"],
        [due.windowEnd!.id, "2026-04-09"],
      ]);
      expect(values.recipients.map((r) => r.email).sort()).toEqual(
        [people.equipment_manager, people.gaston].sort(),
      );
    });

    it("ne rappelle pas la même échéance le même jour ni le lendemain ; rappelle l'instrument qui entre dans le délai", async () => {
      const sentBefore = (await outboxOf(alpha.companyId)).length;
      expect(sentBefore).toBe(2);
      const sameDay = await run("2026-03-10T16:30:00Z");
      expect(sameDay).toEqual({ ran: true, companies: [], failed: 0 });
      expect(await outboxOf(alpha.companyId)).toHaveLength(2);

      // The next day, the instrument due on 10 April enters the window: it alone is reminded.
      const nextDay = await run("2026-03-11T06:00:00Z");
      expect(nextDay.companies).toEqual([{ companyId: alpha.companyId, instruments: 1, recipients: 2 }]);
      const mails = (await outboxOf(alpha.companyId)).slice(2);
      expect(mails.map((m) => m.toAddress).sort()).toEqual([people.equipment_manager, people.gaston].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe("Étalonnage à prévoir : 1 instrument — Métrologie Alpha");
        expect(mail.textBody).toContain("Jauge (JAU-1) : échéance le 10/04/2026");
        for (const old of ["MAN-1", "SON-1", "MIC-1"]) expect(mail.textBody).not.toContain(old);
      }
      expect((await run("2026-03-12T06:00:00Z")).companies).toEqual([]);
      expect(await outboxOf(alpha.companyId)).toHaveLength(4);
    });

    it("rappelle à nouveau après un nouvel étalonnage, pour la nouvelle échéance", async () => {
      // The overdue probe is calibrated on 12 March; its period is shortened to one month: due 12 April.
      await t.database.db
        .update(schema.instruments)
        .set({ lastCalibrationDate: "2026-03-12", currentPeriod: 1 })
        .where(eq(schema.instruments.id, due.overdue!.id));
      // 12 April is 31 days after 12 March: outside the window that day, inside it the next.
      expect((await run("2026-03-12T12:00:00Z")).companies).toEqual([]);
      const after = await run("2026-03-13T06:00:00Z");
      expect(after.companies).toEqual([{ companyId: alpha.companyId, instruments: 1, recipients: 2 }]);
      const [mail] = (await outboxOf(alpha.companyId)).slice(4);
      expect(mail!.textBody).toContain("Sonde de température (SON-1) : échéance le 12/04/2026");
      expect(mail!.textBody).not.toContain("en retard");
      expect(
        (await remindersOf(alpha.companyId))
          .filter((r) => r.instrumentId === due.overdue!.id)
          .map((r) => r.dueDate),
      ).toEqual(["2026-01-05", "2026-04-12"]);
      // Another window: the company's own setting is read at each run.
      await t.database.db
        .insert(schema.settings)
        .values({ companyId: alpha.companyId, key: "planning_warning_days", value: "90" });
      const wider = await run("2026-03-13T07:00:00Z");
      expect(wider.companies).toEqual([{ companyId: alpha.companyId, instruments: 1, recipients: 2 }]);
      expect((await outboxOf(alpha.companyId)).at(-1)!.textBody).toContain("PAC-1");
    });
  });

  describe("un seul envoi, quel que soit le nombre d'exécutions simultanées", () => {
    it("deux exécutions lancées ensemble dans un processus : une seule travaille", async () => {
      const { company, manager } = await companyWithDueInstrument("Métrologie Delta", "2026-05-10");
      const [first, second] = await Promise.all([run("2026-05-01T08:00:00Z"), run("2026-05-01T08:00:00Z")]);
      expect([first.ran, second.ran].sort()).toEqual([false, true]);
      const mails = await outboxOf(company.id);
      expect(mails.map((m) => m.toAddress)).toEqual([manager.user.email]);
      expect(await remindersOf(company.id)).toHaveLength(1);
    });

    if (ENGINE === "postgres")
      it("deux processus (deux pools) au même moment : un seul e-mail par gestionnaire", async () => {
        const { company, manager } = await companyWithDueInstrument("Métrologie Epsilon", "2026-06-10");
        const other = await openPostgres(t.database.url!, { max: 3 });
        try {
          const runs = await Promise.all([
            run("2026-06-01T08:00:00Z"),
            run("2026-06-01T08:00:00Z", other.db),
            run("2026-06-01T08:00:00Z", other.db),
          ]);
          const working = runs.filter((r) => r.companies.some((c) => c.companyId === company.id));
          expect(working).toHaveLength(1);
          expect((await outboxOf(company.id)).map((m) => m.toAddress)).toEqual([manager.user.email]);
          expect(await remindersOf(company.id)).toHaveLength(1);
        } finally {
          await other.close();
        }
      });

    if (ENGINE === "postgres")
      it("le verrou consultatif tenu par une autre connexion : l'exécution n'envoie rien, puis envoie une fois libéré", async () => {
        const { company, manager } = await companyWithDueInstrument("Métrologie Zêta", "2026-07-10");
        const holder = new pg.Client({ connectionString: t.database.url });
        await holder.connect();
        try {
          await holder.query("select pg_advisory_lock($1::bigint)", [DUE_REMINDERS_LOCK_KEY]);
          expect(await run("2026-07-01T08:00:00Z")).toEqual({ ran: false, companies: [], failed: 0 });
          expect(await outboxOf(company.id)).toEqual([]);
          expect(await remindersOf(company.id)).toEqual([]);
          await holder.query("select pg_advisory_unlock($1::bigint)", [DUE_REMINDERS_LOCK_KEY]);
          const released = await run("2026-07-01T08:00:00Z");
          expect(released.ran).toBe(true);
          expect((await outboxOf(company.id)).map((m) => m.toAddress)).toEqual([manager.user.email]);
        } finally {
          await holder.end();
        }
      });
  });

  if (ENGINE === "postgres")
    it("avec un propriétaire NOSUPERUSER NOBYPASSRLS (comme en production) : les entreprises se listent, chacune reçoit les siens", async () => {
      const suffix = randomBytes(4).toString("hex");
      const role = `calibra_rappels_${suffix}`;
      const name = `calibra_test_${process.pid}_${suffix}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          `create role ${quoteIdent(role)} login password 'mot-de-passe' nosuperuser nobypassrls nocreatedb nocreaterole`,
        );
        await admin.query(`grant calibra_app to ${quoteIdent(role)} with admin option`);
        await admin.query(`create database ${quoteIdent(name)} owner ${quoteIdent(role)}`);
        const url = new URL(databaseUrl(name));
        url.username = role;
        url.password = "mot-de-passe";
        const owner = await openPostgres(url.toString(), { max: 3 });
        const seeder = await openPostgres(databaseUrl(name), { max: 1 });
        try {
          await migrateDatabase(owner);
          // Two companies, each with its fleet manager and one instrument due, written by the server's administrator.
          const managers: string[] = [];
          for (const companyName of ["Métrologie Iota", "Laboratoire Kappa"]) {
            const [company] = await seeder.db
              .insert(schema.companies)
              .values({ name: companyName })
              .returning();
            const [manager] = await seeder.db
              .insert(schema.users)
              .values({ email: unique("parc"), roles: ["equipment_manager"], companyId: company!.id })
              .returning();
            managers.push(manager!.email);
            await seeder.db.insert(schema.instruments).values({
              companyId: company!.id,
              reference: "IOTA-1",
              name: "Manomètre",
              currentPeriod: 12,
              lastCalibrationDate: "2025-08-20",
            });
          }
          const outboxOnly = createMailer({ from: "Calibra <no-reply@calibra.test>" });
          const result = await sendDueReminders({
            db: owner.db,
            mailer: outboxOnly,
            publicUrl: TEST_PUBLIC_URL,
            now: new Date("2026-08-10T08:00:00Z"),
          });
          expect(result.failed).toBe(0);
          expect(result.companies.map((c) => [c.instruments, c.recipients])).toEqual([
            [1, 1],
            [1, 1],
          ]);
          const sent = await seeder.db.select().from(schema.emailOutbox).orderBy(asc(schema.emailOutbox.id));
          expect(sent.map((m) => m.toAddress)).toEqual(managers);
          await outboxOnly.close();
        } finally {
          await owner.close();
          await seeder.close();
        }
      } finally {
        await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        await admin.query(`drop owned by ${quoteIdent(role)}`).catch(() => undefined);
        await admin.query(`drop role if exists ${quoteIdent(role)}`);
        await admin.end();
      }
    });

  it("tourne dans le serveur : peu après le démarrage, puis toutes les heures ; s'arrête proprement", async () => {
    await mailer.idle();
    const today = todayOf();
    const { company, manager } = await companyWithDueInstrument("Métrologie Thêta", today);
    const log = { error: vi.fn() };
    const schedule = scheduleDueReminders({
      db: t.database.db,
      mailer,
      publicUrl: TEST_PUBLIC_URL,
      log,
      firstRunMs: 10,
      intervalMs: 60 * 60 * 1000,
    });
    schedule.start();
    const [mail] = await smtp.delivered(manager.user.email);
    expect(mail!.subject).toBe("Étalonnage à prévoir : 1 instrument — Métrologie Thêta");
    await schedule.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(await outboxOf(company.id)).toHaveLength(1);
  });
});
