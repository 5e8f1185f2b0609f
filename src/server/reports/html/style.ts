/**
 * The style sheet of the HTML report, inlined in its one <style> element (the report loads nothing):
 * readable on a screen from 375 px wide (wide tables scroll inside their frame), printable on A4
 * (header rows repeated, rows kept whole, the results table on landscape pages, page numbers).
 */
export const REPORT_CSS = `
:root {
  --ink: #17202b; --muted: #566273; --line: #d3dae3; --soft: #f3f5f8; --brand: #1f3a5f;
  --extended: #1d5b38; --extended-bg: #e2f2e8; --extended-line: #86c29d;
  --maintained: #24507d; --maintained-bg: #e3ecf6; --maintained-line: #94b4d6;
  --reduced: #8a3a0e; --reduced-bg: #fbe9dd; --reduced-line: #e2a077;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; background: #e9edf2; color: var(--ink);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  overflow-wrap: break-word;
}
.page { max-width: 1240px; margin: 0 auto; padding: 32px 32px 40px; background: #fff; min-height: 100vh; }
a { color: var(--brand); }
a:focus-visible, .table-scroll:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
.num, .card-value, .chart { font-variant-numeric: tabular-nums; }
.none { color: #8a94a3; }

.report-header { border-bottom: 3px solid var(--brand); padding-bottom: 16px; margin-bottom: 8px; }
.brand { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; align-items: baseline; }
.brand-name { color: var(--brand); font-weight: 700; letter-spacing: .14em; text-transform: uppercase; font-size: 13px; }
.company { font-weight: 600; font-size: 15px; }
h1 { font-size: 24px; line-height: 1.25; margin: 14px 0 4px; color: var(--brand); }
.campaign-name { font-size: 18px; font-weight: 600; margin: 0; }
.generated { margin: 4px 0 0; color: var(--muted); font-size: 13px; }

section { margin-top: 32px; }
h2 { font-size: 18px; color: var(--brand); margin: 0 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 16px; margin: 0; line-height: 1.3; }
.description { white-space: pre-line; margin: 0 0 12px; padding: 10px 14px; border-left: 3px solid var(--line); background: var(--soft); }
.method, .legend-text, .chart-note { color: var(--muted); font-size: 13px; max-width: 860px; }
.method { margin: 12px 0 0; }
.empty { color: var(--muted); font-style: italic; }

.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px 24px; margin: 0; }
.facts dt { font-size: 12px; color: var(--muted); font-weight: 600; }
.facts dd { margin: 2px 0 0; overflow-wrap: anywhere; }
.closing { border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; background: var(--soft); }
.closing .facts { grid-template-columns: 1fr; }
.closing dd { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
.rated-at { color: var(--muted); white-space: nowrap; }
.pill { display: inline-block; padding: 0 10px; border: 1px solid var(--line); border-radius: 999px; font-size: 13px; font-weight: 600; }

.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; }
.card { border: 1px solid var(--line); border-left: 4px solid var(--brand); border-radius: 6px; padding: 10px 14px; }
.card-extended { border-left-color: var(--extended-line); }
.card-maintained { border-left-color: var(--maintained-line); }
.card-reduced { border-left-color: var(--reduced-line); }
.card-label { font-size: 12px; color: var(--muted); font-weight: 600; }
.card-value { font-size: 28px; font-weight: 700; line-height: 1.2; margin: 2px 0; }
.card-caption { font-size: 12px; color: var(--muted); }

.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 16px; margin-bottom: 16px; align-items: start; }
.chart-card { margin: 0; border: 1px solid var(--line); border-radius: 6px; padding: 12px 14px; min-width: 0; }
.chart-card figcaption { font-weight: 600; margin-bottom: 8px; }
.chart { display: block; width: 100%; max-width: 440px; height: auto; }
.chart-label { font-size: 13px; fill: var(--ink); }
.chart-count, .chart-legend { font-size: 12px; fill: var(--muted); }
.chart-value { font-size: 12px; fill: var(--ink); font-weight: 600; }
.chart-axis { stroke: var(--line); stroke-width: 1; }
.chart-note { margin: 8px 0 0; }

.table-scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; margin: 8px 0 0; max-width: 100%; }
.table-scroll.fit { width: fit-content; }
table.data { width: 100%; border-collapse: collapse; font-size: 13px; }
.data th, .data td { padding: 6px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
.data thead th { background: var(--soft); color: var(--muted); font-size: 12px; font-weight: 600; vertical-align: bottom; line-height: 1.3; }
.data tbody tr:last-child > * { border-bottom: none; }
.data tbody th { font-weight: 600; }
.data .num { text-align: right; white-space: nowrap; }
.data thead th.num { white-space: normal; }
.data tr.group th { background: #f8f9fb; color: var(--brand); border-top: 1px solid var(--line); }
.data .count { color: var(--muted); font-weight: 400; }
.email, .ref { white-space: nowrap; }
.data.families { min-width: 600px; }
.data.families td.num { min-width: 96px; }
.data.participants { min-width: 560px; }
.data.participants.invited { min-width: 480px; }
.data.participants thead th:nth-child(1) { width: 20%; }
.data.participants thead th:nth-child(2) { width: 28%; }
.data.participants.raters thead th:nth-child(3) { width: 30%; }
.section-note { margin: 0; }
.subsection { font-size: 15px; color: var(--ink); margin: 18px 0 0; }
.subsection + .empty { margin: 6px 0 0; }
.data.results { min-width: 1100px; }
.data.results th, .data.results td { padding: 6px 6px; }
.data.results .name { min-width: 170px; max-width: 260px; }
.data.results .badge { font-size: 11.5px; padding: 1px 6px; }
.data.results .name a { color: inherit; text-decoration: none; }
.data.results .name a:hover { text-decoration: underline; }
.data.results .reason { min-width: 100px; color: var(--muted); }
.data.results tbody tr:nth-child(even) { background: #fafbfc; }
.strong { font-weight: 700; }
.forced { font-weight: 600; text-decoration: underline dotted; }
.outdated { display: inline-block; font-size: 11px; color: var(--reduced); border: 1px dashed var(--reduced-line); border-radius: 4px; padding: 0 4px; margin-top: 2px; }

.badge { display: inline-block; white-space: nowrap; padding: 1px 8px; border: 1px solid; border-radius: 999px; font-size: 12px; font-weight: 600; line-height: 1.5; }
.badge-extended { color: var(--extended); background: var(--extended-bg); border-color: var(--extended-line); }
.badge-maintained { color: var(--maintained); background: var(--maintained-bg); border-color: var(--maintained-line); }
.badge-reduced { color: var(--reduced); background: var(--reduced-bg); border-color: var(--reduced-line); }
.score { font-weight: 600; }
.score-default { color: var(--extended); }
.score-secondary { color: var(--ink); }
.score-destructive { color: var(--reduced); }

.equipment { border-top: 1px solid var(--line); padding: 18px 0 8px; }
.equipment:first-of-type { border-top: none; }
.equipment-ref { margin: 2px 0 0; color: var(--muted); font-size: 13px; }
.detail-figures { margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: center; }
.detail-figures > span { white-space: nowrap; }
.figure-label { color: var(--muted); font-size: 12px; }
.detail-figures .reason { color: var(--muted); }
.data.detail { min-width: 820px; }
.data.detail .criterion { width: 24%; font-weight: 600; }
.data.detail .notes-cell { width: 46%; }
.data.detail tfoot th { text-align: right; font-weight: 600; background: var(--soft); }
.data.detail tfoot td { background: var(--soft); }
.notes { list-style: none; margin: 0; padding: 0; }
.notes li + li { margin-top: 3px; }
.notes b { font-weight: 600; }
.notes small { color: var(--muted); font-size: 12px; white-space: nowrap; }

.report-footer { margin-top: 40px; padding-top: 12px; border-top: 1px solid var(--line); color: var(--muted); font-size: 12px; }

@media (max-width: 640px) {
  body { font-size: 14px; }
  .page { padding: 20px 16px 32px; }
  h1 { font-size: 20px; }
  .campaign-name { font-size: 16px; }
  section { margin-top: 28px; }
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  .card { padding: 8px 10px; }
  .card-value { font-size: 22px; }
  .charts { grid-template-columns: minmax(0, 1fr); }
  /* The people of a campaign: one block per person, the counts labelled, nothing to scroll sideways. */
  .data.participants, .data.participants.invited { min-width: 0; }
  .data.participants thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .data.participants tr { display: block; padding: 7px 10px; border-bottom: 1px solid var(--line); }
  .data.participants tbody:last-child tr:last-child { border-bottom: none; }
  .data.participants tr.group { background: #f8f9fb; }
  .data.participants td, .data.participants th { display: block; padding: 0; border: none; }
  .data.participants tr.group th { background: none; border: none; }
  .data.participants td:first-child { font-weight: 600; }
  .data.participants td:has(> .none) { display: none; }
  .data.participants .email { white-space: normal; overflow-wrap: anywhere; color: var(--muted); }
  .data.participants td.num { display: inline-block; text-align: left; margin: 2px 16px 0 0; }
  .data.participants td.num::before { content: attr(data-label) " : "; color: var(--muted); }
}

@page {
  size: A4;
  margin: 14mm 12mm 16mm;
  @bottom-left { content: "Calibra — Rapport de synthèse de campagne d'étalonnage"; font: 7.5pt system-ui, "Helvetica Neue", Arial, sans-serif; color: #566273; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font: 7.5pt system-ui, "Helvetica Neue", Arial, sans-serif; color: #566273; }
}
@page paysage { size: A4 landscape; }
@media print {
  body { background: #fff; font-size: 9.5pt; }
  .page { max-width: none; padding: 0; min-height: 0; }
  h1 { font-size: 18pt; }
  h2 { font-size: 13pt; }
  section { margin-top: 18pt; }
  .table-scroll { overflow: visible; border: none; border-radius: 0; }
  table.data, .data.results, .data.detail, .data.families, .data.participants { min-width: 0; font-size: 8.5pt; }
  .data th, .data td { padding: 3pt 5pt; }
  .data thead th { font-size: 8pt; border-bottom: 1.5pt solid var(--ink); color: var(--ink); }
  .data.results .name { min-width: 150pt; }
  .data.results .badge { font-size: 7.5pt; padding: 0 4pt; }
  .data.results .reason { min-width: 0; }
  .data.detail { font-size: 8pt; }
  .data.detail td, .data.detail th { padding: 2pt 4pt; line-height: 1.3; }
  .data.detail .criterion { width: 20%; }
  .data.detail .notes-cell { width: 58%; }
  .notes li + li { margin-top: 1pt; }
  .notes small { font-size: 7.5pt; }
  thead { display: table-header-group; }
  tfoot { display: table-row-group; }
  tr, .card, .chart-card, .facts > div, .notes li { break-inside: avoid; }
  tr.group { break-after: avoid; }
  h2, h3, .equipment-ref, .detail-figures { break-after: avoid; }
  .page-break { break-before: page; }
  #resultats { page: paysage; }
  .equipment { padding-top: 10pt; }
  .charts { grid-template-columns: 1fr 1fr; }
  .cards { grid-template-columns: repeat(3, 1fr); }
  .card-value { font-size: 18pt; }
  a { color: inherit; text-decoration: none; }
  .badge, .card, .description { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .report-footer { display: none; }
}
`;
