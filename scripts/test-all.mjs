#!/usr/bin/env node
/**
 * `npm test`: every suite, and a closing count with each suite's time.
 *   1. unit and integration tests on the embedded PGlite (hostile input fuzzed over every route),
 *   2. integration tests again on PostgreSQL (TEST_DATABASE_URL, default the local server),
 *   3. the end-to-end tests in the system Chromium (a new user's whole journey included),
 *   4. the faults: real server processes killed, cut off from PostgreSQL, doubled, out of disk.
 * One after the other, each with the whole machine: on the 2-core CI machine, two lanes side by side
 * (TEST_LANES=2: the vitest runs in one, the browser and the fault processes in the other, each
 * vitest run with one worker) were slower than one lane, every suite being CPU-bound there.
 * A suite that cannot run, a skipped test or a focused one (`.only`) fails the whole command:
 * nothing is left out in silence.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

const reports = join("test-results", "counts");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const lanes = process.env.TEST_LANES === "2" ? 2 : 1;
// TEST_WORKERS overrides the vitest workers of each run (by default the lane's share of the cores).
const workers = `--maxWorkers=${process.env.TEST_WORKERS || Math.max(1, Math.floor(availableParallelism() / lanes))}`;

const vitest = (name, projects, env) => ({
  name,
  lane: 0,
  command: [
    "npx",
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    workers,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${reports}/${name}.json`,
  ],
  env,
  read: vitestCounts,
  file: `${name}.json`,
});

const suites = [
  {
    ...vitest("pglite", ["unit", "integration"], { TEST_DATABASE_URL: "" }),
    title: "unit + integration (PGlite)",
  },
  {
    ...vitest("postgres", ["integration"], { TEST_DATABASE_URL: postgresUrl }),
    title: `integration (PostgreSQL ${new URL(postgresUrl).host})`,
  },
  {
    name: "e2e",
    title: "end-to-end (Chromium)",
    lane: 1,
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    read: playwrightCounts,
    file: "e2e.json",
  },
  {
    ...vitest("faults", ["faults"], { TEST_DATABASE_URL: postgresUrl }),
    title: "faults (real processes, both engines)",
    lane: 1,
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

/** Writes a suite's output line by line, each line tagged with the suite when lanes run together. */
function relay(stream, out, tag) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`${tag}${line}\n`);
  });
  stream.on("end", () => rest && out.write(`${tag}${rest}\n`));
}

/** Runs one suite; its output goes to the terminal as it comes. */
function run(suite) {
  const started = Date.now();
  const tag = lanes > 1 ? `[${suite.name}] ` : "";
  console.log(`\n━━━ ${suite.title} ━━━`);
  return new Promise((done) => {
    const child = spawn(suite.command[0], suite.command.slice(1), {
      stdio: lanes > 1 ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...suite.env },
    });
    if (lanes > 1) {
      relay(child.stdout, process.stdout, tag);
      relay(child.stderr, process.stderr, tag);
    }
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
    console.error(`✗ ${suite.title} could not run (exit ${status}).`);
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  if (counts.passed === 0 && counts.failed === 0) {
    console.error(`✗ ${suite.title} ran no test.`);
    counts.failed = 1;
  }
  if (status !== 0) exitCode = 1;
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  timings.push(`${suite.title}: ${seconds} s`);
  console.log(
    `${suite.title}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
}

const started = Date.now();
const laneOf = (suite) => (lanes > 1 ? suite.lane : 0);
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    for (const suite of suites.filter((s) => laneOf(s) === lane)) count(await run(suite));
  }),
);

if (totals.skipped > 0) {
  console.error("Some tests were skipped: every test must run.");
  exitCode = 1;
}
console.log(`\nTime per suite: ${timings.join(" · ")}`);
console.log(`Lanes: ${lanes}, wall time ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
