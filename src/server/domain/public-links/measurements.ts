import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Measurement, MeasurementList, measurementsQuerySchema } from "../../../shared/api/public-links";
import { equipment, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { findCampaign } from "../campaigns/campaign-view";

type Filters = ReturnType<typeof measurementsQuerySchema.parse>;

/** The most rows the "Mesures" view shows at once; the export has them all. */
export const MEASUREMENT_PAGE_MAX = 2_000;

function filtersOf(scope: TenantScope, campaignId: number, filters: Filters): SQL | undefined {
  const pattern = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // Days are Paris days: "to 2026-11-23" includes that whole day.
  const day = (value: string) => sql`(${value}::date)::timestamp at time zone 'Europe/Paris'`;
  return and(
    ofTenant(measurements, scope),
    eq(measurements.campaignId, campaignId),
    filters.equipmentId ? eq(measurements.equipmentId, filters.equipmentId) : undefined,
    filters.unit ? eq(measurements.unit, filters.unit) : undefined,
    filters.from ? sql`${measurements.measurementDate} >= ${day(filters.from)}` : undefined,
    filters.to ? sql`${measurements.measurementDate} < ${day(filters.to)} + interval '1 day'` : undefined,
    pattern
      ? or(
          ilike(measurements.operatorName, pattern),
          ilike(equipment.name, pattern),
          ilike(equipment.serialNumber, pattern),
          ilike(measurements.notes, pattern),
        )
      : undefined,
  );
}

async function select(scope: TenantScope, campaignId: number, filters: Filters, limit: number | null) {
  const query = scope.db
    .select({
      id: measurements.id,
      campaignId: measurements.campaignId,
      equipmentId: measurements.equipmentId,
      equipmentName: equipment.name,
      serialNumber: equipment.serialNumber,
      operatorName: measurements.operatorName,
      operatorEmail: measurements.operatorEmail,
      value: measurements.value,
      unit: measurements.unit,
      notes: measurements.notes,
      measurementDate: measurements.measurementDate,
      linkKind: measurements.linkKind,
    })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .where(filtersOf(scope, campaignId, filters))
    .orderBy(desc(measurements.measurementDate), desc(measurements.id));
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map(
    (row): Measurement => ({
      ...row,
      value: plainDecimal(row.value),
      measurementDate: row.measurementDate.toISOString(),
      linkKind: row.linkKind as Measurement["linkKind"],
    }),
  );
}

/** "12.5000" → "12.5": the value as entered, without the column's padding. */
function plainDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** GET /api/campaigns/{id}/measurements: the campaign's measurements, newest first, filtered. */
export async function listMeasurements(
  scope: TenantScope,
  { campaignId, filters }: { campaignId: number; filters: Filters },
): Promise<MeasurementList> {
  await findCampaign(scope, campaignId);
  const items = await select(scope, campaignId, filters, MEASUREMENT_PAGE_MAX);
  const [total] = await scope.db
    .select({ n: count() })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .where(filtersOf(scope, campaignId, filters));
  return { items, total: total?.n ?? items.length };
}

const SOURCE_LABELS = { campaign: "Lien de saisie", personal: "Lien personnel" } as const;

const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: "Date", kind: "instant", width: 17 },
  { header: "Opérateur", kind: "text", width: 24 },
  { header: "E-mail", kind: "text", width: 28 },
  { header: "Équipement", kind: "text", width: 32, wrap: true },
  { header: "Référence", kind: "text", width: 16 },
  { header: "Valeur", kind: "number", width: 12 },
  { header: "Unité", kind: "text", width: 8 },
  { header: "Notes", kind: "text", width: 40, wrap: true },
  { header: "Source", kind: "text", width: 16 },
];

/** The export of the view (every row of the filters), CSV or workbook (exportFile). */
export async function exportMeasurements(
  scope: TenantScope,
  { campaignId, filters }: { campaignId: number; filters: Filters },
): Promise<ExportTable> {
  const { campaign } = await findCampaign(scope, campaignId);
  const rows = await select(scope, campaignId, filters, null);
  const today = new Date().toISOString().slice(0, 10);
  const slug = campaign.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return {
    name: `mesures-${slug || "campagne"}-${today}`,
    sheet: "Mesures",
    title: `Mesures — ${campaign.name}`,
    columns: EXPORT_COLUMNS,
    rows: rows.map((m) => [
      m.measurementDate,
      m.operatorName,
      m.operatorEmail,
      m.equipmentName,
      m.serialNumber,
      Number(m.value),
      m.unit,
      m.notes,
      m.linkKind ? SOURCE_LABELS[m.linkKind] : "Saisie interne",
    ]),
  };
}
