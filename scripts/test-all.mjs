#!/usr/bin/env node
/**
 * `npm test`: every suite, and a closing count.
 *   1. unit and integration tests on the embedded PGlite, then
 *   2. integration tests again on PostgreSQL (TEST_DATABASE_URL, default the local server), these
 *      two one after the other (one vitest worker each), while
 *   3. the end-to-end tests run in the system Chromium at the same time
 * A suite that cannot run fails the whole command: nothing is skipped in silence.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const reports = join("test-results", "counts");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const suites = [
  {
    name: "unit + integration (PGlite)",
    command: [
      "npx",
      "vitest",
      "run",
      "--maxWorkers=1",
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
      "--maxWorkers=1",
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

/** Runs one suite; its output goes to the terminal, or to `log` (printed whole once it ends). */
function run(suite, log) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(suite.command[0], suite.command.slice(1), {
      stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...suite.env },
    });
    const output = [];
    if (log)
      for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (log) process.stdout.write(`\n━━━ ${suite.name} (ran alongside) ━━━\n${Buffer.concat(output)}`);
      done({ suite, status, seconds: Math.round((Date.now() - started) / 1000) });
    });
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

// Two lanes, one per core: the end-to-end suite (one browser, one server, printed as it runs), and
// beside it the two integration runs one after the other (one vitest worker each, their output held
// back and printed as each ends). The lanes take about the same time.
const [pglite, postgres, endToEnd] = suites;
console.log(`\n━━━ ${endToEnd.name}, with ${pglite.name} then ${postgres.name} alongside ━━━`);
const vitestLane = async () => [await run(pglite, true), await run(postgres, true)];
const [endToEndResult, vitestResults] = await Promise.all([run(endToEnd), vitestLane()]);
for (const result of [...vitestResults, endToEndResult]) count(result);

if (totals.skipped > 0) {
  console.error("Some tests were skipped: every test must run.");
  exitCode = 1;
}
console.log(`\nTime per suite: ${timings.join(" · ")}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
