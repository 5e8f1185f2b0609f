import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { GeneratedReport, ReportType } from "../../../shared/api/reports";
import { today } from "../../../shared/clock";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { format, REPORT_WARNINGS } from "../../../shared/messages";
import { reportFiles, reports } from "../../db/schema";
import { ofTenant, type TenantScope, type TenantSession } from "../../db/tenant";
import { AppError } from "../../errors";
import { reportFileName } from "../../reports/format";
import type { ReportRenderer } from "../../reports/render";
import type { CampaignReport } from "../../reports/report-model";
import { recordCheckpoint } from "../audit/audit-checkpoints";
import { recordAudit } from "../audit/record-audit";
import { findCampaign, refusalFor } from "../campaign-state/campaign-view";
import { companyZoneOf } from "../tenancy/company-view";
import { readCampaignReport } from "./read-campaign-report";
import type { ReportQueue } from "./report-queue";

/** A stored report file is cut in parts of this size, each written in a transaction of its own. */
export const REPORT_FILE_PART_BYTES = 256 * 1024;

/**
 * POST /api/campaigns/{id}/generate-report. Cut into short transactions (decision 017), so that a
 * large report never holds the embedded database, nor other requests, for long:
 * 1. the report is recorded as `queued` (audited), then waits its turn: one report at a time per
 *    server process (`ReportQueue`);
 * 2. its turn come, it is `generating`: its model is read in slices (read-campaign-report.ts),
 *    rendered on the render worker, off the main thread, and its file stored in parts of
 *    REPORT_FILE_PART_BYTES; the last part marks it `completed`;
 * 3. a failure marks it `failed` with its reason.
 * The call answers once the report is completed, as spec §7 reads it (pages, warning, download URL).
 */
export async function generateReport(
  { session, renderer, queue }: { session: TenantSession; renderer: ReportRenderer; queue: ReportQueue },
  { campaignId, format: type }: { campaignId: number; format: ReportType },
): Promise<GeneratedReport> {
  const report = await session.transaction((scope) => recordReport(scope, { campaignId, type }));
  const setStatus = (values: Partial<typeof reports.$inferInsert>) =>
    session.transaction((scope) =>
      scope.db
        .update(reports)
        .set(values)
        .where(and(ofTenant(reports, scope), eq(reports.id, report.id))),
    );
  try {
    return await queue.run(async () => {
      await setStatus({ status: "generating" });
      const model = await readCampaignReport(session, {
        campaignId,
        now: report.createdAt,
        number: report.number!,
        checkpoint:
          report.checkpointSeq === null || report.checkpointHash === null
            ? null
            : { position: report.checkpointSeq, hash: report.checkpointHash },
      });
      const rendered = await renderer.render(model, type).catch((error: unknown) => {
        throw new RenderFailure(error instanceof Error ? error.message : String(error));
      });
      const warning = warningOf(model);
      const bytes = Buffer.from(rendered.bytes.buffer, rendered.bytes.byteOffset, rendered.bytes.byteLength);
      // The file's fingerprint: listed with the report, checked by report:verify.
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const parts = Math.max(1, Math.ceil(bytes.byteLength / REPORT_FILE_PART_BYTES));
      for (let part = 0; part < parts; part++) {
        const content = bytes.subarray(part * REPORT_FILE_PART_BYTES, (part + 1) * REPORT_FILE_PART_BYTES);
        await session.transaction(async (scope) => {
          await scope.db.insert(reportFiles).values({
            companyId: scope.companyId,
            reportId: report.id,
            part,
            contentType: rendered.contentType,
            content,
          });
          if (part === parts - 1)
            await scope.db
              .update(reports)
              .set({
                status: "completed",
                pageCount: rendered.pageCount,
                fileSize: bytes.byteLength,
                comments: warning,
                generatedAt: new Date(),
                sha256,
              })
              .where(and(ofTenant(reports, scope), eq(reports.id, report.id)));
        });
      }
      return {
        id: report.id,
        reportType: type,
        status: "completed" as const,
        fileName: report.fileName,
        pageCount: rendered.pageCount,
        warning,
        downloadUrl: downloadUrlOf(report.id),
        number: report.number,
        sha256,
      };
    });
  } catch (error) {
    // The renderer's own words, a refusal's French message, else that the generation stopped.
    const reason =
      error instanceof RenderFailure || error instanceof AppError
        ? error.message
        : REPORT_WARNINGS.interrupted;
    // Parts already stored stay with the failed report; it has no file to read.
    await setStatus({ status: "failed", comments: reason.slice(0, 2000) || "Erreur inconnue" }).catch(
      () => undefined,
    );
    if (error instanceof RenderFailure) throw new AppError("REPORT_RENDER_FAILED");
    throw error;
  }
}

class RenderFailure extends Error {}

/** Step 1: the report recorded as waiting for its turn, and audited, in one short transaction. */
async function recordReport(
  scope: TenantScope,
  { campaignId, type }: { campaignId: number; type: ReportType },
): Promise<typeof reports.$inferSelect> {
  const record = await findCampaign(scope, campaignId);
  const { campaign } = record;
  const refusal = refusalFor(scope, record, "generateReport");
  if (refusal) throw new AppError(refusal);
  const createdAt = new Date();
  const timeZone = await companyZoneOf(scope);
  const number = await nextReportNumber(scope, today(timeZone, createdAt).slice(0, 4));
  const [report] = await scope.db
    .insert(reports)
    .values({
      companyId: scope.companyId,
      campaignId,
      generatedBy: scope.actor.userId,
      type,
      fileName: reportFileName({ campaign, generatedAt: createdAt.toISOString(), timeZone }, type),
      status: "queued",
      createdAt,
      number,
    })
    .returning();
  await recordAudit(scope, {
    action: "report.generated",
    tableName: "reports",
    recordId: report!.id,
    campaignId,
    description: `Rapport ${number} (${REPORT_TYPE_LABELS[type]}) de la campagne « ${campaign.name} » (${report!.fileName})`,
    newValues: {
      campaignId,
      campaign: campaign.name,
      type,
      number,
      fileName: report!.fileName,
      status: report!.status,
    },
    details: { equipment: campaign.equipmentCount },
  });
  // The chain's head as the report is recorded: a checkpoint kept with the company and printed in
  // the report's closing block (issue 23).
  const checkpoint = await recordCheckpoint(scope, "report");
  if (!checkpoint) return report!;
  const [anchored] = await scope.db
    .update(reports)
    .set({ checkpointSeq: checkpoint.seq, checkpointHash: checkpoint.hash })
    .where(and(ofTenant(reports, scope), eq(reports.id, report!.id)))
    .returning();
  return anchored!;
}

/**
 * The company's next report number, `RAP-2026-0042`: the year of the report (company's time) and its
 * rank among the company's reports of that year. Two reports asked at once take turns (a lock of
 * the company's numbering, held to the end of the transaction); the unique index is the last guard.
 */
async function nextReportNumber(scope: TenantScope, year: string): Promise<string> {
  const prefix = `RAP-${year}-`;
  await scope.db.execute(sql`select pg_advisory_xact_lock(${REPORT_NUMBER_LOCK}, ${scope.companyId})`);
  const [last] = await scope.db
    .select({
      rank: sql<number | null>`max(substring(${reports.number} from ${prefix.length + 1}::int)::int)`,
    })
    .from(reports)
    .where(and(ofTenant(reports, scope), sql`${reports.number} like ${`${prefix}%`}`));
  return `${prefix}${String((last?.rank ?? 0) + 1).padStart(4, "0")}`;
}

/** The advisory lock class of report numbering (any constant of the product's own). */
const REPORT_NUMBER_LOCK = 23_0042;

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
