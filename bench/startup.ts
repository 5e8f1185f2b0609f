/**
 * Start-up on the embedded database, beside its bound (issue 25): from the process's start to the
 * first 200 of GET /api/health, for `npm start`'s built server on a new data folder (started from
 * the migrated template) and on an existing one, each against a bare process that opens PGlite on
 * the same folder and answers one route (bare-start.mjs). Measured in turn, BENCH_START_ROUNDS
 * rounds (default 3), with the resident memory of each process once it answers.
 *   npm run bench -- --part startup
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median } from "./figures";
import { memoryOf, withServer } from "./server-process";

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
const TEMPLATE = resolve("dist/pglite-template/template.tar");
export const START_TARGETS_MS = { newFolder: 2000, existingFolder: 1000 };

export interface StartRow {
  folder: "new" | "existing";
  calibraMs: number;
  bareMs: number;
  calibraRssMb: number;
  bareRssMb: number;
  targetMs: number;
}

/** Starts the command, times its first answer of /api/health and reads its memory, then stops it. */
function timeToHealth(args: string[], env: Record<string, string>): Promise<{ ms: number; rssMb: number }> {
  return withServer(args, env, async (server) => ({ ms: server.startMs, rssMb: memoryOf(server.pid).rssMb }));
}

export async function benchStartup(): Promise<StartRow[]> {
  // The built server and template as `npm start` has them (rebuilt only when their sources changed).
  spawnSync(process.execPath, ["scripts/build-if-changed.mjs"], { stdio: "inherit" });
  const calibra = ["dist/server/main.js"];
  const bare = [resolve("bench/bare-start.mjs")];
  const runs: Record<
    "new" | "existing",
    { calibra: { ms: number; rssMb: number }[]; bare: { ms: number; rssMb: number }[] }
  > = {
    new: { calibra: [], bare: [] },
    existing: { calibra: [], bare: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), "calibra-start-")));
    try {
      const [mine, theirs] = folders as [string, string];
      // A new folder: Calibra starts from its template; the bare process loads the same template.
      runs.new.calibra.push(await timeToHealth(calibra, { DATA_DIR: mine }));
      runs.new.bare.push(await timeToHealth(bare, { DATA_DIR: theirs, BARE_TEMPLATE: TEMPLATE }));
      // The same folders again: now existing, migrated.
      runs.existing.calibra.push(await timeToHealth(calibra, { DATA_DIR: mine }));
      runs.existing.bare.push(await timeToHealth(bare, { DATA_DIR: theirs }));
    } finally {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  }
  return (["new", "existing"] as const).map((folder) => ({
    folder,
    calibraMs: median(runs[folder].calibra.map((r) => r.ms)),
    bareMs: median(runs[folder].bare.map((r) => r.ms)),
    calibraRssMb: median(runs[folder].calibra.map((r) => r.rssMb)),
    bareRssMb: median(runs[folder].bare.map((r) => r.rssMb)),
    targetMs: folder === "new" ? START_TARGETS_MS.newFolder : START_TARGETS_MS.existingFolder,
  }));
}

export function describeStartup(rows: StartRow[]): string[] {
  return [
    `Start-up on the embedded database, process start to the first 200 of /api/health (median of ${ROUNDS}, in turn with a bare process opening PGlite on the same folder)`,
    "",
    "folder      Calibra ms   bare ms   target   Calibra RSS   bare RSS",
    ...rows.map(
      (r) =>
        `${r.folder.padEnd(10)} ${r.calibraMs.toFixed(0).padStart(11)} ${r.bareMs.toFixed(0).padStart(9)} ${`< ${r.targetMs}`.padStart(8)} ${`${r.calibraRssMb} MB`.padStart(13)} ${`${r.bareRssMb} MB`.padStart(10)}   ${r.calibraMs < r.targetMs ? "✓" : "✗"}`,
    ),
  ];
}
