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
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrateDatabase } from "../src/server/db/client";
import { sessionIdOf } from "../src/server/domain/sessions/session-id";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { benchDatabase } from "./engines";
import { sendLoad } from "./load-client";
import { seedLargeCompany } from "./seed";
import { memoryOf, type ServerProcess, withServer } from "./server-process";

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 9600);
export const MEMORY_TARGET_MB = 200;

export interface MemoryAfterRequests {
  requests: number;
  calibra: { rssMb: number; peakMb: number };
  bare: { rssMb: number; peakMb: number };
}

/** Sends the requests to a started server, then reads its memory. */
async function loadAndMeasure(server: ServerProcess, cookie: string) {
  for (let sent = 0; sent < REQUESTS; sent += 800)
    for (const path of ["/api/campaigns", "/api/auth/user"]) {
      const answer = await sendLoad({
        url: `http://127.0.0.1:${server.port}${path}`,
        cookie,
        count: 400,
        concurrency: 4,
      });
      if (answer.statuses["200"] !== 400) throw new Error(`${path}: ${JSON.stringify(answer.statuses)}`);
    }
  return memoryOf(server.pid);
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
    const env = { DATABASE_URL: url, REMINDERS: "off" };
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const answersFile = join(folder, "answers.json");
    const calibra = await withServer([...nodeArgs, resolve("dist/server/main.js")], env, async (server) => {
      // The bare process answers the bytes Calibra answers, read from Calibra first.
      const read = async (path: string) =>
        (await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { cookie } })).text();
      const answers = { campaigns: await read("/api/campaigns"), user: await read("/api/auth/user") };
      writeFileSync(answersFile, JSON.stringify({ companyId, sid: sessionIdOf(token), ...answers }));
      return loadAndMeasure(server, cookie);
    });
    const bare = await withServer(
      [resolve("bench/bare-server.mjs")],
      { ...env, ANSWERS_FILE: answersFile },
      (server) => loadAndMeasure(server, cookie),
    );
    return { requests: REQUESTS, calibra, bare };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await drop();
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
