import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigration, openPglite } from "../../src/server/db/client";
import { LOCK_FILE } from "../../src/server/db/data-dir-lock";
import * as t from "../../src/server/db/schema";
import { createEmptyDatabase, type TestDatabase } from "../support/database";
import { databaseUrl, ENGINE, quoteIdent, TEST_DATABASE_URL } from "../support/engines";
import { freePort, onPostgres } from "../support/processes";

/**
 * The server as `npm start` runs it: built to JavaScript (scripts/build-server.mjs), here into a
 * folder of this run's own inside the project, so that its packages resolve from node_modules.
 */
const BUILT = resolve("dist", `start-test-${process.pid}`);
const MAIN = join(BUILT, "main.js");

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts the built server as `npm start` does, from `cwd`, and waits until it answers. */
async function start(cwd: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [MAIN], {
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

/** Starts the built server and waits for it to stop by itself: its exit code and what it printed. */
async function run(
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? "", PORT: String(await freePort()), ...env },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  return { code, stderr };
}

const withAdmin = <T>(work: (admin: pg.Client) => Promise<T>) => onPostgres(TEST_DATABASE_URL!, work);

/** The log lines (pino JSON on standard output) at warn level or above. */
function warnings(output: string): { level: number; msg: string }[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 40);
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  const exited = new Promise<number | null>((done) => running.child.once("exit", (code) => done(code)));
  running.child.kill("SIGTERM");
  return exited;
}

// Each test starts real server processes (a few seconds each, far more on a busy machine).
describe(`Démarrage de Calibra (${ENGINE})`, { timeout: 120_000 }, () => {
  let workDir: string;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--outdir", BUILT]);
    if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
    workDir = mkdtempSync(join(tmpdir(), "calibra-start-"));
    mkdirSync(join(workDir, "web"));
    writeFileSync(
      join(workDir, "web", "index.html"),
      '<!doctype html><html lang="fr"><title>Calibra</title></html>',
    );
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(BUILT, { recursive: true, force: true });
  });

  it("refuse une configuration invalide avec un message par variable", async () => {
    const child = spawn(process.execPath, [MAIN], {
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

    it("refuse un second Calibra sur le même dossier de données, et reprend le verrou d'un Calibra tué", async () => {
      const dataDir = join(workDir, "shared-data");
      const first = await start(workDir, { WEB_DIR: "web", DATA_DIR: dataDir });
      const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8"));
      expect(lock.pid).toBe(first.child.pid);

      const second = await run(workDir, { WEB_DIR: "web", DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Calibra (pid ${first.child.pid}). Arrêtez-le ou choisissez un autre DATA_DIR.`,
      );
      // The first one never noticed.
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      // Killed, it leaves its lock behind: the next start takes it over.
      const killed = new Promise((done) => first.child.once("exit", done));
      first.child.kill("SIGKILL");
      await killed;
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(first.child.pid);
      const third = await start(workDir, { WEB_DIR: "web", DATA_DIR: dataDir });
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(third.child.pid);
      expect(await stop(third)).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
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

      it("avertit quand DATABASE_URL se connecte en superutilisateur", async () => {
        const role = await withAdmin(async (admin) => {
          const { rows } = await admin.query<{ role: string; superuser: boolean; bypassrls: boolean }>(
            "select rolname as role, rolsuper as superuser, rolbypassrls as bypassrls from pg_roles where rolname = current_user",
          );
          return rows[0];
        });
        expect(role?.superuser, "TEST_DATABASE_URL connects as a superuser").toBe(true);
        const running = await start(workDir, { WEB_DIR: "web", DATABASE_URL: database.url! });
        expect(await stop(running)).toBe(0);
        const attributes = role?.bypassrls ? "SUPERUSER, BYPASSRLS" : "SUPERUSER";
        expect(warnings(running.output())).toEqual([
          expect.objectContaining({
            level: 40,
            msg: `DATABASE_URL se connecte à PostgreSQL en tant que « ${role?.role} » (${attributes}) : hors du rôle calibra_app, la sécurité au niveau des lignes ne s'applique plus à ses requêtes. Connectez Calibra avec un rôle NOSUPERUSER NOBYPASSRLS (voir le README).`,
          }),
        ]);
      });

      it("se contente d'un rôle NOSUPERUSER NOBYPASSRLS comme le README le crée : migrations, inscription, sans avertissement", async () => {
        const suffix = randomBytes(4).toString("hex");
        const role = `calibra_start_${suffix}`;
        const name = `calibra_test_${process.pid}_${suffix}`;
        // The README's statements, as the server's administrator runs them.
        await withAdmin(async (admin) => {
          await admin.query(
            `create role ${quoteIdent(role)} login password 'mot-de-passe' nosuperuser nobypassrls nocreatedb nocreaterole`,
          );
          await admin.query(`do $$ begin
              if not exists (select 1 from pg_roles where rolname = 'calibra_app') then
                create role calibra_app nologin nosuperuser nobypassrls nocreatedb nocreaterole;
              end if;
            end $$`);
          await admin.query(`grant calibra_app to ${quoteIdent(role)} with admin option`);
          await admin.query(`create database ${quoteIdent(name)} owner ${quoteIdent(role)}`);
        });
        try {
          const url = new URL(databaseUrl(name));
          url.username = role;
          url.password = "mot-de-passe";
          const running = await start(workDir, { WEB_DIR: "web", DATABASE_URL: url.toString() });
          const base = `http://127.0.0.1:${running.port}`;
          const health = await (await fetch(`${base}/api/health`)).json();
          expect(health).toEqual({ status: "ok", database: "postgres", migration: latestMigration() });
          // Sign-up and company setup run as this role, which owns the tables and is subject to
          // their forced row-level security.
          const signup = await fetch(`${base}/api/auth/signup`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              email: `admin.${suffix}@exemple.fr`,
              password: "mot-de-passe-solide",
              firstName: "Alice",
              lastName: "Admin",
            }),
          });
          expect(signup.status, await signup.clone().text()).toBe(201);
          const cookie = signup.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; ");
          const company = await fetch(`${base}/api/companies`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ name: "Laboratoire sans privilège" }),
          });
          expect(company.status, await company.clone().text()).toBe(201);
          const campaigns = await fetch(`${base}/api/campaigns`, { headers: { cookie } });
          expect(campaigns.status, await campaigns.clone().text()).toBe(200);
          expect(await stop(running)).toBe(0);
          expect(warnings(running.output())).toEqual([]);

          const tables = await onPostgres(databaseUrl(name), async (client) => {
            const { rows } = await client.query<{ owner: string; forced: boolean }>(
              "select pg_get_userbyid(relowner) as owner, relforcerowsecurity as forced from pg_class where relname = 'campaigns'",
            );
            return rows;
          });
          expect(tables).toEqual([{ owner: role, forced: true }]);
        } finally {
          await withAdmin(async (admin) => {
            await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
            await admin.query(`drop owned by ${quoteIdent(role)}`);
            await admin.query(`drop role ${quoteIdent(role)}`);
          });
        }
      });
    });
  }
});
