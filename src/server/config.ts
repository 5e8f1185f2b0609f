import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * Configuration comes from the environment only, checked once at start. Each mistake gets its own
 * line, naming the variable, what it must be and what it was.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(5000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  WEB_DIR: z.string().min(1, "must not be empty").default("./dist/web"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  PUBLIC_URL: z
    .url({ error: "must be an http:// or https:// URL" })
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, "must be an address such as Calibra <no-reply@example.com>")
    .default("Calibra <no-reply@calibra.local>"),
  REMINDERS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  JOBS_INTERVAL_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be between 1 and 3600")
    .max(3600, "must be between 1 and 3600")
    .optional(),
  CHECK_ANSWERS: z.enum(["on", "off"], { error: "must be on or off" }).default("off"),
  OIDC_ISSUER: z.url({ error: "must be the provider's URL" }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined)
        context.addIssue({
          code: "custom",
          message:
            "must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges",
        });
      return trust ?? false;
    }),
});

/**
 * Which proxies in front of Calibra are trusted to say who the client is (X-Forwarded-For) and how
 * it connected (X-Forwarded-Proto, X-Forwarded-Host): none (false), the nearest `n` hops, or those
 * whose address is in a list. `true` means one hop: the proxy Calibra is directly behind. Only the
 * entries trusted proxies appended are believed; those a client writes itself are ignored.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for ranges of addresses, accepted in a TRUST_PROXY list. */
const ADDRESS_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === "false") return false;
  if (text === "true") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * How many calls the public routes (share links, the calendar feed) take per window, per visitor
 * address and per token, reads and writes apart: a workshop behind one address can enter its
 * measurements; a script cannot flood a company's campaign or try tokens by the thousand. A token's
 * limit is shared fairly: past it, only the addresses that used more than `guaranteedPerAddress` of
 * its calls are refused, so that a few addresses using up a link cannot lock every other visitor
 * out of it.
 */
export interface PublicRateLimits {
  windowMs: number;
  perAddress: { read: number; write: number };
  perToken: { read: number; write: number };
  guaranteedPerAddress: { read: number; write: number };
}

export const DEFAULT_PUBLIC_RATE_LIMITS: PublicRateLimits = {
  windowMs: 60_000,
  perAddress: { read: 300, write: 60 },
  perToken: { read: 1_200, write: 300 },
  guaranteedPerAddress: { read: 120, write: 30 },
};

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDir: string;
  /** The migrated data folder a new embedded database starts from (npm run build:template). */
  pgliteTemplate: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: TrustProxy;
  /** Where users reach Calibra: the base of the links in e-mails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether this process sends the daily reminders of calibrations falling due. */
  reminders: boolean;
  /**
   * When set, the scheduled jobs (reminders, daily checkpoints) run this long after start, then at
   * this interval, instead of their own schedule (the fault tests run them within seconds).
   */
  jobsIntervalMs: number | undefined;
  /** Every answer also encoded by zod and compared with the compiled one (app.ts, `checkAnswers`). */
  checkAnswers: boolean;
  oidc: OidcConfig | undefined;
  /** The public routes' rate limits. */
  publicRateLimits: PublicRateLimits;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  - ${name} ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  - OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none of them)",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDir: resolve(e.WEB_DIR),
    pgliteTemplate: resolve("dist/pglite-template/template.tar"),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reminders: e.REMINDERS === "on",
    jobsIntervalMs: e.JOBS_INTERVAL_SECONDS === undefined ? undefined : e.JOBS_INTERVAL_SECONDS * 1000,
    checkAnswers: e.CHECK_ANSWERS === "on",
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    publicRateLimits: DEFAULT_PUBLIC_RATE_LIMITS,
  };
}
