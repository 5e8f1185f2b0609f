import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server's entry point, as `npm start` runs it. */
    calibraMain: string;
    /** A working folder holding a minimal `web/` for the servers the faults start. */
    calibraWorkDir: string;
  }
}

/**
 * The fault tests start, kill and restart real server processes: the server built to JavaScript
 * once per run (scripts/build-server.mjs), into a folder of the run's own inside the project so
 * that its packages resolve from node_modules.
 */
export default function setup(project: TestProject) {
  const built = resolve("dist", `faults-${process.pid}`);
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--outdir", built]);
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
  const workDir = join(built, "work");
  mkdirSync(join(workDir, "web"), { recursive: true });
  writeFileSync(
    join(workDir, "web", "index.html"),
    '<!doctype html><html lang="fr"><title>Calibra</title></html>',
  );
  project.provide("calibraMain", join(built, "main.js"));
  project.provide("calibraWorkDir", workDir);
  return () => rmSync(built, { recursive: true, force: true });
}
