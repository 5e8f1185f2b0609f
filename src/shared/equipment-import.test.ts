import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitCsvLine } from "./csv";
import { parseEquipmentCsv, parsePeriod } from "./equipment-import";

/** A field written the way a spreadsheet would: quoted when it holds a separator or a quote. */
function csvField(value: string): string {
  return /[",;\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const cell = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "  ",
    "Manomètre 0–10 bar",
    "Balance 6 kg / 0,1 g",
    'Cale "étalon"',
    "Sonde; Pt100",
  ),
  fc.string({ maxLength: 12 }).filter((s) => !/[\n\r]/.test(s)),
);

describe("Import CSV des équipements (spec §5)", () => {
  it("lit nom, référence et période, guillemets et virgules compris", () => {
    expect(
      parseEquipmentCsv(
        [
          '"Balance de précision 6 kg / 0,1 g",BAL-0001,6',
          "  Manomètre 0–10 bar , MAN-0142 , 12 ",
          "",
          "Sonde Pt100;SON-0207;24",
          "Pied à coulisse,PAC-0031,douze",
          ",SANS-NOM,12",
          "Sans référence,,12",
        ].join("\r\n"),
      ),
    ).toEqual([
      { name: "Balance de précision 6 kg / 0,1 g", serialNumber: "BAL-0001", currentPeriod: 6 },
      { name: "Manomètre 0–10 bar", serialNumber: "MAN-0142", currentPeriod: 12 },
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24 },
      { name: "Pied à coulisse", serialNumber: "PAC-0031", currentPeriod: 0 },
    ]);
  });

  it("lit « douze » ou une période vide comme 0, et garde un grand nombre tel que saisi", () => {
    expect(
      parseEquipmentCsv(
        "Balance,BAL-1,douze\nSonde,SON-1,\nCapteur,CAP-1,99999\nJauge,JAU-1\nCale,CAL-1, 0 ",
      ),
    ).toEqual([
      { name: "Balance", serialNumber: "BAL-1", currentPeriod: 0 },
      { name: "Sonde", serialNumber: "SON-1", currentPeriod: 0 },
      { name: "Capteur", serialNumber: "CAP-1", currentPeriod: 99999 },
      { name: "Jauge", serialNumber: "JAU-1", currentPeriod: 0 },
      { name: "Cale", serialNumber: "CAL-1", currentPeriod: 0 },
    ]);
  });

  it("lit le type de l'équipement dans une quatrième colonne facultative", () => {
    expect(
      parseEquipmentCsv(
        "Manomètre 0–10 bar,MAN-0142,12,Pression\nSonde Pt100;SON-0207;24; Température \nBalance,BAL-1,6,",
      ),
    ).toEqual([
      { name: "Manomètre 0–10 bar", serialNumber: "MAN-0142", currentPeriod: 12, type: "Pression" },
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24, type: "Température" },
      { name: "Balance", serialNumber: "BAL-1", currentPeriod: 6 },
    ]);
  });

  it("ignore une ligne d'en-tête de tableur", () => {
    expect(parseEquipmentCsv("Nom;Référence;Période (mois);Type\nSonde Pt100;SON-0001;24")).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0001", currentPeriod: 24 },
    ]);
    expect(parseEquipmentCsv("name,reference,period\nA,B,1")).toHaveLength(1);
    expect(parseEquipmentCsv("Nomade 3000,NOM-1,12")).toHaveLength(1);
  });

  it("lit les 40 lignes du fichier d'exemple de campagne", async () => {
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(
      new URL("../../tests/fixtures/campagne-equipements.csv", import.meta.url),
      "utf8",
    );
    const drafts = parseEquipmentCsv(text);
    expect(drafts).toHaveLength(40);
    expect(drafts[0]).toMatchObject({
      name: "Bague étalon Ø 50 mm",
      serialNumber: "BAG-0001",
      currentPeriod: 36,
    });
    expect(drafts.find((d) => d.serialNumber === "BAL-0001")?.name).toBe("Balance de précision 6 kg / 0,1 g");
  });

  it.each([
    ["12", 12],
    [" 36 ", 36],
    ["+6", 6],
    ["0", 0],
    ["-0", 0],
    ["2.5", 2],
    ["1,5", 1],
    ["12 mois", 12],
    ["-3", -3],
    ["douze", 0],
    ["", 0],
    ["99999999999999999999", 0],
    ["99999", 99999],
    ["123456", 123456],
    ["9007199254740991", 9007199254740991],
  ])("période %j → %i (entier, comme parseInt)", (input, period) => {
    expect(parsePeriod(input)).toBe(period);
  });

  it("ne lève jamais d'exception, quel que soit le texte", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const drafts = parseEquipmentCsv(text);
        for (const d of drafts) {
          expect(d.name).not.toBe("");
          expect(d.serialNumber).not.toBe("");
          expect(Number.isSafeInteger(d.currentPeriod)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("écarte exactement les lignes sans nom ou sans référence, et garde les autres dans l'ordre", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, fc.nat({ max: 240 })), { maxLength: 30 }), (rows) => {
        const text = rows
          .map(([name, reference, period]) => [csvField(name), csvField(reference), String(period)].join(","))
          .join("\n");
        const expected = rows
          .filter(([name, reference]) => name.trim() !== "" && reference.trim() !== "")
          .map(([name, reference, period]) => ({
            name: name.trim(),
            serialNumber: reference.trim(),
            currentPeriod: period,
          }));
        expect(parseEquipmentCsv(text)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("découpe une ligne au point-virgule quand elle en contient un hors guillemets", () => {
    expect(splitCsvLine('"a;b",c')).toEqual(["a;b", "c"]);
    expect(splitCsvLine("a;b,c;d")).toEqual(["a", "b,c", "d"]);
    expect(splitCsvLine('"guillemet "" double",x')).toEqual(['guillemet " double', "x"]);
  });
});

describe("Les lignes sans nom ou sans référence sont écartées (spec §5)", () => {
  it("une ligne sans séparateur n'a pas de référence : elle est écartée", () => {
    expect(parseEquipmentCsv("Balance sans référence\nSonde Pt100,SON-0207,24")).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24 },
    ]);
  });

  it("une ligne blanche ou faite de séparateurs est écartée", () => {
    expect(parseEquipmentCsv("   \n,,\n;;\n , , 12")).toEqual([]);
  });

  it("une ligne sans période garde l'équipement, avec une période de 0", () => {
    expect(parseEquipmentCsv("Sonde Pt100,SON-0207")).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 0 },
    ]);
  });
});

describe("La ligne d'en-tête d'un tableur n'est pas un équipement", () => {
  it.each([
    ["Nom,Référence,Période"],
    ["NOM;REFERENCE;PERIODE"],
    ["name,reference,period"],
    ["Nom,Reference"],
    ["Nom;Référence"],
    ["Name,Serial number,Period"],
    ["Name,Serialnumber,Period"],
    ["Nom;N° de série;Période (mois)"],
    ['  "Nom" ; "Référence" ; "Période (mois)"'],
  ])("« %s » est sautée", (header) => {
    expect(parseEquipmentCsv(`${header}\nSonde Pt100;SON-0207;24`)).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24 },
    ]);
  });

  it("seule la première ligne peut être un en-tête", () => {
    expect(parseEquipmentCsv("Sonde Pt100,SON-0207,24\nNom,Référence,12")).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24 },
      { name: "Nom", serialNumber: "Référence", currentPeriod: 12 },
    ]);
  });

  it("une première ligne dont le nom finit seulement par « nom » est un équipement", () => {
    expect(parseEquipmentCsv("Pronom,Référence,12")).toEqual([
      { name: "Pronom", serialNumber: "Référence", currentPeriod: 12 },
    ]);
  });

  it("une première ligne dont la référence n'est pas un titre de colonne est un équipement", () => {
    expect(parseEquipmentCsv("Nom,REF-0001,12")).toEqual([
      { name: "Nom", serialNumber: "REF-0001", currentPeriod: 12 },
    ]);
  });

  it("la marque d'ordre des octets d'un fichier de tableur ne cache pas l'en-tête", () => {
    expect(parseEquipmentCsv("\uFEFFNom;Référence;Période\r\nSonde Pt100;SON-0207;24")).toEqual([
      { name: "Sonde Pt100", serialNumber: "SON-0207", currentPeriod: 24 },
    ]);
  });
});
