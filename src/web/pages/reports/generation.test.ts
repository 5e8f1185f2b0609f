import { describe, expect, it } from "vitest";
import type { Report } from "../../../shared/api/reports";
import { countReports, generatedReportText, generateReportBody, reportLink } from "./generation";

describe("Le toast d'un rapport généré (spec §8)", () => {
  it("'Rapport {type} généré avec succès', le nombre de pages d'un PDF", () => {
    expect(generatedReportText({ reportType: "html", pageCount: null, warning: null })).toBe(
      "Rapport HTML généré avec succès",
    );
    expect(generatedReportText({ reportType: "pdf", pageCount: 4, warning: null })).toBe(
      "Rapport PDF généré avec succès (4 pages)",
    );
    expect(generatedReportText({ reportType: "xlsx", pageCount: null, warning: null })).toBe(
      "Rapport Excel généré avec succès",
    );
  });

  it("puis '. Attention: {warning}' quand le rapport avertit de quelque chose", () => {
    expect(
      generatedReportText({
        reportType: "pdf",
        pageCount: 12,
        warning: "1 équipement(s) sans résultat de calcul.",
      }),
    ).toBe("Rapport PDF généré avec succès (12 pages). Attention: 1 équipement(s) sans résultat de calcul.");
    expect(generatedReportText({ reportType: "html", pageCount: null, warning: "Relancez le calcul." })).toBe(
      "Rapport HTML généré avec succès. Attention: Relancez le calcul.",
    );
  });
});

describe("Le corps de generate-report (spec §7)", () => {
  it("écran Campagnes : {generatePdf} pour HTML et PDF, {format} pour Excel", () => {
    expect(generateReportBody("html", "campaigns")).toEqual({ generatePdf: false });
    expect(generateReportBody("pdf", "campaigns")).toEqual({ generatePdf: true });
    expect(generateReportBody("xlsx", "campaigns")).toEqual({ format: "xlsx" });
  });

  it("page de résultats : aucun corps pour le PDF, {format} sinon", () => {
    expect(generateReportBody("pdf", "results")).toBeUndefined();
    expect(generateReportBody("xlsx", "results")).toEqual({ format: "xlsx" });
    expect(generateReportBody("html", "results")).toEqual({ format: "html" });
  });
});

describe("Ce qu'ouvre le lien d'un rapport", () => {
  const downloadUrl = "/api/reports/7/download";
  it("un rapport HTML : son aperçu, dans un nouvel onglet", () => {
    expect(reportLink({ id: 7, type: "html", downloadUrl })).toEqual({
      href: "/api/reports/7/preview",
      download: false,
    });
  });

  it("un PDF ou un classeur Excel : son fichier, téléchargé", () => {
    expect(reportLink({ id: 7, type: "pdf", downloadUrl })).toEqual({ href: downloadUrl, download: true });
    expect(reportLink({ id: 7, type: "xlsx", downloadUrl })).toEqual({ href: downloadUrl, download: true });
  });
});

describe("Les quatre compteurs de l'écran Rapports", () => {
  it("total, terminés, en cours, en échec", () => {
    const of = (...statuses: Report["status"][]) => statuses.map((status) => ({ status }));
    expect(countReports([])).toEqual({ total: 0, completed: 0, generating: 0, failed: 0 });
    expect(countReports(of("completed", "completed", "generating", "failed", "completed"))).toEqual({
      total: 5,
      completed: 3,
      generating: 1,
      failed: 1,
    });
  });
});
