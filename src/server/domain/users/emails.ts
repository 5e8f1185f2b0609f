import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";

/** Which of these addresses already belong to an account, in any company (lower case). */
export async function takenEmails(db: Database, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await sqlRows(
    db,
    z.object({ email: z.string() }),
    sql`select unnest(calibra_taken_emails(array(select json_array_elements_text(${JSON.stringify(candidates)}::json)))) as email`,
  );
  return new Set(rows.map((r) => r.email));
}
