import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type {
  Measurement,
  MeasurementList,
  measurementsQuerySchema,
} from "../../../shared/api/measurement-list";
import { fileNameDate } from "../../../shared/clock";
import { equipment, instruments, measurements } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { findCampaign } from "../campaign-state/campaign-view";
import { companyDayEndSql, companyDayStartSql, companyZoneOf } from "../tenancy/company-view";
import { typeOfEquipment } from "./units";
import { correctionsOf, currentVersion, measurementAbilities, plainDecimal } from "./versions";

type Filters = ReturnType<typeof measurementsQuerySchema.parse>;

/** The most rows the "Mesures" view shows at once; the export has them all. */
export const MEASUREMENT_PAGE_MAX = 2_000;

type Version = ReturnType<typeof currentVersion>;

/** The view's filters, on what each measurement reads now (its last correction's unit and notes). */
function filtersOf(
  scope: TenantScope,
  version: Version,
  campaignId: number,
  filters: Filters,
): SQL | undefined {
  const pattern = filters.search ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // Days are the company's days: "to 2026-11-23" includes that whole day, in its time zone.
  return and(
    ofTenant(measurements, scope),
    eq(measurements.campaignId, campaignId),
    filters.equipmentId ? eq(measurements.equipmentId, filters.equipmentId) : undefined,
    filters.unit ? sql`${version.unit} = ${filters.unit}` : undefined,
    filters.from ? sql`${measurements.measurementDate} >= ${companyDayStartSql(filters.from)}` : undefined,
    filters.to ? sql`${measurements.measurementDate} < ${companyDayEndSql(filters.to)}` : undefined,
    pattern
      ? or(
          ilike(measurements.operatorName, pattern),
          ilike(equipment.name, pattern),
          ilike(equipment.serialNumber, pattern),
          sql`${version.notes} ilike ${pattern}`,
        )
      : undefined,
  );
}

async function select(
  scope: TenantScope,
  campaignId: number,
  filters: Filters,
  limit: number | null,
  measurementId?: number,
) {
  const version = currentVersion(scope);
  const query = scope.db
    .select({
      id: measurements.id,
      campaignId: measurements.campaignId,
      equipmentId: measurements.equipmentId,
      equipmentName: equipment.name,
      serialNumber: equipment.serialNumber,
      equipmentType: typeOfEquipment,
      operatorName: measurements.operatorName,
      operatorEmail: measurements.operatorEmail,
      value: version.value,
      unit: version.unit,
      notes: version.notes,
      status: version.status,
      originalValue: measurements.value,
      originalUnit: measurements.unit,
      originalNotes: measurements.notes,
      measurementDate: measurements.measurementDate,
      linkKind: measurements.linkKind,
    })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .leftJoin(version.latest, version.joinOn)
    .where(
      and(
        filtersOf(scope, version, campaignId, filters),
        measurementId === undefined ? undefined : eq(measurements.id, measurementId),
      ),
    )
    .orderBy(desc(measurements.measurementDate), desc(measurements.id));
  const rows = limit === null ? await query : await query.limit(limit);
  const history = await correctionsOf(
    scope,
    rows.filter((row) => row.status !== "recorded").map((row) => row.id),
  );
  return rows.map(
    ({ originalValue, originalUnit, originalNotes, ...row }): Measurement => ({
      ...row,
      value: plainDecimal(row.value),
      measurementDate: row.measurementDate.toISOString(),
      linkKind: row.linkKind as Measurement["linkKind"],
      original: { value: plainDecimal(originalValue), unit: originalUnit, notes: originalNotes },
      corrections: history.get(row.id) ?? [],
      abilities: measurementAbilities(scope, row.status),
    }),
  );
}

/** One measurement as the "Mesures" view shows it (after a correction, its new state). */
export async function readMeasurement(
  scope: TenantScope,
  { campaignId, measurementId }: { campaignId: number; measurementId: number },
): Promise<Measurement | undefined> {
  const [row] = await select(scope, campaignId, {}, 1, measurementId);
  return row;
}

/** GET /api/campaigns/{id}/measurements: the campaign's measurements, newest first, filtered. */
export async function listMeasurements(
  scope: TenantScope,
  { campaignId, filters }: { campaignId: number; filters: Filters },
): Promise<MeasurementList> {
  await findCampaign(scope, campaignId);
  const items = await select(scope, campaignId, filters, MEASUREMENT_PAGE_MAX);
  const version = currentVersion(scope);
  const [total] = await scope.db
    .select({ n: count() })
    .from(measurements)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, measurements.companyId), eq(equipment.id, measurements.equipmentId)),
    )
    .leftJoin(version.latest, version.joinOn)
    .where(filtersOf(scope, version, campaignId, filters));
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
  // Decision 020: the value above is the one that counts; what was entered, and why it changed.
  { header: "État", kind: "text", width: 12 },
  { header: "Valeur saisie", kind: "number", width: 14 },
  { header: "Unité saisie", kind: "text", width: 12 },
  { header: "Motif", kind: "text", width: 40, wrap: true },
];

const STATE_LABELS = { recorded: "Enregistrée", corrected: "Corrigée", withdrawn: "Retirée" } as const;

/** The export of the view (every row of the filters), CSV or workbook (exportFile). */
export async function exportMeasurements(
  scope: TenantScope,
  { campaignId, filters }: { campaignId: number; filters: Filters },
): Promise<ExportTable> {
  const { campaign } = await findCampaign(scope, campaignId);
  const rows = await select(scope, campaignId, filters, null);
  const timeZone = await companyZoneOf(scope);
  const today = fileNameDate(timeZone);
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
    timeZone,
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
      STATE_LABELS[m.status],
      Number(m.original.value),
      m.original.unit,
      m.corrections.at(-1)?.reason ?? null,
    ]),
  };
}
