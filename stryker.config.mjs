// @ts-check
/**
 * Mutation testing of the pure code (`npm run mutation`): each mutant of the files in `mutate` must
 * make a unit test fail. Not part of CI; the HTML report is written to reports/mutation/.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "src/shared/**/*.ts",
    "!src/shared/**/*.test.ts",
    "src/server/domain/campaign-state/campaign-abilities.ts",
  ],
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
};
