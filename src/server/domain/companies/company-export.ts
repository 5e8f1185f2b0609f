import { createReadStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableName } from "drizzle-orm";
import { csvCell } from "../../../shared/csv";
import { reports } from "../../db/schema";
import type { TenantSession } from "../../db/tenant";
import { ArchiveWriter } from "./archive-writer";
import { type ArchivedTable, type ExportManifest, readmeText } from "./export-manifest";
import type { CompanyExportPlan } from "./export-plan";
import {
  csvLine,
  csvValue,
  exportedColumns,
  plainValue,
  type Row,
  readNextPart,
  readSlice,
  reportPath,
  type StoredReport,
} from "./export-slices";
import { CSV_FOLDER, EXPORT_SLICE, EXPORTED_TABLES, JSON_FOLDER } from "./export-tables";

/**
 * « Tout emporter » (issue 23, decision 024): every record of a company as one ZIP archive, each
 * table as CSV and as JSON, the stored report files under `rapports/`, a manifest of every file with
 * its size and SHA-256, and a LISEZMOI. Written as it is read: table by table, EXPORT_SLICE rows per
 * short transaction of the company (decision 017), so that memory holds one slice and other
 * requests pass in between. No secret leaves: password hashes, sessions, sign-in and invitation
 * tokens, share links' tokens and the calendar's address stay out.
 */

/**
 * The archive's bytes, produced as they are read (an async iterable for a stream to send): the
 * LISEZMOI, then each table — its CSV written as its slices are read, its JSON kept meanwhile in a
 * temporary file and added right after (a ZIP holds one file after another) — then each report's
 * file, part by part, and the manifest last. Each slice, and each part, is read in a transaction of
 * its own. Stopping the iteration (the download abandoned) removes the temporary files.
 */
export async function* companyArchive(
  session: TenantSession,
  plan: CompanyExportPlan,
  /** `slice`: rows per transaction for every table (tests cross slices with a few rows). */
  options: { slice?: number } = {},
): AsyncGenerator<Buffer, ExportManifest> {
  const archive = new ArchiveWriter(plan.exportedAt);
  const spool = await mkdtemp(join(tmpdir(), "calibra-export-"));
  try {
    const readme = archive.open("LISEZMOI.txt");
    readme.write(readmeText(plan));
    readme.close();
    yield* archive.take();

    const tables: ArchivedTable[] = [];
    const stored: StoredReport[] = [];
    for (const spec of EXPORTED_TABLES) {
      const name = getTableName(spec.table);
      const columns = exportedColumns(spec);
      const limit = options.slice ?? spec.slice ?? EXPORT_SLICE;
      const csvPath = `${CSV_FOLDER}/${name}.csv`;
      const jsonPath = `${JSON_FOLDER}/${name}.json`;
      const csv = archive.open(csvPath, { table: name });
      csv.write(`\uFEFF${csvLine(columns.map((c) => csvCell(c.name)))}`);
      const spooled = join(spool, `${name}.json`);
      const json = await open(spooled, "w");
      let rows = 0;
      try {
        await json.write("[");
        let after: unknown[] | null = null;
        for (;;) {
          const slice = await session.transaction((scope) => readSlice(scope, spec, plan, after, limit));
          if (slice.length === 0) break;
          let csvText = "";
          let jsonText = "";
          for (const row of slice) {
            const record: Row = {};
            for (const { key, name: column, column: definition } of columns)
              record[column] = plainValue(row[key], definition);
            csvText += csvLine(columns.map((c) => csvValue(record[c.name])));
            jsonText += `${rows === 0 ? "" : ","}\n${JSON.stringify(record)}`;
            rows++;
            if (spec.table === reports && row.status === "completed")
              stored.push({ id: row.id as number, fileName: row.fileName as string });
          }
          csv.write(csvText);
          await json.write(jsonText);
          yield* archive.take();
          const last = slice.at(-1)!;
          after = spec.key.map((_, index) => last[`__key${index}`]);
          if (slice.length < limit) break;
        }
        await json.write(rows === 0 ? "]\n" : "\n]\n");
      } finally {
        await json.close();
      }
      csv.close();
      yield* archive.take();
      const jsonFile = archive.open(jsonPath, { table: name });
      for await (const chunk of createReadStream(spooled, { highWaterMark: 256 * 1024 })) {
        jsonFile.write(chunk as Buffer);
        yield* archive.take();
      }
      jsonFile.close();
      await rm(spooled);
      yield* archive.take();
      tables.push({ table: name, rows, csv: csvPath, json: jsonPath });
    }

    for (const report of stored) {
      const file = archive.open(reportPath(report), { compress: false, reportId: report.id });
      let part = -1;
      for (;;) {
        const next = await session.transaction((scope) => readNextPart(scope, report.id, part));
        if (!next) break;
        file.write(next.content);
        part = next.part;
        yield* archive.take();
      }
      file.close();
      yield* archive.take();
    }

    const manifest: ExportManifest = {
      format: "calibra-export",
      version: 1,
      company: { id: plan.company.id, name: plan.company.name },
      exportedAt: plan.exportedAt.toISOString(),
      exportedBy: plan.exportedBy,
      migration: plan.migration,
      auditTrail: { lastSeq: plan.auditHead.seq, lastHash: plan.auditHead.hash },
      tables,
      files: [...archive.files],
    };
    const manifestFile = archive.open("manifest.json");
    manifestFile.write(`${JSON.stringify(manifest, null, 2)}\n`);
    manifestFile.close();
    archive.end();
    yield* archive.take();
    return manifest;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
