import type { FastifyRequest } from "fastify";

/**
 * What the server's log says about requests and errors, and nothing more: no SQL parameters, no
 * e-mail address, no token or session hash. A database error is logged by its SQLSTATE and the
 * names of the constraint, table and column involved (never the driver's message or detail, which
 * repeat the values: `Key (email)=(…) already exists`, `invalid input syntax for type uuid: "…"`);
 * any other error by its type, a message with addresses and tokens masked, and its stack frames.
 */

/** A property of an error of any shape (drivers, Fastify and plugins each throw their own). */
export function propertyOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The errors of a chain, outermost first (drizzle wraps the driver's error in `cause`). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e && chain.length < 5 && !chain.includes(e); e = propertyOf(e, "cause"))
    chain.push(e);
  return chain;
}

/** The SQLSTATE of a database error, wherever it is in the chain. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = propertyOf(e, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** E-mail addresses, long hexadecimal or base64url strings (hashes, tokens) and quoted values, masked. */
export function maskSecrets(message: string): string {
  return message
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[e-mail]")
    .replace(/\b[0-9a-f]{32,}\b/gi, "[empreinte]")
    .replace(/[A-Za-z0-9_-]{32,}/g, "[jeton]")
    .replace(/"[^"]*"/g, '"…"');
}

/** The stack's frames only: its first lines repeat the message (for drizzle, the SQL and parameters). */
function framesOf(error: unknown): string {
  const stack = text(propertyOf(error, "stack")) ?? "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's frames, without the message its first lines repeat ("" when there are none). */
  stack: string;
}

export function safeError(error: unknown): SafeError {
  const type = text(propertyOf(error, "name")) ?? typeof error;
  const sqlState = sqlStateOf(error);
  if (sqlState) {
    const driverError = errorChain(error).find((e) => propertyOf(e, "code") === sqlState);
    const safe: SafeError = { type, sqlState, message: `database error ${sqlState}`, stack: framesOf(error) };
    for (const key of ["constraint", "table", "column"] as const) {
      const value = text(propertyOf(driverError, key));
      if (value) safe[key] = value;
    }
    return safe;
  }
  const chain = errorChain(error);
  const code = chain.map((e) => text(propertyOf(e, "code"))).find(Boolean);
  // Drizzle's message holds the SQL and its parameters: the driver's own message says what failed.
  const messages = chain
    .filter((e) => !String(propertyOf(e, "message") ?? "").startsWith("Failed query:"))
    .map((e) => text(propertyOf(e, "message")) ?? String(e));
  const message = maskSecrets(messages[0] ?? "").slice(0, 500);
  return { type, message, stack: framesOf(error), ...(code && { code }) };
}

/**
 * A request as the log names it: the route's pattern (`/api/auth/login-link/:token`), never the
 * URL the client sent, whose path and query may hold a sign-in token, an invitation or an e-mail.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? "(no route)",
    remoteAddress: request.ip,
  };
}

export const logSerializers = {
  req: requestForLog,
  err: safeError,
};
