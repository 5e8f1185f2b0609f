#!/usr/bin/env node
/**
 * `npm run build:server`: the server as JavaScript for production (decisions 027, 031). esbuild
 * bundles Calibra's own modules and most packages into two entry points, the server and
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
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@fastify/swagger-ui",
  "@fastify/static",
  "dejavu-fonts-ttf",
  "exceljs",
  "pdfkit",
  "piscina",
  "qrcode",
  "pg-native",
];
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
  // The packages are bundled too: resolving some 200 of them at every start cost 0.4 s (decision
  // 031). Those that read files beside their own module, load native or WebAssembly code, or start
  // workers from their own files stay imports, resolved from node_modules.
  external: EXTERNAL_PACKAGES,
  // A bundled CommonJS package may require Node's built-ins; the ESM bundle gives it `require`.
  banner: {
    js: 'import { createRequire as __calibraRequire } from "node:module"; const require = __calibraRequire(import.meta.url);',
  },
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
});
cpSync(join(root, "src/server/db/migrations"), join(outdir, "migrations"), { recursive: true });
console.log(`Serveur construit dans ${outdir}`);
