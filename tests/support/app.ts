import type { Logger } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import type { PublicRateLimits } from "../../src/server/http/plugins/public-rate-limit";
import type { ReportRenderer } from "../../src/server/reports/render";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Public limits far above what a test that calls every public route many times from one address
 * sends: the routes' answers are under test, not the limiter.
 */
export function generousPublicLimits(requests: number): PublicRateLimits {
  const plenty = { read: requests, write: requests };
  return { windowMs: 60_000, perAddress: plenty, perToken: plenty, guaranteedPerAddress: plenty };
}

/** The real server on a fresh database of its own, driven with `app.inject()`. */
export const TEST_PUBLIC_URL = "http://calibra.test";

export async function createTestApp(
  options: {
    webDir?: string;
    smtpUrl?: string;
    publicRateLimits?: PublicRateLimits;
    reportRenderer?: ReportRenderer;
    /** Sees every statement the server sends. */
    logger?: Logger;
    /** False: the planner's statistics are never refreshed (see db/statistics.ts). */
    plannerStatistics?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ logger: options.logger });
  const app = await buildApp({
    database,
    webDir: options.webDir,
    smtpUrl: options.smtpUrl,
    publicUrl: TEST_PUBLIC_URL,
    publicRateLimits: options.publicRateLimits,
    reportRenderer: options.reportRenderer,
    plannerStatistics: options.plannerStatistics,
    // Background reminders would send e-mails no test asked for: reminders.test.ts runs them itself.
    reminders: false,
    // Each answer compiled and encoded by zod too: the suite checks one against the other.
    checkAnswers: true,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
