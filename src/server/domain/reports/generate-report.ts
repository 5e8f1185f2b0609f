import { and, eq } from "drizzle-orm";
import type { GeneratedReport, ReportType } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { format, REPORT_WARNINGS } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { reportFiles, reports } from "../../db/schema";
import { type Actor, ofTenant, withTenant } from "../../db/tenant";
import { AppError } from "../../errors";
import { reportFileName } from "../../reports/format";
import type { ReportRenderer } from "../../reports/render";
import type { CampaignReport } from "../../reports/report-model";
import { recordAudit } from "../audit/record-audit";
import { campaignRefusals } from "../campaigns/campaign-abilities";
import { findCampaign } from "../campaigns/campaign-view";
import { readCampaignReport } from "./read-campaign-report";

/**
 * POST /api/campaigns/{id}/generate-report. Three steps, so that a large report never holds a
 * transaction (nor, with the embedded database, other requests) while it is laid out:
 * 1. in one transaction, the report is recorded as `generating` (audited) and its model read;
 * 2. the model is rendered on the render worker, off the main thread;
 * 3. in a second transaction, the file is stored in the database (any server process can serve it)
 *    and the report marked `completed`; a failed render marks it `failed` with its reason.
 */
export async function generateReport(
  { db, who, renderer }: { db: Database; who: { companyId: number; actor: Actor }; renderer: ReportRenderer },
  { campaignId, format: type }: { campaignId: number; format: ReportType },
): Promise<GeneratedReport> {
  const { report, model } = await withTenant(db, who, async (scope) => {
    const { campaign, participant } = await findCampaign(scope, campaignId);
    const refusal = campaignRefusals({
      roles: scope.actor.roles,
      participant,
      status: campaign.status,
    }).generateReport;
    if (refusal) throw new AppError(refusal);
    const model = await readCampaignReport(scope, { campaignId });
    const [report] = await scope.db
      .insert(reports)
      .values({
        companyId: scope.companyId,
        campaignId,
        generatedBy: scope.actor.userId,
        type,
        fileName: reportFileName(model, type),
        status: "generating",
      })
      .returning();
    await recordAudit(scope, {
      action: "report.generated",
      tableName: "reports",
      recordId: report!.id,
      campaignId,
      description: `Rapport ${REPORT_TYPE_LABELS[type]} de la campagne « ${campaign.name} » (${report!.fileName})`,
      newValues: {
        campaignId,
        campaign: campaign.name,
        type,
        fileName: report!.fileName,
        status: report!.status,
      },
      details: { equipment: model.summary.equipmentCount },
    });
    return { report: report!, model };
  });

  const warning = warningOf(model);
  let rendered: Awaited<ReturnType<ReportRenderer["render"]>>;
  try {
    rendered = await renderer.render(model, type);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await withTenant(db, who, (scope) =>
      scope.db
        .update(reports)
        .set({ status: "failed", comments: reason.slice(0, 2000) || "Erreur inconnue" })
        .where(and(ofTenant(reports, scope), eq(reports.id, report.id))),
    );
    throw new AppError("REPORT_RENDER_FAILED");
  }

  await withTenant(db, who, async (scope) => {
    await scope.db.insert(reportFiles).values({
      companyId: scope.companyId,
      reportId: report.id,
      contentType: rendered.contentType,
      content: Buffer.from(rendered.bytes.buffer, rendered.bytes.byteOffset, rendered.bytes.byteLength),
    });
    await scope.db
      .update(reports)
      .set({ status: "completed", pageCount: rendered.pageCount, comments: warning, generatedAt: new Date() })
      .where(and(ofTenant(reports, scope), eq(reports.id, report.id)));
  });
  return {
    id: report.id,
    reportType: type,
    status: "completed",
    fileName: report.fileName,
    pageCount: rendered.pageCount,
    warning,
    downloadUrl: downloadUrlOf(report.id),
  };
}

export function downloadUrlOf(reportId: number): string {
  return `/api/reports/${reportId}/download`;
}

/** What the reader should know before trusting the report's periods, or null. */
function warningOf(model: CampaignReport): string | null {
  const { summary } = model;
  if (summary.withResult === 0) return REPORT_WARNINGS.notCalculated;
  const notes: string[] = [];
  const outdated = model.equipment.filter((e) => e.result?.outdated).length;
  if (outdated > 0) notes.push(format(REPORT_WARNINGS.outdated, { n: outdated }));
  if (summary.withoutResult > 0)
    notes.push(format(REPORT_WARNINGS.withoutResult, { n: summary.withoutResult }));
  return notes.length > 0 ? notes.join(" ") : null;
}
