/**
 * `npm run build:template`: the embedded database's first data folder, built once (decision 030).
 * A new PGlite folder otherwise runs PostgreSQL's initdb in WebAssembly (4–6 s) and then every
 * migration; this runs both here, and writes the migrated folder as a tarball that the server's
 * first start on an empty DATA_DIR loads instead (db/embedded.ts). Later migrations still apply at
 * start, as on any existing folder.
 *   node --import tsx scripts/build-pglite-template.ts [--out FILE]   (default dist/pglite-template/template.tar)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildPgliteTemplate } from "../src/server/db/embedded-template";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ? resolve(values.out) : join(root, "dist/pglite-template/template.tar");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, await buildPgliteTemplate());
console.log(`Base embarquée initiale construite dans ${out}`);
