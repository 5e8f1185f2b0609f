import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { createTestApp, type TestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE, TEST_DATABASE_URL } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { createTeam, type Team } from "../support/teams";

const UNAVAILABLE = {
  message: "Le service est momentanément indisponible.",
  code: "SERVICE_UNAVAILABLE",
};

/** A lost database connection is the server's passing trouble, not the request's fault nor a bug: 503. */
describe(`Connexion à la base perdue (${ENGINE})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  /** Errors as each driver raises them when the connection goes away. */
  const LOST: Record<string, () => Error> = {
    "57P01 (arrêt par l'administrateur)": () =>
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    "57P02": () => Object.assign(new Error("terminating connection due to crash"), { code: "57P02" }),
    "57P03": () => Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    "08000": () => Object.assign(new Error("connection exception"), { code: "08000" }),
    "08003": () => Object.assign(new Error("connection does not exist"), { code: "08003" }),
    "08006": () => Object.assign(new Error("connection failure"), { code: "08006" }),
    "ECONNRESET (connexion rompue)": () =>
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
    "ECONNREFUSED (serveur arrêté)": () =>
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    "55000 FATAL (base qui refuse les connexions)": () =>
      Object.assign(new Error('database "calibra" is not currently accepting connections'), {
        code: "55000",
        severity: "FATAL",
      }),
    "Connection terminated": () => new Error("Connection terminated unexpectedly"),
    "délai d'attente d'une connexion dépassé (pool)": () =>
      new Error("timeout exceeded when trying to connect"),
    "dans la cause d'une erreur de requête": () =>
      Object.assign(new Error("Failed query: select 1\nparams: "), {
        cause: Object.assign(new Error("terminating connection"), { code: "57P01" }),
      }),
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database });
    app.get<{ Params: { kind: string } }>("/api/probe/lost/:kind", async (request) => {
      throw LOST[decodeURIComponent(request.params.kind)]!();
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(Object.keys(LOST))("répond 503, en français, à une connexion perdue : %s", async (kind) => {
    const response = await app.inject({ method: "GET", url: `/api/probe/lost/${encodeURIComponent(kind)}` });
    expectErrorContract(response, { field: false });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(response.headers["retry-after"]).toBe("5");
  });
});

if (ENGINE === "postgres") {
  describe("Serveur PostgreSQL qui coupe les connexions de Calibra (postgres)", () => {
    let t: TestApp;
    let team: Team;
    let admin: pg.Client;
    let name: string;

    beforeAll(async () => {
      t = await createTestApp();
      team = await createTeam(t);
      await team.admin.post("/api/campaigns", { name: "Campagne sous coupure" });
      name = new URL(t.database.url!).pathname.slice(1);
      admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    /** Ends every backend of Calibra's database but the administrator's own. */
    const terminate = () =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );

    it("répond 503 à la requête dont la connexion est coupée en pleine lecture, puis répond de nouveau", async () => {
      // The request's query waits on a lock, so that its connection is cut while it runs.
      const locker = new pg.Client({ connectionString: t.database.url });
      await locker.connect();
      await locker.query("begin");
      await locker.query("lock table campaigns in access exclusive mode");
      const pending = team.admin.get("/api/campaigns");
      await expect
        .poll(async () => {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
            [name],
          );
          return rows[0].n;
        })
        .toBeGreaterThan(0);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)",
        [name, (locker as unknown as { processID: number }).processID],
      );
      const response = await pending;
      await locker.query("rollback");
      await locker.end();
      expectErrorContract(response, { field: false });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect((await team.admin.get("/api/campaigns")).statusCode).toBe(200);
    });

    it("ne répond jamais 500 quand ses connexions sont coupées sans cesse pendant des requêtes", async () => {
      const statuses: number[] = [];
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        const round = Promise.all([
          team.admin.get("/api/campaigns"),
          team.admin.get("/api/auth/user"),
          team.admin.get("/api/dashboard/stats"),
          team.admin.post("/api/campaigns", { name: "Campagne sous coupure" }),
          team.admin.get("/api/rating-criteria"),
        ]);
        await terminate();
        for (const response of await round) {
          statuses.push(response.statusCode);
          if (response.statusCode >= 500) expect(response.json()).toEqual(UNAVAILABLE);
        }
      }
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      expect(statuses.every((s) => [200, 201, 503].includes(s))).toBe(true);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      // Every connection went back to the pool (none kept by a failed transaction), and the pool
      // opens new ones: everything answers again.
      const pool = (t.database.db as unknown as { $client: { totalCount: number; idleCount: number } })
        .$client;
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
      const again = await Promise.all(Array.from({ length: 12 }, () => team.admin.get("/api/campaigns")));
      expect(again.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    });
  });
}
