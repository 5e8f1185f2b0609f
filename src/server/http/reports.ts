import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { campaignIdParams } from "../../shared/api/campaigns";
import {
  generatedReportSchema,
  generateReportInputSchema,
  pdfTestResultSchema,
  reportSchema,
} from "../../shared/api/reports";
import { FIELD_MESSAGES } from "../../shared/messages";
import { idOf } from "../../shared/validation";
import type { TenantSession } from "../db/tenant";
import { recordAudit } from "../domain/audit/record-audit";
import { generateReport } from "../domain/reports/generate-report";
import { testPdfEngine } from "../domain/reports/pdf-engine";
import {
  findReportFile,
  listReports,
  readReportPart,
  type StoredReportFile,
} from "../domain/reports/report-view";
import { companyZoneOf } from "../domain/tenancy/company-view";
import { AppError } from "../errors";
import { type FileAnswer, headerFileName } from "./file-answer";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

const reportIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });

/**
 * An HTML report shown in the app's preview frame: it may style itself and show inline images, and
 * nothing else — no script, no request anywhere, no form (the document is rendered from people's
 * texts, escaped, and this is the second lock).
 */
const HTML_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

/**
 * A report's file, sent part by part as it is read, each part in a short transaction of its own
 * (decision 017): memory holds one part at a time, and other requests pass in between.
 */
function reportFile(
  session: TenantSession,
  file: StoredReportFile,
  disposition: "inline" | "attachment",
): FileAnswer {
  const reportId = file.report.id;
  async function* parts() {
    for (let part = 0; part < file.parts; part++)
      yield await session.transaction((scope) => readReportPart(scope, { reportId, part }));
  }
  return {
    contentType: file.contentType,
    fileName: headerFileName(file.report.fileName, "rapport"),
    disposition,
    body: Readable.from(parts()),
    size: file.size,
    // Opened in a tab, an HTML report keeps the preview's locks.
    ...(file.report.type === "html" && { headers: { "content-security-policy": HTML_PREVIEW_POLICY } }),
  };
}

/** Reports of spec §7: generated in three formats, listed, previewed, downloaded; the PDF engine test. */
export function reportRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["rapports"]);

  route.inSlices(
    {
      method: "POST",
      url: "/api/campaigns/:id/generate-report",
      summary:
        "Générer le rapport de synthèse d'une campagne : {generatePdf} (écran Campagnes), corps vide (PDF, page de résultats) ou {format: html | pdf | xlsx}",
      permission: "generateReports",
      params: campaignIdParams,
      body: generateReportInputSchema,
      response: generatedReportSchema,
      status: 201,
    },
    (session, { params, body }) =>
      generateReport(
        { session, renderer: services.reports, queue: services.reportQueue },
        { campaignId: params.id, format: body.format },
      ),
  );

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
    route.file(
      {
        method: "GET",
        url: `/api/reports/:id/${purpose}`,
        summary,
        permission: "readCampaigns",
        params: reportIdParams,
      },
      async (session, { params }) => {
        const file = await session.transaction((scope) => findReportFile(scope, { reportId: params.id }));
        if (purpose === "preview" && file.report.type === "xlsx")
          throw new AppError("REPORT_NOT_PREVIEWABLE");
        return reportFile(session, file, purpose === "preview" ? "inline" : "attachment");
      },
    );
  fileRoute("preview", "Aperçu d'un rapport : le document HTML, ou le PDF affiché dans le navigateur");
  fileRoute("download", "Télécharger le fichier d'un rapport");

  route.inSlices(
    {
      method: "POST",
      url: "/api/pdf/test-connection",
      summary:
        "Tester le moteur PDF intégré : une page produite par Calibra lui-même, sans service extérieur",
      permission: "generateReports",
      response: pdfTestResultSchema,
    },
    async (session) => {
      const zone = await session.transaction((scope) => companyZoneOf(scope));
      const result = await testPdfEngine(services.reports, zone);
      await session.transaction((scope) =>
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
  );
}
