#!/usr/bin/env node
/** `npm run test:pg`: the integration tests on PostgreSQL only (TEST_DATABASE_URL, default the local server). */
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const result = spawnSync("npx", ["vitest", "run", "--project", "integration", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
