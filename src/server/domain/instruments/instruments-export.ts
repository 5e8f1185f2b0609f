import { INSTRUMENT_EXPORT_COLUMNS } from "../../../shared/api/instrument-files";
import { today as todayIn } from "../../../shared/clock";
import { INSTRUMENT_STATUS_LABELS } from "../../../shared/constants";
import type { TenantScope } from "../../db/tenant";
import type { ExportColumn, ExportTable } from "../../exports/export-table";
import { companyZoneOf } from "../tenancy/company-view";
import { warningDaysOf } from "./instrument-view";
import { type InstrumentFilters, selectInstruments } from "./list-instruments";

/**
 * The columns of the export: the CSV's header is the import's (INSTRUMENT_EXPORT_COLUMNS, so that it
 * imports back), the workbook's is worded for a reader.
 */
const EXPORT_LAYOUT: Record<(typeof INSTRUMENT_EXPORT_COLUMNS)[number], Omit<ExportColumn, "header">> = {
  nom: { title: "Nom", kind: "text", width: 36, wrap: true },
  reference: { title: "Référence", kind: "text", width: 18 },
  type: { title: "Type", kind: "text", width: 20 },
  emplacement: { title: "Emplacement", kind: "text", width: 22 },
  periode_mois: { title: "Période (mois)", kind: "number", format: "months", width: 10 },
  dernier_etalonnage: { title: "Dernier étalonnage", kind: "day", width: 13 },
  prochaine_echeance: { title: "Prochaine échéance", kind: "day", width: 13 },
  statut: { title: "Statut", kind: "text", width: 14 },
  quarantaine: { title: "Quarantaine", kind: "text", width: 12 },
};
const EXPORT_COLUMNS: readonly ExportColumn[] = INSTRUMENT_EXPORT_COLUMNS.map((header) => ({
  header,
  ...EXPORT_LAYOUT[header],
}));

/** GET /api/instruments/export: every instrument of the filters, in the list's order (CSV or workbook). */
export async function exportInstruments(
  scope: TenantScope,
  { filters }: { filters: InstrumentFilters },
): Promise<ExportTable> {
  const timeZone = await companyZoneOf(scope);
  const today = todayIn(timeZone);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const rows = await selectInstruments(scope, filters, { today, warningDays });
  return {
    name: `parc-instruments-${today}`,
    sheet: "Parc",
    timeZone,
    title: `Parc d'instruments au ${today}`,
    columns: EXPORT_COLUMNS,
    rows: rows.map((i) => [
      i.name,
      i.reference,
      i.type,
      i.location,
      i.currentPeriod,
      i.lastCalibrationDate,
      i.nextDueDate,
      INSTRUMENT_STATUS_LABELS[i.status],
      i.quarantined ? "oui" : "non",
    ]),
  };
}
