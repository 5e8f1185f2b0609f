/**
 * `npm run audit:verify`: walks the audit trail's hash chain of every company (DATABASE_URL, or the
 * embedded database of DATA_DIR while Calibra is stopped) and prints, for each, the rows checked or
 * the first broken link. Exits 1 when a chain is broken.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { ConfigError, loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { sqlRows } from "../src/server/db/rows";
import { verifyAuditTrail } from "../src/server/domain/audit/verify-audit-trail";

const REASONS = {
  altered: "entrée modifiée",
  unlinked: "chaînage rompu (entrée supprimée ou insérée)",
  missing: "entrée manquante",
} as const;

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_verification', 'on', true)`);
      const companies = await sqlRows(
        tx,
        z.object({ company_id: z.number(), name: z.string().nullable() }),
        sql`select a.company_id, (select c.name from companies c where c.id = a.company_id) as name
              from (select distinct company_id from audit_logs) a order by a.company_id`,
      );
      let broken = 0;
      for (const company of companies) {
        const result = await verifyAuditTrail(tx, { companyId: company.company_id });
        const who = `entreprise ${company.company_id}${company.name ? ` (${company.name})` : ""}`;
        if (result.firstBroken) {
          broken++;
          const { seq, id, reason } = result.firstBroken;
          console.log(
            `✗ ${who} : chaîne rompue à la position ${seq}${id === null ? "" : ` (entrée ${id})`} — ${REASONS[reason]} ; ${result.checked} entrées intègres avant`,
          );
        } else
          console.log(
            `✓ ${who} : ${result.checked} entrées vérifiées, chaîne intègre${result.head ? ` ; tête : position ${result.head.seq}, empreinte ${result.head.hash}` : ""}`,
          );
      }
      if (companies.length === 0) console.log("Aucune entrée dans la piste d'audit.");
      return broken > 0 ? 1 : 0;
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error,
    );
    process.exit(2);
  },
);
