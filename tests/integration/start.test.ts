import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigration, openPglite } from "../../src/server/db/client";
import * as t from "../../src/server/db/schema";
import { createEmptyDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";

const MAIN = resolve("src/server/main.ts");
const TSX = pathToFileURL(resolve("node_modules/tsx/dist/loader.mjs")).href;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts `main.ts` as `npm start` does, from `cwd`, and waits until it answers. */
async function start(cwd: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", TSX, MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), LOG_LEVEL: "warn", ...env },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Calibra exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, port, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`Calibra did not answer within 60 s:\n${output}`);
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((done) => running.child.once("exit", (code) => done(code)));
  running.child.kill("SIGTERM");
  return exited;
}

describe(`Démarrage de Calibra (${ENGINE})`, () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "calibra-start-"));
    mkdirSync(join(workDir, "web"));
    writeFileSync(
      join(workDir, "web", "index.html"),
      '<!doctype html><html lang="fr"><title>Calibra</title></html>',
    );
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("refuse une configuration invalide avec un message par variable", async () => {
    const child = spawn(process.execPath, ["--import", TSX, MAIN], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? "", PORT: "abc", DATABASE_URL: "mysql://localhost/calibra" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((done) => child.once("exit", done));
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration:");
    expect(stderr).toContain('PORT must be a port number (got "abc")');
    expect(stderr).toContain("DATABASE_URL must be a postgres:// or postgresql:// connection URL");
  });

  if (ENGINE === "pglite") {
    it("crée ./data, sert l'application, et garde les données au redémarrage", async () => {
      const dataDir = join(workDir, "data");
      expect(existsSync(dataDir)).toBe(false);

      const first = await start(workDir, { WEB_DIR: "web" });
      expect(existsSync(dataDir)).toBe(true);
      const health = await (await fetch(`http://127.0.0.1:${first.port}/api/health`)).json();
      expect(health).toEqual({ status: "ok", database: "pglite", migration: latestMigration() });
      const page = await fetch(`http://127.0.0.1:${first.port}/`);
      expect(await page.text()).toContain("<title>Calibra</title>");
      const user = await fetch(`http://127.0.0.1:${first.port}/api/auth/user`);
      expect(user.status).toBe(401);
      expect(await user.text()).toContain("Unauthorized");
      expect(await stop(first)).toBe(0);

      // Write while the server is stopped (PGlite belongs to one process at a time).
      const offline = await openPglite({ dataDir });
      await offline.db.insert(t.companies).values({ name: "Laboratoire Persistant" });
      await offline.close();

      const second = await start(workDir, { WEB_DIR: "web" });
      expect(await stop(second)).toBe(0);

      const reopened = await openPglite({ dataDir });
      const rows = await reopened.db.select().from(t.companies).where(sql`name = 'Laboratoire Persistant'`);
      await reopened.close();
      expect(rows).toHaveLength(1);
    });
  } else {
    describe("sur PostgreSQL", () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createEmptyDatabase();
      });
      afterAll(() => database?.close());

      it("migre une base PostgreSQL vide et la sert avec DATABASE_URL", async () => {
        const running = await start(workDir, { WEB_DIR: "web", DATABASE_URL: database.url! });
        const health = await (await fetch(`http://127.0.0.1:${running.port}/api/health`)).json();
        expect(health).toEqual({ status: "ok", database: "postgres", migration: latestMigration() });
        expect(await stop(running)).toBe(0);
        expect(existsSync(join(workDir, "data"))).toBe(false);
      });
    });
  }
});
