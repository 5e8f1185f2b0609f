import type { AuditEntriesQuery } from "../../../shared/api/audit";
import type { ExportFormat } from "../../../shared/api/exports";
import type { InstrumentsQuery } from "../../../shared/api/instruments";
import type { MeasurementsQuery } from "../../../shared/api/measurement-list";
import { formatOf, path, queryOf } from "./call-helpers";

/** The addresses the web app links to rather than calls: exports, label sheets, report previews. */
/** The export of a campaign's measurements (CSV or Excel), with the view's filters (a download link). */
export function measurementsExportUrl(
  campaignId: number,
  filters: MeasurementsQuery = {},
  format: ExportFormat = "csv",
): string {
  return `/api/campaigns/${path(campaignId)}/measurements/export${queryOf({ ...filters, format: formatOf(format) })}`;
}

/** The export of the Journal d'Audit's entries (CSV or Excel), with the view's filters (a download link). */
export function auditExportUrl(filters: AuditEntriesQuery = {}, format: ExportFormat = "csv"): string {
  return `/api/audit/complete/export${queryOf({ ...filters, format: formatOf(format) })}`;
}

/** The export of the event trail from one day to another (days of the company's zone, both included; a download link). */
export function auditEventsExportUrl(
  range: { from?: string; to?: string } = {},
  format: ExportFormat = "csv",
): string {
  return `/api/audit/events/export${queryOf({ from: range.from || undefined, to: range.to || undefined, format: formatOf(format) })}`;
}

/** The export of the Parc (CSV or Excel), with the list's filters and sort (a download link). */
export function instrumentsExportUrl(filters: InstrumentsQuery = {}, format: ExportFormat = "csv"): string {
  const { page: _page, pageSize: _pageSize, ...rest } = filters;
  return `/api/instruments/export${queryOf({ ...rest, format: formatOf(format) })}`;
}

/**
 * The printable sheet of QR labels (PDF): the instruments chosen by id, or else every instrument
 * the list's filters keep.
 */
export function instrumentLabelsUrl(
  choice: { ids: readonly number[] } | { filters: InstrumentsQuery },
): string {
  if ("ids" in choice) return `/api/instruments/labels.pdf${queryOf({ ids: choice.ids.join(",") })}`;
  const { page: _page, pageSize: _pageSize, ...rest } = choice.filters;
  return `/api/instruments/labels.pdf${queryOf({ ...rest })}`;
}

/** Where a report is shown in the browser: the HTML document, or the PDF inline. */
export function reportPreviewUrl(reportId: number): string {
  return `/api/reports/${path(reportId)}/preview`;
}

/** A Digital Calibration Certificate as it was imported (a download link). */
export function certificateFileUrl(instrumentId: number, certificateId: number): string {
  return `/api/instruments/${path(instrumentId)}/certificates/${path(certificateId)}/file`;
}

/** A calibration event as a DCC skeleton (XML), or its workbook, for a laboratory (a download link). */
export function eventDccUrl(instrumentId: number, eventId: number, format: "xml" | "xlsx" = "xml"): string {
  return `/api/instruments/${path(instrumentId)}/calibration-events/${path(eventId)}/dcc${queryOf({ format: format === "xml" ? undefined : format })}`;
}
