/**
 * `npm run security:log`: the security log (decision 023) — failed sign-ins on addresses no account
 * uses and on deactivated accounts — counted per day and per address over a period of days of Paris,
 * and its latest events (DATABASE_URL, or the embedded database of DATA_DIR while Calibra is stopped).
 *
 *   npm run security:log                              (the last 30 days)
 *   npm run security:log -- --since 2026-11-01 [--until 2026-11-27] [--email adresse@exemple.fr] [--latest 50]
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { securityLogText, summarizeSecurityLog } from "../src/server/domain/auth/security-log";
import { DEFAULT_TIME_ZONE, today } from "../src/shared/clock";

class UsageError extends Error {}

const DEFAULT_DAYS = 30;

/** Today, or `days` before (YYYY-MM-DD), in the default zone: the security log belongs to no company. */
function logDay(days = 0): string {
  return today(DEFAULT_TIME_ZONE, Date.now() - days * 86_400_000);
}

function dayOption(value: string | undefined, name: string, fallback: string): string {
  if (value === undefined) return fallback;
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) throw new UsageError(`--${name} : date illisible « ${value} » (attendu : AAAA-MM-JJ)`);
  return value;
}

/** The options of the command line, checked. */
function securityLogOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      since: { type: "string" },
      until: { type: "string" },
      email: { type: "string" },
      latest: { type: "string" },
    },
  });
  const since = dayOption(values.since, "since", logDay(DEFAULT_DAYS - 1));
  const until = dayOption(values.until, "until", logDay());
  if (since > until) throw new UsageError("--since doit précéder --until");
  const latest = values.latest === undefined ? 20 : Number(values.latest);
  if (!Number.isInteger(latest) || latest < 1 || latest > 1000)
    throw new UsageError("--latest : un nombre entier de 1 à 1000 est attendu");
  return { since, until, latest, ...(values.email !== undefined && { email: values.email }) };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof securityLogOptions>;
  try {
    options = securityLogOptions(process.argv.slice(2));
  } catch (error) {
    // parseArgs refuses an unknown option in English: said in French.
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `Option inconnue ou incomplète. Options : --since AAAA-MM-JJ, --until AAAA-MM-JJ, --email ADRESSE, --latest N`,
    );
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    process.stdout.write(securityLogText(await summarizeSecurityLog(database.db, options)));
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError
        ? error.message
        : error,
    );
    process.exit(2);
  },
);
