/**
 * The results of the HTML report: one table row per equipment (the columns of the Excel
 * "Équipements" sheet), then the detail of each equipment: every criterion with its weight, each
 * rater's grade and verbatim, and its part in the result (m, d, g, contribution: DESIGN.md §6).
 */

import { opperetBadge } from "../../../shared/opperet";
import { escapeHtml } from "../../html";
import {
  frenchDateTime,
  frenchNumber,
  frenchPercent,
  frenchSigned,
  RATING_SOURCE_LABELS,
  RESULT_COLUMNS,
  WITHOUT_RESULT_LABELS,
} from "../format";
import type { CampaignReport, ReportEquipment, ReportRating } from "../report-model";
import { ROUNDING_NOTE } from "../trace";
import { DASH, headerRow, numberCell, scrollTable, section, statusBadge, text } from "./parts";

const RESULT_HEADERS = RESULT_COLUMNS.map((column) =>
  column.numeric ? ([column.title, "num"] as const) : column.title,
);

function period(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : frenchNumber(value);
}

function reason(item: ReportEquipment): string {
  return item.withoutResultReason ? escapeHtml(WITHOUT_RESULT_LABELS[item.withoutResultReason]) : DASH;
}

function resultRow(item: ReportEquipment): string {
  const r = item.result;
  const head = `<tr id="resultat-${item.id}"><th scope="row" class="name"><a href="#equipement-${item.id}">${text(item.name)}</a></th><td class="ref">${text(item.serialNumber)}</td><td>${text(item.type)}</td>${numberCell(frenchNumber(item.currentPeriod))}`;
  if (!r) {
    return `${head}${numberCell(null).repeat(7)}<td>${DASH}</td><td class="reason">${reason(item)}</td></tr>`;
  }
  const forced =
    r.forcedPeriod === null
      ? numberCell(null)
      : `<td class="num forced">${frenchNumber(r.forcedPeriod)}</td>`;
  const outdated = r.outdated ? ' <span class="outdated">à recalculer</span>' : "";
  return `${head}${numberCell(period(r.newPeriod))}${forced}<td class="num strong">${frenchNumber(r.effectivePeriod)}</td>${numberCell(period(r.appliedPeriod))}${numberCell(frenchSigned(r.globalScore, 2))}<td class="num"><span class="score score-${opperetBadge(r.opperetScore)}">${frenchNumber(r.opperetScore, 1)}</span></td>${numberCell(frenchPercent(r.evolutionPercent))}<td class="status">${statusBadge(r.status, r.statusLabel)}${outdated}</td><td class="reason">${DASH}</td></tr>`;
}

export function resultsSection(report: CampaignReport): string {
  const body =
    report.equipment.length === 0
      ? '<p class="empty">Aucun équipement dans cette campagne.</p>'
      : scrollTable(
          "Résultats par équipement",
          "data results",
          headerRow(RESULT_HEADERS),
          `<tbody>${report.equipment.map(resultRow).join("")}</tbody>`,
        );
  return section("resultats", "Résultats par équipement", body, "page-break");
}

interface CriterionLine {
  criterionId: number;
  name: string;
  weight: number | null;
  ratings: ReportRating[];
}

/** The criteria of an equipment: those of the explanation first, then any other one rated. */
function criterionLines(item: ReportEquipment, weights: Map<number, number>): CriterionLine[] {
  const lines = new Map<number, CriterionLine>();
  for (const part of item.explanation) {
    lines.set(part.criterionId, {
      criterionId: part.criterionId,
      name: part.name,
      weight: part.weight,
      ratings: [],
    });
  }
  for (const rating of item.ratings) {
    let line = lines.get(rating.criterionId);
    if (!line) {
      line = {
        criterionId: rating.criterionId,
        name: rating.criterionName,
        weight: weights.get(rating.criterionId) ?? null,
        ratings: [],
      };
      lines.set(rating.criterionId, line);
    }
    line.ratings.push(rating);
  }
  return [...lines.values()];
}

function ratingItem(rating: ReportRating, zone: string): string {
  const source = rating.source === "staff" ? "" : ` <small>(${RATING_SOURCE_LABELS[rating.source]})</small>`;
  return `<li><b>${escapeHtml(rating.raterName)}</b> : <strong>${frenchNumber(rating.grade)}</strong> <small>(score ${frenchSigned(rating.score, 1)})</small> — <i>${escapeHtml(rating.verbatim)}</i>${source} <small class="rated-at">notée le ${frenchDateTime(rating.ratedAt, zone)}</small></li>`;
}

function detailTable(item: ReportEquipment, weights: Map<number, number>, zone: string): string {
  const parts = new Map(item.explanation.map((part) => [part.criterionId, part]));
  const rows = criterionLines(item, weights).map((line) => {
    const part = parts.get(line.criterionId);
    const notes = line.ratings.length
      ? `<ul class="notes">${line.ratings.map((rating) => ratingItem(rating, zone)).join("")}</ul>`
      : DASH;
    return `<tr><td class="criterion">${escapeHtml(line.name)}</td>${numberCell(line.weight === null ? null : frenchNumber(line.weight, 1))}<td class="notes-cell">${notes}</td>${numberCell(part ? frenchSigned(part.mean, 2) : null)}${numberCell(part ? frenchNumber(part.dispersion, 2) : null)}${numberCell(part ? frenchSigned(part.grade, 2) : null)}${numberCell(part ? frenchSigned(part.contribution, 3) : null)}</tr>`;
  });
  const total = item.result
    ? `<tfoot><tr><th scope="row" colspan="6">Score global G (somme des contributions)</th><td class="num strong">${frenchSigned(item.result.globalScore, 3)}</td></tr></tfoot>`
    : "";
  return scrollTable(
    "Notes par critère",
    "data detail",
    headerRow([
      "Critère",
      ["Poids", "num"],
      "Notes",
      ["m", "num"],
      ["d", "num"],
      ["g", "num"],
      ["Contribution", "num"],
    ]),
    `<tbody>${rows.join("")}</tbody>${total}`,
  );
}

function detailSummary(item: ReportEquipment): string {
  const r = item.result;
  if (!r) {
    return `<p class="detail-figures"><span><span class="figure-label">Période actuelle</span> ${frenchNumber(item.currentPeriod)} mois</span><span class="reason">Sans résultat : ${reason(item)}</span></p>`;
  }
  const forced =
    r.forcedPeriod === null
      ? ""
      : ` (forcée, calculée ${frenchNumber(r.newPeriod)} ; motif : ${escapeHtml(r.forcedReason ?? "")}${r.forcedByName ? `, par ${escapeHtml(r.forcedByName)}` : ""})`;
  const figure = (label: string, value: string) =>
    `<span><span class="figure-label">${label}</span> ${value}</span>`;
  return `<p class="detail-figures">${figure("Période", `${frenchNumber(item.currentPeriod)} → <strong>${frenchNumber(r.effectivePeriod)} mois</strong>${forced}`)}${figure("Score global", frenchSigned(r.globalScore, 2))}${figure("OPPERET", frenchNumber(r.opperetScore, 1))}${figure("Évolution", frenchPercent(r.evolutionPercent))}${statusBadge(r.status, r.statusLabel)}</p>`;
}

function equipmentDetail(item: ReportEquipment, weights: Map<number, number>, zone: string): string {
  const type = item.type ? ` · ${escapeHtml(item.type)}` : "";
  const ratings = item.ratings.length
    ? detailTable(item, weights, zone)
    : '<p class="empty">Aucune notation.</p>';
  return `<article class="equipment" id="equipement-${item.id}" aria-labelledby="equipement-${item.id}-nom"><h3 id="equipement-${item.id}-nom">${text(item.name)}</h3><p class="equipment-ref">${text(item.serialNumber)}${type}</p>${detailSummary(item)}${ratings}</article>`;
}

export function detailSection(report: CampaignReport): string {
  const weights = new Map(report.criteria.map((criterion) => [criterion.id, criterion.weight]));
  const body =
    report.equipment.length === 0
      ? '<p class="empty">Aucun équipement dans cette campagne.</p>'
      : `<p class="legend-text">Pour chaque critère : chaque évaluateur avec sa note (1 à 5), son score entre parenthèses, le verbatim de la note et l'heure de la notation ; m moyenne des scores, d écart type, g note corrigée, contribution au score global. ${escapeHtml(ROUNDING_NOTE)}</p>${report.equipment.map((item) => equipmentDetail(item, weights, report.trace.timeZone)).join("")}`;
  return section("detail", "Détail par équipement", body, "page-break");
}
