/**
 * The render worker: lays a report model out in one format, off the server's main thread, so that a
 * report of thousands of equipment never holds other requests back (render.ts runs it).
 */
import type { ReportType } from "../../shared/api/reports";
import { renderHtml } from "./html";
import { type InstrumentLabel, renderInstrumentLabels } from "./labels";
import { renderPdf, renderPdfTestPage } from "./pdf";
import type { CampaignReport, RenderedReport } from "./report-model";
import { renderXlsx } from "./xlsx";

export type RenderTask =
  | { kind: "report"; report: CampaignReport; format: ReportType }
  | { kind: "pdf-test"; zone: string }
  | { kind: "labels"; labels: InstrumentLabel[]; createdAt: string; company: string };

async function render(task: RenderTask): Promise<RenderedReport> {
  if (task.kind === "pdf-test") return renderPdfTestPage(task.zone);
  if (task.kind === "labels")
    return renderInstrumentLabels(task.labels, {
      createdAt: new Date(task.createdAt),
      company: task.company,
    });
  switch (task.format) {
    case "html":
      return renderHtml(task.report);
    case "pdf":
      return renderPdf(task.report);
    case "xlsx":
      return renderXlsx(task.report);
  }
}

/** Piscina's entry point: the result is copied back to the main thread (a few MB at most). */
export default function renderTask(task: RenderTask): Promise<RenderedReport> {
  return render(task);
}
