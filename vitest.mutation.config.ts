import { defineConfig } from "vitest/config";

/**
 * The unit tests alone, for the mutation run (stryker.config.mjs): the integration tests need a
 * database and do not run under Stryker. Same settings as the "unit" project of vitest.config.ts.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/fail-on-console.ts"],
  },
});
