#!/usr/bin/env node
/**
 * `npm test`: every suite, one after the other, each with the whole machine, and a closing count.
 *   1. unit and integration tests on the embedded PGlite,
 *   2. integration tests again on PostgreSQL (TEST_DATABASE_URL, default the local server),
 *      these two with one vitest worker per core,
 *   3. the end-to-end tests in the system Chromium.
 * Run side by side on the 2-core CI machine, the suites slowed each other down threefold (39 min
 * against 23 min one after the other, measured on 2026-11-28). A suite that cannot run fails the
 * whole command: nothing is skipped in silence.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

const reports = join("test-results", "counts");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const workers = `--maxWorkers=${Math.max(1, availableParallelism())}`;

const suites = [
  {
    name: "unit + integration (PGlite)",
    command: [
      "npx",
      "vitest",
      "run",
      workers,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reports}/pglite.json`,
    ],
    env: { TEST_DATABASE_URL: "" },
    read: (file) => vitestCounts(file),
    file: "pglite.json",
  },
  {
    name: `integration (PostgreSQL ${new URL(postgresUrl).host})`,
    command: [
      "npx",
      "vitest",
      "run",
      "--project",
      "integration",
      workers,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reports}/postgres.json`,
    ],
    env: { TEST_DATABASE_URL: postgresUrl },
    read: (file) => vitestCounts(file),
    file: "postgres.json",
  },
  {
    name: "end-to-end (Chromium)",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    read: (file) => playwrightCounts(file),
    file: "e2e.json",
  },
];

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function playwrightCounts(file) {
  const s = JSON.parse(readFileSync(file, "utf8")).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const timings = [];

/** Runs one suite, its output straight to the terminal. */
function run(suite) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(suite.command[0], suite.command.slice(1), {
      stdio: "inherit",
      env: { ...process.env, ...suite.env },
    });
    child.on("close", (status) =>
      done({ suite, status, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

function count({ suite, status, seconds }) {
  let counts;
  try {
    counts = suite.read(join(reports, suite.file));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
    console.error(`✗ ${suite.name} could not run (exit ${status}).`);
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  if (counts.passed === 0 && counts.failed === 0) {
    console.error(`✗ ${suite.name} ran no test.`);
    counts.failed = 1;
  }
  if (status !== 0) exitCode = 1;
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  timings.push(`${suite.name}: ${seconds} s`);
  console.log(
    `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
}

for (const suite of suites) {
  console.log(`\n━━━ ${suite.name} ━━━`);
  count(await run(suite));
}

if (totals.skipped > 0) {
  console.error("Some tests were skipped: every test must run.");
  exitCode = 1;
}
console.log(`\nTime per suite: ${timings.join(" · ")}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
