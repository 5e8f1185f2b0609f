import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditVerification } from "../../../shared/api/audit";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";

/** Rows read at a time: the walk holds a few thousand rows in memory whatever the trail's length. */
const CHUNK = 5000;
const GENESIS = "0".repeat(64);

const linkRow = z.object({
  seq: z.coerce.number(),
  id: z.number(),
  hash: z.string(),
  prev_hash: z.string(),
  recomputed: z.string(),
});

/**
 * Walks a company's chain from its first row (GET /api/audit/verify, `npm run audit:verify`): each
 * row must still hash to its `hash` (the database recomputes it with the function the chain trigger
 * uses), name the row before as its `prev_hash`, and follow it without a gap. The first broken
 * link is reported: an altered row, a removed or inserted one, or a missing position. `db` is a
 * transaction in which the company's rows are visible (its tenant transaction, or the owner).
 */
export async function verifyAuditTrail(
  db: Database,
  { companyId, now = new Date() }: { companyId: number; now?: Date },
): Promise<AuditVerification> {
  let previous = { seq: 0, hash: GENESIS };
  let checked = 0;
  for (;;) {
    const rows = await sqlRows(
      db,
      linkRow,
      sql`
      select a.seq, a.id, a.hash, a.prev_hash, calibra_audit_hash(a) as recomputed
        from audit_logs a
       where a.company_id = ${companyId} and a.seq > ${previous.seq}
       order by a.seq
       limit ${CHUNK}`,
    );
    for (const row of rows) {
      const broken = (reason: "altered" | "unlinked" | "missing") => ({
        valid: false,
        checked,
        head: checked > 0 ? previous : null,
        firstBroken: {
          seq: reason === "missing" ? previous.seq + 1 : row.seq,
          id: reason === "missing" ? null : row.id,
          reason,
        },
        verifiedAt: now.toISOString(),
      });
      if (row.seq !== previous.seq + 1) return broken("missing");
      if (row.prev_hash !== previous.hash) return broken("unlinked");
      if (row.recomputed !== row.hash) return broken("altered");
      checked++;
      previous = { seq: row.seq, hash: row.hash };
    }
    if (rows.length < CHUNK)
      return {
        valid: true,
        checked,
        firstBroken: null,
        head: checked > 0 ? previous : null,
        verifiedAt: now.toISOString(),
      };
  }
}
