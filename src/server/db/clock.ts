import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./client";
import { sqlRows } from "./rows";

/**
 * The database server's current time, not the transaction's start (`now()`) nor this process's
 * clock: times compared across transactions and processes (a rating saved after a calculation)
 * all come from the same clock, read after the locks are taken.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await sqlRows(db, z.object({ now: z.coerce.date() }), sql`select clock_timestamp() as now`);
  return row!.now;
}
