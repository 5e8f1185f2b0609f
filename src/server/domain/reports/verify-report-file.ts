import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";
import { withOperatorView } from "../../db/tenant";

/** A report file's SHA-256, in lower-case hexadecimal. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const recorded = z.object({
  companyId: z.number(),
  reportId: z.number(),
  number: z.string().nullable(),
  fileName: z.string(),
  size: z.number().nullable(),
  generatedAt: z.coerce.date().nullable(),
  checkpointSeq: z.coerce.number().nullable(),
  checkpointHash: z.string().nullable(),
});
export type RecordedReport = z.infer<typeof recorded>;

/**
 * The completed reports whose file has this SHA-256, across companies: `npm run report:verify` is
 * an operator's command, run as the database's owner under the reports' verification policy
 * (migration 0016), which lets it read them and nothing else. Empty when no report has this hash.
 */
export async function findReportByHash(db: Database, sha256: string): Promise<RecordedReport[]> {
  return withOperatorView(db, "report_verification", (tx) =>
    sqlRows(
      tx,
      recorded,
      sql`
      select company_id as "companyId", id as "reportId", number, file_name as "fileName", file_size as size,
             generated_at as "generatedAt", checkpoint_seq as "checkpointSeq", checkpoint_hash as "checkpointHash"
        from reports
       where status = 'completed' and sha256 = ${sha256.toLowerCase()}
       order by company_id, id`,
    ),
  );
}
