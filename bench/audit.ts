import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";

export const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);

/**
 * A trail of `rows` events for the company, as years of use would leave it: actions of every kind by
 * a few dozen people over a hundred campaigns. Written in bulk as the owner with triggers off (the
 * chain's hashes are placeholders: the bench reads pages, it does not verify), numbered after the
 * rows already there, so that the requests of the bench chain on after them.
 */
export async function seedAuditTrail(
  db: Database,
  { companyId, userId, rows }: { companyId: number; userId: string; rows: number },
): Promise<void> {
  const actions = [
    "rating.saved",
    "campaign.updated",
    "equipment.added",
    "periods.calculated",
    "measurement.created",
    "auth.signed_in",
    "report.generated",
    "access.refused",
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into audit_logs (company_id, user_id, actor_kind, actor_name, action, table_name, record_id,
                              campaign_id, new_values, description, outcome, ip_address, created_at,
                              seq, prev_hash, hash)
      select ${companyId},
             case when i % 9 = 0 then ${userId} else 'membre-' || (i % 37) end,
             case when i % 13 = 0 then 'public' else 'user' end,
             'Membre ' || (i % 37),
             (${sql.raw(`ARRAY[${actions.map((a) => `'${a}'`).join(",")}]`)})[1 + i % ${actions.length}],
             'equipment_ratings', (i % 5000)::text, 1 + i % 100,
             jsonb_build_object('grade', 1 + i % 5, 'equipmentId', i % 5000),
             'Notation de « Instrument ' || (i % 5000) || ' » : niveau ' || (1 + i % 5),
             case when i % 8 = 7 then 'refused' else 'success' end,
             '10.0.' || (i % 250) || '.' || (i % 200),
             now() - make_interval(secs => (${rows} - i) * 30),
             coalesce((select max(seq) from audit_logs where company_id = ${companyId}), 0) + i,
             repeat('0', 64), repeat('0', 64)
        from generate_series(1, ${rows}) as i`);
  });
  await db.execute(sql`analyze audit_logs`);
}
