/**
 * The two data sheets of the Excel report: one row per equipment (its result) and one row per rating
 * (grades and verbatims), typed so that a reader can sort, filter and compute on them.
 */

import { zoneTimeLabel } from "../../../shared/clock";
import { RATING_SOURCE_LABELS, RESULT_COLUMNS, WITHOUT_RESULT_LABELS } from "../format";
import type { CampaignReport, ReportEquipment } from "../report-model";
import { type CellValue, NUMBER_FORMATS, type TableColumn, text, wallClockDate } from "./cells";

/** Width and number format of each column of the results table. */
const EQUIPMENT_LAYOUT: Record<(typeof RESULT_COLUMNS)[number]["title"], Omit<TableColumn, "header">> = {
  Équipement: { width: 42, wrap: true },
  Référence: { width: 16 },
  Type: { width: 18 },
  "Période actuelle (mois)": { width: 13, numFmt: NUMBER_FORMATS.months },
  "Période calculée": { width: 12, numFmt: NUMBER_FORMATS.months },
  "Période forcée": { width: 12, numFmt: NUMBER_FORMATS.months },
  "Nouvelle période": { width: 12, numFmt: NUMBER_FORMATS.months },
  "Période appliquée": { width: 12, numFmt: NUMBER_FORMATS.months },
  "Score global": { width: 11, numFmt: NUMBER_FORMATS.globalScore },
  "Score OPPERET": { width: 11, numFmt: NUMBER_FORMATS.opperetScore },
  "Évolution (%)": { width: 11, numFmt: NUMBER_FORMATS.evolution },
  Statut: { width: 19 },
  "Motif sans résultat": { width: 30, wrap: true },
};

export const EQUIPMENT_COLUMNS: readonly TableColumn[] = [
  ...RESULT_COLUMNS.map(({ title }) => ({ header: title, ...EQUIPMENT_LAYOUT[title] })),
  { header: "Motif de la période forcée", width: 40, wrap: true },
];

/** The ratings sheet's columns: the time of each rating in the company's zone, which the header names. */
export const ratingColumns = (zone: string): readonly TableColumn[] => [
  { header: "Équipement", width: 40, wrap: true },
  { header: "Référence", width: 16 },
  { header: "Critère", width: 40, wrap: true },
  { header: "Poids", width: 8, numFmt: NUMBER_FORMATS.weight },
  { header: "Évaluateur", width: 24 },
  { header: "Source", width: 16 },
  { header: "Note (1-5)", width: 10, numFmt: NUMBER_FORMATS.count },
  { header: "Score", width: 8, numFmt: NUMBER_FORMATS.score },
  { header: "Verbatim", width: 60, wrap: true },
  { header: `Notée le (${zoneTimeLabel(zone)})`, width: 18, numFmt: NUMBER_FORMATS.dateTime },
];

export function equipmentRow(item: ReportEquipment): CellValue[] {
  const result = item.result;
  return [
    text(item.name),
    text(item.serialNumber),
    text(item.type),
    item.currentPeriod,
    result?.newPeriod ?? null,
    result?.forcedPeriod ?? null,
    result?.effectivePeriod ?? null,
    result?.appliedPeriod ?? null,
    result?.globalScore ?? null,
    result?.opperetScore ?? null,
    result ? result.evolutionPercent / 100 : null,
    text(result?.statusLabel),
    item.withoutResultReason ? WITHOUT_RESULT_LABELS[item.withoutResultReason] : null,
    text(result?.forcedReason),
  ];
}

export function* equipmentRows(report: CampaignReport): Generator<CellValue[]> {
  for (const item of report.equipment) yield equipmentRow(item);
}

/** Each rating with its criterion's weight (the company's criterion, else the explanation's). */
export function* ratingRows(report: CampaignReport): Generator<CellValue[]> {
  const weights = new Map<number, number>();
  for (const criterion of report.criteria) weights.set(criterion.id, criterion.weight);
  for (const item of report.equipment) {
    if (item.ratings.length === 0) continue;
    const name = text(item.name);
    const serialNumber = text(item.serialNumber);
    const explained = new Map<number, number>();
    for (const part of item.explanation) explained.set(part.criterionId, part.weight);
    for (const rating of item.ratings) {
      yield [
        name,
        serialNumber,
        text(rating.criterionName),
        // The weight the calculation used, as the PDF and HTML reports give it; else today's.
        explained.get(rating.criterionId) ?? weights.get(rating.criterionId) ?? null,
        text(rating.raterName),
        RATING_SOURCE_LABELS[rating.source],
        rating.grade,
        rating.score,
        text(rating.verbatim),
        wallClockDate(rating.ratedAt, report.trace.timeZone),
      ];
    }
  }
}
