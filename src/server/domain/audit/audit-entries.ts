import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditEntry, AuditEntryStatus } from "../../../shared/api/audit";
import { fileNameDate } from "../../../shared/clock";
import { AUDIT_ENTRIES_SHOWN } from "../../../shared/limits";
import { opperetScoreOf } from "../../../shared/opperet";
import { sqlRows } from "../../db/rows";
import type { TenantScope } from "../../db/tenant";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { companyZoneOf } from "../tenancy/company-view";

export interface AuditEntryFilters {
  campaignId?: number;
  userId?: string;
  status?: AuditEntryStatus;
  search?: string;
}

/** The entries one export holds at most. */
export const AUDIT_ENTRIES_EXPORTED = 100_000;

const entryRow = z.object({
  campaign_id: z.number(),
  campaign_name: z.string(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  rater_key: z.string().nullable(),
  user_id: z.string().nullable(),
  rater_name: z.string().nullable(),
  link_kind: z.string().nullable(),
  criteria: z.record(z.string(), z.number()).nullable(),
  rated_at: z.coerce.date().nullable(),
  added_at: z.coerce.date(),
  global_score: z.coerce.number().nullable(),
  period: z.number().nullable(),
});

/**
 * The Journal d'Audit's entries (spec §2, §3): per equipment and rater, the grade given on each
 * criterion, with the equipment's OPPERET score and new period once calculated; an equipment nobody
 * has rated is one `pending` entry. Filtered in the database, newest first, at most `limit`.
 */
export async function listAuditEntries(
  scope: TenantScope,
  { filters, limit = AUDIT_ENTRIES_SHOWN }: { filters: AuditEntryFilters; limit?: number },
): Promise<AuditEntry[]> {
  const { companyId } = scope;
  const pattern = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sqlRows(
    scope.db,
    entryRow,
    sql`
    with rated as (
      select r.campaign_id, r.equipment_id, r.rater_key, max(r.user_id) as user_id,
             max(r.rater_name) as rater_name, max(r.link_kind) as link_kind,
             jsonb_object_agg(c.name, r.grade) as criteria, max(r.updated_at) as rated_at
        from equipment_ratings r
        join rating_criteria c on c.company_id = r.company_id and c.id = r.criteria_id
       where r.company_id = ${companyId}
         ${filters.campaignId ? sql`and r.campaign_id = ${filters.campaignId}` : sql``}
       group by r.campaign_id, r.equipment_id, r.rater_key
    ),
    entries as (
      select cp.id as campaign_id, cp.name as campaign_name, e.id as equipment_id, e.name as equipment_name,
             e.serial_number, rated.rater_key, rated.user_id, rated.rater_name, rated.link_kind, rated.criteria,
             rated.rated_at, e.created_at as added_at, res.global_score,
             coalesce(res.forced_period, res.new_period) as period,
             case when res.id is not null then 'completed'
                  when rated.rater_key is not null then 'in_progress'
                  else 'pending' end as status
        from equipment e
        join campaigns cp on cp.company_id = e.company_id and cp.id = e.campaign_id
        left join rated on rated.equipment_id = e.id
        left join calibration_results res
          on res.company_id = e.company_id and res.run_id = cp.current_run_id and res.equipment_id = e.id
       where e.company_id = ${companyId}
         ${filters.campaignId ? sql`and e.campaign_id = ${filters.campaignId}` : sql``}
    )
    select * from entries
     where true
       ${filters.userId ? sql`and user_id = ${filters.userId}` : sql``}
       ${filters.status ? sql`and status = ${filters.status}` : sql``}
       ${
         pattern
           ? sql`and (campaign_name ilike ${pattern} or equipment_name ilike ${pattern}
                  or serial_number ilike ${pattern} or rater_name ilike ${pattern})`
           : sql``
       }
     order by coalesce(rated_at, added_at) desc, equipment_id desc, rater_key
     limit ${limit}`,
  );
  return rows.map(toEntry);
}

function toEntry(row: z.infer<typeof entryRow>): AuditEntry {
  const status: AuditEntryStatus =
    row.global_score !== null ? "completed" : row.rater_key !== null ? "in_progress" : "pending";
  return {
    id: `${row.equipment_id}:${row.rater_key ?? "-"}`,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    userId: row.user_id,
    userName: row.rater_name,
    action:
      row.rater_key === null ? "En attente de notation" : row.link_kind ? "Notation par lien" : "Notation",
    criteriaRatings: row.criteria ?? {},
    opperetScore: row.global_score === null ? null : opperetScoreOf(row.global_score),
    newPeriod: row.period,
    timestamp: (row.rated_at ?? row.added_at).toISOString(),
    status,
  };
}

const STATUS_LABELS: Record<AuditEntryStatus, string> = {
  completed: "Terminé",
  in_progress: "En cours",
  pending: "En attente",
};

const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: "Campagne", kind: "text", width: 32, wrap: true },
  { header: "Équipement", kind: "text", width: 32, wrap: true },
  { header: "Utilisateur", kind: "text", width: 24 },
  { header: "Action", kind: "text", width: 22 },
  { header: "Score OPPERET", kind: "number", format: "opperetScore", width: 12 },
  { header: "Nouvelle période (mois)", kind: "number", format: "months", width: 14 },
  { header: "Date", kind: "instant", width: 17 },
  { header: "Statut", kind: "text", width: 12 },
];

/**
 * The export of spec §9: named with the day, one line per entry with the columns campaign,
 * equipment, user, action, score, new period, date, status (CSV or workbook: exportFile).
 */
export async function exportAuditEntries(
  scope: TenantScope,
  { filters, now = new Date() }: { filters: AuditEntryFilters; now?: Date },
): Promise<ExportTable> {
  const entries = await listAuditEntries(scope, { filters, limit: AUDIT_ENTRIES_EXPORTED });
  const timeZone = await companyZoneOf(scope);
  const day = fileNameDate(timeZone, now);
  return {
    name: `journal-audit-${day}`,
    sheet: "Journal d'audit",
    timeZone,
    title: `Journal d'audit — notations du ${day}`,
    columns: EXPORT_COLUMNS,
    rows: entries.map((entry) => [
      entry.campaignName,
      entry.equipmentName,
      entry.userName,
      entry.action,
      entry.opperetScore,
      entry.newPeriod,
      entry.timestamp,
      STATUS_LABELS[entry.status],
    ]),
  };
}
