import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { startSmtpServer } from "../support/smtp";
import { type CalibraProcess, killAll, startCalibra } from "./support/calibra-process";
import { type EngineHome, emptyHome, onPostgres } from "./support/engines";
import { HttpClient, PASSWORD, signUpCompany } from "./support/http-client";

/** What each check measured, printed at the end of the file for the README's figures. */
const figures: Record<string, unknown> = {};

/** Runs `work` on `loops` concurrent loops until `count` calls were made in all; answers in call order. */
async function concurrently<T>(count: number, loops: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (next < count) {
        const i = next++;
        answers[i] = await work(i);
      }
    }),
  );
  return answers;
}

/** A file's bytes over real HTTP, with the client's session (HttpClient reads bodies as text). */
async function download(client: HttpClient, path: string) {
  const response = await fetch(`${client.base}${path}`, {
    headers: { cookie: `${SESSION_COOKIE}=${client.cookie}` },
    signal: AbortSignal.timeout(60_000),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** `npm run audit:verify -- --company N` on the database: the project's own verifier, its exit code and output. */
function verifyAudit(
  databaseUrl: string,
  companyId: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/verify-audit.ts", "--company", String(companyId)],
      { env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl } },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", fail);
    child.once("exit", (code) => done({ code, output }));
  });
}

/** The day, thirteen months ago: an instrument calibrated then with a 12-month period is overdue. */
function thirteenMonthsAgo(): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - 13);
  return day.toISOString().slice(0, 10);
}

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: each request may
 * reach either. Both run the scheduled jobs every second (JOBS_INTERVAL_SECONDS=1), with a real
 * SMTP server, for the whole file.
 */
describe("Deux processus Calibra sur une même base PostgreSQL", () => {
  let home: EngineHome;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: CalibraProcess;
  let b: CalibraProcess;
  /** The company of the checks, its administrator signed up on A. */
  let admin: HttpClient;
  let adminEmail: string;
  let companyId: number;
  /** The companies with one overdue instrument each, for the reminders: their admin's e-mail and the reference. */
  const due: { email: string; reference: string; companyId: number }[] = [];
  let databaseUrl: string;

  /**
   * The job statements PostgreSQL sees from each process, sampled all along the file: the reminders'
   * advisory lock (taken, or tried in vain) and the checkpoints' look for a company's checkpoint of
   * the day. Both processes
   * must be seen running both jobs, or "once" would prove nothing.
   */
  const jobsSeen: Record<string, Record<string, number>> = { "calibra-a": {}, "calibra-b": {} };
  let watching = true;
  let watcher: Promise<void> | undefined;
  function watchJobs() {
    watcher = onPostgres(databaseUrl, async (db) => {
      while (watching) {
        const { rows } = await db.query<{ application_name: string; query: string }>(
          `select application_name, query from pg_stat_activity
            where datname = current_database() and application_name like 'calibra-%'
              and (query like '%pg_try_advisory_lock%' or query like '%pg_advisory_unlock%'
                   or query like '%as taken_today%')`,
        );
        for (const row of rows) {
          const job = /taken_today/.test(row.query) ? "checkpoints" : "reminders";
          const seen = jobsSeen[row.application_name];
          if (seen) seen[job] = (seen[job] ?? 0) + 1;
        }
        await new Promise((done) => setTimeout(done, 20));
      }
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    home = await emptyHome("postgres", "two_processes");
    databaseUrl = home.databaseUrl!;
    const env = { SMTP_URL: smtp.url, REMINDERS: "on", JOBS_INTERVAL_SECONDS: "1" };
    // A migrates the new database; B starts on the migrated one, as a second replica does.
    // Each process names its connections, so that PostgreSQL tells whose job ran (pg_stat_activity).
    const named = (name: string) => ({ DATABASE_URL: `${databaseUrl}?application_name=${name}` });
    a = await startCalibra({ ...named("calibra-a"), ...env });
    b = await startCalibra({ ...named("calibra-b"), ...env });
    watchJobs();
    const signedUp = await signUpCompany(a.url, "Entreprise à deux serveurs");
    admin = signedUp.client;
    adminEmail = signedUp.email;
    companyId = signedUp.companyId;
    // Three companies (signed up on A, B, A), each with one overdue instrument added on the other
    // process: the reminders and checkpoints below have the whole file to run twice.
    for (const [i, [signUpOn, addOn]] of [
      [a, b],
      [b, a],
      [a, b],
    ].entries()) {
      const company = i === 0 ? signedUp : await signUpCompany(signUpOn!.url);
      const client = new HttpClient(addOn!.url, company.client.cookie);
      const reference = `ECH-${i + 1}-${company.companyId}`;
      const created = await client.post("/api/instruments", {
        name: `Balance ${i + 1}`,
        reference,
        currentPeriod: 12,
        lastCalibrationDate: thirteenMonthsAgo(),
      });
      expect(created.status, created.body).toBe(201);
      due.push({ email: company.email, reference, companyId: company.companyId });
    }
  });
  afterAll(async () => {
    watching = false;
    await watcher;
    process.stdout.write(`two-processes figures: ${JSON.stringify(figures)}\n`);
    await a?.stop();
    await b?.stop();
    killAll();
    await smtp?.close();
    await home?.remove();
  });

  it("une session ouverte sur un processus sert sur l'autre, et s'y ferme", async () => {
    const opened: string[] = [];
    for (const [signInOn, useOn] of [
      [a, b],
      [b, a],
    ] as const) {
      const client = new HttpClient(signInOn.url);
      const signedIn = await client.post("/api/auth/login", { email: adminEmail, password: PASSWORD });
      expect(signedIn.status, signedIn.body).toBe(200);
      opened.push(client.cookie!);
      // The same cookie, on the other process: the user, a write there, read back where it was opened.
      client.base = useOn.url;
      const user = await client.get("/api/auth/user");
      expect(user.status, user.body).toBe(200);
      expect(user.json<{ email: string }>().email).toBe(adminEmail);
      const name = `Campagne ouverte sur ${useOn.port}`;
      const created = await client.post("/api/campaigns", { name });
      expect(created.status, created.body).toBe(201);
      client.base = signInOn.url;
      const listed = await client.get("/api/campaigns");
      expect(listed.json<{ name: string }[]>().map((c) => c.name)).toContain(name);
    }
    // Signed out on B, the session opened on A no longer opens anything on A either.
    // (fetch follows the logout's 303 to the web app's page.)
    const out = await new HttpClient(b.url, opened[0]).post("/api/logout");
    expect(out.status).toBe(200);
    const closed = await new HttpClient(a.url, opened[0]).get("/api/auth/user");
    expect(closed.status).toBe(401);
    expect((await new HttpClient(b.url, opened[1]).get("/api/auth/user")).status).toBe(200);
    figures.sessions = { crossed: opened.length, signedOutOnOtherProcess: 1 };
  });

  let campaignId: number;

  it("les notes saisies sur les deux processus en même temps sont toutes là, lues depuis l'un et l'autre", async () => {
    const created = await admin.post("/api/campaigns", {
      name: "Campagne notée à deux",
      equipment: Array.from({ length: 12 }, (_, i) => ({
        name: `Manomètre ${i + 1}`,
        serialNumber: `DEUX-${String(i + 1).padStart(3, "0")}`,
        currentPeriod: 12,
      })),
    });
    expect(created.status, created.body).toBe(201);
    campaignId = created.json<{ id: number }>().id;
    const items = (await admin.get(`/api/equipment/${campaignId}`)).json<{ id: number }[]>();
    const criteria = (await admin.get("/api/rating-criteria")).json<{ id: number }[]>();
    const cells = items.flatMap((item, i) =>
      criteria.map((c, j) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((i + j) % 5) })),
    );
    // Even cells through A, odd ones through B, four loops on each at once.
    const onA = new HttpClient(a.url, admin.cookie);
    const onB = new HttpClient(b.url, admin.cookie);
    const answers = await concurrently(cells.length, 8, (i) =>
      (i % 2 === 0 ? onA : onB).post("/api/equipment-ratings", { campaignId, ...cells[i] }),
    );
    expect(answers.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body}`)).toEqual([]);

    const expected = cells.map((c) => `${c.equipmentId}/${c.criteriaId}=${c.grade}`).sort();
    for (const client of [onA, onB]) {
      const read = await client.get(`/api/campaigns/${campaignId}/ratings`);
      expect(read.status, read.body).toBe(200);
      const ratings = read.json<{ equipmentId: number; criteriaId: number; grade: number }[]>();
      expect(ratings.map((r) => `${r.equipmentId}/${r.criteriaId}=${r.grade}`).sort()).toEqual(expected);
    }
    figures.ratings = { savedConcurrently: cells.length, readBackOnEach: expected.length };
  });

  it("un rapport généré sur un processus se télécharge depuis l'autre, octet pour octet", async () => {
    const onB = new HttpClient(b.url, admin.cookie);
    const calculated = await onB.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      adjustmentFactor: 1,
    });
    expect(calculated.status, calculated.body).toBe(200);
    const generated = await new HttpClient(a.url, admin.cookie).post(
      `/api/campaigns/${campaignId}/generate-report`,
      { format: "pdf" },
    );
    expect(generated.status, generated.body).toBe(201);
    const report = generated.json<{ id: number; status: string; downloadUrl: string }>();
    expect(report.status).toBe("completed");
    const fromA = await download(new HttpClient(a.url, admin.cookie), report.downloadUrl);
    const fromB = await download(onB, report.downloadUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.type).toMatch(/application\/pdf/);
    expect(fromB.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(fromB.bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    // The list of reports, read on B, names the one A generated.
    const listed = (await onB.get("/api/reports")).json<{ id: number }[]>();
    expect(listed.map((r) => r.id)).toContain(report.id);
    figures.report = { pdfBytes: fromB.bytes.length, identicalOnBoth: true };
  });

  it("la chaîne de la piste d'audit reste entière sous des écritures simultanées d'une entreprise sur les deux processus", async () => {
    const before = await onPostgres(databaseUrl, async (db) => {
      const { rows } = await db.query("select count(*)::int as n from audit_logs where company_id = $1", [
        companyId,
      ]);
      return rows[0].n as number;
    });
    const items = (await admin.get(`/api/equipment/${campaignId}`)).json<{ id: number }[]>();
    const criteria = (await admin.get("/api/rating-criteria")).json<{ id: number }[]>();
    const onA = new HttpClient(a.url, admin.cookie);
    const onB = new HttpClient(b.url, admin.cookie);
    // 120 audited writes, half on each process, eight at a time: campaigns created and grades changed.
    const writes = 120;
    const answers = await concurrently(writes, 8, (i) => {
      const client = i % 2 === 0 ? onA : onB;
      if (i % 3 === 0) return client.post("/api/campaigns", { name: `Écriture simultanée ${i}` });
      const item = items[i % items.length]!;
      const criterion = criteria[i % criteria.length]!;
      return client.post("/api/equipment-ratings", {
        campaignId,
        equipmentId: item.id,
        criteriaId: criterion.id,
        grade: 1 + (i % 5),
      });
    });
    expect(answers.filter((r) => r.status >= 300).map((r) => `${r.status} ${r.body}`)).toEqual([]);

    const chain = await onPostgres(databaseUrl, async (db) => {
      const { rows } = await db.query(
        `select count(*)::int as n, count(distinct seq)::int as distinct, min(seq)::int as first,
                max(seq)::int as last from audit_logs where company_id = $1`,
        [companyId],
      );
      return rows[0] as { n: number; distinct: number; first: number; last: number };
    });
    // Gapless: positions 1…n, each once; every acknowledged write added its row.
    expect(chain).toEqual({ n: chain.n, distinct: chain.n, first: 1, last: chain.n });
    expect(chain.n - before).toBeGreaterThanOrEqual(writes);

    const verified = await verifyAudit(databaseUrl, companyId);
    expect(verified.code, verified.output).toBe(0);
    const checked = Number(/: (\d+) entrées vérifiées, chaîne intègre/.exec(verified.output)?.[1]);
    expect(checked, verified.output).toBeGreaterThanOrEqual(chain.n);
    // The API's verification, on each process, agrees (rows may have been added since: the jobs).
    for (const client of [onA, onB]) {
      const answer = (await client.get("/api/audit/verify")).json<{ valid: boolean; checked: number }>();
      expect(answer.valid).toBe(true);
      expect(answer.checked).toBeGreaterThanOrEqual(chain.n);
    }
    figures.auditChain = { concurrentWrites: writes, rowsVerified: checked, gapless: true };
  });

  it("chaque tâche planifiée ne s'exécute qu'une fois pour les deux processus : un rappel par échéance, un point de contrôle par jour", async () => {
    const isReminder = (subject: string) => subject.startsWith("Étalonnage à prévoir");
    const isCheckpoint = (subject: string) => subject.startsWith("Point de contrôle de la piste d'audit");
    // Each company's reminder and digest arrive…
    for (const { email } of due) {
      await expect
        .poll(() => smtp.to(email).filter((m) => isReminder(m.subject)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => smtp.to(email).filter((m) => isCheckpoint(m.subject)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);
    }
    // …and nothing more, after three more runs of both jobs in both processes.
    await new Promise((done) => setTimeout(done, 3_000));
    for (const { email, reference } of due) {
      const mails = smtp.to(email);
      expect(mails.filter((m) => isReminder(m.subject) && m.body.includes(reference))).toHaveLength(1);
      expect(mails.filter((m) => isCheckpoint(m.subject))).toHaveLength(1);
    }
    const counted = await onPostgres(databaseUrl, async (db) => {
      const checkpoints = await db.query(
        `select company_id, (created_at at time zone 'Europe/Paris')::date as day, count(*)::int as n
           from audit_checkpoints where reason = 'daily' group by 1, 2 order by 1, 2`,
      );
      const reminders = await db.query(
        `select company_id, count(*)::int as n from audit_logs
          where action = 'planning.due_reminders_sent' group by 1 order by 1`,
      );
      const sent = await db.query(
        `select status, count(*)::int as n from email_outbox group by 1 order by 1`,
      );
      return { checkpoints: checkpoints.rows, reminders: reminders.rows, sent: sent.rows };
    });
    // One daily checkpoint per company per day, every company of the file included.
    expect(counted.checkpoints.length).toBeGreaterThanOrEqual(due.length);
    expect(counted.checkpoints.every((row) => row.n === 1)).toBe(true);
    for (const { companyId: id } of due)
      expect(counted.reminders.filter((row) => row.company_id === id)).toEqual([{ company_id: id, n: 1 }]);
    // Every message left once: none still sending, none failed.
    expect(counted.sent.filter((row) => row.status !== "sent")).toEqual([]);
    // Both processes ran both jobs meanwhile.
    for (const seen of Object.values(jobsSeen))
      expect(Object.keys(seen).sort()).toEqual(["checkpoints", "reminders"]);
    // Neither process logged an error (a failed run of a job, an unhandled request) all along.
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":(50|60)/);
    figures.jobs = {
      companies: due.length,
      reminderMails: due.length,
      dailyCheckpoints: counted.checkpoints.length,
      mailsReceived: smtp.received.length,
      jobStatementsSampledPerProcess: jobsSeen,
    };
  });
});
