import ExcelJS from "exceljs";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { FORMULA_VERBATIM, MARKUP_DESCRIPTION, sampleReport } from "../../../tests/support/report-sample";
import { REPORT_TITLE, WITHOUT_RESULT_LABELS } from "./format";
import type { CampaignReport, RenderedReport } from "./report-model";
import { renderXlsx } from "./xlsx";
import { wallClockDate } from "./xlsx/cells";

const EQUIPMENT_HEADERS = [
  "Équipement",
  "Référence",
  "Type",
  "Période actuelle (mois)",
  "Période calculée",
  "Période forcée",
  "Nouvelle période",
  "Période appliquée",
  "Score global",
  "Score OPPERET",
  "Évolution (%)",
  "Statut",
  "Motif sans résultat",
  "Motif de la période forcée",
];
const RATING_HEADERS = [
  "Équipement",
  "Référence",
  "Critère",
  "Poids",
  "Évaluateur",
  "Source",
  "Note (1-5)",
  "Score",
  "Verbatim",
  "Notée le (heure de Paris)",
];

let report: CampaignReport;
let rendered: RenderedReport;
let workbook: ExcelJS.Workbook;

function sheet(name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`sheet ${name} missing`);
  return found;
}

function rowValues(ws: ExcelJS.Worksheet, rowNumber: number, columns: number): unknown[] {
  const row = ws.getRow(rowNumber);
  return Array.from({ length: columns }, (_, c) => row.getCell(c + 1).value);
}

/** La cellule à droite d'un libellé de la feuille Synthèse. */
function summaryCell(label: string): ExcelJS.Cell {
  const ws = sheet("Synthèse");
  for (let r = 1; r <= ws.rowCount; r++) {
    if (ws.getRow(r).getCell(1).value === label) return ws.getRow(r).getCell(2);
  }
  throw new Error(`label ${label} missing`);
}

beforeAll(async () => {
  report = sampleReport({ equipment: 12 });
  rendered = await renderXlsx(report);
  workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(rendered.bytes) as unknown as ArrayBuffer);
});

describe("Rapport Excel", () => {
  it("donne les contributions par critère, dont la somme arrondie est le score global G affiché (issue 23)", () => {
    const ws = sheet("Contributions");
    const header = rowValues(ws, 1, 11);
    expect(header).toContain("Contribution (arrondie, somme = G)");
    const sums = new Map<string, { sum: number; g: number }>();
    for (let r = 2; r <= ws.rowCount; r++) {
      const values = rowValues(ws, r, 11);
      const entry = sums.get(String(values[1])) ?? { sum: 0, g: Number(values[10]) };
      entry.sum += Number(values[8]);
      sums.set(String(values[1]), entry);
      // Each shown contribution is within a thousandth of its exact value.
      expect(Math.abs(Number(values[8]) - Number(values[9]))).toBeLessThan(0.001 + 1e-9);
    }
    const withResult = report.equipment.filter((e) => e.result);
    expect(sums.size).toBe(withResult.length);
    for (const [, { sum, g }] of sums) expect(Math.round(sum * 1000)).toBe(Math.round(g * 1000));
  });

  it("dit qui a fait quoi et quand : numéro, calcul, barème, périodes forcées, application signée, mesures, clôture", () => {
    const ws = sheet("Traçabilité");
    const cells: string[] = [];
    ws.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    const all = cells.join(" | ");
    for (const expected of [
      "RAP-2026-0042",
      "Julien Roux",
      "19/11/2026 10:12 UTC+1",
      "Version des critères : poids et barème note → score",
      "Usage intensif constaté en atelier",
      "Signé par Claire Martin le 20/11/2026 11:00 UTC+1 : « J'approuve les nouvelles périodes de calibration »",
      "Paul Girard (sous-traitant)",
      "Lien de saisie",
      "Retirée",
      report.trace.contentSha256,
      report.trace.checkpoint!.hash,
      "Europe/Paris",
    ])
      expect(all).toContain(expected);
  });

  it("produit un classeur xlsx, sans nombre de pages", () => {
    expect(rendered.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(rendered.pageCount).toBeNull();
    expect(rendered.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(rendered.bytes.subarray(0, 2)).toString("latin1")).toBe("PK");
  });

  it("nomme ses feuilles dans l'ordre et renseigne les propriétés du classeur", () => {
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
      "Synthèse",
      "Équipements",
      "Notations",
      "Contributions",
      "Traçabilité",
    ]);
    expect(workbook.creator).toBe("Calibra");
    expect(workbook.title).toContain(REPORT_TITLE);
    expect(workbook.title).toContain(report.campaign.name);
  });

  it("écrit les en-têtes en gras sur fond coloré, figés et filtrables, impression paysage", () => {
    const equipment = sheet("Équipements");
    const ratings = sheet("Notations");
    expect(rowValues(equipment, 1, EQUIPMENT_HEADERS.length)).toEqual(EQUIPMENT_HEADERS);
    expect(rowValues(ratings, 1, RATING_HEADERS.length)).toEqual(RATING_HEADERS);
    for (const ws of [equipment, ratings]) {
      const header = ws.getRow(1).getCell(1);
      expect(header.font?.bold).toBe(true);
      expect(header.fill).toMatchObject({ type: "pattern", pattern: "solid" });
      expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(ws.pageSetup.orientation).toBe("landscape");
      expect(ws.pageSetup.fitToWidth).toBe(1);
      for (let c = 1; c <= ws.columnCount; c++) expect(ws.getColumn(c).width).toBeGreaterThan(5);
    }
    expect(String(equipment.autoFilter)).toBe(`A1:N${report.equipment.length + 1}`);
    expect(String(ratings.autoFilter)).toBe(`A1:J${report.summary.ratingCount + 1}`);
  });

  it("écrit une ligne typée par équipement, des cellules vides pour les valeurs absentes", () => {
    const ws = sheet("Équipements");
    expect(ws.rowCount).toBe(report.equipment.length + 1);
    report.equipment.forEach((item, index) => {
      const row = ws.getRow(index + 2);
      expect(row.getCell(1).value).toBe(item.name);
      expect(row.getCell(2).value).toBe(item.serialNumber);
      expect(row.getCell(4).value).toBe(item.currentPeriod);
      if (item.result) {
        expect(row.getCell(5).value).toBe(item.result.newPeriod);
        expect(row.getCell(6).value).toBe(item.result.forcedPeriod);
        expect(row.getCell(7).value).toBe(item.result.effectivePeriod);
        expect(row.getCell(8).value).toBe(item.result.appliedPeriod);
        expect(row.getCell(9).value).toBe(item.result.globalScore);
        expect(row.getCell(10).value).toBe(item.result.opperetScore);
        expect(row.getCell(11).value).toBeCloseTo(item.result.evolutionPercent / 100, 10);
        expect(row.getCell(12).value).toBe(item.result.statusLabel);
        expect(row.getCell(13).value).toBeNull();
        // The forced period's reason (decision 021), empty when the period was not forced.
        expect(row.getCell(14).value).toBe(item.result.forcedReason);
      } else {
        for (let c = 5; c <= 12; c++) expect(row.getCell(c).value).toBeNull();
        expect(row.getCell(13).value).toBe(WITHOUT_RESULT_LABELS[item.withoutResultReason!]);
      }
    });
    const first = ws.getRow(2);
    expect(typeof first.getCell(4).value).toBe("number");
    expect(first.getCell(4).numFmt).toBe("0");
    expect(first.getCell(9).numFmt).toContain("0.00");
    expect(first.getCell(10).numFmt).toBe("0.0");
    expect(first.getCell(11).numFmt).toContain("0.0%");
    // Une période forcée est un nombre, une période non forcée une cellule vide (jamais un tiret).
    expect(ws.getRow(5).getCell(6).value).toBe(report.equipment[3]!.result!.forcedPeriod);
    expect(first.getCell(6).type).toBe(ExcelJS.ValueType.Null);
  });

  it("écrit chaque notation avec son poids, sa source, sa note et son verbatim", () => {
    const ws = sheet("Notations");
    const expected = report.equipment.flatMap((item) =>
      item.ratings.map((r) => [
        item.serialNumber,
        r.criterionName,
        r.raterName,
        r.grade,
        r.score,
        r.verbatim,
      ]),
    );
    expect(report.summary.ratingCount).toBe(expected.length);
    expect(ws.rowCount).toBe(expected.length + 1);
    const actual = [];
    for (let r = 2; r <= ws.rowCount; r++) {
      const v = rowValues(ws, r, 9);
      actual.push([v[1], v[2], v[4], v[6], v[7], v[8]]);
    }
    expect(actual).toEqual(expected);
    const first = ws.getRow(2);
    expect(first.getCell(4).value).toBe(2);
    expect(first.getCell(6).value).toBe("Application");
    expect(ws.getRow(4).getCell(6).value).toBe("Lien de notation");
    expect(first.getCell(9).alignment?.wrapText).toBe(true);
  });

  it("garde en texte un verbatim qui ressemble à une formule", async () => {
    const cell = sheet("Notations").getRow(2).getCell(9);
    expect(cell.value).toBe(FORMULA_VERBATIM);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    const zip = await JSZip.loadAsync(rendered.bytes);
    const sheets = Object.keys(zip.files).filter((name) => /xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(sheets).toHaveLength(5);
    for (const name of sheets) {
      const xml = await zip.file(name)!.async("string");
      expect(xml).not.toMatch(/<f[\s>/]/);
    }
  });

  it("écrit la synthèse : campagne, paramètres, décomptes, familles, participants, critères", () => {
    const ws = sheet("Synthèse");
    expect(ws.getRow(1).getCell(1).value).toBe(REPORT_TITLE);
    expect(ws.getRow(2).getCell(1).value).toBe(report.company.name);
    expect(summaryCell("Nom").value).toBe(report.campaign.name);
    expect(summaryCell("Description").value).toBe(MARKUP_DESCRIPTION);
    expect(summaryCell("Description").type).toBe(ExcelJS.ValueType.String);
    expect(summaryCell("Statut").value).toBe("Active");
    expect(summaryCell("Date de clôture").value).toBeNull();
    expect(summaryCell("k2 (dispersion)").value).toBe(0.5);
    expect(summaryCell("Période maximale (mois)").value).toBe(60);
    expect(summaryCell("Équipements").value).toBe(report.summary.equipmentCount);
    expect(summaryCell("Périodes étendues").value).toBe(report.summary.extended);
    expect(summaryCell("Périodes réduites").value).toBe(report.summary.reduced);
    expect(summaryCell("Notations").value).toBe(report.summary.ratingCount);
    const texts: unknown[] = [];
    ws.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(cell.value);
      });
    });
    for (const family of report.families) expect(texts).toContain(family.type);
    for (const criterion of report.criteria) expect(texts).toContain(criterion.name);
  });

  it("liste par profil ceux qui ont noté, avec leurs comptes en nombres, puis les invités sans notation", () => {
    const ws = sheet("Synthèse");
    const rowOf = (value: string) => {
      for (let r = 1; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(1).value === value) return r;
      throw new Error(`${value} missing`);
    };
    const section = rowOf("Participants par profil");
    expect(String(ws.getRow(section + 1).getCell(1).value)).toContain("en attente de validation");
    const raters = rowOf("Évaluateurs");
    const invited = rowOf("Invités sans notation");
    expect(raters).toBeGreaterThan(section);
    expect(invited).toBeGreaterThan(raters);
    expect(ws.getRow(raters).getCell(1).font?.bold).toBe(true);
    // Profil, Nom, E-mail, Rôles (D:E), Notations, Équipements notés.
    expect(rowValues(ws, raters + 1, 7)).toEqual([
      "Profil",
      "Nom",
      "E-mail",
      "Rôles",
      "Rôles",
      "Notations",
      "Équipements notés",
    ]);
    const rows = (from: number, to: number, columns: number[]) =>
      Array.from({ length: to - from }, (_, k) => columns.map((c) => ws.getRow(from + k).getCell(c).value));
    expect(rows(raters + 2, invited - 1, [1, 2, 3, 4, 6, 7])).toEqual([
      ["Gestionnaire", "Julien Roux", "julien.roux@exemple.fr", "Gestionnaire de Parc", 88, 11],
      ["Initiateur", "Claire Martin", "claire.martin@exemple.fr", "Admin, Initiateur de Campagne", 88, 11],
      ["Utilisateur", "Lucie Bernard", null, "Lien de notation, sans compte", 88, 11],
    ]);
    const count = ws.getRow(raters + 2).getCell(6);
    expect(count.type).toBe(ExcelJS.ValueType.Number);
    expect(count.numFmt).toBe("0");
    expect(ws.getRow(invited - 1).getCell(1).value).toBeNull();
    expect(rowValues(ws, invited + 1, 4)).toEqual(["Profil", "Nom", "E-mail", "Rôles"]);
    expect(rows(invited + 2, invited + 4, [1, 2, 3, 4])).toEqual([
      ["Gestionnaire", "Hélène Dubois", "helene.dubois@exemple.fr", "Gestionnaire de Parc"],
      ["Utilisateur", "Marc Petit", "marc.petit@exemple.fr", "Technicien/Utilisateur d'Équipement"],
    ]);
    expect(rowValues(ws, invited + 4, 1)).toEqual([null]);
  });

  it("dit quand personne n'a noté et quand tous les invités ont noté", async () => {
    const nobody: CampaignReport = structuredClone(report);
    for (const group of nobody.participantGroups) group.raters = [];
    const everyone: CampaignReport = structuredClone(report);
    for (const group of everyone.participantGroups) group.invitedWithoutRating = [];
    const texts = async (changed: CampaignReport) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from((await renderXlsx(changed)).bytes) as unknown as ArrayBuffer);
      const values: unknown[] = [];
      book.getWorksheet("Synthèse")!.eachRow((row) => {
        values.push(row.getCell(1).value);
      });
      return values;
    };
    const none = await texts(nobody);
    expect(none.indexOf("Aucune notation prise en compte.")).toBe(none.indexOf("Évaluateurs") + 1);
    // The invited who did not rate are still listed under their heading.
    expect(none[none.indexOf("Invités sans notation") + 1]).toBe("Profil");
    const all = await texts(everyone);
    expect(all.indexOf("Tous les invités ont noté.")).toBe(all.indexOf("Invités sans notation") + 1);
  });

  it("écrit les dates en cellules date, à l'heure de Paris", () => {
    const created = summaryCell("Date de création");
    expect(created.value).toBeInstanceOf(Date);
    // 08:30 UTC en janvier, c'est 09:30 à Paris.
    expect((created.value as Date).toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(created.numFmt).toBe("dd/mm/yyyy hh:mm");
    expect((summaryCell("Échéance").value as Date).toISOString()).toBe("2026-12-31T17:00:00.000Z");
    expect((summaryCell("Rapport généré le").value as Date).toISOString()).toBe("2026-11-24T15:05:00.000Z");
  });

  it("décale de deux heures en été et laisse vides les dates absentes", () => {
    expect(wallClockDate("2026-07-01T22:30:00.000Z", "Europe/Paris")?.toISOString()).toBe(
      "2026-07-02T00:30:00.000Z",
    );
    expect(wallClockDate(null, "Europe/Paris")).toBeNull();
    expect(wallClockDate("not a date", "Europe/Paris")).toBeNull();
  });

  it("rend vite 1 000 équipements et 24 000 notations", async () => {
    const big = sampleReport({ equipment: 1000 });
    await renderXlsx(sampleReport({ equipment: 5 }));
    const started = performance.now();
    const output = await renderXlsx(big);
    const elapsed = performance.now() - started;
    expect(output.bytes.length).toBeGreaterThan(100_000);
    // Environ 250 ms mesurées : la borne arrête un rendu devenu quadratique, sans dépendre de la charge de
    // la machine (les tests tournent à côté des tests de bout en bout) ; le budget est celui du banc.
    expect(elapsed).toBeLessThan(10_000);
    const zip = await JSZip.loadAsync(output.bytes);
    const xml = await zip.file("xl/worksheets/sheet3.xml")!.async("string");
    expect(xml.match(/<row /g)).toHaveLength(big.summary.ratingCount + 1);
  }, 30_000);
});
