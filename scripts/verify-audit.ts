/**
 * `npm run audit:verify`: walks the audit trail's hash chain of every company (DATABASE_URL, or the
 * embedded database of DATA_DIR while Calibra is stopped) and prints, for each, the rows checked or
 * the first broken link. Exits 1 when a chain is broken.
 *
 * Checkpoints kept outside the database catch a chain rewritten from some row on, or cut short:
 *   npm run audit:verify -- --company 3 --checkpoint 1204:9f2c…  (repeatable)
 *   npm run audit:verify -- --company 3 --checkpoints points.json  ([{"position": 1204, "hash": "9f2c…"}])
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { ConfigError, loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { sqlRows } from "../src/server/db/rows";
import { type AuditCheckpoint, verifyAuditTrail } from "../src/server/domain/audit/verify-audit-trail";
import { AUDIT_CHAIN_BREAKS } from "../src/shared/audit-actions";

class UsageError extends Error {}

/** The checkpoints given on the command line, for the one company they belong to. */
function checkpointsOf(argv: string[]): { companyId: number | null; checkpoints: AuditCheckpoint[] } {
  const { values } = parseArgs({
    args: argv,
    options: {
      company: { type: "string" },
      checkpoint: { type: "string", multiple: true },
      checkpoints: { type: "string" },
    },
  });
  const checkpoints: AuditCheckpoint[] = [];
  const add = (seq: unknown, hash: unknown, what: string) => {
    if (
      !Number.isInteger(seq) ||
      (seq as number) < 1 ||
      typeof hash !== "string" ||
      !/^[0-9a-f]{64}$/i.test(hash)
    )
      throw new UsageError(
        `Point de contrôle illisible : ${what} (attendu : POSITION:EMPREINTE de 64 caractères hexadécimaux)`,
      );
    checkpoints.push({ seq: seq as number, hash: hash.toLowerCase() });
  };
  for (const text of values.checkpoint ?? []) {
    const [seq, hash] = text.split(":");
    add(Number(seq), hash, text);
  }
  if (values.checkpoints) {
    const file = JSON.parse(readFileSync(values.checkpoints, "utf8")) as {
      position?: number;
      seq?: number;
      hash?: string;
    }[];
    if (!Array.isArray(file))
      throw new UsageError(`${values.checkpoints} : une liste [{"position", "hash"}] est attendue`);
    for (const point of file) add(point.position ?? point.seq, point.hash, JSON.stringify(point));
  }
  const companyId = values.company === undefined ? null : Number(values.company);
  if (checkpoints.length > 0 && (companyId === null || !Number.isInteger(companyId)))
    throw new UsageError("Des points de contrôle appartiennent à une entreprise : précisez --company N");
  return { companyId, checkpoints };
}

async function main(): Promise<number> {
  const given = checkpointsOf(process.argv.slice(2));
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
        if (given.companyId !== null && company.company_id !== given.companyId) continue;
        const result = await verifyAuditTrail(tx, {
          companyId: company.company_id,
          checkpoints: given.checkpoints,
        });
        const who = `entreprise ${company.company_id}${company.name ? ` (${company.name})` : ""}`;
        if (result.firstBroken) {
          broken++;
          const { seq, id, reason } = result.firstBroken;
          console.log(
            `✗ ${who} : chaîne rompue à la position ${seq}${id === null ? "" : ` (entrée ${id})`} — ${AUDIT_CHAIN_BREAKS[reason]} ; ${result.checked} entrées intègres avant`,
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
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError
        ? error.message
        : error,
    );
    process.exit(2);
  },
);
