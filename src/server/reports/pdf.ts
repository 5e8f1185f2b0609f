/**
 * The PDF report of a campaign (spec §2): A4 portrait, in French, with the synthesis (campaign,
 * OPPERET parameters, figures, charts, participants, criteria), the results table and the detail of
 * every equipment's ratings. Laid out with pdfkit and the DejaVu fonts the project ships; the parts
 * live in ./pdf/.
 */

import { frenchDateTime, REPORT_TITLE } from "./format";
import { drawDetails } from "./pdf/details";
import { createReportDocument, stampPages } from "./pdf/document";
import { drawResults } from "./pdf/results";
import { drawSynthesis } from "./pdf/synthesis";
import { lineHeight, TEXT } from "./pdf/theme";
import { drawDecisions, drawTrace } from "./pdf/trace";
import type { CampaignReport, RenderedReport } from "./report-model";

export async function renderPdf(report: CampaignReport): Promise<RenderedReport> {
  const { painter, finish } = createReportDocument({
    title: `${REPORT_TITLE} — ${report.campaign.name}`,
    subject: `Campagne d'étalonnage « ${report.campaign.name} » de ${report.company.name} : périodes calculées par la méthode OPPERET`,
    keywords: "étalonnage, métrologie, OPPERET, FD X 07-014, périodicité",
    createdAt: new Date(report.generatedAt),
  });
  drawSynthesis(painter, report);
  drawTrace(painter, report);
  drawResults(painter, report);
  drawDetails(painter, report);
  drawDecisions(painter, report);
  stampPages(painter, {
    company: report.company.name,
    campaign: report.campaign.name,
    footer: `${report.trace.number} · généré le ${frenchDateTime(report.generatedAt, report.trace.timeZone)} par ${report.generatedBy} · Calibra`,
  });
  return finish();
}

/** A one-page PDF that shows the engine and its fonts work (the PDF connection test). */
export async function renderPdfTestPage(zone: string): Promise<RenderedReport> {
  const now = new Date();
  const { painter, finish } = createReportDocument({
    title: "Calibra — test du moteur PDF",
    subject: "Page de test du moteur PDF intégré",
    createdAt: now,
  });
  const write = (text: string, style = TEXT.body, gap = 6) => {
    painter.text(text, painter.left, painter.y, style);
    painter.y += lineHeight(style) + gap;
  };
  write("Calibra — test du moteur PDF", TEXT.title, 10);
  write(`Généré le ${frenchDateTime(now.toISOString(), zone)}`);
  write("Caractères : é è à ç ° Ω µ ± ≤ ≥ − « » — 20 °C ± 0,5 °C ; 100 Ω ; 25 µm");
  write("Moteur intégré (pdfkit) et polices DejaVu embarquées : aucun service externe.", TEXT.note);
  stampPages(painter, { company: "Calibra", campaign: "Test du moteur PDF", footer: "Calibra" });
  return finish();
}
