import { describe, expect, it } from "vitest";
import { isParcHeader, previewCsv } from "./csv-preview";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

describe("L'aperçu d'un CSV du parc", () => {
  it("reconnaît l'en-tête et montre les premières lignes avec leur numéro", () => {
    const text = [
      HEADER,
      "Bague étalon Ø 50 mm,BAG-0001,Bague étalon,Laboratoire de métrologie,36,2024-10-20",
      "Bague étalon Ø 20 mm,BAG-0002,Bague étalon,Ligne d'assemblage 1,36,2026-03-25",
      "Sonde PT100,PT-0003,Sonde,Labo,12,",
    ].join("\n");
    const preview = previewCsv(text, 2);
    expect(preview.hasHeader).toBe(true);
    expect(preview.total).toBe(3);
    expect(preview.lines).toEqual([
      {
        line: 2,
        cells: [
          "Bague étalon Ø 50 mm",
          "BAG-0001",
          "Bague étalon",
          "Laboratoire de métrologie",
          "36",
          "2024-10-20",
        ],
      },
      {
        line: 3,
        cells: [
          "Bague étalon Ø 20 mm",
          "BAG-0002",
          "Bague étalon",
          "Ligne d'assemblage 1",
          "36",
          "2026-03-25",
        ],
      },
    ]);
    expect(preview.columnWarnings).toEqual([]);
  });

  it("sans en-tête, la première ligne est un instrument ; les lignes vides ne comptent pas", () => {
    const preview = previewCsv("\r\nManomètre,MAN-1,,Atelier,12,2026-01-10\r\n\r\nSonde,SON-2,,,6,\r\n");
    expect(preview.hasHeader).toBe(false);
    expect(preview.total).toBe(2);
    expect(preview.lines.map((line) => line.line)).toEqual([2, 4]);
  });

  it("guillemets, points-virgules, marque d'ordre d'octets, en-tête accentué ou en majuscules", () => {
    const text = `\uFEFFNom;Référence;Type;Emplacement;Période mois;Dernier étalonnage\n"Pied à coulisse ""digital""";PAC-1;Pied;"Atelier; poste 2";12;2025-05-05`;
    const preview = previewCsv(text);
    expect(preview.hasHeader).toBe(true);
    expect(preview.lines[0]?.cells).toEqual([
      'Pied à coulisse "digital"',
      "PAC-1",
      "Pied",
      "Atelier; poste 2",
      "12",
      "2025-05-05",
    ]);
  });

  it("signale les lignes montrées qui n'ont pas six colonnes", () => {
    const preview = previewCsv(`${HEADER}\nManomètre,MAN-1,12\nSonde,SON-2,Sonde,Labo,6,2026-01-01,de trop`);
    expect(preview.columnWarnings).toEqual([
      { line: 2, count: 3 },
      { line: 3, count: 7 },
    ]);
  });

  it("la ligne refusée par le serveur est montrée aussi, après les premières", () => {
    const lines = Array.from({ length: 20 }, (_, i) => `Sonde ${i},SON-${i},Sonde,Labo,12,2026-01-01`);
    const preview = previewCsv([HEADER, ...lines].join("\n"), 3, 15);
    expect(preview.lines.map((line) => line.line)).toEqual([2, 3, 4, 15]);
    expect(preview.total).toBe(20);
    expect(previewCsv([HEADER, ...lines].join("\n"), 3, 3).lines.map((line) => line.line)).toEqual([2, 3, 4]);
  });

  it("un texte vide n'a rien à montrer", () => {
    expect(previewCsv("   \n ")).toEqual({ hasHeader: false, lines: [], total: 0, columnWarnings: [] });
  });

  it("un en-tête partiel reste un en-tête ; une ligne d'instrument n'en est pas un", () => {
    expect(isParcHeader(["nom", "reference"])).toBe(true);
    expect(isParcHeader(["Manomètre", "MAN-1", "", "", "12", ""])).toBe(false);
    expect(isParcHeader(["nom"])).toBe(false);
  });
});
