import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Which of these addresses already belong to an account, in any company (lower case). */
export async function takenEmails(db: Database, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const result = (await db.execute(
    sql`select unnest(calibra_taken_emails(array(select json_array_elements_text(${JSON.stringify(candidates)}::json)))) as email`,
  )) as unknown as { rows: { email: string }[] };
  return new Set(result.rows.map((r) => r.email));
}
