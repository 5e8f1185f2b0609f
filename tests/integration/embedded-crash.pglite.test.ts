import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom, sleep } from "../support/seeded-random";

/**
 * The embedded database killed at random moments (decision 011). SIGKILL is what an out-of-memory
 * killer or `docker kill` does: the process gets no chance to close anything. Each writer process
 * opens the folder with Calibra's own code (the lock, then PGlite); the next writer opening it again
 * after the kill is the check.
 */

const WRITER = resolve("tests/support/crash-writer.ts");
const TSX = pathToFileURL(resolve("node_modules/tsx/dist/loader.mjs")).href;
// The CI's fifty kills of each engine are those of the whole server during an apply
// (tests/faults/kill-during-apply.*.test.ts, which reopens the same folder after each one). Here, the
// bare writer, killed while it writes or while it opens the folder: twenty rounds (about 2 s each,
// a new process compiling its TypeScript every time).
const KILLS_DURING_WRITES = 20;
/** Once the writer has committed its first transaction, it is killed within this many ms. */
const MAX_WRITE_MS = 250;
/** Share of the rounds (after the first, which creates the folder) killed while opening the folder. */
const OPENING_ROUNDS = 1 / 8;
/** A writer that has not committed anything after this long is stuck. */
const STUCK_MS = 60_000;

interface Found {
  ids: number[];
  writes: number;
  counter: number;
  bulkValues: number[];
}

type Stage = "opening" | "found" | "committed";

interface Writer {
  /** Resolves when the writer reaches the stage; rejects if it stops or hangs before. */
  reached(stage: Stage): Promise<void>;
  /** What the folder held when the writer opened it, once reported. */
  found(): Found | undefined;
  /** Milliseconds between OPENING and FOUND, once reported. */
  openingMs(): number | undefined;
  /** Ids whose COMMIT had returned when the writer printed them. */
  committed: number[];
  kill(): Promise<void>;
}

/** Writers not yet reaped: killed when the test ends, whatever its outcome. */
const running = new Set<ChildProcess>();

function startWriter(dataDir: string): Writer {
  const child: ChildProcess = spawn(process.execPath, ["--import", TSX, WRITER, dataDir], {
    env: { PATH: process.env.PATH ?? "" },
  });
  running.add(child);
  const committed: number[] = [];
  let found: Found | undefined;
  let openingAt = 0;
  let openingMs: number | undefined;
  let stdout = "";
  let stderr = "";

  const stages = new Map<
    Stage,
    { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void }
  >();
  for (const stage of ["opening", "found", "committed"] as const) {
    let resolve: () => void = () => {};
    let reject: (e: Error) => void = () => {};
    const promise = new Promise<void>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    // A writer killed before a stage never reaches it: only an awaited stage reports the failure.
    promise.catch(() => {});
    stages.set(stage, { promise, resolve, reject });
  }
  const failAll = (why: string) => {
    for (const [stage, { reject }] of stages) reject(new Error(`writer ${why} before ${stage}:\n${stderr}`));
  };

  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    for (let end = stdout.indexOf("\n"); end >= 0; end = stdout.indexOf("\n")) {
      const line = stdout.slice(0, end);
      stdout = stdout.slice(end + 1);
      if (line.startsWith("COMMITTED ")) {
        committed.push(Number(line.slice("COMMITTED ".length)));
        clearTimeout(stuck);
        stages.get("committed")?.resolve();
      } else if (line.startsWith("FOUND ")) {
        found = JSON.parse(line.slice("FOUND ".length)) as Found;
        openingMs = Date.now() - openingAt;
        stages.get("found")?.resolve();
      } else if (line === "OPENING") {
        openingAt = Date.now();
        stages.get("opening")?.resolve();
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stuck = setTimeout(() => {
    failAll(`stuck for ${STUCK_MS / 1000} s`);
    child.kill("SIGKILL");
  }, STUCK_MS);
  const closed = new Promise<void>((done) =>
    child.once("close", (code, signal) => {
      running.delete(child);
      clearTimeout(stuck);
      failAll(`stopped (${signal ?? code})`);
      done();
    }),
  );

  return {
    reached: (stage) => stages.get(stage)?.promise ?? Promise.resolve(),
    found: () => found,
    openingMs: () => openingMs,
    committed,
    async kill() {
      child.kill("SIGKILL");
      // "close": the process is reaped and its last lines are read.
      await closed;
    },
  };
}

describe("Base embarquée tuée à tout moment (PGlite)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "calibra-crash-"));
  afterAll(() => {
    for (const child of running) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${KILLS_DURING_WRITES} arrêts brutaux (SIGKILL) pendant les écritures laissent un dossier qui se rouvre avec chaque écriture validée`, async ({
    annotate,
  }) => {
    const started = Date.now();
    const seed = Number(process.env.CRASH_SEED) || started;
    const next = seededRandom(seed);
    const replay = `graine ${seed} (CRASH_SEED=${seed} pour rejouer)`;
    const durable = new Set<number>();
    const openingTimes: number[] = [];
    let killsDuringWrites = 0;
    let killsWhileOpening = 0;
    let reopenings = 0;
    let round = 0;

    /** Every transaction whose COMMIT returned is there; each transaction is whole or absent. */
    const check = (found: Found) => {
      reopenings++;
      const have = new Set(found.ids);
      const lost = [...durable].filter((id) => !have.has(id));
      expect(lost, `écritures validées perdues à la réouverture ${reopenings}, ${replay}`).toEqual([]);
      // A row and its counter increment go together; a bulk update changes all of its rows or none.
      expect(found.counter, `compteur à la réouverture ${reopenings}, ${replay}`).toBe(found.writes);
      expect(found.bulkValues, `mise à jour en masse à la réouverture ${reopenings}, ${replay}`).toHaveLength(
        1,
      );
    };

    while (killsDuringWrites < KILLS_DURING_WRITES) {
      round++;
      const writer = startWriter(dataDir);
      if (round > 1 && next() < OPENING_ROUNDS) {
        // Killed while opening the folder: its recovery from the previous kill writes too.
        await writer.reached("opening");
        const typical = openingTimes.length > 0 ? Math.max(...openingTimes.slice(-5)) : 1_000;
        await sleep(next() * typical);
        await writer.kill();
        const found = writer.found();
        if (!found) {
          killsWhileOpening++;
          continue;
        }
        // It had opened the folder just before the kill: a kill among its first writes.
        check(found);
      } else {
        await writer.reached("found");
        check(writer.found()!);
        openingTimes.push(writer.openingMs() ?? 0);
        // From its first commit on, the kill lands in a stream of transactions.
        await writer.reached("committed");
        await sleep(next() * MAX_WRITE_MS);
        await writer.kill();
      }
      killsDuringWrites++;
      for (const id of writer.committed) durable.add(id);
    }

    const last = startWriter(dataDir);
    await last.reached("found");
    check(last.found()!);
    await last.kill();

    expect(reopenings).toBe(KILLS_DURING_WRITES + 1);
    expect(durable.size, replay).toBeGreaterThanOrEqual(KILLS_DURING_WRITES / 2);
    await annotate(
      `${killsDuringWrites} arrêts pendant les écritures, ${killsWhileOpening} pendant l'ouverture, ` +
        `${durable.size} transactions validées, ${Math.round((Date.now() - started) / 1000)} s, ${replay}`,
    );
  }, 900_000);
});
