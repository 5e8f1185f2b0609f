import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditVerification } from "../../../shared/api/audit";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";
import { enterCompany } from "../../db/tenant";
import { type AuditDetailRef, detailIntact, detailRefOf } from "./audit-details";

/** Rows read at a time: the walk holds a few thousand rows in memory whatever the trail's length. */
const CHUNK = 5000;
const GENESIS = "0".repeat(64);

const linkRow = z.object({
  seq: z.coerce.number(),
  id: z.number(),
  hash: z.string(),
  prev_hash: z.string(),
  recomputed: z.string(),
  /** The reference to a bulk change's detail kept apart, when the row has one. */
  detail_ref: z.unknown(),
});

/** A position of the chain and its hash, kept outside the database (a report, a file, an e-mail). */
export interface AuditCheckpoint {
  seq: number;
  hash: string;
}

type BrokenReason = NonNullable<AuditVerification["firstBroken"]>["reason"];

/**
 * Walks a company's chain from its first row (GET /api/audit/verify, `npm run audit:verify`): each
 * row must still hash to its `hash` (the database recomputes it with the function the chain trigger
 * uses), name the row before as its `prev_hash`, and follow it without a gap. The first broken
 * link is reported by the row whose content no longer matches: an altered row; a row rewritten with
 * its hash recomputed (the row after it still names the old hash: the rewritten one is reported,
 * not its successor); a missing position. A chain consistent in itself can still have been rewritten
 * from some row on, or cut short: `checkpoints` (positions and hashes kept outside the database)
 * catch both — a checkpoint's row with another hash (diverged), or a chain ending before a checkpoint
 * (truncated). A bulk change's detail kept apart (decision 025) must still hash to the SHA-256 its
 * row holds: a detail changed or removed is reported at its row's position (detail-altered).
 * `db` is a transaction in which the company's rows are visible; it is left with the company set
 * (`app.company_id`) for the detail's row-level security.
 */
export async function verifyAuditTrail(
  db: Database,
  {
    companyId,
    checkpoints = [],
    now = new Date(),
  }: { companyId: number; checkpoints?: readonly AuditCheckpoint[]; now?: Date },
): Promise<AuditVerification> {
  const expected = new Map(checkpoints.map((c) => [c.seq, c.hash.toLowerCase()]));
  let companySet = false;
  /** A bulk change's detail, read one at a time (each may weigh a few megabytes), checked against its row. */
  const detailHolds = async (ref: AuditDetailRef): Promise<boolean> => {
    // The details are read under the company's row-level security (the owner's walk of every
    // company, `npm run audit:verify`, sets each company in turn; a request's is already set).
    if (!companySet) {
      await enterCompany(db, companyId);
      companySet = true;
    }
    const [stored] = await sqlRows(
      db,
      z.object({ sha256: z.string(), content: z.unknown() }),
      sql`select sha256, content from audit_details where company_id = ${companyId} and id = ${ref.id}`,
    );
    return detailIntact(ref, stored);
  };
  let previous = { seq: 0, hash: GENESIS, id: null as number | null };
  // The row before `previous`: the last intact one when `previous` turns out rewritten.
  let before = { seq: 0, hash: GENESIS };
  let checked = 0;
  const broken = (
    seq: number,
    id: number | null,
    reason: BrokenReason,
    head: { seq: number; hash: string } = previous,
  ) => ({
    valid: false,
    checked: head.seq,
    head: head.seq > 0 ? { seq: head.seq, hash: head.hash } : null,
    firstBroken: { seq, id, reason },
    verifiedAt: now.toISOString(),
  });
  for (;;) {
    const rows = await sqlRows(
      db,
      linkRow,
      sql`
      select a.seq, a.id, a.hash, a.prev_hash, calibra_audit_hash(a) as recomputed,
             a.details -> 'auditDetail' as detail_ref
        from audit_logs a
       where a.company_id = ${companyId} and a.seq > ${previous.seq}
       order by a.seq
       limit ${CHUNK}`,
    );
    for (const row of rows) {
      if (row.seq !== previous.seq + 1) return broken(previous.seq + 1, null, "missing");
      if (row.prev_hash !== previous.hash) {
        // The row before hashes to its own hash but is not the one this row followed: it was
        // rewritten and its hash recomputed. It is the row reported (one fewer row intact).
        if (previous.id !== null) return broken(previous.seq, previous.id, "rewritten", before);
        return broken(row.seq, row.id, "unlinked");
      }
      if (row.recomputed !== row.hash) return broken(row.seq, row.id, "altered");
      const kept = expected.get(row.seq);
      if (kept !== undefined && kept !== row.hash) return broken(row.seq, row.id, "diverged");
      const ref = detailRefOf({ auditDetail: row.detail_ref });
      if (ref && !(await detailHolds(ref))) return broken(row.seq, row.id, "detail-altered");
      checked++;
      before = { seq: previous.seq, hash: previous.hash };
      previous = { seq: row.seq, hash: row.hash, id: row.id };
    }
    if (rows.length < CHUNK) {
      const beyond = checkpoints.filter((c) => c.seq > previous.seq);
      if (beyond.length > 0) return broken(previous.seq + 1, null, "truncated");
      return {
        valid: true,
        checked,
        firstBroken: null,
        head: checked > 0 ? { seq: previous.seq, hash: previous.hash } : null,
        verifiedAt: now.toISOString(),
      };
    }
  }
}
