/**
 * `npm run report:verify FICHIER`: checks that a report file downloaded from Calibra is the one it
 * produced. Its SHA-256 is computed and looked for among the reports (DATABASE_URL, or the embedded
 * database of DATA_DIR while Calibra is stopped), each of which keeps its file's hash. Without access to the database, `--sha256 EMPREINTE` compares the file with the hash
 * shown on the Rapports screen instead. Exits 0 when the file matches, 1 when it does not, 2 on a
 * usage error.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { findReportByHash, sha256Of } from "../src/server/domain/reports/verify-report-file";
import { frenchDateTime, REPORT_TIME_ZONE } from "../src/server/reports/format";

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { sha256: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new UsageError("Usage : npm run report:verify -- FICHIER [--sha256 EMPREINTE]");
  const path = positionals[0]!;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new UsageError(`Fichier illisible : ${path}`);
  }
  const actual = sha256Of(bytes);
  console.log(`Empreinte SHA-256 de ${path} : ${actual}`);
  if (values.sha256 !== undefined) {
    const expected = values.sha256.trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(expected))
      throw new UsageError("Empreinte attendue illisible : 64 caractères hexadécimaux");
    if (expected === actual) {
      console.log("✓ Le fichier correspond à l'empreinte donnée : il n'a pas été modifié.");
      return 0;
    }
    console.log(
      "✗ Le fichier ne correspond pas à l'empreinte donnée : il a été modifié ou n'est pas ce rapport.",
    );
    return 1;
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    const found = await findReportByHash(database.db, actual);
    if (found.length === 0) {
      console.log(
        "✗ Aucun rapport de Calibra n'a cette empreinte : le fichier a été modifié, ou il ne vient pas de cette installation.",
      );
      return 1;
    }
    for (const report of found)
      console.log(
        `✓ Rapport ${report.number ?? `n° ${report.reportId}`} (${report.fileName}) de l'entreprise ${report.companyId}, généré le ${frenchDateTime(report.generatedAt?.toISOString(), REPORT_TIME_ZONE)} : fichier intègre.${report.checkpointSeq === null ? "" : ` Point de contrôle de la piste d'audit à sa génération : position ${report.checkpointSeq}, empreinte ${report.checkpointHash}.`}`,
      );
    return 0;
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
