import { configDefaults, defineConfig } from "vitest/config";

/**
 * Integration files named `*.pglite.test.ts` are about the embedded engine itself (its folder, its
 * crashes): they run on the PGlite run only, and are left out of the PostgreSQL run rather than
 * reported as skipped there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [
            ...configDefaults.exclude,
            ...(onPostgres ? ["tests/integration/**/*.pglite.test.ts"] : []),
          ],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
