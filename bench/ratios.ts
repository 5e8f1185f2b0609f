/**
 * Calibra beside its limit (issue 25): each light read of the product against a bare Fastify route
 * of the same process that runs one plain query for the same rows and answers the same bytes. The
 * two are measured in turn (A, B, A, B…) over real HTTP from a load generator in another process
 * (load-client.ts), so that both see the same machine at the same moment; the ratio is Calibra's
 * requests per second over the bare route's, with the server process's CPU time per request and
 * the bytes of an answer. Last, the process's memory once every request has been served.
 *   npm run bench -- --part ratios [--engine pglite|postgres]
 * BENCH_RATIO_ROUNDS (default 5) rounds of BENCH_RATIO_REQUESTS (default 400) requests each, with
 * BENCH_RATIO_CONCURRENCY (default 4) connections.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { migrateDatabase } from "../src/server/db/client";
import { sessionIdOf } from "../src/server/domain/sessions/session-id";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { benchDatabase } from "./engines";
import { median } from "./figures";
import type { LoadAnswer, LoadOrder } from "./load-client";
import { seedLargeCompany } from "./seed";
import { byTransaction, type RecordedStatement, recordStatements } from "./sql-replay";

const ROUNDS = Number(process.env.BENCH_RATIO_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_RATIO_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_RATIO_CONCURRENCY ?? 4);
/** The shape of the company read: 200 campaigns, as in the reads of run.ts. */
const SHAPE = { campaigns: 200, equipmentPerCampaign: 20, ratedShare: 0.6 };

/** Calibra's answer per second over the bare route's: the issue's target for each path. */
export const RATIO_TARGET = 0.75;

export interface RatioRow {
  engine: string;
  path: string;
  /** Requests per second, median of the rounds. */
  calibra: number;
  bare: number;
  ratio: number;
  /** The server process's CPU time per request (user + system), in ms, median of the rounds. */
  calibraCpuMs: number;
  bareCpuMs: number;
  /** The bytes of one answer's body (the same for both). */
  bytes: number;
  /**
   * PostgreSQL only: a bare route replaying Calibra's own statements for the read (recorded from
   * one of its requests, the same text and parameters, its transaction included) and answering the
   * same bytes: requests per second and CPU per request. What the product's SQL alone allows.
   */
  replay: number | null;
  replayCpuMs: number | null;
  statements: number | null;
}

export interface MemoryRow {
  engine: string;
  requests: number;
  rssMb: number;
  heapUsedMb: number;
}

/** A plain client of the database: PGlite itself, or node-postgres' pool (`$client` of drizzle). */
interface PlainClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect?(): Promise<PlainClient & { release(): void }>;
}

function loadClient(): { send(order: LoadOrder): Promise<LoadAnswer>; close(): void } {
  const child: ChildProcess = fork(fileURLToPath(new URL("./load-client.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  return {
    send: (order) =>
      new Promise((resolve, reject) => {
        child.once("message", (answer: LoadAnswer | { error: string }) =>
          "error" in answer ? reject(new Error(answer.error)) : resolve(answer),
        );
        child.send(order);
      }),
    close: () => child.kill(),
  };
}

/** The bare routes: one plain query each, then the bytes Calibra answered for the same read. */
function bareServer(
  client: PlainClient,
  answers: { campaigns: string; user: string },
  recorded: Record<"campaigns" | "user", RecordedStatement[]>,
): FastifyInstance {
  const bare = Fastify({ logger: false });
  // Calibra's own statements of one request, in the order of their transactions, on one connection.
  bare.get<{ Params: { read: "campaigns" | "user" } }>("/replay/:read", async (request, reply) => {
    const connection = await client.connect!();
    try {
      for (const statement of recorded[request.params.read])
        await connection.query(statement.text, statement.values);
    } finally {
      connection.release();
    }
    return reply.type("application/json; charset=utf-8").send(answers[request.params.read]);
  });
  bare.get<{ Querystring: { company: string } }>("/bare/campaigns", async (request, reply) => {
    await client.query("select * from campaigns where company_id = $1 and archived_at is null", [
      Number(request.query.company),
    ]);
    return reply.type("application/json; charset=utf-8").send(answers.campaigns);
  });
  bare.get("/bare/session", async (request, reply) => {
    const token = request.headers.cookie?.split("=")[1] ?? "";
    await client.query(
      `select u.* from sessions s join users u on u.id = s.user_id
        where s.sid = $1 and s.expire > now() and u.status = 'active' limit 1`,
      [sessionIdOf(token)],
    );
    return reply.type("application/json; charset=utf-8").send(answers.user);
  });
  return bare;
}

export async function benchRatios(
  engine: string,
  adminUrl: string,
): Promise<{ rows: RatioRow[]; memory: MemoryRow }> {
  const { handle, drop } = await benchDatabase(engine, { adminUrl, name: "calibra_bench_ratios" });
  const load = loadClient();
  try {
    await migrateDatabase(handle);
    const { token, companyId } = await seedLargeCompany(handle.db, SHAPE);
    const app = await buildApp({ database: handle });
    const calibraUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const read = async (path: string) => {
      const response = await fetch(`${calibraUrl}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return response.text();
    };
    const answers = { campaigns: await read("/api/campaigns"), user: await read("/api/auth/user") };
    const database = engine === "postgres" ? "calibra_bench_ratios" : "";
    const recorded = {
      campaigns: byTransaction((await recordStatements(database, () => read("/api/campaigns"))).statements),
      user: byTransaction((await recordStatements(database, () => read("/api/auth/user"))).statements),
    };
    const bare = bareServer((handle.db as unknown as { $client: PlainClient }).$client, answers, recorded);
    const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
    const paths = [
      {
        path: "GET /api/campaigns",
        calibra: `${calibraUrl}/api/campaigns`,
        bare: `${bareUrl}/bare/campaigns?company=${companyId}`,
        replay: engine === "postgres" ? `${bareUrl}/replay/campaigns` : null,
        statements: recorded.campaigns.length,
        bytes: Buffer.byteLength(answers.campaigns),
      },
      {
        path: "GET /api/auth/user",
        calibra: `${calibraUrl}/api/auth/user`,
        bare: `${bareUrl}/bare/session`,
        replay: engine === "postgres" ? `${bareUrl}/replay/user` : null,
        statements: recorded.user.length,
        bytes: Buffer.byteLength(answers.user),
      },
    ];
    let served = 0;
    const measure = async (url: string, count: number) => {
      const cpu = process.cpuUsage();
      const answer = await load.send({ url, cookie, count, concurrency: CONCURRENCY });
      const used = process.cpuUsage(cpu);
      if (answer.statuses["200"] !== count) throw new Error(`${url}: ${JSON.stringify(answer.statuses)}`);
      return { rps: (count / answer.ms) * 1000, cpuMs: (used.user + used.system) / 1000 / count };
    };
    const rows: RatioRow[] = [];
    for (const path of paths) {
      await measure(path.calibra, Math.min(100, REQUESTS));
      await measure(path.bare, Math.min(100, REQUESTS));
      served += Math.min(100, REQUESTS);
      const calibra: { rps: number; cpuMs: number }[] = [];
      const bareRuns: { rps: number; cpuMs: number }[] = [];
      const replays: { rps: number; cpuMs: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        calibra.push(await measure(path.calibra, REQUESTS));
        bareRuns.push(await measure(path.bare, REQUESTS));
        if (path.replay) replays.push(await measure(path.replay, REQUESTS));
        served += REQUESTS;
      }
      const calibraRps = median(calibra.map((r) => r.rps));
      const bareRps = median(bareRuns.map((r) => r.rps));
      rows.push({
        engine,
        path: path.path,
        calibra: calibraRps,
        bare: bareRps,
        ratio: calibraRps / bareRps,
        calibraCpuMs: median(calibra.map((r) => r.cpuMs)),
        bareCpuMs: median(bareRuns.map((r) => r.cpuMs)),
        bytes: path.bytes,
        replay: path.replay ? median(replays.map((r) => r.rps)) : null,
        replayCpuMs: path.replay ? median(replays.map((r) => r.cpuMs)) : null,
        statements: path.replay ? path.statements : null,
      });
    }
    const memory = process.memoryUsage();
    await bare.close();
    await app.close();
    return {
      rows,
      memory: {
        engine,
        requests: served,
        rssMb: Math.round(memory.rss / 2 ** 20),
        heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
      },
    };
  } finally {
    load.close();
    await handle.close();
    await drop();
  }
}

export function describeRatios(rows: RatioRow[], memory: MemoryRow[]): string[] {
  const lines = [
    `Calibra beside a bare route answering the same bytes (${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} connections, interleaved; target ratio ≥ ${RATIO_TARGET})`,
    "",
    "engine    path                  Calibra req/s   bare req/s   ratio   CPU ms/req (bare)   bytes   own SQL replayed bare: req/s, ratio, CPU ms/req",
  ];
  for (const r of rows)
    lines.push(
      `${r.engine.padEnd(9)} ${r.path.padEnd(21)} ${r.calibra.toFixed(0).padStart(13)} ${r.bare.toFixed(0).padStart(12)} ${r.ratio.toFixed(2).padStart(7)} ${`${r.calibraCpuMs.toFixed(2)} (${r.bareCpuMs.toFixed(2)})`.padStart(19)} ${String(r.bytes).padStart(7)}   ${r.ratio >= RATIO_TARGET ? "✓" : "✗ under target"}${r.replay === null ? "" : `   ${r.statements} statements: ${r.replay.toFixed(0)} req/s, ${(r.calibra / r.replay).toFixed(2)}, ${r.replayCpuMs!.toFixed(2)} ms`}`,
    );
  for (const m of memory)
    lines.push(
      `${m.engine.padEnd(9)} memory after ${m.requests} requests: RSS ${m.rssMb} MB (heap ${m.heapUsedMb} MB), the bench's process with both servers`,
    );
  return lines;
}
