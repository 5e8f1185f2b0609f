import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { migrateDatabase } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { benchDatabase } from "./engines";
import { percentile } from "./figures";

/**
 * The Journal's weight after bulk changes (issue 23, decision 025): on a new company, a campaign of
 * 5,000 equipment created, rated on 8 criteria and calculated three times through the API, as a user
 * would; then the Journal's first page (GET /api/audit/events, the page size the screen asks for) read
 * several times: its size and its median time. Each bulk change's row holds its summary, its detail
 * apart: the page stays under JOURNAL_PAGE_BUDGET_BYTES. The detail of the last calculation is read
 * too (a figure, no budget).
 */
export const JOURNAL_SHAPE = { equipment: 5000, criteria: 8, calculations: 3 };
export const JOURNAL_PAGE_BUDGET_BYTES = 200 * 1024;
const READS = 20;
const WARMUP = 2;

export interface JournalRow {
  engine: string;
  call: string;
  bytes: number;
  median: number;
  p99: number;
  /** Budget of the answer's size in bytes; null for a figure. */
  budgetBytes: number | null;
}

/** A signed-in client of the app: the company's first user, then the calls it makes. */
function clientOf(app: FastifyInstance) {
  let cookie: string | undefined;
  return async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as object | undefined,
      cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set?.value) cookie = set.value;
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
}

export async function benchJournal(engine: string, adminUrl: string): Promise<JournalRow[]> {
  const fresh = await benchDatabase(engine, { adminUrl, name: `calibra_bench_journal_${process.pid}` });
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(fresh.handle);
    app = await buildApp({ database: fresh.handle, reminders: false });
    await app.ready();
    const call = clientOf(app);
    const seedStart = performance.now();
    await call("POST", "/api/auth/signup", {
      email: "banc.journal@exemple.fr",
      password: "mot-de-passe-du-banc",
      firstName: "Banc",
      lastName: "Journal",
    });
    await call("POST", "/api/companies", { name: "Journal du banc" });
    const campaign = await call("POST", "/api/campaigns", {
      name: `Campagne de ${JOURNAL_SHAPE.equipment} instruments`,
      equipment: Array.from({ length: JOURNAL_SHAPE.equipment }, (_, i) => ({
        name: `Instrument ${i + 1}`,
        serialNumber: `JRN-${String(i + 1).padStart(5, "0")}`,
        currentPeriod: 6 + (i % 5) * 6,
      })),
    });
    const campaignId: number = campaign.json().id;
    const items: { id: number }[] = (await call("GET", `/api/equipment/${campaignId}`)).json();
    const criteria: { id: number }[] = (await call("GET", "/api/rating-criteria")).json();
    await call("POST", "/api/equipment-ratings/batch", {
      campaignId,
      ratings: items.flatMap((item, i) =>
        criteria
          .slice(0, JOURNAL_SHAPE.criteria)
          .map((c, j) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((i + j) % 5) })),
      ),
    });
    for (let i = 0; i < JOURNAL_SHAPE.calculations; i++)
      await call("POST", `/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
        confirmIncomplete: true,
      });
    console.log(
      `[${engine}] journal: ${JOURNAL_SHAPE.equipment} equipment created, rated and calculated ${JOURNAL_SHAPE.calculations} times in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const measure = async (label: string, url: string, budgetBytes: number | null): Promise<JournalRow> => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARMUP + READS; i++) {
        const start = performance.now();
        const response = await call("GET", url);
        const elapsed = performance.now() - start;
        bytes = Buffer.byteLength(response.body);
        if (i >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      return {
        engine,
        call: label,
        bytes,
        median: percentile(times, 50),
        p99: percentile(times, 99),
        budgetBytes,
      };
    };
    const page = await measure(
      "GET /api/audit/events (1re page)",
      "/api/audit/events?limit=50",
      JOURNAL_PAGE_BUDGET_BYTES,
    );
    const events: { id: number; action: string; bulkDetail: unknown }[] = (
      await call("GET", "/api/audit/events?limit=50&action=periods.calculated")
    ).json().events;
    const last = events.find((e) => e.bulkDetail !== null);
    const rows = [page];
    if (last)
      rows.push(
        await measure(
          `GET /api/audit/events/{id}/detail (${JOURNAL_SHAPE.equipment} résultats)`,
          `/api/audit/events/${last.id}/detail`,
          null,
        ),
      );
    return rows;
  } finally {
    await app?.close();
    await fresh.handle.close();
    await fresh.drop();
  }
}

export function describeJournal(rows: JournalRow[]): string[] {
  return [
    `The Journal after ${JOURNAL_SHAPE.calculations} calculations of ${JOURNAL_SHAPE.equipment} equipment × ${JOURNAL_SHAPE.criteria} criteria (first page: 50 events; ${READS} reads)`,
    "",
    "engine    call                                              size       median ms   p99 ms   budget",
    ...rows.map((r) => {
      const verdict =
        r.budgetBytes === null
          ? ""
          : r.bytes < r.budgetBytes
            ? `< ${r.budgetBytes / 1024} KB ✓`
            : `< ${r.budgetBytes / 1024} KB ✗ OVER`;
      return `${r.engine.padEnd(9)} ${r.call.padEnd(49)} ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(10)} ${r.median.toFixed(1).padStart(11)} ${r.p99.toFixed(1).padStart(8)}   ${verdict}`;
    }),
  ];
}

/** Budgets missed: a page over its size. */
export function journalOver(rows: JournalRow[]): boolean {
  return rows.some((r) => r.budgetBytes !== null && r.bytes >= r.budgetBytes);
}
