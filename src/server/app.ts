import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { configureFrenchSchemaMessages } from "../shared/schema-messages";
import type { OidcConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createMailer, type Mailer } from "./domain/mail/mailer";
import { authRoutes } from "./http/auth";
import { campaignRoutes } from "./http/campaigns";
import { companyRoutes } from "./http/companies";
import { criteriaRoutes } from "./http/criteria";
import { equipmentRoutes } from "./http/equipment";
import { healthRoutes } from "./http/health";
import { participantRoutes } from "./http/participants";
import { registerApiDocs } from "./http/plugins/api-docs";
import { registerErrorHandling, sendError } from "./http/plugins/errors";
import { registerSecurityHeaders } from "./http/plugins/security";
import { sessionPlugin } from "./http/plugins/session";
import { registerWebApp } from "./http/plugins/web-app";
import { ratingRoutes } from "./http/ratings";
import { resultRoutes } from "./http/results";
import type { Services } from "./http/services";
import { userRoutes } from "./http/users";

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
  trustProxy?: boolean;
}

/** The whole server, for main.ts and for tests (which drive it with `app.inject()`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? "silent" },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: sendError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db: options.database.db });
  await registerApiDocs(app);

  const mailer =
    options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_FROM });
  app.addHook("onClose", async () => mailer.close());
  const services: Services = {
    database: options.database,
    db: options.database.db,
    mailer,
    publicUrl: options.publicUrl ?? "http://localhost:5000",
  };

  healthRoutes(app, options.database);
  authRoutes(app, services, { oidc: options.oidc });
  companyRoutes(app, services);
  userRoutes(app, services);
  campaignRoutes(app, services);
  participantRoutes(app, services);
  equipmentRoutes(app, services);
  criteriaRoutes(app, services);
  ratingRoutes(app, services);
  resultRoutes(app, services);

  await registerWebApp(app, options.webDir);
  return app;
}
