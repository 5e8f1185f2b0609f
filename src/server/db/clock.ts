import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The database server's current time, not the transaction's start (`now()`) nor this process's
 * clock: times compared across transactions and processes (a rating saved after a calculation)
 * all come from the same clock, read after the locks are taken.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(result.rows[0]!.now);
}
