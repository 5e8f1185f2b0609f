/**
 * Which engine the integration tests run on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is
 * set (a fresh database per test file on that server).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const ENGINE = TEST_DATABASE_URL ? ("postgres" as const) : ("pglite" as const);

/** The same server URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}
