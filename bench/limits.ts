/**
 * The heavy paths of issue 25 beside what bounds them: each request of the product measured whole
 * (time, the process's CPU time, the answer's bytes) and, on PostgreSQL, its own SQL replayed bare
 * (sql-replay.ts): every statement it sent, with the same parameters, one after the other on one
 * plain connection to a twin database kept in the same state. The replay's time is what the
 * database and the round trips alone take; the rest is the server's own work (and, for a report,
 * its rendering).
 *   npm run bench -- --part limits [--engine pglite|postgres]
 * On PGlite the requests are measured alone (there is no second connection to replay on).
 */
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { type DatabaseHandle, migrateDatabase, openPostgres } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { seedCalculationCampaigns } from "./calculation";
import { benchDatabase } from "./engines";
import { median } from "./figures";
import { seedInstruments } from "./instruments";
import { seedLargeCompany } from "./seed";
import { type RecordedStatement, recordStatements, replayStatements } from "./sql-replay";

export interface LimitRow {
  engine: string;
  path: string;
  /** The target of issue 25 (ms), the request whole. */
  targetMs: number;
  /** Medians over the iterations. */
  ms: number;
  cpuMs: number;
  bytes: number;
  statements: number;
  /** The bare replay of the same statements (PostgreSQL only); null when none ran. */
  replayMs: number | null;
  replayFailed: string | null;
  /** The replay's three heaviest statements (summed by text), of its last iteration. */
  heaviest: { text: string; ms: number; count: number }[];
}

interface Path {
  path: string;
  /** Null for a step that prepares the next paths (it runs, and is replayed, but is not a row). */
  targetMs: number | null;
  iterations: number;
  request: () => { method: "GET" | "POST"; url: string; payload?: object };
}

/** Three companies: Parcs of 10,000 and 50,000 instruments, and campaigns of 5,000 and 20,000 × 8 × 3 and a report's 1,000. */
async function seed(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const parc = await seedLargeCompany(handle.db, { campaigns: 1, equipmentPerCampaign: 10, ratedShare: 0 });
  await seedInstruments(handle.db, { companyId: parc.companyId, total: 10_000 });
  // A Parc five times larger: the first page should cost the same.
  const largeParc = await seedLargeCompany(handle.db, {
    campaigns: 1,
    equipmentPerCampaign: 10,
    ratedShare: 0,
  });
  await seedInstruments(handle.db, { companyId: largeParc.companyId, total: 50_000 });
  const work = await seedLargeCompany(handle.db, { campaigns: 1, equipmentPerCampaign: 10, ratedShare: 0 });
  const shape = { criteria: 8, raters: 3, bulkEquipment: 0 };
  const five = await seedCalculationCampaigns(handle.db, work.companyId, work.adminId, {
    ...shape,
    equipment: 5000,
    prefix: "C05",
  });
  const twenty = await seedCalculationCampaigns(handle.db, work.companyId, work.adminId, {
    ...shape,
    equipment: 20_000,
    prefix: "C20",
  });
  const report = await seedCalculationCampaigns(handle.db, work.companyId, work.adminId, {
    ...shape,
    equipment: 1000,
    prefix: "RPT",
  });
  return {
    parcToken: parc.token,
    largeParcToken: largeParc.token,
    token: work.token,
    five: five.calculationCampaignId,
    twenty: twenty.calculationCampaignId,
    report: report.calculationCampaignId,
  };
}

function pathsOf(seeded: Awaited<ReturnType<typeof seed>>): (Path & { token: string })[] {
  const calculate = (campaign: number) => () => ({
    method: "POST" as const,
    url: `/api/campaigns/${campaign}/calculate-periods`,
    payload: { adjustmentFactor: 1 },
  });
  const report = (format: string) => () => ({
    method: "POST" as const,
    url: `/api/campaigns/${seeded.report}/generate-report`,
    payload: { format },
  });
  const token = seeded.token;
  return [
    {
      path: "calculate-periods 5 000 × 8 × 3",
      targetMs: 400,
      iterations: 3,
      request: calculate(seeded.five),
      token,
    },
    {
      path: "calculate-periods 20 000 × 8 × 3",
      targetMs: 1500,
      iterations: 2,
      request: calculate(seeded.twenty),
      token,
    },
    {
      path: "calibration-results 5 000",
      targetMs: 50,
      iterations: 7,
      request: () => ({ method: "GET", url: `/api/campaigns/${seeded.five}/calibration-results` }),
      token,
    },
    {
      path: "apply-periods 5 000",
      targetMs: 150,
      iterations: 1,
      request: () => ({ method: "POST", url: `/api/campaigns/${seeded.five}/apply-periods` }),
      token,
    },
    {
      path: "instruments 10 000, 1re page",
      targetMs: 50,
      iterations: 15,
      request: () => ({ method: "GET", url: "/api/instruments" }),
      token: seeded.parcToken,
    },
    {
      path: "instruments 50 000, 1re page",
      targetMs: 50,
      iterations: 15,
      request: () => ({ method: "GET", url: "/api/instruments" }),
      token: seeded.largeParcToken,
    },
    {
      path: "calculate-periods of the report's campaign",
      targetMs: null,
      iterations: 1,
      request: calculate(seeded.report),
      token,
    },
    { path: "rapport PDF 1 000 éq.", targetMs: 1000, iterations: 3, request: report("pdf"), token },
    { path: "rapport Excel 1 000 éq.", targetMs: 1000, iterations: 3, request: report("xlsx"), token },
  ];
}

/** Runs each path on the engine; on PostgreSQL, replays each request's statements on a twin. */
export async function benchLimits(engine: string, adminUrl: string): Promise<LimitRow[]> {
  const seedName = "calibra_bench_limits";
  const seeded = await benchDatabase(engine, { adminUrl, name: seedName });
  let product: DatabaseHandle = seeded.handle;
  let twin: pg.Client | null = null;
  const names = { product: `${seedName}_a`, twin: `${seedName}_b` };
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    const start = performance.now();
    const ids = await seed(seeded.handle);
    console.log(`[${engine}] limits: seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    if (engine === "postgres") {
      // Two copies of the seeded database: the product runs on one, its SQL is replayed on the other.
      await seeded.handle.close();
      await admin.connect();
      for (const name of Object.values(names)) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name} template ${seedName}`);
      }
      const url = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
      product = await openPostgres(url(names.product));
      twin = new pg.Client({ connectionString: url(names.twin) });
      await twin.connect();
    }
    const app = await buildApp({ database: product, reminders: false });
    await app.ready();
    try {
      return await measurePaths(app, engine, pathsOf(ids), twin, names.product);
    } finally {
      await app.close();
    }
  } finally {
    await twin?.end();
    if (product !== seeded.handle) await product.close();
    else await seeded.handle.close();
    if (engine === "postgres") {
      for (const name of Object.values(names))
        await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    await seeded.drop();
  }
}

async function measurePaths(
  app: FastifyInstance,
  engine: string,
  paths: (Path & { token: string })[],
  twin: pg.Client | null,
  productDatabase: string,
): Promise<LimitRow[]> {
  const rows: LimitRow[] = [];
  for (const path of paths) {
    const times: number[] = [];
    const cpu: number[] = [];
    const replays: number[] = [];
    let bytes = 0;
    let statements: RecordedStatement[] = [];
    let replayFailed: string | null = null;
    let heaviest: LimitRow["heaviest"] = [];
    for (let i = 0; i < path.iterations; i++) {
      const { method, url, payload } = path.request();
      const used = process.cpuUsage();
      const started = performance.now();
      const recorded = await recordStatements(productDatabase, () =>
        app.inject({ method, url, payload, cookies: { [SESSION_COOKIE]: path.token } }),
      );
      times.push(performance.now() - started);
      const cpuUsed = process.cpuUsage(used);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
      const response = recorded.result;
      if (response.statusCode >= 300)
        throw new Error(`${path.path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      bytes = response.rawPayload.byteLength;
      statements = recorded.statements;
      // The twin follows the product statement for statement, so that it stays in the same state.
      if (twin) {
        const replay = await replayStatements(twin, statements);
        if (replay.failed) replayFailed = replay.failed;
        else {
          replays.push(replay.ms);
          heaviest = replay.heaviest;
        }
      }
    }
    if (path.targetMs === null) continue;
    rows.push({
      engine,
      path: path.path,
      targetMs: path.targetMs,
      ms: median(times),
      cpuMs: median(cpu),
      bytes,
      statements: statements.length,
      replayMs: replays.length > 0 ? median(replays) : null,
      replayFailed,
      heaviest,
    });
  }
  return rows;
}

export function describeLimits(rows: LimitRow[]): string[] {
  const lines = [
    "Heavy paths beside their bound (whole request; on PostgreSQL its own SQL replayed bare on a twin database)",
    "",
    "engine    path                               ms    CPU ms   target   statements   bare SQL replay ms      bytes",
  ];
  for (const r of rows)
    lines.push(
      `${r.engine.padEnd(9)} ${r.path.padEnd(32)} ${r.ms.toFixed(0).padStart(6)} ${r.cpuMs.toFixed(0).padStart(9)} ${`< ${r.targetMs}`.padStart(8)} ${(r.replayMs === null ? "—" : String(r.statements)).padStart(12)} ${(r.replayMs === null ? "—" : r.replayMs.toFixed(0)).padStart(20)} ${String(r.bytes).padStart(10)}   ${r.ms < r.targetMs ? "✓" : "✗"}${r.replayFailed ? `  (replay failed: ${r.replayFailed})` : ""}`,
      ...r.heaviest.map((h) => `            ${h.ms.toFixed(0).padStart(5)} ms in ${h.count} × ${h.text}`),
    );
  return lines;
}
