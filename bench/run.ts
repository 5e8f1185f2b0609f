/**
 * `npm run bench`: latency of Calibra's reads on a large company, on PGlite and on PostgreSQL.
 * Not part of the tests. Budgets (medians): each read under 100 ms on PostgreSQL; calculate-periods
 * for 5,000 equipment × 8 criteria × 3 raters under 2 s on PostgreSQL; a bulk rating of 500
 * equipment × 2 criteria in one request under 1 s on both engines; a bulk rating of 6,000 first
 * ratings (3,000 equipment × 2 criteria) under 1 s on both engines, of 20,000 under 3 s on PostgreSQL.
 *   npm run bench                      both engines
 *   npm run bench -- --engine postgres one engine (pglite | postgres)
 *   BENCH_CAMPAIGNS=20 npm run bench   a smaller company
 *   BENCH_WRITE_ITERATIONS=3 npm run bench   fewer write requests (the bulk ratings of first ratings
 *                                      seed one campaign of unrated equipment per request)
 * The reads include the event trail's first page, a filtered page and a deep page over a trail of
 * 1,000,000 events (BENCH_AUDIT_ROWS), and the Parc's first page, a filtered page, a sorted deep page
 * and a search over 10,000 instruments (BENCH_INSTRUMENTS), with its CSV export and a sheet of
 * 1,000 labels (figures without a budget). Then reports of a calculated campaign of 1,000 equipment × 8 criteria × 3 raters: PDF and Excel
 * generation under 1 s each on PostgreSQL (whole request), with the process's peak memory and the
 * slowest health check answered meanwhile. It also reports the landing page's weight: the JavaScript a signed-out visitor of / downloads
 * (budget 150 KB transferred), from the web app built in WEB_DIR (built first when missing).
 * Then heavy work on a new company (heavy-work.ts): its first campaign of 400, 1,000 and 5,000
 * instruments applied on a fresh folder / database, and the worst wait of a light request during
 * each heavy operation (target 250 ms). Then the Journal after bulk changes (journal.ts): a new
 * company's campaign of 5,000 equipment created, rated on 8 criteria and calculated three times
 * through the API, and the Journal's first page read 20 times: its size (budget 200 KB, decision
 * 025) and its median time, with the read of a calculation's detail kept apart. `-- --part heavy`
 * runs the heavy work alone, `-- --part journal` the Journal alone, `-- --part reads` the reads,
 * `-- --part ratios` the light reads beside a bare route answering the same bytes (ratios.ts),
 * `-- --part limits` the heavy paths beside the bare replay of their own SQL (limits.ts), `-- --part
 * startup` the embedded start-up beside a bare PGlite process (startup.ts), `-- --part memory` the
 * built server's memory on PostgreSQL beside a bare process (memory.ts).
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the benchmark
 * creates and drops its own database there.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { migrateDatabase } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { AUDIT_ROWS, seedAuditTrail } from "./audit";
import { LANDING_JAVASCRIPT_BUDGET_BYTES } from "./budgets";
import { seedCalculationCampaigns } from "./calculation";
import { benchDatabase } from "./engines";
import { percentile } from "./figures";
import {
  benchHeavyWork,
  describeHeavyWork,
  type FreshApplyRow,
  type HeavyWorkRow,
  heavyWorkOver,
} from "./heavy-work";
import { INSTRUMENT_COUNT, seedInstruments } from "./instruments";
import { benchJournal, describeJournal, type JournalRow, journalOver } from "./journal";
import { benchLimits, describeLimits, type LimitRow } from "./limits";
import { benchMemory, describeMemory, type MemoryAfterRequests } from "./memory";
import { describePageWeight, measurePageWeight } from "./page-weight";
import { seedRatingBatches } from "./rating-batches";
import { benchRatios, describeRatios, type MemoryRow, type RatioRow } from "./ratios";
import { benchReports, REPORT_BUDGET_MS, REPORT_SHAPE, type ReportRow } from "./reports";
import { seedLargeCompany } from "./seed";
import { benchStartup, describeStartup, type StartRow } from "./startup";

const SHAPE = {
  campaigns: Number(process.env.BENCH_CAMPAIGNS ?? 200),
  equipmentPerCampaign: Number(process.env.BENCH_EQUIPMENT ?? 2000),
  ratedShare: 0.6,
};
const CALCULATION = {
  equipment: Number(process.env.BENCH_CALC_EQUIPMENT ?? 5000),
  criteria: 8,
  raters: 3,
  bulkEquipment: 500,
};
/** Bulk ratings of first ratings: cells per request (equipment × 2 criteria), engines, budget in ms. */
const RATING_BATCHES = [
  { cells: 6000, engines: ["pglite", "postgres"], budget: 1000 },
  { cells: 20_000, engines: ["postgres"], budget: 3000 },
];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WRITE_ITERATIONS = Number(process.env.BENCH_WRITE_ITERATIONS ?? 8);
const WARMUP = 5;
const BUDGET_MS = 100;

const engineArg = process.argv.indexOf("--engine");
const engines = engineArg > 0 ? [process.argv[engineArg + 1]] : ["pglite", "postgres"];
const partArg = process.argv.indexOf("--part");
const part = partArg > 0 ? process.argv[partArg + 1] : "all";
const runReads = part === "all" || part === "reads";
const runHeavy = part === "all" || part === "heavy";
const runJournal = part === "all" || part === "journal";
const runRatios = part === "all" || part === "ratios";
const runLimits = part === "all" || part === "limits";
const runStartup = part === "all" || part === "startup";
const runMemory = part === "all" || part === "memory";
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

interface Row {
  engine: string;
  call: string;
  median: number;
  p99: number;
  budget: number | null;
}

const reportRows: (ReportRow & { engine: string; budget: number | null })[] = [];

async function benchEngine(engine: string): Promise<Row[]> {
  const { handle, drop } = await benchDatabase(engine, { adminUrl, name: "calibra_bench" });
  try {
    await migrateDatabase(handle);
    const seedStart = performance.now();
    const { token, campaignIds, companyId, adminId } = await seedLargeCompany(handle.db, SHAPE);
    console.log(
      `[${engine}] seeded ${SHAPE.campaigns} campaigns × ${SHAPE.equipmentPerCampaign} equipment in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const auditStart = performance.now();
    await seedAuditTrail(handle.db, { companyId, userId: adminId, rows: AUDIT_ROWS });
    console.log(
      `[${engine}] seeded ${AUDIT_ROWS} audit events in ${((performance.now() - auditStart) / 1000).toFixed(1)} s`,
    );
    const parcStart = performance.now();
    await seedInstruments(handle.db, { companyId, total: INSTRUMENT_COUNT });
    console.log(
      `[${engine}] seeded the Parc to ${INSTRUMENT_COUNT} instruments in ${((performance.now() - parcStart) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ database: handle });
    await app.ready();
    const calls: [string, () => string][] = [
      ["GET /api/campaigns", () => "/api/campaigns"],
      [
        "GET /api/equipment/{id}",
        () => `/api/equipment/${campaignIds[Math.floor(Math.random() * campaignIds.length)]}`,
      ],
      ["GET /api/dashboard/stats", () => "/api/dashboard/stats"],
      ["GET /api/audit/events (1re page)", () => "/api/audit/events"],
      ["GET /api/audit/events (filtrée)", () => `/api/audit/events?action=access.refused&userId=${adminId}`],
      [
        "GET /api/audit/events (page 200)",
        () => `/api/audit/events?before=${Math.max(2, AUDIT_ROWS - 200 * 50)}`,
      ],
      ["GET /api/instruments (1re page)", () => "/api/instruments"],
      [
        "GET /api/instruments (filtrée)",
        () => `/api/instruments?status=overdue&type=${encodeURIComponent("Manomètre")}`,
      ],
      ["GET /api/instruments (triée, page 20)", () => "/api/instruments?sort=-lastCalibrationDate&page=20"],
      ["GET /api/instruments (recherche)", () => `/api/instruments?search=${encodeURIComponent("débit")}`],
    ];
    const rows: Row[] = [];
    const measure = async (
      call: string,
      iterations: number,
      warmup: number,
      budget: number | null,
      request: (i: number) => { method: "GET" | "POST"; url: string; payload?: unknown },
    ) => {
      const times: number[] = [];
      for (let i = 0; i < warmup + iterations; i++) {
        const { method, url, payload } = request(i);
        const start = performance.now();
        const response = await app.inject({
          method,
          url,
          payload: payload as object | undefined,
          cookies: { [SESSION_COOKIE]: token },
        });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200)
          throw new Error(`${call}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i >= warmup) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      rows.push({ engine, call, median: percentile(times, 50), p99: percentile(times, 99), budget });
    };
    for (const [call, url] of calls)
      await measure(call, ITERATIONS, WARMUP, engine === "postgres" ? BUDGET_MS : null, () => ({
        method: "GET",
        url: url(),
      }));

    // The whole Parc as CSV, and the largest label sheet: figures, not budgets.
    await measure(`GET /api/instruments/export (${INSTRUMENT_COUNT})`, 10, 1, null, () => ({
      method: "GET",
      url: "/api/instruments/export",
    }));
    await measure("GET labels.pdf (1 000 étiquettes)", 5, 1, null, () => ({
      method: "GET",
      url: "/api/instruments/labels.pdf?sort=reference",
    }));

    const calcStart = performance.now();
    const work = await seedCalculationCampaigns(handle.db, companyId, adminId, CALCULATION);
    console.log(
      `[${engine}] seeded ${CALCULATION.equipment} equipment × ${CALCULATION.criteria} criteria × ${CALCULATION.raters} raters in ${((performance.now() - calcStart) / 1000).toFixed(1)} s`,
    );
    await measure(
      `POST calculate-periods (${CALCULATION.equipment} éq.)`,
      WRITE_ITERATIONS,
      1,
      engine === "postgres" ? 2000 : null,
      () => ({
        method: "POST",
        url: `/api/campaigns/${work.calculationCampaignId}/calculate-periods`,
        payload: { adjustmentFactor: 1 },
      }),
    );
    await measure(
      `GET calibration-results (${CALCULATION.equipment} éq.)`,
      WRITE_ITERATIONS,
      1,
      engine === "postgres" ? BUDGET_MS : null,
      () => ({ method: "GET", url: `/api/campaigns/${work.calculationCampaignId}/calibration-results` }),
    );
    const [first, second] = work.criterionIds;
    await measure(
      `POST ratings/batch (${CALCULATION.bulkEquipment} × 2)`,
      WRITE_ITERATIONS,
      1,
      1000,
      (i) => ({
        method: "POST",
        url: "/api/equipment-ratings/batch",
        payload: {
          campaignId: work.bulkCampaignId,
          ratings: work.bulkEquipmentIds.flatMap((equipmentId) => [
            { equipmentId, criteriaId: first, grade: 1 + (i % 5) },
            { equipmentId, criteriaId: second, grade: 5 - (i % 5) },
          ]),
        },
      }),
    );
    for (const batch of RATING_BATCHES.filter((b) => b.engines.includes(engine))) {
      const equipmentCount = batch.cells / 2;
      const batchStart = performance.now();
      const campaigns = await seedRatingBatches(handle.db, companyId, adminId, {
        equipment: equipmentCount,
        campaigns: 1 + WRITE_ITERATIONS,
      });
      console.log(
        `[${engine}] seeded ${campaigns.length} campaigns × ${equipmentCount} unrated equipment in ${((performance.now() - batchStart) / 1000).toFixed(1)} s`,
      );
      await measure(
        `POST ratings/batch (${batch.cells} nouvelles)`,
        WRITE_ITERATIONS,
        1,
        batch.budget,
        (i) => ({
          method: "POST",
          url: "/api/equipment-ratings/batch",
          payload: {
            campaignId: campaigns[i]!.campaignId,
            ratings: campaigns[i]!.equipmentIds.flatMap((equipmentId) => [
              { equipmentId, criteriaId: first, grade: 1 + (i % 5) },
              { equipmentId, criteriaId: second, grade: 5 - (i % 5) },
            ]),
          },
        }),
      );
    }
    await measure(
      `POST apply-periods (${CALCULATION.equipment} éq.)`,
      Math.min(3, WRITE_ITERATIONS),
      0,
      null,
      () => ({ method: "POST", url: `/api/campaigns/${work.calculationCampaignId}/apply-periods` }),
    );
    const reports = await benchReports(
      app,
      handle.db,
      { token, companyId, adminId },
      Math.min(5, WRITE_ITERATIONS),
    );
    for (const row of reports)
      reportRows.push({
        ...row,
        engine,
        budget: engine === "postgres" && row.format !== "html" ? REPORT_BUDGET_MS : null,
      });
    await app.close();
    return rows;
  } finally {
    await handle.close();
    await drop();
  }
}

const results: Row[] = [];
const heavyWork: { applies: FreshApplyRow[]; heavy: HeavyWorkRow[] } = { applies: [], heavy: [] };
const journal: JournalRow[] = [];
const ratios: RatioRow[] = [];
const memory: MemoryRow[] = [];
const limits: LimitRow[] = [];
const startup: StartRow[] = runStartup ? await benchStartup() : [];
const processMemory: MemoryAfterRequests | null = runMemory ? await benchMemory(adminUrl) : null;
for (const engine of engines) {
  if (runLimits) limits.push(...(await benchLimits(engine!, adminUrl)));
  if (runRatios) {
    const measured = await benchRatios(engine!, adminUrl);
    ratios.push(...measured.rows);
    memory.push(measured.memory);
  }
  if (runHeavy) {
    const measured = await benchHeavyWork(engine!, adminUrl);
    heavyWork.applies.push(...measured.applies);
    heavyWork.heavy.push(...measured.heavy);
  }
  if (runJournal) journal.push(...(await benchJournal(engine!, adminUrl)));
  if (runReads) results.push(...(await benchEngine(engine!)));
}

console.log(
  `\n${SHAPE.campaigns} campaigns × ${SHAPE.equipmentPerCampaign} equipment, ${ITERATIONS} requests per call\n`,
);
console.log("engine    call                                   median ms   p99 ms   budget");
for (const r of results) {
  const verdict =
    r.budget === null ? "" : r.median < r.budget ? `< ${r.budget} ms ✓` : `< ${r.budget} ms ✗ OVER`;
  console.log(
    `${r.engine.padEnd(9)} ${r.call.padEnd(38)} ${r.median.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)}   ${verdict}`,
  );
}

console.log(
  `\nReports of ${REPORT_SHAPE.equipment} equipment × ${REPORT_SHAPE.criteria} criteria × ${REPORT_SHAPE.raters} raters (whole request)\n`,
);
console.log(
  "engine    format   median ms   max ms     size        pages  peak RSS (before)   health max ms   budget",
);
for (const r of reportRows) {
  const verdict =
    r.budget === null ? "" : r.median < r.budget ? `< ${r.budget} ms ✓` : `< ${r.budget} ms ✗ OVER`;
  console.log(
    `${r.engine.padEnd(9)} ${r.format.padEnd(8)} ${r.median.toFixed(0).padStart(9)} ${r.p99.toFixed(0).padStart(8)} ${`${(r.bytes / 1024).toFixed(0)} KB`.padStart(9)} ${String(r.pageCount ?? "—").padStart(8)}  ${`${r.peakRssMb} MB (${r.baseRssMb} MB)`.padStart(18)} ${r.healthMaxMs.toFixed(1).padStart(15)}   ${verdict}`,
  );
}

if (runRatios) {
  console.log("");
  for (const line of describeRatios(ratios, memory)) console.log(line);
}

if (processMemory) {
  console.log("");
  for (const line of describeMemory(processMemory)) console.log(line);
}

if (runStartup) {
  console.log("");
  for (const line of describeStartup(startup)) console.log(line);
}

if (runLimits) {
  console.log("");
  for (const line of describeLimits(limits)) console.log(line);
}

if (runHeavy) {
  console.log("");
  for (const line of describeHeavyWork(heavyWork)) console.log(line);
}

if (runJournal) {
  console.log("");
  for (const line of describeJournal(journal)) console.log(line);
}

const webDir = resolve(process.env.WEB_DIR ?? "dist/web");
if (!existsSync(join(webDir, "index.html"))) spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
const pageWeight = await measurePageWeight(webDir);
console.log("");
for (const line of describePageWeight(pageWeight)) console.log(line);

mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/latest.json",
  `${JSON.stringify({ shape: SHAPE, iterations: ITERATIONS, results, reports: reportRows, heavyWork, journal, ratios, memory, limits, startup, processMemory, pageWeight }, null, 2)}\n`,
);
const over =
  results.some((r) => r.budget !== null && r.median >= r.budget) ||
  reportRows.some((r) => r.budget !== null && r.median >= r.budget) ||
  heavyWorkOver(heavyWork.heavy) ||
  journalOver(journal) ||
  pageWeight.javascriptBytes >= LANDING_JAVASCRIPT_BUDGET_BYTES;
process.exit(over ? 1 : 0);
