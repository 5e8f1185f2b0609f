import type { PdfTestResult } from "../../../shared/api/reports";
import type { ReportRenderer } from "../../reports/render";

export const PDF_ENGINE = "Moteur PDF intégré à Calibra (pdfkit)";

/**
 * POST /api/pdf/test-connection: Calibra produces its PDFs itself, so the "connection" tested is the
 * built-in engine, on the render worker, making a real one-page PDF. No service, no key, no credits
 * to count (remainingCredits null: unlimited). The page tells its time in the company's zone.
 */
export async function testPdfEngine(renderer: ReportRenderer, zone: string): Promise<PdfTestResult> {
  const started = performance.now();
  try {
    const page = await renderer.renderPdfTest(zone);
    const header = Buffer.from(page.bytes.subarray(0, 5)).toString("latin1");
    if (header !== "%PDF-") throw new Error("Le moteur n'a pas produit un document PDF.");
    return {
      success: true,
      error: null,
      remainingCredits: null,
      engine: PDF_ENGINE,
      pageCount: page.pageCount ?? 1,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      success: false,
      error: error instanceof Error ? error.message : String(error),
      remainingCredits: null,
      engine: PDF_ENGINE,
      pageCount: 0,
      durationMs: Math.round(performance.now() - started),
    };
  }
}
