import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, fileNameDate, zoneFormat, zoneTimeLabel } from "../../../shared/clock";
import { csvCell } from "../../../shared/csv";
import { sqlRows } from "../../db/rows";
import {
  auditCheckpoints,
  auditDetails,
  auditLogs,
  calculationRuns,
  calibrationEvents,
  calibrationResults,
  campaignParticipants,
  campaigns,
  companies,
  dueReminders,
  equipment,
  equipmentRatings,
  impactReviewItems,
  impactReviews,
  instruments,
  instrumentTypeUnits,
  measurementCorrections,
  measurements,
  periodChanges,
  publicSubmissions,
  ratingCriteria,
  ratingScales,
  reportFiles,
  reports,
  settings,
  shareLinks,
  signatures,
  users,
} from "../../db/schema";
import type { TenantScope, TenantSession } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";

/**
 * « Tout emporter » (issue 23, decision 024): every record of a company as one ZIP archive, each
 * table as CSV and as JSON, the stored report files under `rapports/`, a manifest of every file with
 * its size and SHA-256, and a LISEZMOI. Written as it is read: table by table, EXPORT_SLICE rows per
 * short transaction of the company (decision 017), so that memory holds one slice and other
 * requests pass in between. No secret leaves: password hashes, sessions, sign-in and invitation
 * tokens, share links' tokens and the calendar's address stay out.
 */

/** Rows read per transaction, unless the table says fewer (large JSON values). */
export const EXPORT_SLICE = 500;

/** One table of the archive: its rows, read in key order, a slice at a time. */
interface ExportedTable {
  table: PgTable;
  /** What the LISEZMOI says it holds. */
  holds: string;
  /** The column that says which company a row belongs to (for the company's own row: its id). */
  company: PgColumn;
  /** The order the rows are read in, and from where the next slice starts: a unique key. */
  key: readonly PgColumn[];
  /** Columns left out: secrets, never data (the LISEZMOI says which and why). */
  omit?: readonly string[];
  /** Rows per transaction when they can be large. */
  slice?: number;
  /** A further condition: the trail is read up to the export's own entry. */
  upTo?: (head: AuditHead) => SQL;
}

/** What the trail was when the export began: its last position and hash (the export's own entry). */
export interface AuditHead {
  seq: number;
  hash: string;
}

/**
 * The company's tables, in the archive's order: the company, its people and settings, the Parc and
 * its history, campaigns and what was done in them, calculations and results, reports, signatures,
 * and the audit trail last.
 */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { table: companies, holds: "l'entreprise", company: companies.id, key: [companies.id] },
  {
    table: settings,
    holds: "ses réglages (paramètres OPPERET k1, k2 et pmax, délai d'alerte…)",
    company: settings.companyId,
    key: [settings.id],
  },
  {
    table: users,
    holds: "ses utilisateurs et leurs rôles, sans aucun secret",
    company: users.companyId,
    key: [users.id],
  },
  {
    table: ratingCriteria,
    holds: "les critères de notation tels qu'ils sont aujourd'hui",
    company: ratingCriteria.companyId,
    key: [ratingCriteria.id],
  },
  {
    table: ratingScales,
    holds: "leurs échelles (note 1 à 5, score, description)",
    company: ratingScales.companyId,
    key: [ratingScales.id],
  },
  {
    table: instruments,
    holds: "le parc d'instruments",
    company: instruments.companyId,
    key: [instruments.id],
  },
  {
    table: instrumentTypeUnits,
    holds: "les unités de mesure de chaque type d'instrument",
    company: instrumentTypeUnits.companyId,
    key: [instrumentTypeUnits.typeKey],
  },
  {
    table: calibrationEvents,
    holds: "les étalonnages enregistrés de chaque instrument",
    company: calibrationEvents.companyId,
    key: [calibrationEvents.id],
  },
  {
    table: periodChanges,
    holds: "l'historique des périodes appliquées à chaque instrument",
    company: periodChanges.companyId,
    key: [periodChanges.id],
  },
  {
    table: impactReviews,
    holds: "les revues d'impact ouvertes par un étalonnage non conforme",
    company: impactReviews.companyId,
    key: [impactReviews.id],
  },
  {
    table: impactReviewItems,
    holds: "les mesures et campagnes examinées par chaque revue, et les décisions prises",
    company: impactReviewItems.companyId,
    key: [impactReviewItems.id],
  },
  {
    table: dueReminders,
    holds: "les rappels d'échéance envoyés",
    company: dueReminders.companyId,
    key: [dueReminders.instrumentId, dueReminders.dueDate],
  },
  {
    table: campaigns,
    holds: "les campagnes, archivées comprises (sans les jetons de leurs liens de partage)",
    company: campaigns.companyId,
    key: [campaigns.id],
    omit: ["shareToken", "ratingToken", "raterSecret"],
  },
  {
    table: campaignParticipants,
    holds: "les participants de chaque campagne",
    company: campaignParticipants.companyId,
    key: [campaignParticipants.id],
  },
  {
    table: shareLinks,
    holds: "les liens personnels de notation envoyés (sans leur jeton)",
    company: shareLinks.companyId,
    key: [shareLinks.id],
    omit: ["token"],
  },
  {
    table: equipment,
    holds: "les équipements de chaque campagne",
    company: equipment.companyId,
    key: [equipment.id],
  },
  {
    table: equipmentRatings,
    holds: "les notations (note, score et verbatim par équipement, critère et évaluateur)",
    company: equipmentRatings.companyId,
    key: [equipmentRatings.id],
  },
  {
    table: measurements,
    holds: "les mesures telles qu'elles ont été saisies",
    company: measurements.companyId,
    key: [measurements.id],
  },
  {
    table: measurementCorrections,
    holds: "leurs corrections et retraits, chacun avec son motif",
    company: measurementCorrections.companyId,
    key: [measurementCorrections.id],
  },
  {
    table: publicSubmissions,
    holds: "les saisies reçues par les liens publics, telles qu'envoyées, et leur validation",
    company: publicSubmissions.companyId,
    key: [publicSubmissions.id],
    slice: 200,
  },
  {
    table: calculationRuns,
    holds:
      "les calculs OPPERET : paramètres, et critères avec leurs poids et échelles tels que chaque calcul les a utilisés",
    company: calculationRuns.companyId,
    key: [calculationRuns.id],
    slice: 100,
  },
  {
    table: calibrationResults,
    holds: "les résultats de chaque calcul, avec leur explication critère par critère",
    company: calibrationResults.companyId,
    key: [calibrationResults.id],
  },
  {
    table: reports,
    holds: "les rapports générés (leur fichier est dans rapports/)",
    company: reports.companyId,
    key: [reports.id],
  },
  {
    table: signatures,
    holds: "les signatures électroniques",
    company: signatures.companyId,
    key: [signatures.id],
  },
  {
    table: auditLogs,
    holds: "le journal d'audit, chaîné (seq, prev_hash, hash)",
    company: auditLogs.companyId,
    key: [auditLogs.seq],
    upTo: (head) => sql`${auditLogs.seq} <= ${head.seq}`,
  },
  {
    table: auditCheckpoints,
    holds: "les points de contrôle du journal",
    company: auditCheckpoints.companyId,
    key: [auditCheckpoints.id],
  },
  {
    table: auditDetails,
    holds: "le détail ligne à ligne des changements en masse, que le journal désigne par son empreinte",
    company: auditDetails.companyId,
    key: [auditDetails.id],
    // One detail may list thousands of equipment.
    slice: 10,
  },
];

/** Where the archive's files go. */
const CSV_FOLDER = "csv";
const JSON_FOLDER = "json";
export const REPORTS_FOLDER = "rapports";

/** What an export is about, settled before its first byte (and audited). */
export interface CompanyExportPlan {
  company: { id: number; name: string; timeZone?: string };
  exportedAt: Date;
  exportedBy: { id: string; name: string };
  /** The schema's migration level (the last migration applied). */
  migration: string | null;
  /** The trail up to the export's own entry: what the archive holds of it. */
  auditHead: AuditHead;
  /** `calibra-export-<company>-<yyyy-mm-dd>.zip`, the day in the company's time zone. */
  fileName: string;
}

/** The company's name as a file name's part: lower-case ASCII letters, digits and dashes. */
export function slugOf(name: string, fallback: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || fallback
  );
}

/** `calibra-export-metrologie-alpha-2026-11-27.zip`: the company and the day of the export in its zone. */
export function exportFileName(company: { id: number; name: string; timeZone?: string }, at: Date): string {
  const day = fileNameDate(company.timeZone ?? DEFAULT_TIME_ZONE, at);
  return `calibra-export-${slugOf(company.name, `entreprise-${company.id}`)}-${day}.zip`;
}

const headRow = z.object({ seq: z.coerce.number(), hash: z.string() });

/**
 * The export's first step, in one transaction: the company, the audit row of the export (action
 * `company.exported`), and the trail's head, which that row now is. The archive holds the trail up
 * to it.
 */
export async function startCompanyExport(
  scope: TenantScope,
  { migration, now = new Date() }: { migration: string | null; now?: Date },
): Promise<CompanyExportPlan> {
  const [company] = await scope.db
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(sql`${companies.id} = ${scope.companyId}`);
  if (!company) throw notFound();
  const fileName = exportFileName(company, now);
  await recordAudit(scope, {
    action: "company.exported",
    tableName: "companies",
    recordId: company.id,
    description: `Export de toutes les données de l'entreprise ${company.name} (archive ${fileName})`,
    newValues: { fileName, migration, tables: EXPORTED_TABLES.map((t) => getTableName(t.table)) },
  });
  const [head] = await sqlRows(
    scope.db,
    headRow,
    sql`select seq, hash from audit_logs where company_id = ${scope.companyId} order by seq desc limit 1`,
  );
  return {
    company,
    exportedAt: now,
    exportedBy: { id: scope.actor.userId, name: scope.actor.name },
    migration,
    auditHead: head!,
    fileName,
  };
}

/** A column's name in the database (the schema is declared in camelCase, stored in snake_case). */
function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The columns of a table that leave, by their name in the code, and how each is read. */
function exportedColumns(spec: ExportedTable): { key: string; name: string; column: PgColumn }[] {
  const omitted = new Set(spec.omit ?? []);
  return Object.entries(getTableColumns(spec.table))
    .filter(([key]) => !omitted.has(key))
    .map(([key, column]) => ({ key, name: columnName(key), column }));
}

/**
 * How a column is read: an instant as ISO 8601 text in UTC to the microsecond (the database's own
 * precision, which the audit trail's hashes cover), anything else as the driver gives it.
 */
function selected(column: PgColumn): PgColumn | SQL {
  if (column.columnType === "PgTimestamp")
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return column;
}

/** A value as the JSON file writes it: a decimal as a number, everything else as read. */
function plainValue(value: unknown, column: PgColumn): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === "PgNumeric") return Number(value);
  return value;
}

/** A value as the CSV writes it: text neutralised (csvCell), lists and objects as JSON text. */
function csvValue(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "number") return csvCell(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return csvCell(value);
  return csvCell(JSON.stringify(value));
}

/** One CSV line: semicolons, CRLF. */
function csvLine(cells: readonly string[]): string {
  return `${cells.join(";")}\r\n`;
}

type Row = Record<string, unknown>;

/** The next slice of a table's rows after `after` (the key of the last row read), in key order. */
async function readSlice(
  scope: TenantScope,
  spec: ExportedTable,
  plan: CompanyExportPlan,
  after: readonly unknown[] | null,
  limit: number,
): Promise<Row[]> {
  const columns = exportedColumns(spec);
  const selection: Record<string, PgColumn | SQL> = {};
  for (const { key, column } of columns) selection[key] = selected(column);
  // The key as read, to start the next slice from (its columns are never instants).
  spec.key.forEach((column, index) => {
    selection[`__key${index}`] = column;
  });
  const conditions: SQL[] = [sql`${spec.company} = ${scope.companyId}`];
  if (after)
    conditions.push(
      sql`(${sql.join([...spec.key], sql`, `)}) > (${sql.join(
        spec.key.map((column, index) => sql`${after[index]}::${sql.raw(column.getSQLType())}`),
        sql`, `,
      )})`,
    );
  if (spec.upTo) conditions.push(spec.upTo(plan.auditHead));
  const rows = await scope.db
    .select(selection)
    .from(spec.table as never)
    .where(sql.join(conditions, sql` and `))
    .orderBy(...spec.key)
    .limit(limit);
  return rows as Row[];
}

/** A file of the archive, as the manifest lists it. */
export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
  /** The table a CSV or JSON file holds. */
  table?: string;
  /** The report a file of rapports/ is. */
  reportId?: number;
}

/** What the manifest says of a table. */
export interface ArchivedTable {
  table: string;
  rows: number;
  csv: string;
  json: string;
}

/** manifest.json: what the archive holds, to check it file by file. */
export interface ExportManifest {
  format: "calibra-export";
  version: 1;
  company: { id: number; name: string };
  exportedAt: string;
  exportedBy: { id: string; name: string };
  migration: string | null;
  auditTrail: { lastSeq: number; lastHash: string };
  tables: ArchivedTable[];
  files: ArchivedFile[];
}

/** The ZIP format without its 64-bit extension (fflate writes the classic one): 4 GiB at most. */
const ZIP_LIMIT = 0xffff_ffff;

/**
 * The archive being written: fflate's streaming ZIP, one file at a time, whose bytes wait here until
 * the reader takes them (`take`), so that nothing is produced faster than it is sent.
 */
class ArchiveWriter {
  private readonly zip: Zip;
  private waiting: Buffer[] = [];
  private failure: Error | null = null;
  private written = 0;
  readonly files: ArchivedFile[] = [];

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((error, chunk) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.written += chunk.length;
      this.waiting.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
  }

  /** The archive's bytes written since the last call. */
  take(): Buffer[] {
    if (this.failure) throw this.failure;
    if (this.written > ZIP_LIMIT) throw new Error("archive larger than 4 GiB: the ZIP format cannot hold it");
    const chunks = this.waiting;
    this.waiting = [];
    return chunks;
  }

  /** A new file: compressed unless it compresses itself (a report). */
  open(path: string, { compress = true, ...about }: { compress?: boolean } & Partial<ArchivedFile> = {}) {
    const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    file.mtime = this.mtime;
    this.zip.add(file);
    const hash = createHash("sha256");
    let size = 0;
    return {
      write: (data: string | Uint8Array) => {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        if (bytes.length === 0) return;
        hash.update(bytes);
        size += bytes.length;
        file.push(bytes);
      },
      close: (): ArchivedFile => {
        file.push(new Uint8Array(0), true);
        const listed = { path, size, sha256: hash.digest("hex"), ...about };
        this.files.push(listed);
        return listed;
      },
    };
  }

  end(): void {
    this.zip.end();
  }
}

/** A stored report with its file, as rapports/ holds it. */
interface StoredReport {
  id: number;
  fileName: string;
}

/** The name of a report's file in rapports/: its id, then its name in safe characters. */
export function reportPath(report: StoredReport): string {
  const name = report.fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 150) || "rapport";
  return `${REPORTS_FOLDER}/${report.id}-${name}`;
}

const reportPart = z.object({ part: z.coerce.number(), content: z.instanceof(Uint8Array) });

/** The part after `after` of a report's stored file (parts are numbered from 0), or none. */
async function readNextPart(scope: TenantScope, reportId: number, after: number) {
  const [row] = await scope.db
    .select({ part: reportFiles.part, content: reportFiles.content })
    .from(reportFiles)
    .where(
      sql`${reportFiles.companyId} = ${scope.companyId} and ${reportFiles.reportId} = ${reportId} and ${reportFiles.part} > ${after}`,
    )
    .orderBy(reportFiles.part)
    .limit(1);
  return row ? reportPart.parse(row) : null;
}

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

/** LISEZMOI.txt: the archive's layout and formats in French, and what it leaves out and why. */
export function readmeText(plan: CompanyExportPlan): string {
  const zone = plan.company.timeZone ?? DEFAULT_TIME_ZONE;
  const tables = EXPORTED_TABLES.map((t) => `  ${getTableName(t.table).padEnd(26)} ${t.holds}`);
  const lines = [
    `Export des données de « ${plan.company.name} » — Calibra`,
    `Exporté le ${zoneFormat(zone, { dateStyle: "long", timeStyle: "short" }).format(plan.exportedAt)} (${zoneTimeLabel(zone)}) par ${plan.exportedBy.name}.`,
    "",
    "Cette archive contient toutes les données de l'entreprise enregistrées dans Calibra, table par",
    "table, chacune en deux formats qui contiennent exactement les mêmes lignes :",
    "",
    `- ${CSV_FOLDER}/<table>.csv : UTF-8 avec BOM, séparateur point-virgule, fins de ligne CRLF. Un texte`,
    "  qui commence par = + - @, une tabulation ou un retour chariot est précédé d'une apostrophe, pour",
    "  qu'un tableur ne l'exécute pas comme une formule. Les listes et les objets (colonnes JSON) sont",
    "  écrits en texte JSON ; vrai et faux s'écrivent true et false ; une cellule vide est une valeur nulle.",
    `- ${JSON_FOLDER}/<table>.json : un tableau JSON par table, un objet par enregistrement, chacun sur sa`,
    "  propre ligne (une grande table se lit ainsi ligne à ligne).",
    "",
    `Les colonnes portent les noms de la base de données (schéma ${plan.migration ?? "inconnu"}). Les`,
    "dates et heures sont en UTC au format ISO 8601 (2026-11-27T09:05:00.123456Z), à la microseconde ;",
    "les jours au format AAAA-MM-JJ ; les nombres avec un point décimal.",
    "",
    `- ${REPORTS_FOLDER}/ : le fichier de chaque rapport généré (PDF, HTML ou Excel), tel que Calibra l'a`,
    "  enregistré, nommé <id du rapport>-<nom du fichier> ; son empreinte SHA-256 est celle de la colonne",
    "  sha256 de la table reports.",
    "- manifest.json : l'entreprise, la date de l'export, le niveau de migration du schéma, le nombre de",
    "  lignes de chaque table, et chaque fichier de l'archive avec sa taille en octets et son empreinte",
    "  SHA-256 (manifest.json lui-même excepté).",
    "",
    "Les tables :",
    ...tables,
    "",
    `Le journal d'audit (audit_logs) va jusqu'à l'entrée n° ${plan.auditHead.seq}, celle de cet export.`,
    "Chaque entrée porte sa position (seq), l'empreinte de l'entrée précédente (prev_hash) et la sienne",
    "(hash) : la prev_hash d'une entrée est la hash de celle qui la précède. Les points de contrôle",
    "(audit_checkpoints) donnent la position et l'empreinte de la chaîne à un moment donné.",
    "",
    "Ce que l'archive ne contient pas, et pourquoi :",
    "- les mots de passe (même chiffrés), les sessions, les jetons de connexion et d'invitation : ce",
    "  sont des clés d'accès, pas des données ;",
    "- les jetons des liens de partage des campagnes et des liens personnels, le secret des clés",
    "  d'évaluateur et l'adresse secrète du calendrier : quiconque les détient pourrait lire ou saisir",
    "  des données ;",
    "- la file d'envoi des e-mails : ses messages portent des liens de connexion et d'invitation ;",
    "- ce qui n'appartient à aucune entreprise : tentatives de connexion, limites de débit, journal de",
    "  sécurité des comptes inconnus.",
    "",
    "L'export lit les tables l'une après l'autre, par tranches, chacune dans une courte transaction :",
    "une modification faite pendant l'export peut figurer dans une table et pas dans une autre.",
    "",
  ];
  return lines.join("\r\n");
}
