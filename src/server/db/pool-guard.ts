import type pg from "pg";

/**
 * Keeps the PostgreSQL pool whole when the server closes connections under running requests (a
 * restart, an administrator ending backends, the network):
 * - a client's own 'error' event is listened to for its whole life: pg-pool listens only while the
 *   client is idle, so a connection lost while a request holds it would stop the process, whereas
 *   the request's query already fails with the error (and answers 503);
 * - a transaction whose BEGIN fails gives its client back to the pool, marked broken: drizzle-orm
 *   0.45 runs BEGIN before the try/finally that releases the client, so each such failure would
 *   otherwise keep one connection of the pool forever, until every request waits on an empty pool.
 *   (To remove once drizzle-orm releases the client itself.)
 */
export function guardPoolClients(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        const release = (client as Partial<pg.PoolClient>).release;
        release?.call(client, error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    };
  });
}

/** Whether a query (its text, or a query config) opens a transaction. */
function isBegin(query: unknown): boolean {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*(begin|start transaction)\b/i.test(text);
}
