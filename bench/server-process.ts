import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { performance } from "node:perf_hooks";

/** A server started in a process of its own, answering on `port`. */
export interface ServerProcess {
  port: number;
  pid: number;
  /** From the process's start to the first 200 of GET /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/** Whether GET /api/health answers 200 now (a plain request, no connection kept). */
function healthy(port: number): Promise<boolean> {
  return new Promise((done) => {
    const request = get({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    request.on("error", () => done(false));
  });
}

/**
 * Starts `node args…` with `env` on a free port and waits for /api/health, asked every 10 ms as
 * lightly as can be (the probe must not take the machine from the start it times).
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGINT");
    await exited;
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      if (await healthy(port)) break;
      if (performance.now() - started > 60_000) throw new Error(`${args.join(" ")}: no answer in 60 s`);
      await new Promise((done) => setTimeout(done, 10));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid!, startMs: performance.now() - started, stop };
}

/** A process's resident memory now and at its highest (MB). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Runs `work` on a server started for it, stopped afterwards whatever happens. */
export async function withServer<T>(
  args: string[],
  env: Record<string, string>,
  work: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startServer(args, env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
