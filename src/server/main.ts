import { format, SERVER_MESSAGES } from "../shared/messages";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrateDatabase, openDatabase, privilegedRole } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    webDir: config.webDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    oidc: config.oidc,
    reminders: config.reminders,
    jobsIntervalMs: config.jobsIntervalMs,
    checkAnswers: config.checkAnswers,
    publicRateLimits: config.publicRateLimits,
  });
  const privileged = await privilegedRole(database);
  if (privileged) {
    app.log.warn(
      format(SERVER_MESSAGES.privilegedDatabaseRole, {
        role: privileged.role,
        privileges: privileged.privileges.join(", "),
      }),
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  // The embedded database's instance aborted (a full disk, decision 035): the requests still
  // running answer in French at once (every call into it fails), no new connection is taken, and
  // the process ends with 1 so that its supervisor restarts it on the folder, as after a kill.
  void database.lost?.then((error) => {
    app.log.fatal({ err: error }, SERVER_MESSAGES.embeddedDatabaseLost);
    app.server.close(() => process.exit(1));
    setTimeout(() => process.exit(1), 5_000).unref();
  });
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  app.log.info(`Calibra is ready on http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Calibra could not start:", error);
  }
  process.exit(1);
});
