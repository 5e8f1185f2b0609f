import ExcelJS from "exceljs";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { sampleReport } from "../../../tests/support/report-sample";
import { renderHtml } from "./html";
import { ratingLine } from "./pdf/details";
import type { CampaignReport } from "./report-model";
import { renderXlsx } from "./xlsx";

/** The sample report of a company whose zone is New York (UTC−5 in November). */
function newYorkReport(): CampaignReport {
  const report = sampleReport({ equipment: 2 });
  return { ...report, trace: { ...report.trace, timeZone: "America/New_York" } };
}

describe("Un rapport dit chaque heure dans le fuseau de l'entreprise (décision 026)", () => {
  const report = newYorkReport();
  const rating = report.equipment[0]!.ratings[0]!;

  it("HTML : la campagne, la génération et chaque notation", async () => {
    const html = Buffer.from((await renderHtml(report)).bytes).toString("utf8");
    const window = new Window();
    window.document.write(html);
    const text = window.document.body.textContent ?? "";
    expect(rating.ratedAt).toBe("2026-11-10T00:15:00.000Z");
    expect(text).toContain("notée le 09/11/2026 19:15 UTC−5");
    expect(text).toContain("24/11/2026 09:05 UTC−5");
    expect(text).not.toContain("UTC+1");
    await window.happyDOM.close();
  });

  it("PDF : la ligne de chaque notation", () => {
    expect(ratingLine(rating, report.trace.timeZone)).toMatch(/· 09\/11\/2026 19:15 UTC−5$/);
  });

  it("Excel : l'en-tête nomme le fuseau et la cellule porte son heure", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from((await renderXlsx(report)).bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Notations")!;
    expect(sheet.getRow(1).getCell(10).value).toBe("Notée le (heure de America/New_York)");
    expect((sheet.getRow(2).getCell(10).value as Date).toISOString()).toBe("2026-11-09T19:15:00.000Z");
  });
});
