// The bound of Calibra's start-up: the embedded database opened on the same folder (from the same
// migrated template when the folder is new) and one HTTP route answering, nothing else.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { PGlite } from "@electric-sql/pglite";

const template = process.env.BARE_TEMPLATE;
const db = await PGlite.create({
  dataDir: process.env.DATA_DIR,
  loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
});
await db.query("select 1");
createServer((_, response) => {
  response.setHeader("content-type", "application/json");
  response.end('{"status":"ok"}');
}).listen(Number(process.env.PORT), "127.0.0.1");
