/**
 * The server of the end-to-end run: a fresh PostgreSQL database (so that tests can prepare data and
 * sessions directly, as several processes can share it), then Calibra's own start-up from the
 * built server, as `npm start` runs it.
 */
import pg from "pg";

const url = new URL(process.env.DATABASE_URL ?? "");
const name = url.pathname.slice(1);
if (!/^calibra_e2e[a-z0-9_]*$/.test(name)) throw new Error(`unexpected end-to-end database ${name}`);
const admin = new pg.Client({ connectionString: process.env.E2E_ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

await import("../dist/server/main.js");
