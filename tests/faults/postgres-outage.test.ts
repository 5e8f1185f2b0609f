import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CalibraProcess, killAll, startCalibra } from "./support/calibra-process";
import { type EngineHome, emptyHome, onPostgres, POSTGRES_URL } from "./support/engines";
import { type HttpClient, signUpCompany } from "./support/http-client";

const UNAVAILABLE = {
  message: "Le service est momentanément indisponible.",
  code: "SERVICE_UNAVAILABLE",
};

/** No request may take longer: the client gives up then, and the test counts it as hung. */
const HANG_MS = 10_000;

type Phase = "avant" | "coupures" | "refus" | "après";

interface Sample {
  /** The phase when the request was sent, and when its answer came. */
  phase: Phase;
  answeredIn: Phase;
  /** When the answer came, from the start of the load. */
  at: number;
  what: string;
  status: number | "hung" | "network";
  ms: number;
  body: string;
  retryAfter: string | null;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * PostgreSQL ends Calibra's connections, then refuses new ones for a while, under a load of reads and
 * writes against a real server process: every request answers, 503 in French while the database is
 * away, and the process serves again by itself once it is back.
 */
describe("PostgreSQL coupe puis refuse les connexions d'un Calibra en charge", () => {
  let home: EngineHome;
  let server: CalibraProcess;
  let client: HttpClient;
  let database: string;

  beforeAll(async () => {
    home = await emptyHome("postgres", "outage");
    database = new URL(home.databaseUrl!).pathname.slice(1);
    server = await startCalibra(home.env);
    ({ client } = await signUpCompany(server.url, "Entreprise sous coupure"));
  });
  afterAll(async () => {
    // Whatever happened, the database takes connections again before it is dropped.
    await onPostgres(POSTGRES_URL, (admin) =>
      admin.query(`alter database "${database}" with allow_connections true`),
    ).catch(() => undefined);
    await server?.stop();
    killAll();
    await home?.remove();
  });

  it("répond 503 en français pendant la panne, jamais 500 ni au-delà de 10 s, puis répond de nouveau sans redémarrage, chaque écriture acquittée gardée", async () => {
    let phase: Phase = "avant";
    const loadStarted = performance.now();
    let loading = true;
    const samples: Sample[] = [];
    /** Campaigns and instruments whose creation was acknowledged (201): they must all be there after. */
    const acknowledged = { campaigns: [] as string[], instruments: [] as string[] };

    /** One request, timed, with the client's timeout at HANG_MS. */
    async function call(what: string, method: string, path: string, body?: unknown) {
      const started = performance.now();
      const during = phase;
      try {
        const answer = await client.request(method, path, body, HANG_MS);
        samples.push({
          phase: during,
          answeredIn: phase,
          at: performance.now() - loadStarted,
          what,
          status: answer.status,
          ms: performance.now() - started,
          body: answer.body,
          retryAfter: answer.headers.get("retry-after"),
        });
        return answer.status;
      } catch (error) {
        const hung = error instanceof Error && error.name === "TimeoutError";
        samples.push({
          phase: during,
          answeredIn: phase,
          at: performance.now() - loadStarted,
          what,
          status: hung ? "hung" : "network",
          ms: performance.now() - started,
          body: String(error),
          retryAfter: null,
        });
        return 0;
      }
    }

    /** A loop of reads and writes, as a user's screens make them. */
    async function loop(n: number) {
      for (let i = 0; loading; i++) {
        const name = `Campagne ${n}-${i}`;
        const reference = `REF-${n}-${i}`;
        switch (i % 5) {
          case 0:
            await call("liste des campagnes", "GET", "/api/campaigns");
            break;
          case 1:
            if ((await call("création de campagne", "POST", "/api/campaigns", { name })) === 201)
              acknowledged.campaigns.push(name);
            break;
          case 2:
            await call("tableau de bord", "GET", "/api/dashboard/stats");
            break;
          case 3:
            if (
              (await call("ajout d'instrument", "POST", "/api/instruments", {
                name: `Pied à coulisse ${n}-${i}`,
                reference,
                currentPeriod: 12,
              })) === 201
            )
              acknowledged.instruments.push(reference);
            break;
          default:
            await call("utilisateur connecté", "GET", "/api/auth/user");
        }
      }
    }

    /** Ends every backend of Calibra's database (the administrator's own is on another database). */
    const terminate = (admin: { query: (text: string, values: unknown[]) => Promise<unknown> }) =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
    let terminations = 0;
    let backAt = 0;
    const loops = Array.from({ length: 6 }, (_, n) => loop(n));
    await onPostgres(POSTGRES_URL, async (admin) => {
      await pause(2_000);
      // Connections ended every 300 ms for 4 s: requests lose theirs mid-query; new ones open.
      phase = "coupures";
      for (const until = performance.now() + 4_000; performance.now() < until; terminations++) {
        await terminate(admin);
        await pause(300);
      }
      // Then the database refuses every new connection for 3 s, its open ones ended too.
      phase = "refus";
      await admin.query(`alter database "${database}" with allow_connections false`);
      try {
        for (const until = performance.now() + 3_000; performance.now() < until; terminations++) {
          await terminate(admin);
          await pause(500);
        }
      } finally {
        await admin.query(`alter database "${database}" with allow_connections true`);
      }
    });
    // Back: the same process, not restarted, serves the load again.
    phase = "après";
    backAt = performance.now() - loadStarted;
    await pause(3_000);
    loading = false;
    await Promise.all(loops);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const count = (keep: (s: Sample) => boolean) => samples.filter(keep).length;
    // A request's failure other than the database's absence is logged "unhandled error" (the 500s);
    // a fatal line, or anything on standard error, would be the process itself failing.
    const lines = server.output().split("\n");
    const logged = lines
      .filter((line) => line && (!line.startsWith("{") || /"level":60|"msg":"unhandled error"/.test(line)))
      .slice(0, 3)
      .map((line) => line.slice(0, 1500))
      .join("\n");
    const figures = {
      requests: samples.length,
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      terminations,
      byStatus: Object.fromEntries(
        [...new Set(samples.map((s) => s.status))].map((status) => [
          status,
          count((s) => s.status === status),
        ]),
      ),
      unavailableDuringCuts: count((s) => s.phase === "coupures" && s.status === 503),
      unavailableWhileRefused: count((s) => s.phase === "refus" && s.status === 503),
      maxLatencyMs: Math.round(Math.max(...samples.map((s) => s.ms))),
      firstSuccessAfterBackMs: Math.round(
        Math.min(...samples.filter((s) => s.phase === "après" && s.status !== 503).map((s) => s.at)) - backAt,
      ),
      unavailableAfterBack: count((s) => s.phase === "après" && s.status === 503),
      acknowledgedWrites: acknowledged.campaigns.length + acknowledged.instruments.length,
      // Background work that met the outage (a job, the planner's statistics) logs it as an error.
      backgroundErrors: Object.fromEntries(
        [...new Set(lines.flatMap((line) => /"level":50.*"msg":"([^"]+)"\}$/.exec(line)?.[1] ?? []))].map(
          (msg) => [msg, lines.filter((line) => line.includes(`"msg":"${msg}"`)).length],
        ),
      ),
    };
    process.stdout.write(`postgres-outage figures: ${JSON.stringify(figures)}\n`);

    // Never a 500, never a hang, never a dropped connection: 200, 201 or 503, each within 10 s.
    const unexpected = samples.filter((s) => ![200, 201, 503].includes(s.status as number));
    expect(
      unexpected.map((s) => `${s.phase} ${s.what}: ${s.status} ${s.body.slice(0, 300)}`),
      logged,
    ).toEqual([]);
    expect(figures.maxLatencyMs).toBeLessThan(HANG_MS);
    // Every 503 is the error contract in French, with when to try again.
    for (const s of samples.filter((sample) => sample.status === 503)) {
      expect(JSON.parse(s.body)).toEqual(UNAVAILABLE);
      expect(s.retryAfter).toBe("5");
    }
    // The outage was seen: by requests whose connection was ended, and while connections were refused.
    expect(figures.unavailableDuringCuts).toBeGreaterThan(0);
    expect(figures.unavailableWhileRefused).toBeGreaterThan(0);
    // Before and well after, everything succeeded.
    expect(count((s) => s.answeredIn === "avant" && s.status === 503)).toBe(0);
    const recovered = samples.filter((s) => s.phase === "après").slice(-30);
    expect(recovered.length).toBeGreaterThan(10);
    expect(recovered.filter((s) => s.status === 503)).toEqual([]);

    // Each acknowledged write is there, read through the same process and in the database itself.
    const campaigns = (await client.get("/api/campaigns")).json<{ name: string }[]>().map((c) => c.name);
    expect(campaigns).toEqual(expect.arrayContaining(acknowledged.campaigns));
    const stored = await onPostgres(home.databaseUrl!, async (db) => {
      const { rows } = await db.query<{ reference: string }>("select reference from instruments");
      return rows.map((r) => r.reference);
    });
    expect(stored).toEqual(expect.arrayContaining(acknowledged.instruments));
    expect(acknowledged.campaigns.length).toBeGreaterThan(0);
    expect(acknowledged.instruments.length).toBeGreaterThan(0);
    // The process answered every request itself, and never stopped.
    expect(logged).toBe("");
    expect(server.child.exitCode).toBeNull();
  });
});
