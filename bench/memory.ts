/**
 * Calibra's memory on PostgreSQL beside its bound (issue 25): the built server (`npm start`'s) in a
 * process of its own, on a company of 200 campaigns, after BENCH_MEMORY_REQUESTS (default 9,600)
 * requests alternating the campaigns list and the signed-in user on 4 connections; against a bare
 * Fastify process with a node-postgres pool answering the same two reads with one plain query each
 * and the same bytes (bare-server.mjs). Resident memory (VmRSS) and its peak (VmHWM) of each.
 *   npm run bench -- --part memory
 * BENCH_NODE_ARGS adds options to Calibra's node ("--enable-source-maps": stack traces mapped to
 * the sources, at a cost in memory this measures).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrateDatabase } from "../src/server/db/client";
import { sessionIdOf } from "../src/server/domain/sessions/session-id";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { benchDatabase } from "./engines";
import { sendLoad } from "./load-client";
import { seedLargeCompany } from "./seed";

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 9600);
export const MEMORY_TARGET_MB = 200;

export interface MemoryAfterRequests {
  requests: number;
  calibra: { rssMb: number; peakMb: number };
  bare: { rssMb: number; peakMb: number };
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

function healthy(port: number): Promise<boolean> {
  return new Promise((done) => {
    const request = get({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    request.on("error", () => done(false));
  });
}

/** Starts a server process, sends the requests, and reads its memory before stopping it. */
async function serve(args: string[], env: Record<string, string>, cookie: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn", REMINDERS: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const started = Date.now();
    while (!(await healthy(port))) {
      if (child.exitCode !== null || Date.now() - started > 60_000)
        throw new Error(`${args.join(" ")} did not start`);
      await new Promise((done) => setTimeout(done, 20));
    }
    for (let sent = 0; sent < REQUESTS; sent += 800)
      for (const path of ["/api/campaigns", "/api/auth/user"]) {
        const answer = await sendLoad({
          url: `http://127.0.0.1:${port}${path}`,
          cookie,
          count: 400,
          concurrency: 4,
        });
        if (answer.statuses["200"] !== 400) throw new Error(`${path}: ${JSON.stringify(answer.statuses)}`);
      }
    return memoryOf(child.pid!);
  } finally {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGINT");
    await exited;
  }
}

export async function benchMemory(adminUrl: string): Promise<MemoryAfterRequests> {
  // The built server and template as `npm start` has them (rebuilt only when their sources changed).
  spawnSync(process.execPath, ["scripts/build-if-changed.mjs"], { stdio: "inherit" });
  const name = "calibra_bench_memory";
  const { handle, drop } = await benchDatabase("postgres", { adminUrl, name });
  const folder = mkdtempSync(join(tmpdir(), "calibra-memory-"));
  try {
    await migrateDatabase(handle);
    const { token, companyId } = await seedLargeCompany(handle.db, {
      campaigns: 200,
      equipmentPerCampaign: 20,
      ratedShare: 0.6,
    });
    await handle.close();
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const cookie = `${SESSION_COOKIE}=${token}`;
    const calibra = await serve(
      [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), resolve("dist/server/main.js")],
      { DATABASE_URL: url },
      cookie,
    );
    // The bare process answers the bytes Calibra answers (read once from a Calibra started again).
    const answersFile = join(folder, "answers.json");
    writeFileSync(
      answersFile,
      JSON.stringify(await answersOf(url, cookie, { companyId, sid: sessionIdOf(token) })),
    );
    const bare = await serve(
      [resolve("bench/bare-server.mjs")],
      { DATABASE_URL: url, ANSWERS_FILE: answersFile },
      cookie,
    );
    return { requests: REQUESTS, calibra, bare };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await drop();
  }
}

/** Calibra's two answers, from a server started for the purpose. */
async function answersOf(url: string, cookie: string, ids: { companyId: number; sid: string }) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [resolve("dist/server/main.js")], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), LOG_LEVEL: "warn", REMINDERS: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    while (!(await healthy(port))) await new Promise((done) => setTimeout(done, 20));
    const read = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } })).text();
    return { ...ids, campaigns: await read("/api/campaigns"), user: await read("/api/auth/user") };
  } finally {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGINT");
    await exited;
  }
}

export function describeMemory(memory: MemoryAfterRequests): string[] {
  const { calibra, bare } = memory;
  return [
    `Memory on PostgreSQL after ${memory.requests} requests (campaigns list and signed-in user, 4 connections), each server in its own process`,
    "",
    "server     RSS      peak     target",
    `Calibra ${`${calibra.rssMb} MB`.padStart(7)} ${`${calibra.peakMb} MB`.padStart(8)}   < ${MEMORY_TARGET_MB} MB ${calibra.rssMb < MEMORY_TARGET_MB ? "✓" : "✗"}`,
    `bare    ${`${bare.rssMb} MB`.padStart(7)} ${`${bare.peakMb} MB`.padStart(8)}`,
  ];
}
