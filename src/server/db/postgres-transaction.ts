import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "./client";

/** What drizzle's node-postgres session keeps of its construction (drizzle-orm 0.45). */
interface RootSession {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

function rootSession(db: Database): RootSession | null {
  const session = (db as unknown as { session?: unknown }).session;
  return session instanceof NodePgSession ? (session as unknown as RootSession) : null;
}

/** Whether `db` is a PostgreSQL pool (not the embedded engine, nor already a transaction). */
export function isPostgresPool(db: Database): boolean {
  const root = rootSession(db);
  return root !== null && root.client instanceof pg.Pool;
}

/**
 * A transaction on PostgreSQL whose BEGIN carries its first statement in the same round trip
 * (decision 030): `begin; <first>` goes as one simple query, so `first` holds no parameter (its
 * values are literals, quoted with pg.escapeLiteral). drizzle's own transaction sends BEGIN alone:
 * one round trip more on every request of a company. The work runs in a drizzle transaction.
 *
 * A BEGIN that fails gives its client back to the pool, marked broken (pool-guard.ts).
 */
export async function postgresTransaction<T>(
  db: Database,
  first: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const root = rootSession(db);
  if (!root) throw new Error("postgresTransaction: not a PostgreSQL pool");
  const client = await root.client.connect();
  const session = new NodePgSession(client, root.dialect, root.schema, root.options);
  const tx = new NodePgTransaction(root.dialect, session, root.schema) as unknown as Database;
  await client.query(`begin; ${first}`);
  let broken: Error | undefined;
  try {
    const result = await work(tx);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((lost: unknown) => {
      broken = lost instanceof Error ? lost : new Error(String(lost));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
