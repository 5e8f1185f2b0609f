import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

/** The pid of a process that ran and is gone. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(result.stdout.toString());
}

/** Start time of a process as /proc/<pid>/stat gives it (field 22). */
function startTimeOf(pid: number): string {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  return text.slice(text.lastIndexOf(")") + 2).split(" ")[19] ?? "";
}

describe("Verrou du dossier de données embarqué", () => {
  let dataDir: string;
  let lockFile: string;
  let other: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "calibra-lock-"));
    lockFile = join(dataDir, LOCK_FILE);
  });
  afterEach(() => {
    other?.kill("SIGKILL");
    other = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Another process, still running, and the lock file it would have written. */
  async function runningProcess(): Promise<number> {
    other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    await new Promise((done) => other?.once("spawn", done));
    return other.pid ?? 0;
  }

  it("écrit le pid du processus et l'efface à la libération", async () => {
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toEqual({
      pid: process.pid,
      startTime: startTimeOf(process.pid),
    });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release();
  });

  it("refuse un autre processus Calibra vivant, avec son pid, en français", async () => {
    const pid = await runningProcess();
    writeFileSync(lockFile, JSON.stringify({ pid, startTime: startTimeOf(pid) }));
    const refusal = lockDataDir(dataDir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refusal).rejects.toThrow(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Calibra (pid ${pid}). Arrêtez-le ou choisissez un autre DATA_DIR.`,
    );
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(pid);
  });

  it("refuse une seconde ouverture dans le même processus", async () => {
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${process.pid})`);
    // The same folder by another path is the same folder.
    const link = `${dataDir}-link`;
    symlinkSync(dataDir, link);
    try {
      await expect(lockDataDir(`${link}/.`)).rejects.toThrow(`(pid ${process.pid})`);
    } finally {
      unlinkSync(link);
    }
    lock.release();
    const again = await lockDataDir(dataDir);
    again.release();
  });

  it("reprend le verrou d'un processus mort (tué, planté)", async () => {
    const pid = deadPid();
    writeFileSync(lockFile, JSON.stringify({ pid, startTime: "1" }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("reprend le verrou quand son pid a été réattribué à un autre processus", async () => {
    const pid = await runningProcess();
    writeFileSync(lockFile, JSON.stringify({ pid, startTime: `${startTimeOf(pid)}0` }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("reprend le verrou laissé par une exécution précédente qui avait le même pid (conteneur)", async () => {
    // Without a start time to compare (no /proc where it was written), the pid alone decides.
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startTime: null }));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).startTime).toBe(startTimeOf(process.pid));
    lock.release();
  });

  it("reprend un verrou illisible ancien (arrêt pendant son écriture), attend un verrou illisible récent", async () => {
    writeFileSync(lockFile, "");
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile, old, old);
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();

    // A lock being written right now: its owner completes it within moments.
    const pid = await runningProcess();
    writeFileSync(lockFile, "");
    setTimeout(() => writeFileSync(lockFile, JSON.stringify({ pid, startTime: startTimeOf(pid) })), 150);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${pid})`);
  });

  it("ne laisse pas de verrou derrière un processus qui se termine sans fermer la base", () => {
    const script = `const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, "data-dir-lock.ts"))});
      await lockDataDir(${JSON.stringify(dataDir)});
      process.stdout.write(String(process.pid));
      process.exit(3);`;
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
    expect(result.stderr.toString()).toBe("");
    expect(result.status).toBe(3);
    expect(Number(result.stdout.toString())).toBeGreaterThan(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it("ne supprime pas à la libération un verrou qui n'est plus le sien", async () => {
    const lock = await lockDataDir(dataDir);
    writeFileSync(lockFile, JSON.stringify({ pid: 1, startTime: null }));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(1);
  });
});
