import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvLines, splitCsvLine } from "./csv";

/** A field written the way a spreadsheet would: quoted when it holds a separator or a quote. */
function csvField(value: string): string {
  return /[",;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

describe("Une ligne CSV est découpée en cellules rognées", () => {
  it("coupe à chaque virgule et retire les espaces autour de chaque cellule", () => {
    expect(splitCsvLine("  Manomètre , MAN-0142 ,12  ")).toEqual(["Manomètre", "MAN-0142", "12"]);
  });

  it("garde les cellules vides, en tête, au milieu et en fin de ligne", () => {
    expect(splitCsvLine(",a,,b,")).toEqual(["", "a", "", "b", ""]);
    expect(splitCsvLine(",,")).toEqual(["", "", ""]);
  });

  it("donne une seule cellule vide pour une ligne vide ou blanche", () => {
    expect(splitCsvLine("")).toEqual([""]);
    expect(splitCsvLine("   ")).toEqual([""]);
  });

  it("donne une seule cellule pour une ligne sans séparateur", () => {
    expect(splitCsvLine("Balance 6 kg")).toEqual(["Balance 6 kg"]);
  });
});

describe("Les guillemets suivent la RFC 4180", () => {
  it('« "a, b" » reste une seule cellule, sans ses guillemets', () => {
    expect(splitCsvLine('"Balance 6 kg / 0,1 g",BAL-0001,6')).toEqual([
      "Balance 6 kg / 0,1 g",
      "BAL-0001",
      "6",
    ]);
  });

  it("un guillemet doublé dans une cellule entre guillemets est un guillemet", () => {
    expect(splitCsvLine('"Cale ""étalon"" 10 mm",CAL-1')).toEqual(['Cale "étalon" 10 mm', "CAL-1"]);
    expect(splitCsvLine('""""')).toEqual(['"']);
  });

  it("deux guillemets qui ouvrent et ferment une cellule la laissent vide", () => {
    expect(splitCsvLine('a,"",b')).toEqual(["a", "", "b"]);
  });

  it("les espaces autour d'une cellule entre guillemets sont rognés aussi", () => {
    expect(splitCsvLine(' " a " , b ')).toEqual(["a", "b"]);
  });

  it("un guillemet non fermé garde le reste de la ligne dans la même cellule", () => {
    expect(splitCsvLine('a,"b,c')).toEqual(["a", "b,c"]);
  });
});

describe("Le séparateur est le point-virgule quand la ligne en a un hors guillemets, sinon la virgule", () => {
  it("coupe au point-virgule et garde alors les virgules dans les cellules (tableur français)", () => {
    expect(splitCsvLine("Balance 6 kg / 0,1 g;BAL-0001;6")).toEqual([
      "Balance 6 kg / 0,1 g",
      "BAL-0001",
      "6",
    ]);
  });

  it("un point-virgule entre guillemets ne compte pas : la ligne est coupée à la virgule", () => {
    expect(splitCsvLine('"Sonde; Pt100",SON-1,24')).toEqual(["Sonde; Pt100", "SON-1", "24"]);
    expect(splitCsvLine('"a;b"')).toEqual(["a;b"]);
  });

  it("un guillemet doublé ne fait pas sortir des guillemets pour chercher le séparateur", () => {
    // Les guillemets de "x""y;z" s'ouvrent et se ferment deux fois : le « ; » reste entre guillemets.
    expect(splitCsvLine('"x""y;z",w')).toEqual(['x"y;z', "w"]);
  });

  it("un point-virgule hors guillemets suffit, même après une cellule entre guillemets", () => {
    expect(splitCsvLine('"Sonde, Pt100";SON-1')).toEqual(["Sonde, Pt100", "SON-1"]);
  });
});

describe("Un découpage CSV ne lève jamais d'exception", () => {
  it("rend au moins une cellule, chacune sans espace autour, quel que soit le texte", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (line) => {
        const cells = splitCsvLine(line);
        expect(cells.length).toBeGreaterThanOrEqual(1);
        for (const cell of cells) expect(cell).toBe(cell.trim());
      }),
      { numRuns: 500 },
    );
  });

  it("relit les cellules qu'un tableur a écrites, à la virgule comme au point-virgule", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 6 }),
        fc.constantFrom(",", ";"),
        (cells, separator) => {
          expect(splitCsvLine(cells.map(csvField).join(separator))).toEqual(cells.map((c) => c.trim()));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("Les lignes d'un texte collé, quelles que soient ses fins de ligne", () => {
  it("coupe aux fins de ligne Windows, Unix et Mac classique", () => {
    expect(csvLines("a\r\nb\nc\rd")).toEqual(["a", "b", "c", "d"]);
  });

  it("« \\r\\n » est une seule fin de ligne, « \\n\\r » en fait deux", () => {
    expect(csvLines("a\r\nb")).toEqual(["a", "b"]);
    expect(csvLines("a\n\rb")).toEqual(["a", "", "b"]);
  });

  it("garde les lignes vides, y compris après la dernière fin de ligne", () => {
    expect(csvLines("a\n\nb\n")).toEqual(["a", "", "b", ""]);
    expect(csvLines("")).toEqual([""]);
  });

  it("retire la marque d'ordre des octets en tête de texte", () => {
    expect(csvLines("\uFEFFNom;Référence\r\nSonde;SON-1")).toEqual(["Nom;Référence", "Sonde;SON-1"]);
  });

  it("ne retire un U+FEFF qu'en tête de texte, jamais ailleurs", () => {
    expect(csvLines("a\uFEFFb\n\uFEFFc")).toEqual(["a\uFEFFb", "\uFEFFc"]);
  });
});
