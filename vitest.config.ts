import { configDefaults, defineConfig } from "vitest/config";
import LongFirstSequencer from "./tests/support/long-first-sequencer";

/**
 * Integration files named `*.pglite.test.ts` are about the embedded engine itself (its folder, its
 * crashes): they run on the PGlite run only, and are left out of the PostgreSQL run rather than
 * reported as skipped there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          // The files of a worker share their imported modules instead of loading them again for
          // each file: on 2 cores, importing took more worker time than testing (83 s against
          // 25 s). Between calls the code keeps only caches of pure results and each data folder's
          // lock (released on close), and each test restores what it changes (timers, globals,
          // console spies).
          isolate: false,
          // A focused test (`.only`) fails the run instead of quietly leaving the others out.
          allowOnly: false,
          setupFiles: ["tests/support/fail-on-console.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Shared modules here too (see above): each file still builds its own app on its own
          // database; importing the server again for each of the 64 files took 173 s of worker time
          // on PostgreSQL, 15 s once shared.
          isolate: false,
          exclude: [
            ...configDefaults.exclude,
            ...(onPostgres ? ["tests/integration/**/*.pglite.test.ts"] : []),
          ],
          environment: "node",
          // A focused test (`.only`) fails the run instead of quietly leaving the others out.
          allowOnly: false,
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:faults`: real server processes killed, cut off, doubled, out of disk. Each
        // file runs both engines itself (PGlite in a folder of its own, PostgreSQL in a database of
        // its own on TEST_DATABASE_URL's server), so it runs once per CI run, not once per engine.
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          // A focused test (`.only`) fails the run instead of quietly leaving the others out.
          allowOnly: false,
          globalSetup: ["tests/faults/support/build.ts"],
          setupFiles: ["tests/support/fail-on-console.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
