import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";

export interface EmbeddedDatabase {
  client: PGlite;
  /** Closes PGlite, then releases the folder. */
  close(): Promise<void>;
  /**
   * Settles when PGlite's instance has aborted (decision 035): every later call into it fails at
   * once with this error, and the process must end so that a restart recovers the folder.
   */
  lost: Promise<Error>;
}

/** WASI's errno of a write refused for want of room: EDQUOT, EFBIG, ENOSPC. */
const NO_ROOM = new Set([19, 22, 51]);

type Mod = Parameters<NodeFS["init"]>[1];
type WriteOp = (this: unknown, ...args: unknown[]) => number;

/**
 * The data folder as PGlite mounts it (its own NodeFS), watched: a write refused for want of room
 * is remembered, and an abort of the WebAssembly instance (PostgreSQL's PANIC, such as a new
 * write-ahead log segment that cannot be written on a full disk) is reported.
 */
class WatchedFolder extends NodeFS {
  noRoom = false;

  constructor(
    dataDir: string,
    private readonly aborted: () => void,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Mod) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const watchWrites = (mod: Mod) => {
      const ops = (mod.NODEFS as unknown as { stream_ops: { write: WriteOp } }).stream_ops;
      const write = ops.write;
      const folder = this;
      ops.write = function (...args) {
        try {
          return write.apply(this, args);
        } catch (error) {
          if (NO_ROOM.has((error as { errno?: number }).errno ?? 0)) folder.noRoom = true;
          throw error;
        }
      };
    };
    const options: Mod = {
      ...emscriptenOpts,
      preRun: [...(emscriptenOpts.preRun ?? []), watchWrites],
      onAbort: () => this.aborted(),
    };
    return { emscriptenOpts: options };
  }
}

/**
 * The error of every call into an aborted instance: 53100 (disk full) when a write was refused for
 * want of room, else 57P02 (PostgreSQL's "crash of another server process"), a lost connection.
 */
function lostError(noRoom: boolean): Error {
  return Object.assign(
    new Error(`PGlite aborted${noRoom ? ": no room left on the data folder's disk" : ""}`),
    {
      code: noRoom ? "53100" : "57P02",
    },
  );
}

/**
 * The embedded PostgreSQL in a folder (created if missing), in memory without one, or loaded from a
 * dump. A folder is locked for as long as it is open: another process, or a second open in this
 * one, is refused with DataDirLockedError (decision 011).
 */
export async function openEmbedded(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<EmbeddedDatabase> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = await lockDataDir(options.dataDir);
  }
  let lost: Error | undefined;
  let announce: (error: Error) => void = () => {};
  const lostPromise = new Promise<Error>((done) => {
    announce = done;
  });
  const folder: WatchedFolder | undefined = options.dataDir
    ? new WatchedFolder(options.dataDir, () => {
        lost ??= lostError(folder?.noRoom ?? false);
        announce(lost);
      })
    : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, fs: folder, loadDataDir: options.loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // An aborted instance never answers again: its main loop runs the next statement into the state
  // the abort left (a lock it still holds) and spins for ever, the event loop with it. Every call
  // is refused at once instead, all of them passing through this method.
  const run = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    if (lost) throw lost;
    return run(message);
  };
  return {
    client,
    lost: lostPromise,
    async close() {
      try {
        if (!lost) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * The template to load into `dataDir`, when that folder holds no database yet and the template was
 * built; undefined otherwise (PGlite then runs initdb, or resumes the folder's database).
 */
export function templateFor(dataDir: string, template: string | undefined): Blob | undefined {
  if (!template || existsSync(join(dataDir, "PG_VERSION")) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}
