import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { migrateDatabase } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { seedCalculationCampaigns } from "./calculation";
import { benchDatabase } from "./engines";
import { lightRequestsDuring } from "./light-requests";

/**
 * Heavy work on a new company (decision 017), through the API as a user would do it:
 * - its first campaign of 400, 1,000 and 5,000 instruments rated, calculated and applied, each on a
 *   fresh embedded folder or a fresh PostgreSQL database (the planner has no statistics yet);
 * - the worst wait of a light request (GET /api/auth/user every 20 ms) during each heavy operation:
 *   the calculation and the application, a bulk rating of 6,000 cells, a Parc import of 20,000
 *   lines, each report format of a 1,000-equipment campaign and four PDF reports asked at once, with
 *   the process's peak memory. Target: no light request waits more than 250 ms; applying periods is
 *   one transaction by design (all or nothing), so its wait is the application's own duration.
 */
export const FRESH_APPLY_SIZES = [400, 1000, 5000];
export const LIGHT_WAIT_BUDGET_MS = 250;
const CRITERIA_RATED = 8;

export interface FreshApplyRow {
  engine: string;
  equipment: number;
  calculateMs: number;
  applyMs: number;
}

export interface HeavyWorkRow {
  engine: string;
  operation: string;
  durationMs: number;
  worstWaitMs: number;
  /** The process's resident memory at its highest during the operation (MB). */
  peakRssMb: number;
  /** Null when the operation is one transaction by design (its wait is its duration). */
  budget: number | null;
}

/** A signed-in client of the app: the company's first user, then the calls it makes. */
function clientOf(app: FastifyInstance) {
  let cookie: string | undefined;
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as object | undefined,
      cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set?.value) cookie = set.value;
    return response;
  };
  const ok = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  return { call, ok, cookie: () => cookie };
}

/** Peak resident memory while `work` runs, sampled every 10 ms (MB). */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    return { result: await work(), peakRssMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * One fresh engine per size: a new company's first campaign, rated on 8 criteria, calculated and
 * applied; the heavy operations are measured on the largest one.
 */
export async function benchHeavyWork(
  engine: string,
  adminUrl: string,
): Promise<{ applies: FreshApplyRow[]; heavy: HeavyWorkRow[] }> {
  const applies: FreshApplyRow[] = [];
  const heavy: HeavyWorkRow[] = [];
  for (const size of FRESH_APPLY_SIZES) {
    const fresh = await benchDatabase(engine, {
      adminUrl,
      name: `calibra_bench_fresh_${process.pid}`,
      onDisk: true,
    });
    let app: FastifyInstance | undefined;
    try {
      await migrateDatabase(fresh.handle);
      app = await buildApp({ database: fresh.handle, reminders: false });
      await app.ready();
      const admin = clientOf(app);
      const signup = await admin.ok("POST", "/api/auth/signup", {
        email: `banc.${size}@exemple.fr`,
        password: "mot-de-passe-du-banc",
        firstName: "Banc",
        lastName: "Essai",
      });
      const company = await admin.ok("POST", "/api/companies", { name: `Première entreprise ${size}` });
      const campaign = await admin.ok("POST", "/api/campaigns", {
        name: `Première campagne de ${size} instruments`,
        equipment: Array.from({ length: size }, (_, i) => ({
          name: `Instrument ${i + 1}`,
          serialNumber: `PRM-${String(i + 1).padStart(5, "0")}`,
          currentPeriod: 6 + (i % 5) * 6,
        })),
      });
      const campaignId: number = campaign.json().id;
      const items: { id: number }[] = (await admin.ok("GET", `/api/equipment/${campaignId}`)).json();
      const criteria: { id: number }[] = (await admin.ok("GET", "/api/rating-criteria")).json();
      const cells = items.flatMap((item, i) =>
        criteria
          .slice(0, CRITERIA_RATED)
          .map((c, j) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((i + j) % 5) })),
      );
      await admin.ok("POST", "/api/equipment-ratings/batch", { campaignId, ratings: cells });
      const light = () => admin.call("GET", "/api/auth/user");
      const measure = async (operation: string, budget: number | null, work: () => Promise<unknown>) => {
        const { result, peakRssMb } = await withPeakMemory(() => lightRequestsDuring(light, work));
        heavy.push({
          engine,
          operation,
          durationMs: result.duration,
          worstWaitMs: result.worst,
          peakRssMb,
          budget,
        });
        return result.duration;
      };
      const calculateMs = await measure(
        `calculate-periods (${size} éq. × 8 critères)`,
        LIGHT_WAIT_BUDGET_MS,
        () => admin.ok("POST", `/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 }),
      );
      const applyMs = await measure(`apply-periods (${size} éq., base neuve)`, null, () =>
        admin.ok("POST", `/api/campaigns/${campaignId}/apply-periods`),
      );
      applies.push({ engine, equipment: size, calculateMs, applyMs });
      if (size !== FRESH_APPLY_SIZES.at(-1)) continue;

      const bulk = cells.filter((_, i) => i % 8 < 2).slice(0, 6000);
      await measure("ratings/batch (6 000 cellules)", LIGHT_WAIT_BUDGET_MS, () =>
        admin.ok("POST", "/api/equipment-ratings/batch", {
          campaignId,
          ratings: bulk.map((c) => ({ ...c, grade: 6 - c.grade })),
        }),
      );
      const lines = Array.from(
        { length: 20_000 },
        (_, i) => `Instrument importé ${i},IMP-${String(i).padStart(6, "0")},Manomètre,Atelier ${i % 7},12,`,
      );
      await measure("instruments/import (20 000 lignes)", LIGHT_WAIT_BUDGET_MS, () =>
        admin.ok("POST", "/api/instruments/import", {
          csv: ["nom,reference,type,emplacement,periode_mois,dernier_etalonnage", ...lines].join("\n"),
        }),
      );

      const reported = await seedCalculationCampaigns(fresh.handle.db, company.json().id, signup.json().id, {
        equipment: 1000,
        criteria: 8,
        raters: 3,
        bulkEquipment: 0,
        prefix: "RPT",
      });
      const reportCampaign = reported.calculationCampaignId;
      await admin.ok("POST", `/api/campaigns/${reportCampaign}/calculate-periods`, { adjustmentFactor: 1 });
      const generate = (format: string) =>
        admin.ok("POST", `/api/campaigns/${reportCampaign}/generate-report`, { format });
      // A first report starts the render worker and loads its libraries.
      await generate("pdf");
      for (const format of ["pdf", "xlsx", "html"])
        await measure(`rapport ${format} (1 000 éq. × 8 × 3)`, LIGHT_WAIT_BUDGET_MS, () => generate(format));
      await measure("4 rapports PDF à la fois (1 000 éq.)", LIGHT_WAIT_BUDGET_MS, () =>
        Promise.all([1, 2, 3, 4].map(() => generate("pdf"))),
      );
    } finally {
      await app?.close();
      await fresh.handle.close();
      await fresh.drop();
    }
  }
  return { applies, heavy };
}

export function describeHeavyWork({ applies, heavy }: { applies: FreshApplyRow[]; heavy: HeavyWorkRow[] }) {
  const lines = [
    "First campaign of a new company, on a fresh folder / database (whole requests)",
    "",
    "engine    equipment   calculate ms   apply ms",
    ...applies.map(
      (r) =>
        `${r.engine.padEnd(9)} ${String(r.equipment).padStart(9)} ${r.calculateMs.toFixed(0).padStart(14)} ${r.applyMs.toFixed(0).padStart(10)}`,
    ),
    "",
    `Worst wait of a light request during heavy work (GET /api/auth/user every 20 ms; target ${LIGHT_WAIT_BUDGET_MS} ms)`,
    "",
    "engine    operation                                 duration ms   worst wait ms   peak RSS   target",
    ...heavy.map((r) => {
      const verdict =
        r.budget === null
          ? "one transaction (all or nothing)"
          : r.worstWaitMs < r.budget
            ? `< ${r.budget} ms ✓`
            : `< ${r.budget} ms ✗ OVER`;
      return `${r.engine.padEnd(9)} ${r.operation.padEnd(41)} ${r.durationMs.toFixed(0).padStart(11)} ${r.worstWaitMs.toFixed(0).padStart(15)} ${`${r.peakRssMb} MB`.padStart(10)}   ${verdict}`;
    }),
  ];
  return lines;
}

/** Budgets missed: the worst waits over their target. */
export function heavyWorkOver(heavy: HeavyWorkRow[]): boolean {
  return heavy.some((r) => r.budget !== null && r.worstWaitMs >= r.budget);
}
