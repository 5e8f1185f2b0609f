import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { seedCalculationCampaigns } from "./calculation";

export const REPORT_SHAPE = { equipment: 1000, criteria: 8, raters: 3 };
/** Budget of one report's generation on PostgreSQL, whole request (model read, render, storage). */
export const REPORT_BUDGET_MS = 1000;

export interface ReportRow {
  format: string;
  median: number;
  p99: number;
  bytes: number;
  pageCount: number | null;
  /** The process's resident memory at its highest during the generations, and before them (MB). */
  peakRssMb: number;
  baseRssMb: number;
  /** The slowest answer of GET /api/health asked every 20 ms while reports were generated (ms). */
  healthMaxMs: number;
}

/**
 * Reports of a campaign of 1,000 equipment × 8 criteria × 3 raters, calculated: each format
 * generated `iterations` times through the API, with the process's peak memory sampled every 10 ms
 * and a health check asked meanwhile (rendering runs off the main thread: it must stay quick).
 */
export async function benchReports(
  app: FastifyInstance,
  db: Database,
  session: { token: string; companyId: number; adminId: string },
  iterations: number,
): Promise<ReportRow[]> {
  const work = await seedCalculationCampaigns(db, session.companyId, session.adminId, {
    ...REPORT_SHAPE,
    bulkEquipment: 0,
    prefix: "RPT",
  });
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: { [SESSION_COOKIE]: session.token } });
  const calculated = await call("POST", `/api/campaigns/${work.calculationCampaignId}/calculate-periods`, {
    adjustmentFactor: 1,
  });
  if (calculated.statusCode !== 200) throw new Error(`calculate-periods: ${calculated.body}`);

  const rows: ReportRow[] = [];
  for (const format of ["pdf", "xlsx", "html"] as const) {
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    let healthMax = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const start = performance.now();
        await call("GET", "/api/health");
        healthMax = Math.max(healthMax, performance.now() - start);
        await new Promise((done) => setTimeout(done, 20));
      }
    })();
    const times: number[] = [];
    let last: { fileName: string; pageCount: number | null; downloadUrl: string } | null = null;
    // One warm-up: the render worker starts and loads its libraries once per process.
    for (let i = 0; i < iterations + 1; i++) {
      const start = performance.now();
      const response = await call("POST", `/api/campaigns/${work.calculationCampaignId}/generate-report`, {
        format,
      });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 201)
        throw new Error(`generate-report ${format}: ${response.body.slice(0, 300)}`);
      last = response.json();
      if (i > 0) times.push(elapsed);
    }
    probing = false;
    await probe;
    clearInterval(sampler);
    const file = await call("GET", last!.downloadUrl);
    times.sort((a, b) => a - b);
    rows.push({
      format,
      median: times[Math.floor((times.length - 1) / 2)]!,
      p99: times[times.length - 1]!,
      bytes: file.rawPayload.length,
      pageCount: last!.pageCount,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      baseRssMb: Math.round(baseRss / 1024 / 1024),
      healthMaxMs: healthMax,
    });
  }
  return rows;
}
