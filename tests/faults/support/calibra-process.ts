import { type ChildProcess, spawn } from "node:child_process";
import { inject } from "vitest";
import { freePort } from "../../support/processes";

export { freePort };

export interface CalibraProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** What the process printed so far (pino JSON lines, then anything on standard error). */
  output: () => string;
  /** SIGKILL: no chance to close anything, as the out-of-memory killer or `docker kill` does. */
  kill: () => Promise<void>;
  /** SIGTERM, then the exit code once it has stopped. */
  stop: () => Promise<number | null>;
}

/** Processes not yet reaped: killed when a test file ends, whatever its outcome. */
const running = new Set<ChildProcess>();
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

/**
 * Starts the built server as `npm start` does, on the given engine (`DATA_DIR` for the embedded
 * one, `DATABASE_URL` for PostgreSQL), and waits until /api/health answers.
 */
export async function startCalibra(
  env: Record<string, string>,
  {
    timeoutMs = 60_000,
    fileSizeLimit,
  }: {
    timeoutMs?: number;
    /**
     * RLIMIT_FSIZE in bytes (`prlimit --fsize`, which then runs Node in its own place, same pid): a
     * write past it fails with EFBIG, as on a disk with no room left (Node ignores SIGXFSZ).
     */
    fileSizeLimit?: number;
  } = {},
): Promise<CalibraProcess> {
  const port = await freePort();
  let output = "";
  const [command, args]: [string, string[]] =
    fileSizeLimit === undefined
      ? [process.execPath, [inject("calibraMain")]]
      : ["prlimit", [`--fsize=${fileSizeLimit}`, process.execPath, inject("calibraMain")]];
  const child = spawn(command, args, {
    cwd: inject("calibraWorkDir"),
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_DIR: "web",
      ...env,
    },
  });
  running.add(child);
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) =>
    child.once("exit", (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Calibra exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok)
        return {
          child,
          port,
          url,
          output: () => output,
          kill: async () => {
            child.kill("SIGKILL");
            await exited;
          },
          stop: async () => {
            if (child.exitCode !== null) return child.exitCode;
            child.kill("SIGTERM");
            return exited;
          },
        };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Calibra did not answer within ${timeoutMs / 1000} s:\n${output}`);
}
