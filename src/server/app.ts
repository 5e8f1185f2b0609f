import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { configureFrenchSchemaMessages } from "../shared/schema-messages";
import {
  DEFAULT_PUBLIC_RATE_LIMITS,
  type OidcConfig,
  type PublicRateLimits,
  type TrustProxy,
} from "./config";
import type { DatabaseHandle } from "./db/client";
import { keepPlannerStatistics } from "./db/statistics";
import { scheduleDailyCheckpoints } from "./domain/jobs/daily-checkpoints";
import { createMailer, type Mailer } from "./domain/mail/mailer";
import { scheduleDueReminders } from "./domain/planning/reminder-schedule";
import { createReportQueue } from "./domain/reports/report-queue";
import { approvalRoutes } from "./http/approvals";
import { auditRoutes } from "./http/audit";
import { authRoutes } from "./http/auth";
import { campaignRoutes } from "./http/campaigns";
import { certificateRoutes } from "./http/certificates";
import { companyRoutes } from "./http/companies";
import { companyExportRoutes } from "./http/company-export";
import { criteriaRoutes } from "./http/criteria";
import { decisionRuleRoutes } from "./http/decision-rules";
import { emailRoutes } from "./http/emails";
import { equipmentRoutes } from "./http/equipment";
import { healthRoutes } from "./http/health";
import { instrumentRoutes } from "./http/instruments";
import { intervalRoutes } from "./http/intervals";
import { measurementRoutes } from "./http/measurements";
import { participantRoutes } from "./http/participants";
import { planningRoutes } from "./http/planning";
import { answerSerializerCompiler } from "./http/plugins/answer-serializer";
import { registerApiDocs } from "./http/plugins/api-docs";
import { answerClientError } from "./http/plugins/client-errors";
import { registerCompression } from "./http/plugins/compression";
import { registerCrossSiteGuard } from "./http/plugins/cross-site";
import { registerErrorHandling, sendError } from "./http/plugins/errors";
import { registerInputGuard } from "./http/plugins/input-guard";
import { logSerializers } from "./http/plugins/logging";
import { registerRefusalAudit } from "./http/plugins/refusal-audit";
import { registerSecurityHeaders } from "./http/plugins/security";
import { sessionPlugin } from "./http/plugins/session";
import { registerWebApp } from "./http/plugins/web-app";
import { publicEntryRoutes } from "./http/public-entries";
import { publicLinkRoutes } from "./http/public-links";
import { ratingRoutes } from "./http/ratings";
import { reportRoutes } from "./http/reports";
import { resultRoutes } from "./http/results";
import type { Services } from "./http/services";
import { signInOptionsRoutes } from "./http/sign-in-options";
import { setPublicHeaders } from "./http/token-routes";
import { userRoutes } from "./http/users";
import { createReportRenderer, type ReportRenderer } from "./reports/render";

const DEFAULT_FROM = "Calibra <no-reply@calibra.local>";

// Validation messages that the schemas do not word themselves come from the catalogue too.
configureFrenchSchemaMessages();

export interface AppOptions {
  database: DatabaseHandle;
  /** Base of the links in e-mails (default http://localhost:5000). */
  publicUrl?: string;
  /** Delivers e-mails; by default SMTP when smtpUrl is set, else the outbox only. */
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  /** When set, /api/login signs in through this OpenID Connect provider. */
  oidc?: OidcConfig;
  /** Folder of the built web app; without it only the API is served. */
  webDir?: string;
  logLevel?: string;
  /** Where the log goes (default standard output): tests read it. */
  logStream?: { write(line: string): void };
  /** The proxies trusted for the client's address and protocol, as config.ts reads TRUST_PROXY. */
  trustProxy?: TrustProxy;
  /** Lays reports out; by default on a worker thread (tests give one that fails). */
  reportRenderer?: ReportRenderer;
  /** The public routes' rate limits (config.ts; tests lower them). */
  publicRateLimits?: PublicRateLimits;
  /** Sends the daily reminders of calibrations falling due (default true; tests turn it off). */
  reminders?: boolean;
  /**
   * Takes the daily checkpoints of the audit trail and e-mails their digest to the administrators
   * (default: as `reminders`, so that REMINDERS=off and the tests that turn the reminders off stop
   * both daily jobs).
   */
  dailyCheckpoints?: boolean;
  /** The scheduled jobs' first run and interval, instead of their own (JOBS_INTERVAL_SECONDS). */
  jobsIntervalMs?: number;
  /**
   * Refreshes the planner's statistics at start, after bulk writes and on PGlite's schedule (default
   * true; a test turns it off to show that a statement does not depend on them).
   */
  plannerStatistics?: boolean;
  /**
   * Encodes every answer with zod too, which validates it against its contract, and refuses one
   * whose compiled text differs from zod's (default false; the tests and the end-to-end server
   * turn it on). See http/plugins/answer-serializer.ts.
   */
  checkAnswers?: boolean;
}

/** The pages a share link opens: their address holds the token. */
const PUBLIC_PAGE = /^\/(?:measurement|campaign)(?:[/?]|$)/;

/**
 * Fastify's form of the trusted proxies. A number of hops is a function of the hop: Fastify trusts
 * no hop at all for a plain number, and every hop for `true`.
 */
function trustedProxies(
  trust: TrustProxy = false,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  if (trust === false || trust <= 0) return false;
  return (_address, hop) => hop < trust;
}

/** The whole server, for main.ts and for tests (which drive it with `app.inject()`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "silent",
      serializers: logSerializers,
      ...(options.logStream && { stream: options.logStream }),
    },
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: sendError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    answerSerializerCompiler({
      check: options.checkAnswers ?? false,
      onZodKept: (route, reason) => app.log.debug({ route, reason }, "answer encoded by zod"),
    }),
  );
  registerErrorHandling(app);
  registerCrossSiteGuard(app, { publicUrl: options.publicUrl });
  registerInputGuard(app);

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db: options.database.db });
  await registerApiDocs(app);
  registerRefusalAudit(app, options.database.db);

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_FROM, log: app.log });
  // Messages left in the outbox by the last run leave at start; a delivery running at close ends first.
  app.addHook("onReady", async () => mailer.deliverSoon(options.database.db));
  app.addHook("onClose", async () => mailer.close());
  const reports = options.reportRenderer ?? createReportRenderer();
  const reportQueue = createReportQueue();
  // The report being generated ends first; those still waiting are refused (and marked failed).
  app.addHook("onClose", async () => {
    await reportQueue.close();
    await reports.close();
  });
  const statistics = keepPlannerStatistics({
    handle: options.database,
    log: app.log,
    enabled: options.plannerStatistics ?? true,
  });
  // After the migrations (main.ts runs them before building the app), then on PGlite's schedule.
  app.addHook("onReady", async () => statistics.start());
  app.addHook("onClose", async () => statistics.stop());
  const services: Services = {
    database: options.database,
    db: options.database.db,
    mailer,
    reports,
    reportQueue,
    statistics,
    publicUrl: options.publicUrl ?? "http://localhost:5000",
    publicRateLimits: options.publicRateLimits ?? DEFAULT_PUBLIC_RATE_LIMITS,
  };
  if (options.reminders ?? true) {
    const reminders = scheduleDueReminders({
      db: services.db,
      mailer,
      publicUrl: services.publicUrl,
      log: app.log,
      firstRunMs: options.jobsIntervalMs,
      intervalMs: options.jobsIntervalMs,
    });
    app.addHook("onReady", async () => reminders.start());
    app.addHook("onClose", async () => reminders.stop());
  }
  if (options.dailyCheckpoints ?? options.reminders ?? true) {
    const checkpoints = scheduleDailyCheckpoints({
      db: services.db,
      mailer,
      publicUrl: services.publicUrl,
      log: app.log,
      firstRunMs: options.jobsIntervalMs,
      intervalMs: options.jobsIntervalMs,
    });
    app.addHook("onReady", async () => checkpoints.start());
    app.addHook("onClose", async () => checkpoints.stop());
  }

  healthRoutes(app, services);
  authRoutes(app, services, { oidc: options.oidc });
  companyRoutes(app, services);
  signInOptionsRoutes(app, services, { singleSignOn: options.oidc !== undefined });
  userRoutes(app, services);
  campaignRoutes(app, services);
  approvalRoutes(app, services);
  participantRoutes(app, services);
  equipmentRoutes(app, services);
  criteriaRoutes(app, services);
  ratingRoutes(app, services);
  resultRoutes(app, services);
  reportRoutes(app, services);
  companyExportRoutes(app, services);
  emailRoutes(app, services);
  auditRoutes(app, services);
  instrumentRoutes(app, services);
  planningRoutes(app, services);
  publicEntryRoutes(app, services);
  measurementRoutes(app, services);
  decisionRuleRoutes(app, services);
  certificateRoutes(app, services);
  intervalRoutes(app, services);
  publicLinkRoutes(app, services);
  app.addHook("onSend", async (request, reply) => {
    if (PUBLIC_PAGE.test(request.url)) setPublicHeaders(reply);
  });

  await registerWebApp(app, options.webDir);
  return app;
}
