import { beforeAll, describe, expect, it } from "vitest";
import { normalise, type ParsedPdf, readPdf as parsePdf } from "../../../tests/support/pdf-text";
import { FORMULA_VERBATIM, MARKUP_DESCRIPTION, sampleReport } from "../../../tests/support/report-sample";
import { frenchNumber, frenchPercent, frenchSigned, REPORT_TITLE, WITHOUT_RESULT_LABELS } from "./format";
import { renderPdf, renderPdfTestPage } from "./pdf";
import { axisStep, chartFamilies } from "./pdf/chart";
import { ratingLine } from "./pdf/details";
import { breakLines } from "./pdf/line-breaking";
import { PAGE } from "./pdf/theme";
import type { CampaignReport, ReportEquipment, ReportFamily } from "./report-model";

/** Without any space: compares text whatever the line breaks of the layout. */
const compact = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

/** The cells of an equipment's row of the results table, in reading order. */
function expectedRow(item: ReportEquipment): string {
  const head = [item.name, item.serialNumber, item.type ?? "—", frenchNumber(item.currentPeriod)];
  const result = item.result;
  if (!result)
    return compact([...head, `Sans résultat : ${WITHOUT_RESULT_LABELS[item.withoutResultReason!]}`].join(""));
  return compact(
    [
      ...head,
      frenchNumber(result.newPeriod),
      result.forcedPeriod === null ? "—" : frenchNumber(result.forcedPeriod),
      frenchNumber(result.effectivePeriod),
      frenchSigned(result.globalScore, 2),
      frenchNumber(result.opperetScore, 1),
      frenchPercent(result.evolutionPercent, 1),
      result.statusLabel,
    ].join(""),
  );
}

/** The pages of the results table: from its title to the page before the detail section. */
function resultPages(pdf: ParsedPdf): number[] {
  const first = pdf.pages.findIndex((page) => page.includes("Résultats par équipement"));
  const details = pdf.pages.findIndex((page) => page.includes("Détail par équipement"));
  return Array.from({ length: details - first }, (_, i) => first + i);
}

/** Every text item lies inside the page's margins (headers and footers inside the page). */
function expectInsidePages(pdf: ParsedPdf): void {
  pdf.items.forEach((items, page) => {
    for (const item of items) {
      const where = `page ${page + 1}: « ${item.str} »`;
      expect(item.x, where).toBeGreaterThanOrEqual(PAGE.left - 0.5);
      expect(item.x + item.width, where).toBeLessThanOrEqual(PAGE.width - PAGE.right + 0.5);
      expect(item.y, where).toBeGreaterThan(10);
      expect(item.y, where).toBeLessThan(PAGE.height - 10);
    }
  });
}

describe("renderPdf", () => {
  const report = sampleReport({ equipment: 60 });
  let bytes: Uint8Array;
  let pageCount: number | null;
  let pdf: ParsedPdf;
  let all: string;

  beforeAll(async () => {
    const rendered = await renderPdf(report);
    expect(rendered.contentType).toBe("application/pdf");
    bytes = rendered.bytes;
    pageCount = rendered.pageCount;
    pdf = await parsePdf(bytes);
    all = pdf.pages.join("\n");
  });

  it("is a PDF whose page count is the real one, each page numbered « Page X sur N »", () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pageCount).toBe(pdf.numPages);
    expect(pdf.numPages).toBeGreaterThan(5);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} sur ${pdf.numPages}`);
      expect(page).toContain("Métrologie Industrielle Isère");
      expect(page).toContain(report.campaign.name);
      expect(page).toContain("RAP-2026-0042 · généré le 24/11/2026 15:05 UTC+1 par Claire Martin");
    });
  });

  it("describes itself in French and embeds DejaVu, never Helvetica", () => {
    expect(pdf.info.Title).toContain(REPORT_TITLE);
    expect(pdf.info.Title).toContain(report.campaign.name);
    expect(pdf.info.Author).toBe("Calibra");
    expect(pdf.info.Subject).toContain(report.campaign.name);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/Lang (fr-FR)");
    expect(raw).toContain("DejaVuSansCondensed");
    expect(raw).not.toContain("Helvetica");
  });

  it("gives the same bytes for the same report", async () => {
    const again = await renderPdf(report);
    expect(Buffer.from(again.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("opens with the campaign: title, description as typed, dates, parameters and figures", () => {
    const first = pdf.pages[0]!;
    expect(first).toContain(REPORT_TITLE);
    expect(first).toContain(report.campaign.name);
    expect(first).toContain(MARKUP_DESCRIPTION);
    for (const text of [
      "Créée le 15/01/2026 09:30",
      "Échéance 31/12/2026 17:00",
      "Périodes appliquées le 20/11/2026 11:00",
    ]) {
      expect(first).toContain(text);
    }
    expect(first).toContain("pmax — période maximale 60 mois");
    expect(first).toContain("0,5");
    const { summary } = report;
    expect(first).toContain(normalise(`${frenchNumber(summary.equipmentCount)} Équipements`));
    expect(first).toContain(normalise(`${frenchNumber(summary.withoutResult)} Sans résultat`));
    expect(first).toContain(normalise(`${frenchNumber(summary.ratingCount)} Notations`));
    expect(first).toContain(normalise(`${frenchNumber(summary.forced)} Périodes forcées`));
    const share = Math.round((summary.maintained / summary.withResult) * 100);
    expect(first).toContain(normalise(`Période Maintenue ${frenchNumber(summary.maintained)} (${share} %)`));
  });

  it("charts each family's mean current and new period", () => {
    const synthesis = pdf.pages.slice(0, resultPages(pdf)[0]).join(" ");
    expect(synthesis).toContain("Période actuelle Nouvelle période");
    for (const family of report.families) {
      expect(synthesis).toContain(family.type);
      expect(synthesis).toContain(`${frenchNumber(family.count)} équip.`);
      expect(synthesis).toContain(frenchNumber(family.meanNewPeriod, 1));
    }
  });

  it("lists by profile who rated, with their counts, then the invited who did not", () => {
    const synthesis = pdf.pages.slice(0, resultPages(pdf)[0]).join(" ");
    const start = synthesis.indexOf("Participants par profil");
    const section = synthesis.slice(start, synthesis.indexOf("Critères d'évaluation", start));
    const raters = section.slice(
      section.indexOf("Évaluateurs Nom"),
      section.indexOf("Invités sans notation Nom"),
    );
    const invited = section.slice(section.indexOf("Invités sans notation Nom"));
    expect(section).toContain("les saisies en attente de validation ne sont pas comptées");
    // 55 rated equipment (one in eleven is not rated) × 8 criteria, for each of the three raters.
    expect(raters.trim()).toBe(
      normalise(
        "Évaluateurs Nom E-mail Rôles Notations Équipements notés " +
          "Gestionnaire · 1 évaluateur · 440 notations " +
          "Julien Roux julien.roux@exemple.fr Gestionnaire de Parc 440 55 " +
          "Initiateur · 1 évaluateur · 440 notations " +
          "Claire Martin claire.martin@exemple.fr Admin, Initiateur de Campagne 440 55 " +
          "Utilisateur · 1 évaluateur · 440 notations " +
          "Lucie Bernard — Lien de notation, sans compte 440 55",
      ),
    );
    expect(invited.trim()).toBe(
      normalise(
        "Invités sans notation Nom E-mail Rôles " +
          "Gestionnaire · 1 invité Hélène Dubois helene.dubois@exemple.fr Gestionnaire de Parc " +
          "Utilisateur · 1 invité Marc Petit marc.petit@exemple.fr Technicien/Utilisateur d'Équipement",
      ),
    );
  });

  it("says why each forced period was forced, and by whom (decision 021)", () => {
    const forced = report.equipment.filter((item) => item.result?.forcedPeriod != null);
    expect(forced.length).toBeGreaterThan(0);
    const reason = compact("Motif de la période forcée : Usage intensif constaté en atelier (Claire Martin)");
    const occurrences = compact(all).split(reason).length - 1;
    expect(occurrences).toBe(forced.length);
  });

  it("lists the criteria with their weights", () => {
    const synthesis = pdf.pages.slice(0, resultPages(pdf)[0]).join(" ");
    expect(compact(synthesis)).toContain(compact("Capabilité du processus de mesure Gestionnaire 1,5"));
    expect(synthesis).toContain("Somme des poids 10,0");
  });

  it("prints one whole row per equipment, on one page, with its periods, scores and status", () => {
    const pages = resultPages(pdf).map((i) => compact(pdf.pages[i]!));
    for (const item of report.equipment) {
      const row = expectedRow(item);
      expect(
        pages.filter((page) => page.includes(row)),
        `${item.serialNumber}: ${row}`,
      ).toHaveLength(1);
    }
  });

  it("repeats the results table's header on every page the table spans", () => {
    const pages = resultPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const i of pages) {
      expect(pdf.pages[i]).toContain(
        "Période (mois) Équipement Type Actuelle Calculée Forcée Nouvelle Score global Score OPPERET Évolution Statut",
      );
    }
    expect(pdf.pages[pages[1]!]).toContain("Résultats par équipement (suite)");
  });

  it("prints units and symbols: Ω, °C, µm, −", () => {
    for (const sign of ["100 Ω", "+250 °C", "1 µm)", "20 °C ± 2 °C", "−50"]) expect(all).toContain(sign);
  });

  it("details each equipment: figures, every rater's grade and verbatim, m, d, g and contributions", () => {
    const details = pdf.pages.slice(resultPages(pdf).at(-1)! + 1);
    const text = compact(details.join(" "));
    const first = report.equipment[0]!;
    expect(text).toContain(compact(`${first.name} ${first.serialNumber} · ${first.type}`));
    expect(text).toContain(compact(FORMULA_VERBATIM));
    expect(all).toContain("(Lien de notation)");
    for (const item of report.equipment.slice(0, 12)) {
      expect(text).toContain(compact(`${item.serialNumber}`));
      for (const rating of item.ratings)
        expect(text).toContain(compact(ratingLine(rating, report.trace.timeZone)));
      if (item.result) {
        const part = item.explanation[1]!;
        expect(text).toContain(
          compact(
            `${part.name} ${frenchNumber(part.weight, 1)}` +
              item.ratings
                .filter((r) => r.criterionId === part.criterionId)
                .map((rating) => ratingLine(rating, report.trace.timeZone))
                .join(" ") +
              `${frenchSigned(part.mean, 2)} ${frenchNumber(part.dispersion, 2)} ${frenchSigned(part.grade, 2)} ` +
              frenchSigned(part.contribution, 3),
          ),
        );
        expect(text).toContain(compact(`Score global G 10,0 ${frenchSigned(item.result.globalScore, 3)}`));
        expect(text).toContain(compact(`Nouvelle période ${item.result.effectivePeriod} mois`));
      } else {
        expect(text).toContain(compact(`Sans résultat ${WITHOUT_RESULT_LABELS[item.withoutResultReason!]}`));
      }
    }
    for (const page of details.slice(1)) {
      if (page.startsWith("Métrologie") && page.includes("(suite)")) {
        expect(page).toContain("Critère Poids Notes des évaluateurs");
      }
    }
  });

  it("keeps every line of text inside the page's margins", () => {
    expectInsidePages(pdf);
  });
});

describe("renderPdf with awkward content", () => {
  /** Long names without spaces, a long type, a criterion rated by 40 people at length, 14 families. */
  function awkwardReport(): CampaignReport {
    const report = sampleReport({ equipment: 8 });
    const [a, b, c] = report.equipment;
    a!.name = "X".repeat(200);
    a!.serialNumber = "REF-".repeat(25);
    b!.type = "Appareils de mesure de grandeurs électriques et magnétiques de laboratoire";
    c!.ratings.push(
      ...Array.from({ length: 40 }, (_, k) => ({
        ...c!.ratings[0]!,
        raterName: `Évaluateur ${k + 1}`,
        verbatim: `Remarque ${k + 1} : ${"verbatim très détaillé ".repeat(20)}fin`,
      })),
    );
    report.campaign.description = `Périmètre :\n${"Une description longue. ".repeat(200)}`;
    report.families = Array.from({ length: 14 }, (_, k) => family(`Famille ${k + 1}`, 30 - k));
    return report;
  }

  it("wraps, cuts and carries over pages without text leaving the page", async () => {
    const report = awkwardReport();
    const rendered = await renderPdf(report);
    const pdf = await parsePdf(rendered.bytes);
    expect(rendered.pageCount).toBe(pdf.numPages);
    expectInsidePages(pdf);
    const text = compact(pdf.pages.join(" "));
    expect(text).toContain("X".repeat(200));
    expect(text).toContain("Appareilsdemesuredegrandeursélectriquesetmagnétiquesdelaboratoire");
    for (let k = 1; k <= 40; k++) expect(text).toContain(compact(`Évaluateur ${k} : `));
    expect(text).toContain(compact(`Remarque 40 : ${"verbatim très détaillé ".repeat(20)}fin`));
    expect(text).toContain("Autres(5familles)");
  });

  it("carries a long list of raters over pages, and says when no invited person is left", async () => {
    const report = sampleReport({ equipment: 2 });
    const group = report.participantGroups[2]!;
    group.raters = Array.from({ length: 90 }, (_, k) => ({
      name: `Visiteur ${k + 1}`,
      email: null,
      roles: [],
      identity: "link" as const,
      invited: false,
      ratingCount: k + 1,
      equipmentCount: 1,
    }));
    for (const g of report.participantGroups) g.invitedWithoutRating = [];
    const pdf = await parsePdf((await renderPdf(report)).bytes);
    expectInsidePages(pdf);
    const text = pdf.pages.join(" ");
    for (let k = 1; k <= 90; k++)
      expect(text).toContain(`Visiteur ${k} — Lien de notation, sans compte ${k} 1`);
    const carried = pdf.pages.filter((page) =>
      page.includes("Évaluateurs (suite) Nom E-mail Rôles Notations"),
    );
    expect(carried.length).toBeGreaterThanOrEqual(1);
    expect(text).toContain("Utilisateur · 90 évaluateurs · 4 095 notations");
    // Claire and Julien rated, and no invited person is left without a rating.
    expect(text).toContain("Invités sans notation Tous les invités ont noté.");
  });

  it("never leaves a profile's heading alone at the foot of a page", async () => {
    const footer = / Métrologie Industrielle Isère Campagne annuelle .+ Page \d+ sur \d+$/;
    let broken = 0;
    for (let extra = 0; extra < 30; extra += 3) {
      const report = sampleReport({ equipment: 1 });
      const person = (name: string) => ({
        name,
        email: `${name}@exemple.fr`,
        roles: ["Gestionnaire de Parc"],
      });
      report.participantGroups[0]!.raters.push(
        ...Array.from({ length: 30 + extra }, (_, k) => ({
          ...person(`Évaluateur ${k}`),
          identity: "account" as const,
          invited: true,
          ratingCount: 1,
          equipmentCount: 1,
        })),
      );
      for (const group of report.participantGroups)
        group.invitedWithoutRating = Array.from({ length: 6 }, (_, k) =>
          person(`Invité ${group.profile} ${k}`),
        );
      const pdf = await parsePdf((await renderPdf(report)).bytes);
      for (const page of pdf.pages.slice(0, -1)) {
        const body = page.replace(footer, "");
        expect(body, `${extra}: ${body.slice(-80)}`).not.toMatch(/· \d+ (invités?|notations?)$/);
      }
      if (pdf.pages.some((page) => page.includes("(suite)"))) broken++;
    }
    // The lists did go over a page, at different rows.
    expect(broken).toBeGreaterThan(5);
  }, 30_000);

  it("says when nobody rated and nobody was invited", async () => {
    const report = sampleReport({ equipment: 1 });
    report.participantGroups = [];
    const text = (await parsePdf((await renderPdf(report)).bytes)).pages.join(" ");
    expect(text).toContain(
      "Évaluateurs Aucune notation prise en compte. Invités sans notation Aucun participant invité.",
    );
  });

  it("renders a campaign without equipment", async () => {
    const report = sampleReport({ equipment: 0 });
    const rendered = await renderPdf(report);
    const pdf = await parsePdf(rendered.bytes);
    expect(rendered.pageCount).toBe(pdf.numPages);
    expect(pdf.pages.join(" ")).toContain("Aucun équipement dans cette campagne.");
    expect(pdf.pages.join(" ")).toContain("Aucun équipement avec résultat");
  });
});

describe("renderPdf with 1,000 equipment", () => {
  it("renders every equipment, its pages numbered to the real count", async () => {
    const report = sampleReport({ equipment: 1000 });
    const rendered = await renderPdf(report);
    const pdf = await parsePdf(rendered.bytes, 1);
    expect(rendered.pageCount).toBe(pdf.numPages);
    expect(pdf.numPages).toBeGreaterThan(400);
    // Each rating says its score and its time (issue 23): about 790 pages.
    expect(pdf.numPages).toBeLessThan(900);
    expect(pdf.pages[0]).toContain(`Page 1 sur ${pdf.numPages}`);
    expect(pdf.pages[0]).toContain(normalise(`${frenchNumber(1000)} Équipements`));
  }, 30_000);
});

describe("renderPdfTestPage", () => {
  it("is one A4 page with the symbols a metrologist types", async () => {
    const rendered = await renderPdfTestPage("Europe/Paris");
    const pdf = await parsePdf(rendered.bytes);
    expect(rendered.contentType).toBe("application/pdf");
    expect(rendered.pageCount).toBe(1);
    expect(pdf.numPages).toBe(1);
    const page = pdf.pages[0]!;
    expect(page).toContain("Calibra — test du moteur PDF");
    expect(page).toContain("é è à ç ° Ω µ ± ≤ ≥ −");
    expect(page).toMatch(/Généré le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(page).toContain("Page 1 sur 1");
    expect(Buffer.from(rendered.bytes).toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
  });
});

describe("layout helpers", () => {
  const measure = (text: string) => text.length;

  it("breaks lines at spaces, keeps typed line breaks and cuts a word longer than the line", () => {
    expect(breakLines("un deux trois quatre", 9, measure)).toEqual(["un deux", "trois", "quatre"]);
    expect(breakLines("ligne\n\nsuite", 20, measure)).toEqual(["ligne", "", "suite"]);
    expect(breakLines("abcdefghij", 4, measure)).toEqual(["abcd", "efgh", "ij"]);
  });

  it("never starts a line with French punctuation nor a unit's degree sign", () => {
    expect(breakLines("Dérive : raccourcir", 10, measure)).toEqual(["Dérive :", "raccourcir"]);
    expect(breakLines("à 20 °C", 5, measure)).toEqual(["à", "20 °C"]);
    expect(breakLines("le « Pression »", 12, measure)).toEqual(["le", "« Pression »"]);
  });

  it("shows nine families and sums the rest into « Autres »", () => {
    const families = Array.from({ length: 12 }, (_, k) => family(`F${k}`, 12 - k));
    const bars = chartFamilies(families);
    expect(bars).toHaveLength(10);
    expect(bars[9]).toEqual({ label: "Autres (3 familles)", count: 6, current: 12, next: 18 });
    expect(chartFamilies(families.slice(0, 10))).toHaveLength(10);
  });

  it("chooses round axis steps", () => {
    expect([axisStep(36), axisStep(60), axisStep(7), axisStep(120)]).toEqual([10, 20, 2, 50]);
  });
});

function family(type: string, count: number): ReportFamily {
  return {
    type,
    count,
    meanCurrentPeriod: 12,
    meanNewPeriod: 18,
    extended: count,
    maintained: 0,
    reduced: 0,
  };
}
