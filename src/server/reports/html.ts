/**
 * The HTML report: one self-contained, printable document (no script, no external resource; its
 * styles inline, its charts inline SVG), so that it can be served under
 * `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src data:`. Every
 * text of the model is escaped.
 */
import { escapeHtml } from "../html";
import { frenchDateTime, REPORT_TITLE } from "./format";
import { detailSection, resultsSection } from "./html/results";
import {
  campaignSection,
  criteriaSection,
  evolutionSection,
  parametersSection,
  participantsSection,
  reportHeader,
  summarySection,
} from "./html/sections";
import { REPORT_CSS } from "./html/style";
import { closingSection, decisionsSection, traceSection } from "./html/trace";
import type { CampaignReport, RenderedReport } from "./report-model";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

export function renderHtmlDocument(report: CampaignReport): string {
  const title = `${REPORT_TITLE} — ${report.campaign.name} — ${report.company.name}`;
  return [
    "<!doctype html>",
    '<html lang="fr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="Calibra">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    '<div class="page">',
    reportHeader(report),
    "<main>",
    campaignSection(report),
    parametersSection(report),
    traceSection(report),
    summarySection(report),
    evolutionSection(report),
    participantsSection(report),
    criteriaSection(report),
    resultsSection(report),
    detailSection(report),
    decisionsSection(report),
    closingSection(report),
    "</main>",
    `<footer class="report-footer">Calibra · ${escapeHtml(report.company.name)} · ${REPORT_TITLE} · ${escapeHtml(report.trace.number)} · généré le ${frenchDateTime(report.generatedAt, report.trace.timeZone)}</footer>`,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

export function renderHtml(report: CampaignReport): RenderedReport {
  return {
    bytes: new TextEncoder().encode(renderHtmlDocument(report)),
    contentType: HTML_CONTENT_TYPE,
    pageCount: null,
  };
}
