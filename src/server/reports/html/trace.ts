/**
 * The traceability sections of the HTML report (issue 23): identification and calculation first,
 * then forced periods, applications and measurements, and the closing block at the end. Every text
 * comes from trace.ts and is escaped here.
 */
import { escapeHtml } from "../../html";
import type { CampaignReport } from "../report-model";
import {
  applicationsTable,
  CLOSING_NOTE,
  closingFacts,
  type Fact,
  forcedTable,
  identityFacts,
  intervalsTable,
  measurementsTable,
  runFacts,
  scalesTable,
  TRACE_TITLES,
  type TraceTable,
} from "../trace";
import { facts, headerRow, scrollTable, section } from "./parts";

const escapedFacts = (entries: readonly Fact[]) =>
  facts(entries.map(([label, value]) => [escapeHtml(label), escapeHtml(value)] as const));

function table(data: TraceTable, className = "data trace"): string {
  const note = data.note ? `<p class="legend-text">${escapeHtml(data.note)}</p>` : "";
  if (data.rows.length === 0) return `${note}<p class="empty">${escapeHtml(data.empty)}</p>`;
  const head = headerRow(data.columns.map((c) => (c.numeric ? ([c.title, "num"] as const) : c.title)));
  const rows = data.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => `<td${data.columns[i]?.numeric ? ' class="num"' : ""}>${escapeHtml(cell)}</td>`).join("")}</tr>`,
    )
    .join("");
  return `${note}${scrollTable(escapeHtml(data.title), className, head, `<tbody>${rows}</tbody>`)}`;
}

/** Who generated it, which number, which zone; the calculation and its criteria version. */
export function traceSection(report: CampaignReport): string {
  return section(
    "tracabilite",
    "Traçabilité",
    `<h3>${TRACE_TITLES.identity}</h3>${escapedFacts(identityFacts(report))}<h3>${TRACE_TITLES.run}</h3>${escapedFacts(runFacts(report))}<h3>${TRACE_TITLES.scales}</h3>${table(scalesTable(report))}`,
  );
}

/** Forced periods, applications with their signatures, measurements received. */
export function decisionsSection(report: CampaignReport): string {
  const part = (data: TraceTable) => `<h3>${escapeHtml(data.title)}</h3>${table(data)}`;
  return section(
    "decisions",
    "Décisions et mesures",
    `${part(forcedTable(report))}${part(applicationsTable(report))}${part(measurementsTable(report))}${part(intervalsTable(report))}`,
    "page-break",
  );
}

/** The closing block: number, time, the content's SHA-256 and the trail's checkpoint. */
export function closingSection(report: CampaignReport): string {
  return section(
    "cloture",
    TRACE_TITLES.closing,
    `${escapedFacts(closingFacts(report))}<p class="legend-text">${escapeHtml(CLOSING_NOTE)}</p>`,
    "closing",
  );
}
