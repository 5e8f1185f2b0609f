import { getTableName, sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, fileNameDate } from "../../../shared/clock";
import { sqlRows } from "../../db/rows";
import { companies } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { type AuditHead, EXPORTED_TABLES } from "./export-tables";

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
