import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES, SERVER_MESSAGES } from "../../src/shared/messages";
import { type CalibraProcess, killAll, startCalibra } from "./support/calibra-process";
import type { Answer, HttpClient } from "./support/http-client";
import { signUpCompany } from "./support/http-client";

/**
 * Issue 28 (faults): the embedded database on a full disk (decision 035). Its folder sits on a
 * small tmpfs of its own, filled by the server's own writes once a ballast file has taken the rest
 * (ENOSPC); then the server runs under a file-size limit that its write-ahead log reaches (EFBIG),
 * which makes PGlite abort. Each refused write answers the French 507 within 10 s, never a 500;
 * after an abort the process ends with 1; once room is made and the server restarted, every write
 * acknowledged before is there.
 */

const FULL = { message: ERROR_MESSAGES.STORAGE_FULL, code: "STORAGE_FULL" };
/** A request not answered within this time hangs. */
const ANSWER_MS = 10_000;
/** Room the ballast leaves on the tmpfs: some writes still fit, then the server's own fill it. */
const LEFT_BYTES = 1024 * 1024;
/** Below a write-ahead log segment (16 MB), above every other file of the folder. */
const FILE_SIZE_LIMIT = 15.5 * 1024 * 1024;
const MB = 1024 * 1024;

/** An import of `n` new instruments whose references start with `prefix-`. */
function importBody(prefix: string, n: number) {
  const lines = Array.from(
    { length: n },
    (_, i) =>
      `Sonde de température à résistance de platine n° ${i + 1},${prefix}-${String(i + 1).padStart(5, "0")},Sonde,Étuve ${i % 40},12,2026-06-15`,
  );
  return { csv: `nom,reference,type,emplacement,periode_mois,dernier_etalonnage\n${lines.join("\n")}\n` };
}

/** Fills the free space of `dir`'s filesystem but `left` bytes with a file, returned. */
function ballast(dir: string, left: number): string {
  const file = join(dir, "ballast");
  const { bavail, bsize } = statfsSync(dir);
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(MB);
  try {
    for (let remaining = bavail * bsize - left; remaining > 0; remaining -= chunk.length)
      writeSync(fd, chunk, 0, Math.min(chunk.length, remaining));
  } finally {
    closeSync(fd);
  }
  return file;
}

/** The largest file under `dir` but the write-ahead log's, in bytes. */
function largestFile(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes("pg_wal"))
      .map((entry) => statSync(join(entry.parentPath, entry.name)).size),
  );
}

/** What became of a write: answered (any status), or the server was gone (refused, reset). */
async function attempt(
  client: HttpClient,
  method: string,
  path: string,
  body: unknown,
): Promise<Answer | "gone"> {
  try {
    return await client.request(method, path, body, ANSWER_MS);
  } catch (error) {
    if ((error as Error).name === "TimeoutError") throw new Error(`${method} ${path} sans réponse en 10 s`);
    return "gone";
  }
}

/** Resolves with the exit code once the process has ended; fails after `ms`. */
async function exitOf(server: CalibraProcess, ms: number): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`le serveur tourne encore après ${ms} ms`)), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
}

let mounted: string | undefined;
afterAll(() => {
  killAll();
  if (mounted) spawnSync("umount", ["-l", mounted]);
  if (mounted) rmSync(mounted, { recursive: true, force: true });
});

describe("Base embarquée sur un disque plein (PGlite)", () => {
  it("refuse les écritures par un 507 en français, sans 500 ni attente, et retrouve au redémarrage tout ce qui était acquitté", async ({
    annotate,
  }) => {
    const started = Date.now();
    const root = mkdtempSync(join(tmpdir(), "calibra-full-disk-"));
    // A disk of its own: a tmpfs needs the right to mount (root in this container, CI's too).
    const tmpfs = spawnSync("mount", ["-t", "tmpfs", "-o", "size=128m", "tmpfs", root]).status === 0;
    if (tmpfs) mounted = root;
    const dataDir = join(root, "data");
    const env = { DATA_DIR: dataDir };

    /** Writes answered 2xx: imports by their prefix and size, single instruments by reference. */
    const imports = new Map<string, number>();
    const singles: string[] = [];
    const statuses: Record<string, number> = {};
    /** Checks one answer to a write: a success is kept, a refusal is the French 507. */
    const judge = (answer: Answer, what: string, acknowledge: () => void) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status < 300) return acknowledge();
      expect(answer.status, `${what}: ${answer.body}`).toBe(507);
      expect(answer.json(), what).toEqual(FULL);
    };
    let writes = 0;
    /** One import and one instrument; false once the server is gone. */
    const writeRound = async (client: HttpClient, tag: string, size: number): Promise<boolean> => {
      const prefix = `${tag}${++writes}`;
      const imported = await attempt(client, "POST", "/api/instruments/import", importBody(prefix, size));
      if (imported === "gone") return false;
      judge(imported, `import ${prefix}`, () => imports.set(prefix, size));
      const reference = `UN-${prefix}`;
      const created = await attempt(client, "POST", "/api/instruments", {
        name: "Manomètre de contrôle",
        reference,
        type: "Manomètre",
        currentPeriod: 12,
      });
      if (created === "gone") return false;
      judge(created, `instrument ${reference}`, () => singles.push(reference));
      return true;
    };

    let server = await startCalibra(env);
    const { client } = await signUpCompany(server.url);
    const before = await client.post("/api/campaigns", {
      name: "Campagne d'avant",
      equipment: Array.from({ length: 30 }, (_, i) => ({
        name: `Balance ${i + 1}`,
        serialNumber: `AVANT-${i + 1}`,
        currentPeriod: 12,
      })),
    });
    expect(before.status, before.body).toBe(201);
    const campaignId = before.json<{ id: number }>().id;
    expect(await writeRound(client, "AVANT", 1000)).toBe(true);
    expect(statuses).toEqual({ 200: 1, 201: 1 });

    // 1. A full disk (ENOSPC): the ballast takes all but a few megabytes, the imports the rest.
    let diskFullOutcome = "sans tmpfs (montage refusé)";
    if (tmpfs) {
      const file = ballast(root, LEFT_BYTES);
      let refused = 0;
      let alive = true;
      for (let round = 0; round < 12 && alive && refused < 3; round++) {
        const before507 = statuses[507] ?? 0;
        alive = await writeRound(client, "PLEIN", 3000);
        refused += (statuses[507] ?? 0) - before507;
        if (!alive) break;
        // Reading still works on a full disk, unless the instance aborted (then it is the 507 too).
        const read = await attempt(client, "GET", "/api/instruments?pageSize=1", undefined);
        if (read === "gone") alive = false;
        else if (read.status !== 200) judge(read, "lecture", () => {});
      }
      expect(statuses[507], JSON.stringify(statuses)).toBeGreaterThan(0);
      rmSync(file);
      if (alive && (await attempt(client, "GET", "/api/health", undefined)) !== "gone") {
        // The instance survived (a table could not grow): with room again, writes work at once.
        expect(await writeRound(client, "LIBRE", 100)).toBe(true);
        expect(imports.has(`LIBRE${writes}`), JSON.stringify(statuses)).toBe(true);
        expect(await server.stop()).toBe(0);
        diskFullOutcome =
          "disque plein : 507, le serveur continue et écrit de nouveau une fois la place libérée";
      } else {
        expect(await exitOf(server, 10_000)).toBe(1);
        expect(server.output()).toContain(SERVER_MESSAGES.embeddedDatabaseLost);
        diskFullOutcome = "disque plein : 507, puis arrêt de PGlite et sortie 1";
      }
      server = await startCalibra(env);
      client.base = server.url;
    }

    // 2. The write-ahead log cannot grow (EFBIG past the file-size limit): PGlite aborts.
    expect(largestFile(dataDir)).toBeLessThan(FILE_SIZE_LIMIT);
    await server.stop();
    server = await startCalibra(env, { fileSizeLimit: FILE_SIZE_LIMIT });
    client.base = server.url;
    const refusedBefore = statuses[507] ?? 0;
    let rounds = 0;
    // 16 MB of log at most before it reaches the limit: some 4 MB per import of 5,000.
    while (rounds < 12 && (await writeRound(client, "LIMITE", 5000))) rounds++;
    expect(rounds, JSON.stringify(statuses)).toBeLessThan(12);
    expect(statuses[507] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(refusedBefore);
    expect(await exitOf(server, 10_000)).toBe(1);
    expect(server.output()).toContain(SERVER_MESSAGES.embeddedDatabaseLost);

    // 3. Restarted with room: every acknowledged write is there.
    server = await startCalibra(env);
    client.base = server.url;
    const equipment = await client.get(`/api/equipment/${campaignId}`);
    expect(equipment.status, equipment.body).toBe(200);
    expect(equipment.json<unknown[]>()).toHaveLength(30);
    for (const [prefix, size] of imports) {
      const found = await client.get(`/api/instruments?search=${prefix}-&pageSize=1`);
      expect(found.json<{ total: number }>().total, `import ${prefix}`).toBe(size);
    }
    const found = await client.get("/api/instruments?search=UN-&pageSize=200");
    const references = new Set(
      found.json<{ items: { reference: string }[] }>().items.map((i) => i.reference),
    );
    expect(singles.filter((reference) => !references.has(reference))).toEqual([]);
    // And it writes again.
    expect(await writeRound(client, "APRES", 10)).toBe(true);
    expect(statuses[500], JSON.stringify(statuses)).toBeUndefined();
    await server.stop();
    if (!tmpfs) rmSync(root, { recursive: true, force: true });

    const figures =
      `${diskFullOutcome} ; limite de taille de fichier : 507 puis arrêt de PGlite et sortie 1 après ${rounds} import(s) ; ` +
      `réponses ${JSON.stringify(statuses)} ; ${imports.size} imports et ${singles.length} instruments acquittés, ` +
      `tous retrouvés ; ${Math.round((Date.now() - started) / 1000)} s`;
    // Printed as well as annotated: CI's log keeps each run's figures.
    process.stdout.write(`full-disk figures: ${figures}\n`);
    await annotate(figures);
  });
});
