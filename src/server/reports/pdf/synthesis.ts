/**
 * The first part of the report (spec §2): the campaign and its dates, the OPPERET parameters, the
 * figures and charts of the results, the participants by profile (who rated, with their counts, then
 * who was invited but did not) and the criteria.
 */
import {
  frenchDateTime,
  frenchNumber,
  INVITED_COLUMNS,
  invitedCount,
  months,
  PARTICIPANT_TEXTS,
  participantRoles,
  participantsEmptyTexts,
  RATER_COLUMNS,
  REPORT_TITLE,
  ratersCount,
} from "../format";
import type { CampaignReport } from "../report-model";
import { continued, fieldGrid, sectionTitle, subsectionTitle, tileRow } from "./blocks";
import { drawFamilyChart, drawStatusChart } from "./chart";
import type { Painter } from "./painter";
import { columnHeader, drawTable, type Row } from "./table";
import { COLORS, lineHeight, STATUS_COLORS, TEXT, tinted } from "./theme";

export function drawSynthesis(painter: Painter, report: CampaignReport): void {
  drawTitle(painter, report);
  drawCampaign(painter, report);
  drawParameters(painter, report);
  drawFigures(painter, report);
  drawParticipants(painter, report);
  drawCriteria(painter, report);
}

function drawTitle(painter: Painter, report: CampaignReport): void {
  painter.text(REPORT_TITLE, painter.left, painter.y, TEXT.title);
  painter.y += lineHeight(TEXT.title) + 3;
  painter.y += painter.paragraph(report.campaign.name, painter.left, painter.y, TEXT.subtitle, painter.width);
  painter.y += 4;
  const company = `${report.company.name} · méthode OPPERET (FD X 07-014)`;
  painter.text(company, painter.left, painter.y, tinted(TEXT.body, COLORS.muted));
  painter.y += lineHeight(TEXT.body) + 12;
}

function drawCampaign(painter: Painter, report: CampaignReport): void {
  const { campaign } = report;
  sectionTitle(painter, "Campagne");
  if (campaign.description?.trim()) {
    // Each line on its own, so that a long description flows over pages like the rest.
    for (const line of painter.wrap(campaign.description.trim(), TEXT.body, painter.width)) {
      painter.ensure(lineHeight(TEXT.body));
      painter.text(line, painter.left, painter.y, TEXT.body);
      painter.y += lineHeight(TEXT.body);
    }
    painter.y += 9;
  }
  fieldGrid(
    painter,
    [
      { label: "Statut", value: campaign.statusLabel },
      { label: "Créée le", value: frenchDateTime(campaign.createdAt, report.trace.timeZone) },
      { label: "Créée par", value: campaign.createdBy ?? "—" },
      { label: "Échéance", value: frenchDateTime(campaign.deadline, report.trace.timeZone) },
      { label: "Clôturée le", value: frenchDateTime(campaign.closedAt, report.trace.timeZone) },
      { label: "Périodes appliquées le", value: frenchDateTime(campaign.appliedAt, report.trace.timeZone) },
      { label: "Rapport généré le", value: frenchDateTime(report.generatedAt, report.trace.timeZone) },
      { label: "Rapport généré par", value: report.generatedBy },
    ],
    4,
  );
  painter.y += 4;
}

function drawParameters(painter: Painter, report: CampaignReport): void {
  const { k1, k2, pmax } = report.parameters;
  sectionTitle(painter, "Paramètres de calcul OPPERET", 40);
  fieldGrid(
    painter,
    [
      { label: "k1 — sensibilité de la période au score", value: frenchNumber(k1) },
      { label: "k2 — pénalité de dispersion entre évaluateurs", value: frenchNumber(k2) },
      { label: "pmax — période maximale", value: months(pmax) },
    ],
    3,
  );
  const formula =
    "Nouvelle période = min(pmax ; max(1 ; arrondi(période actuelle × 2^(k1 · G / 2)))), G étant le score global " +
    "pondéré des notes corrigées g = m − k2 · d, bornées à [−2 ; +2].";
  painter.y += painter.paragraph(formula, painter.left, painter.y, TEXT.note, painter.width) + 10;
}

function drawFigures(painter: Painter, report: CampaignReport): void {
  const { summary } = report;
  sectionTitle(painter, "Synthèse des résultats", 150);
  tileRow(painter, [
    { label: "Équipements", value: frenchNumber(summary.equipmentCount) },
    { label: "Avec résultat", value: frenchNumber(summary.withResult) },
    { label: "Sans résultat", value: frenchNumber(summary.withoutResult), color: COLORS.faint },
    { label: "Notations", value: frenchNumber(summary.ratingCount) },
  ]);
  tileRow(painter, [
    { label: "Périodes étendues", value: frenchNumber(summary.extended), color: STATUS_COLORS.extended },
    {
      label: "Périodes maintenues",
      value: frenchNumber(summary.maintained),
      color: STATUS_COLORS.maintained,
    },
    { label: "Périodes réduites", value: frenchNumber(summary.reduced), color: STATUS_COLORS.reduced },
    { label: "Périodes forcées", value: frenchNumber(summary.forced), color: COLORS.warning },
  ]);
  subsectionTitle(painter, "Équipements par évolution de période", 60);
  drawStatusChart(painter, summary);
  subsectionTitle(painter, "Période moyenne par famille d'instruments (en mois)", 200);
  drawFamilyChart(painter, report.families);
}

function drawParticipants(painter: Painter, report: CampaignReport): void {
  const groups = report.participantGroups;
  const empty = participantsEmptyTexts(groups);
  sectionTitle(painter, PARTICIPANT_TEXTS.title, 80, PARTICIPANT_TEXTS.note);

  subsectionTitle(painter, PARTICIPANT_TEXTS.raters);
  if (empty.raters) {
    emptyNote(painter, empty.raters);
  } else {
    const numeric = { width: 52, align: "right" as const };
    const columns = [{ width: 128 }, { width: 150 }, { width: painter.width - 382 }, numeric, numeric];
    const rows: Row[] = [];
    for (const group of groups) {
      if (group.raters.length === 0) continue;
      rows.push(groupRow(`${group.profileLabel} · ${ratersCount(group)}`, columns.length));
      for (const rater of group.raters) {
        rows.push({
          cells: [
            { texts: [{ text: rater.name, style: TEXT.cell }] },
            { texts: [{ text: rater.email ?? "—", style: TEXT.cell }] },
            { texts: [{ text: participantRoles(rater) || "—", style: TEXT.cell }] },
            { texts: [{ text: frenchNumber(rater.ratingCount), style: TEXT.cell }] },
            { texts: [{ text: frenchNumber(rater.equipmentCount), style: TEXT.cell }] },
          ],
        });
      }
    }
    const header = columnHeader(painter, columns, [...RATER_COLUMNS]);
    drawTable(painter, { columns, header, onContinue: continued(PARTICIPANT_TEXTS.raters) }, rows);
    painter.y += 12;
  }

  subsectionTitle(painter, PARTICIPANT_TEXTS.invitedWithoutRating);
  if (empty.invited) {
    emptyNote(painter, empty.invited);
  } else {
    const columns = [{ width: 128 }, { width: 150 }, { width: painter.width - 278 }];
    const rows: Row[] = [];
    for (const group of groups) {
      if (group.invitedWithoutRating.length === 0) continue;
      rows.push(groupRow(`${group.profileLabel} · ${invitedCount(group)}`, columns.length));
      for (const person of group.invitedWithoutRating) {
        rows.push({
          cells: [
            { texts: [{ text: person.name, style: TEXT.cell }] },
            { texts: [{ text: person.email ?? "—", style: TEXT.cell }] },
            { texts: [{ text: participantRoles(person) || "—", style: TEXT.cell }] },
          ],
        });
      }
    }
    const header = columnHeader(painter, columns, [...INVITED_COLUMNS]);
    drawTable(
      painter,
      { columns, header, onContinue: continued(PARTICIPANT_TEXTS.invitedWithoutRating) },
      rows,
    );
    painter.y += 16;
  }
}

/** The row heading a profile's people, across the table. */
function groupRow(title: string, span: number): Row {
  return {
    cells: [{ texts: [{ text: title, style: TEXT.cellBold }], span }],
    background: COLORS.zebra,
    keepWithNext: true,
  };
}

function emptyNote(painter: Painter, note: string): void {
  painter.text(note, painter.left, painter.y, TEXT.note);
  painter.y += lineHeight(TEXT.note) + 12;
}

function drawCriteria(painter: Painter, report: CampaignReport): void {
  sectionTitle(painter, "Critères d'évaluation");
  const columns = [{ width: painter.width - 150 }, { width: 100 }, { width: 50, align: "right" as const }];
  const header = columnHeader(painter, columns, ["Critère", "Profil", "Poids"]);
  const rows: Row[] = report.criteria.map((criterion) => ({
    cells: [
      { texts: [{ text: criterion.name, style: TEXT.cell }] },
      { texts: [{ text: criterion.profileLabel, style: TEXT.cell }] },
      { texts: [{ text: frenchNumber(criterion.weight, 1), style: TEXT.cell }] },
    ],
  }));
  if (rows.length === 0) {
    painter.text("Aucun critère.", painter.left, painter.y, TEXT.note);
    painter.y += lineHeight(TEXT.note);
    return;
  }
  const total = report.criteria.reduce((sum, c) => sum + c.weight, 0);
  rows.push({
    cells: [
      { texts: [{ text: "Somme des poids", style: TEXT.cellBold }], span: 2 },
      { texts: [{ text: frenchNumber(total, 1), style: TEXT.cellBold }] },
    ],
  });
  drawTable(painter, { columns, header, zebra: true, onContinue: continued("Critères d'évaluation") }, rows);
}
