import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { campaignIdParams } from "../../shared/api/campaigns";
import {
  generatedReportSchema,
  generateReportInputSchema,
  pdfTestResultSchema,
  reportSchema,
} from "../../shared/api/reports";
import { errorResponses } from "../../shared/api/system";
import { FIELD_MESSAGES } from "../../shared/messages";
import { idOf } from "../../shared/validation";
import { withTenant } from "../db/tenant";
import { recordAudit } from "../domain/audit/record-audit";
import { generateReport } from "../domain/reports/generate-report";
import { testPdfEngine } from "../domain/reports/pdf-engine";
import { listReports, type ReportFile, readReportFile } from "../domain/reports/report-view";
import { AppError } from "../errors";
import { authorize } from "./plugins/request-context";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

const reportIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
type ReportIdParams = z.output<typeof reportIdParams>;

/**
 * An HTML report shown in the app's preview frame: it may style itself and show inline images, and
 * nothing else — no script, no request anywhere, no form (the document is rendered from people's
 * texts, escaped, and this is the second lock).
 */
const HTML_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

/** A file name safe in a header whatever it holds: ASCII letters, digits, dot, dash, underscore. */
function headerFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 150) || "rapport";
}

function sendFile(reply: FastifyReply, file: ReportFile, disposition: "inline" | "attachment") {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${disposition}; filename="${headerFileName(file.report.fileName)}"`)
    .header("x-content-type-options", "nosniff")
    .send(file.content);
}

/** Reports of spec §7: generated in three formats, listed, previewed, downloaded; the PDF engine test. */
export function reportRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["rapports"]);

  // Not a plain tenant route: the rendering runs between two transactions (generate-report.ts).
  app.route({
    method: "POST",
    url: "/api/campaigns/:id/generate-report",
    schema: {
      tags: ["rapports"],
      summary:
        "Générer le rapport de synthèse d'une campagne : {generatePdf} (écran Campagnes), corps vide (PDF, page de résultats) ou {format: html | pdf | xlsx}",
      params: campaignIdParams,
      body: generateReportInputSchema,
      response: { 201: generatedReportSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const context = await authorize(request, "generateReports");
      const { id } = request.params as z.output<typeof campaignIdParams>;
      const { format } = request.body as z.output<typeof generateReportInputSchema>;
      const generated = await generateReport(
        { db: services.db, who: context, renderer: services.reports },
        { campaignId: id, format },
      );
      return reply.status(201).send(generated);
    },
  });

  route(
    {
      method: "GET",
      url: "/api/reports",
      summary: "Les rapports de l'entreprise, les plus récents d'abord",
      permission: "readCampaigns",
      response: z.array(reportSchema),
    },
    (scope) => listReports(scope),
  );

  /** A report's file: shown in the browser (preview) or saved (download), HTML under its policy. */
  const fileRoute = (purpose: "preview" | "download", summary: string) =>
    app.route({
      method: "GET",
      url: `/api/reports/:id/${purpose}`,
      schema: { tags: ["rapports"], summary, params: reportIdParams, response: errorResponses },
      handler: async (request, reply) => {
        const context = await authorize(request, "readCampaigns");
        const { id } = request.params as ReportIdParams;
        const file = await withTenant(services.db, context, (scope) =>
          readReportFile(scope, { reportId: id }),
        );
        if (purpose === "preview" && file.report.type === "xlsx")
          throw new AppError("REPORT_NOT_PREVIEWABLE");
        // Opened in a tab, an HTML report keeps the preview's locks.
        if (file.report.type === "html") reply.header("content-security-policy", HTML_PREVIEW_POLICY);
        return sendFile(reply, file, purpose === "preview" ? "inline" : "attachment");
      },
    });
  fileRoute("preview", "Aperçu d'un rapport : le document HTML, ou le PDF affiché dans le navigateur");
  fileRoute("download", "Télécharger le fichier d'un rapport");

  app.route({
    method: "POST",
    url: "/api/pdf/test-connection",
    schema: {
      tags: ["rapports"],
      summary:
        "Tester le moteur PDF intégré : une page produite par Calibra lui-même, sans service extérieur",
      response: { 200: pdfTestResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const context = await authorize(request, "generateReports");
      const result = await testPdfEngine(services.reports);
      await withTenant(services.db, context, (scope) =>
        recordAudit(scope, {
          action: "pdf.engine_tested",
          tableName: null,
          recordId: "pdf",
          description: result.success
            ? `Moteur PDF testé : une page produite en ${result.durationMs} ms`
            : `Moteur PDF testé : échec (${result.error ?? "erreur inconnue"})`,
          newValues: result,
          outcome: result.success ? "success" : "failed",
        }),
      );
      return result;
    },
  });
}
