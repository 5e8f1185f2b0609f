/**
 * Report rendering off the main thread: one worker thread (a well-kept pool, piscina) lays reports
 * out while the main thread keeps answering requests; the other core stays the server's. Each
 * process has its own pool, started at the first report and kept warm for a minute.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { ReportType } from "../../shared/api/reports";
import type { InstrumentLabel } from "./labels";
import type { RenderTask } from "./render-worker";
import type { CampaignReport, RenderedReport } from "./report-model";

export interface ReportRenderer {
  render(report: CampaignReport, format: ReportType): Promise<RenderedReport>;
  /** A one-page PDF from the built-in engine (the PDF connection test). */
  renderPdfTest(zone: string): Promise<RenderedReport>;
  /**
   * A sheet of instrument labels (labels.ts); a renderer without it leaves the layout to the
   * calling process.
   */
  renderLabels?(
    labels: InstrumentLabel[],
    options: { createdAt: Date; company: string },
  ): Promise<RenderedReport>;
  close(): Promise<void>;
}

/**
 * The worker's module beside this one: TypeScript loaded through tsx in development and tests,
 * the built JavaScript (dist/server/render-worker.js, next to the bundled server) in production.
 */
const fromSource = import.meta.url.endsWith(".ts");
const workerFile = new URL(fromSource ? "./render-worker.ts" : "./render-worker.js", import.meta.url);

export function createReportRenderer(): ReportRenderer {
  let pool: Piscina<RenderTask, RenderedReport> | null = null;
  const run = (task: RenderTask) => {
    pool ??= new Piscina<RenderTask, RenderedReport>({
      filename: workerFile.href,
      // From the sources, the worker loads TypeScript like the server does.
      execArgv: fromSource ? ["--import", "tsx"] : [],
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool.run(task);
  };
  return {
    render: (report, format) => run({ kind: "report", report, format }),
    renderPdfTest: (zone) => run({ kind: "pdf-test", zone }),
    renderLabels: (labels, { createdAt, company }) =>
      run({ kind: "labels", labels, createdAt: createdAt.toISOString(), company }),
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
