import { and, asc, count, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AuditEvent } from "../../../shared/api/audit";
import { actionLabel } from "../../../shared/audit-actions";
import { fileNameDate, zoneTimeLabel } from "../../../shared/clock";
import { FIELD_MESSAGES, format, frenchNumber } from "../../../shared/messages";
import { auditLogs } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { companyDayEndSql, companyDayStartSql, companyZoneOf } from "../tenancy/company-view";
import { detailRefOf } from "./audit-details";

/** The most events one export holds: a longer period is exported in several files. */
export const AUDIT_EVENTS_EXPORTED = 100_000;

const ACTOR_KINDS: Record<AuditEvent["actorKind"], string> = {
  user: "Utilisateur",
  public: "Visiteur d'un lien public",
  system: "Calibra",
};
const OUTCOMES: Record<AuditEvent["outcome"], string> = {
  success: "Réussi",
  refused: "Refusé",
  failed: "Échoué",
};

/** The columns, the date's title naming the company's zone its instants are written in. */
const columnsIn = (zone: string): readonly ExportColumn[] => [
  { header: "position", title: "Position", kind: "number", format: "count", width: 10 },
  { header: "date", title: `Date (${zoneTimeLabel(zone)})`, kind: "instant", width: 18 },
  { header: "acteur", title: "Acteur", kind: "text", width: 24 },
  { header: "type_acteur", title: "Type d'acteur", kind: "text", width: 18 },
  { header: "lien_public", title: "Lien public", kind: "text", width: 20 },
  { header: "action", title: "Action", kind: "text", width: 30 },
  { header: "code_action", title: "Code de l'action", kind: "text", width: 26 },
  { header: "table", title: "Table", kind: "text", width: 18 },
  { header: "enregistrement", title: "Enregistrement", kind: "text", width: 14 },
  { header: "campagne", title: "Campagne (n°)", kind: "number", format: "count", width: 12 },
  { header: "description", title: "Description", kind: "text", width: 60, wrap: true },
  { header: "resultat", title: "Résultat", kind: "text", width: 10 },
  { header: "adresse_ip", title: "Adresse IP", kind: "text", width: 16 },
  { header: "valeurs_avant", title: "Valeurs avant (JSON)", kind: "text", width: 50, wrap: true },
  { header: "valeurs_apres", title: "Valeurs après (JSON)", kind: "text", width: 50, wrap: true },
  { header: "details", title: "Détails (JSON)", kind: "text", width: 40, wrap: true },
  { header: "empreinte_precedente", title: "Empreinte précédente", kind: "text", width: 66 },
  { header: "empreinte", title: "Empreinte (SHA-256)", kind: "text", width: 66 },
  // A bulk change's row holds its summary; its detail, kept apart, is named by its id and hash.
  { header: "detail", title: "Détail à part (n°)", kind: "number", format: "count", width: 12 },
  { header: "empreinte_detail", title: "Empreinte du détail (SHA-256)", kind: "text", width: 66 },
];

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * GET /api/audit/events/export: the company's event trail from `from` to `to` (days of the company's zone, both
 * included), oldest first, every column of each row with its place in the hash chain, so that the
 * file can be checked against the trail. A bulk change's row is exported as stored, its summary in
 * `details`, with its detail's id and SHA-256 in the last two columns (decision 025). Formula-looking
 * text is neutralised by the writers (CSV and workbook alike). At most AUDIT_EVENTS_EXPORTED rows: a
 * longer period is a French 400.
 */
export async function exportAuditEvents(
  scope: TenantScope,
  { from, to, now = new Date() }: { from?: string; to?: string; now?: Date },
): Promise<ExportTable> {
  const conditions: (SQL | undefined)[] = [
    ofTenant(auditLogs, scope),
    from ? gte(auditLogs.createdAt, sql`(${companyDayStartSql(from)})`) : undefined,
    to ? lt(auditLogs.createdAt, sql`(${companyDayEndSql(to)})`) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await scope.db.select({ n: count() }).from(auditLogs).where(where);
  const total = counted?.n ?? 0;
  if (total > AUDIT_EVENTS_EXPORTED)
    throw invalidField(
      "from",
      format(FIELD_MESSAGES.tooManyEventsToExport, {
        count: frenchNumber(total),
        max: frenchNumber(AUDIT_EVENTS_EXPORTED),
      }),
    );
  const rows = await scope.db.select().from(auditLogs).where(where).orderBy(asc(auditLogs.seq));
  const timeZone = await companyZoneOf(scope);
  const today = fileNameDate(timeZone, now);
  const span = from || to ? `${from ?? "debut"}-au-${to ?? today}` : `complet-${today}`;
  return {
    name: `piste-audit-${span}`,
    sheet: "Piste d'audit",
    timeZone,
    title: `Piste d'audit — ${from || to ? `du ${from ?? "début"} au ${to ?? today}` : `complète au ${today}`}`,
    columns: columnsIn(timeZone),
    rows: rows.map((row) => [
      row.seq,
      row.createdAt.toISOString(),
      row.actorName,
      ACTOR_KINDS[row.actorKind as AuditEvent["actorKind"]] ?? row.actorKind,
      row.actorLink,
      actionLabel(row.action),
      row.action,
      row.tableName,
      row.recordId,
      row.campaignId,
      row.description,
      OUTCOMES[row.outcome as AuditEvent["outcome"]] ?? row.outcome,
      row.ipAddress,
      json(row.oldValues),
      json(row.newValues),
      json(row.details),
      row.prevHash,
      row.hash,
      detailRefOf(row.details)?.id ?? null,
      detailRefOf(row.details)?.sha256 ?? null,
    ]),
  };
}
