#!/usr/bin/env node
/**
 * `npm run build:server`: the server as JavaScript for production (decision 027). esbuild bundles
 * Calibra's own modules (the installed packages stay imports) into two entry points, the server and
 * the report worker thread, with source maps for readable stack traces; the SQL migrations are
 * copied beside them, where the bundled code looks for them.
 *   node scripts/build-server.mjs [--outdir DIR]     DIR inside the project (default dist/server), so
 *                                                    that the packages resolve from node_modules
 */
import { cpSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const outdir = values.outdir ? resolve(values.outdir) : join(root, "dist/server");

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    "render-worker": "src/server/reports/render-worker.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
cpSync(join(root, "src/server/db/migrations"), join(outdir, "migrations"), { recursive: true });
console.log(`Serveur construit dans ${outdir}`);
