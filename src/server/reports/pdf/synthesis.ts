/**
 * The first part of the report (spec §2): the campaign and its dates, the OPPERET parameters, the
 * figures and charts of the results, the participants by profile and the criteria.
 */
import { frenchDateTime, frenchNumber, months, REPORT_TITLE } from "../format";
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
      { label: "Créée le", value: frenchDateTime(campaign.createdAt) },
      { label: "Créée par", value: campaign.createdBy ?? "—" },
      { label: "Échéance", value: frenchDateTime(campaign.deadline) },
      { label: "Clôturée le", value: frenchDateTime(campaign.closedAt) },
      { label: "Périodes appliquées le", value: frenchDateTime(campaign.appliedAt) },
      { label: "Rapport généré le", value: frenchDateTime(report.generatedAt) },
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
  sectionTitle(painter, "Participants par profil");
  const columns = [{ width: 150 }, { width: 165 }, { width: painter.width - 315 }];
  const header = columnHeader(painter, columns, ["Nom", "E-mail", "Rôles"]);
  const rows: Row[] = [];
  for (const group of report.participantGroups) {
    const count = group.participants.length;
    const title = `${group.profileLabel} · ${frenchNumber(count)} participant${count > 1 ? "s" : ""}`;
    rows.push({
      cells: [{ texts: [{ text: title, style: TEXT.cellBold }], span: 3 }],
      background: COLORS.zebra,
    });
    for (const person of group.participants) {
      rows.push({
        cells: [
          { texts: [{ text: person.name, style: TEXT.cell }] },
          { texts: [{ text: person.email, style: TEXT.cell }] },
          { texts: [{ text: person.roles.join(", ") || "—", style: TEXT.cell }] },
        ],
      });
    }
  }
  if (rows.length === 0) {
    painter.text("Aucun participant.", painter.left, painter.y, TEXT.note);
    painter.y += lineHeight(TEXT.note) + 12;
    return;
  }
  drawTable(painter, { columns, header, onContinue: continued("Participants par profil") }, rows);
  painter.y += 16;
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
