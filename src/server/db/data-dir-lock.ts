import { readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, SERVER_MESSAGES } from "../../shared/messages";

/**
 * One process at a time in an embedded database folder (decision 011). Two PGlite instances on one
 * folder each keep their own buffers and write-ahead log, and overwrite each other's files: the
 * folder then no longer opens. The lock is a file in the folder naming its owner; an owner that no
 * longer runs (killed, crashed, machine restarted) leaves a stale lock, which the next start takes over.
 */
export const LOCK_FILE = "calibra.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(format(SERVER_MESSAGES.dataDirLocked, { dataDir, pid }));
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. Safe to call more than once. */
  release(): void;
}

interface Owner {
  pid: number;
  /** When the owner process started (Linux: clock ticks since boot), so a reused pid is not mistaken for it. */
  startTime: string | null;
}

/** Lock files held by this process: a second open in the same process is refused as well. */
const heldHere = new Set<string>();

/** A lock file younger than this with no readable owner is being written by the process creating it. */
const UNREADABLE_GRACE_MS = 2_000;

/** Locks `dataDir` (an existing folder) for this process, or refuses with DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  // One key per folder, however it is spelled (relative, through a symbolic link).
  const path = join(realpathSync(dataDir), LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  const mine = JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) } satisfies Owner);

  for (let attempt = 0; attempt < 50; attempt++) {
    if (create(path, mine)) return hold(path, mine);
    const text = read(path);
    if (text === null) continue; // released in between: try again
    const owner = parseOwner(text);
    if (owner === null) {
      if (ageMs(path) < UNREADABLE_GRACE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    } else if (isRunning(owner)) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    removeStale(path, text);
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing.`);
}

function hold(path: string, mine: string): DataDirLock {
  heldHere.add(path);
  const release = () => {
    if (!heldHere.delete(path)) return;
    process.off("exit", release);
    if (read(path) === mine) unlinkSync(path);
  };
  // An exit without close (an error at start, process.exit) leaves no lock behind; a kill does,
  // and the next start takes it over.
  process.on("exit", release);
  return { release };
}

function create(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    return {
      pid: value.pid as number,
      startTime: typeof value.startTime === "string" ? value.startTime : null,
    };
  } catch {
    return null;
  }
}

/** Whether the lock's owner still runs. */
function isRunning(owner: Owner): boolean {
  // This process's own pid, yet not held here: a previous run that had the same pid (containers
  // start their process with the same small pid every time).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const stat = processStat(owner.pid);
  if (stat === null) return true; // no /proc (macOS, Windows): the pid is all there is to go on
  if (stat.state === "Z" || stat.state === "X") return false; // dead, not yet reaped by its parent
  return owner.startTime === null || owner.startTime === stat.startTime; // else: the pid was reused
}

/**
 * Moves a stale lock out of the way, unless another process replaced it meanwhile: it then goes
 * back. (Three processes starting within the same instant on a stale lock could still both
 * believe they hold it; one start at a time, as a service manager does, never does.)
 */
function removeStale(path: string, staleText: string): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = read(aside);
  if (moved !== staleText && moved !== null) create(path, moved);
  unlinkSync(aside);
}

function processStartTime(pid: number): string | null {
  return processStat(pid)?.startTime ?? null;
}

/** State and start time of a process from /proc/<pid>/stat (Linux), or null without /proc. */
function processStat(pid: number): { state: string; startTime: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // Fields 3 (state) and 22 (start time) of proc(5), counted from the state.
  return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
}
