import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5055);
// Each run starts on an empty PostgreSQL database of its own, which the tests may also write to.
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/calibra_e2e_${port}`;
process.env.E2E_DATABASE_URL = databaseUrl.toString();

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Two files at a time, each test in its own browser context and company: one browser and one
  // server left a core idle about a fifth of the time (103 tests: 496 s with one worker, 413–416 s
  // with two, no trace). The tests of a file run in order, in one worker.
  fullyParallel: false,
  workers: 2,
  // A focused test (`test.only`) fails the run instead of quietly leaving the others out.
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // A page that shows in one second on an idle machine may take several on a busy two-core CI
  // machine: ten seconds for each expectation, not five.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // No trace: recording one (a screencast and a DOM snapshot around every action) cost a fifth of
    // the suite's time, 651 s against 496 s for the same 103 tests, and 12 s for one query over 2 000
    // rows. A failure still prints its call log and the page's accessibility tree; to look closer,
    // run the test again with `--trace on`.
    trace: "off",
    launchOptions: {
      // Always the system Chromium: no browser is ever downloaded.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // Debian's launcher turns GPU rasterization on, which without a GPU means SwiftShader
        // emulating one: Skia's own software rasterizer draws the same pages about 5 % faster.
        "--disable-gpu-rasterization",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node scripts/build-if-changed.mjs && node e2e/server.mjs",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      // No reminder e-mail appears in an outbox a test reads.
      REMINDERS: "off",
      // Each answer also encoded by zod, which checks it against its contract (answer-serializer.ts).
      CHECK_ANSWERS: "on",
      DATABASE_URL: databaseUrl.toString(),
      E2E_ADMIN_URL: adminUrl,
    },
  },
});
