import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";
import type { CalibrationPoint } from "../../../shared/api/calibration-events";
import { type DccPhase, displayUnit, readDcc } from "./read-dcc";
import { type DccSkeletonInput, writeDccSkeleton } from "./write-dcc";

type Point = Omit<CalibrationPoint, "id">;

const XSD = new URL("../../../../tests/fixtures/dcc/xsd/", import.meta.url);
const SCHEMAS: XMLFileInfo[] = [
  "dcc-3.3.0.xsd",
  "SI_Format-2.2.1.xsd",
  "qudt-quantitykind.xsd",
  "xmldsig-core-schema.xsd",
].map((name) => ({ fileName: name, contents: readFileSync(new URL(name, XSD), "utf8") }));

/** The errors of the shipped DCC 3.3.0 / D-SI 2.2.1 schemas on this document (none when valid). */
async function schemaErrors(xml: string): Promise<string[]> {
  const [main, ...preload] = SCHEMAS;
  if (!main) throw new Error("schéma DCC 3.3.0 introuvable");
  const result = await validateXML({
    xml: [{ fileName: "squelette.xml", contents: xml }],
    schema: [main],
    preload,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** A point in °C with k = 2 and a tolerance of ±0.3 °C: [nominal, reference, indication, error, U]. */
function point(
  phase: DccPhase,
  position: number,
  [nominal, reference, indication, error, expandedUncertainty]: (number | null)[],
  overrides: Partial<Point> = {},
): Point {
  return {
    phase,
    position,
    quantity: "Température",
    nominal: nominal ?? null,
    reference: reference ?? null,
    indication: indication ?? null,
    error: error ?? 0,
    unit: "°C",
    expandedUncertainty: expandedUncertainty ?? 0,
    coverageFactor: 2,
    toleranceLower: -0.3,
    toleranceUpper: 0.3,
    decision: "conforme",
    tur: 3,
    acceptanceLower: -0.25,
    acceptanceUpper: 0.25,
    guardBandFactor: 0.83,
    falseAcceptRisk: 0.01,
    ...overrides,
  };
}

const AS_FOUND: Point[] = [
  point("asFound", 0, [0, 0.012, 0.09, 0.078, 0.05]),
  point("asFound", 1, [50, 50.004, 50.16, 0.156, 0.05], { decision: "conforme_sous_condition" }),
  point("asFound", 2, [100, 99.987, 100.41, 0.423, 0.06], { decision: "non_conforme" }),
];

const AS_LEFT: Point[] = [
  point("asLeft", 0, [0, 0.008, 0.03, 0.022, 0.05]),
  point("asLeft", 1, [50, 49.996, 50.04, 0.044, 0.05]),
  point("asLeft", 2, [100, 100.011, 100.07, 0.059, 0.06]),
];

function skeleton(overrides: Partial<DccSkeletonInput> = {}): DccSkeletonInput {
  return {
    uniqueIdentifier: "LML-2026-0042",
    calibrationDate: "2026-03-10",
    issueDate: "2026-03-12",
    software: { name: "Calibra", release: "0.1.0" },
    company: { name: "Chimie Rhône", city: "Villeurbanne" },
    laboratory: "Laboratoire Métrologie Lyon",
    instrument: { reference: "TH-0007", name: "Thermomètre numérique", type: "Thermomètre" },
    decisionRule: { code: "wEqualsU", label: "Acceptation avec bande de garde w = U" },
    result: { code: "ajuste", label: "Ajusté" },
    points: [...AS_FOUND, ...AS_LEFT],
    notes: null,
    ...overrides,
  };
}

/** What readDcc gives back of a point, the unit in display form. */
function readBack(xml: string) {
  return readDcc(xml).points.map((read) => ({
    phase: read.phase,
    nominal: read.nominal,
    reference: read.reference,
    indication: read.indication,
    error: read.error,
    expandedUncertainty: read.expandedUncertainty,
    coverageFactor: read.coverageFactor,
    unit: displayUnit(read.unit),
  }));
}

function expected(points: readonly Point[]) {
  return points.map((written) => ({
    phase: written.phase,
    nominal: written.nominal,
    reference: written.reference,
    indication: written.indication,
    error: written.error,
    expandedUncertainty: written.expandedUncertainty,
    coverageFactor: written.coverageFactor,
    unit: written.unit ?? "",
  }));
}

const SPECIAL = `Chimie & Fils <"Labo"> l'atelier`;

describe("Squelette DCC 3.3.0 d'un étalonnage", () => {
  it("est valide au regard du schéma DCC 3.3.0 (3 points tel que trouvé, 3 tel que laissé)", async () => {
    expect(await schemaErrors(writeDccSkeleton(skeleton()))).toEqual([]);
  }, 30_000);

  it("le schéma refuse bien un squelette faux (la validation n'est pas une coquille vide)", async () => {
    const wrong = writeDccSkeleton(skeleton()).replace(
      "<dcc:performanceLocation>laboratory",
      "<dcc:performanceLocation>laboratoire",
    );
    expect((await schemaErrors(wrong)).join("\n")).toMatch(/performanceLocation/);
  }, 30_000);

  it("se relit à l'identique : identifiant, date, laboratoire, référence de l'instrument, chaque point", () => {
    const certificate = readDcc(writeDccSkeleton(skeleton()));
    expect(certificate).toMatchObject({
      schemaVersion: "3.3.0",
      uniqueIdentifier: "LML-2026-0042",
      calibrationDate: "2026-03-10",
      endPerformanceDate: "2026-03-10",
      laboratory: "Laboratoire Métrologie Lyon",
      items: [
        {
          name: "Thermomètre numérique",
          manufacturer: null,
          model: null,
          identifications: [{ issuer: "customer", value: "TH-0007", name: "Référence de l'instrument" }],
        },
      ],
    });
    expect(readBack(writeDccSkeleton(skeleton()))).toEqual(expected([...AS_FOUND, ...AS_LEFT]));
    expect(certificate.points.every((read) => read.quantity === "Température")).toBe(true);
    expect(certificate.points.every((read) => read.unit === "\\degreecelsius")).toBe(true);
  });

  it("déclare la règle de décision (ILAC-G8) et la conformité tel que trouvé, puis les remarques", () => {
    const xml = writeDccSkeleton(skeleton({ notes: "Sonde remplacée." }));
    expect(readDcc(xml).statements).toEqual([
      {
        conformity: "fail",
        text: "Règle de décision appliquée par Calibra (ILAC-G8:09/2019) : Acceptation avec bande de garde w = U, code « wEqualsU ». Instrument tel que trouvé : non conforme. Résultat de l'étalonnage enregistré : Ajusté.",
      },
      { conformity: null, text: "Sonde remplacée." },
    ]);
    expect(xml).toContain("<dcc:norm>ILAC-G8:09/2019</dcc:norm>");
  });

  it("écrit la décision et la tolérance de chaque point en métadonnée de l'erreur (pratique PTB)", () => {
    const xml = writeDccSkeleton(skeleton());
    expect(xml).toContain("<dcc:conformityXMLList>pass conditionalPass fail</dcc:conformityXMLList>");
    expect(xml).toContain("<dcc:conformityXMLList>pass pass pass</dcc:conformityXMLList>");
    expect(xml).toContain('<dcc:quantity refType="basic_toleranceLimitLower">');
    expect(xml).toContain("<si:valueXMLList>-0.3 -0.3 -0.3</si:valueXMLList>");
    expect(xml).toContain('<dcc:quantity refType="basic_toleranceLimitUpper">');
  });

  it("écrit U et k par la forme D-SI 2.2, la probabilité 0,95 par convention pour k = 2, signalée", () => {
    const xml = writeDccSkeleton(skeleton());
    expect(xml).toContain("<si:valueExpandedMUXMLList>0.05 0.05 0.06</si:valueExpandedMUXMLList>");
    expect(xml).toContain("<si:coverageFactorXMLList>2</si:coverageFactorXMLList>");
    expect(xml).toContain("<si:coverageProbabilityXMLList>0.95</si:coverageProbabilityXMLList>");
    expect(xml).toMatch(/<!-- Probabilité d'élargissement exigée par D-SI mais non enregistrée dans Calibra/);
    expect(readDcc(xml).points[0]?.coverageProbability).toBe(0.95);
  });

  it("donne le même texte pour la même entrée", () => {
    expect(writeDccSkeleton(skeleton({ notes: "Remarque" }))).toBe(
      writeDccSkeleton(skeleton({ notes: "Remarque" })),
    );
  });

  it("commence par la déclaration XML et nomme le logiciel (type application)", () => {
    const xml = writeDccSkeleton(skeleton());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toMatch(
      /<dcc:software>\s*<dcc:name>\s*<dcc:content>Calibra<\/dcc:content>\s*<\/dcc:name>\s*<dcc:release>0\.1\.0<\/dcc:release>\s*<dcc:type>application<\/dcc:type>/,
    );
    expect(xml).toContain("<dcc:usedLangCodeISO639_1>fr</dcc:usedLangCodeISO639_1>");
    expect(xml).toContain("<dcc:mandatoryLangCodeISO639_1>fr</dcc:mandatoryLangCodeISO639_1>");
    expect(xml).toContain("<dcc:countryCodeISO3166_1>FR</dcc:countryCodeISO3166_1>");
    expect(xml).toContain("<dcc:issueDate>2026-03-12</dcc:issueDate>");
    expect(xml).toContain('<dcc:content lang="fr">Type d\'instrument : Thermomètre</dcc:content>');
  });

  it("n'invente pas de numéro de série : une seule identification, celle du client", () => {
    const xml = writeDccSkeleton(skeleton());
    expect(xml.match(/<dcc:identification>/g)).toHaveLength(1);
    expect(xml).not.toContain("manufacturer");
  });
});

describe("Squelettes partiels, tous valides au regard du schéma", () => {
  const onlyErrors: Point[] = [
    point("asFound", 0, [null, null, null, 0.12, 0.05], { quantity: null }),
    point("asFound", 1, [null, null, null, -0.05, 0.05], { quantity: null }),
  ];
  const mixed: Point[] = [
    point("asFound", 0, [0, 0.01, 0.05, 0.04, 0.05]),
    point("asFound", 1, [null, null, null, 0.2, 0.05], { unit: "bar", quantity: "Pression" }),
    point("asFound", 2, [10, 10.01, 10.02, 0.01, 0.02], { unit: "kPa", quantity: "Pression" }),
    point("asLeft", 0, [null, 5.002, 5.01, 0.008, 0.01], { unit: "mm", quantity: "Longueur" }),
    point("asLeft", 1, [20, 20.01, 20.03, 0.02, 0.01], { unit: "µm", quantity: "Longueur" }),
  ];
  const cases: [string, DccSkeletonInput, Point[]][] = [
    [
      "seulement tel que trouvé",
      skeleton({ points: AS_FOUND, result: { code: "non_conforme", label: "Non conforme" } }),
      AS_FOUND,
    ],
    ["seulement des erreurs, sans référence ni indication", skeleton({ points: onlyErrors }), onlyErrors],
    ["des points de formes, de grandeurs et d'unités diverses", skeleton({ points: mixed }), mixed],
    [
      "des caractères spéciaux XML",
      skeleton({
        company: { name: SPECIAL, city: "Saint-Fons & Feyzin" },
        notes: `Remarque : ${SPECIAL}\nDeuxième ligne`,
        instrument: { reference: "TH<7>", name: `Sonde "A" & 'B'`, type: "T < 100 °C" },
        uniqueIdentifier: "A&B<1>",
        laboratory: SPECIAL,
      }),
      [...AS_FOUND, ...AS_LEFT],
    ],
    [
      "sans laboratoire ni règle de décision",
      skeleton({ laboratory: null, decisionRule: null }),
      [...AS_FOUND, ...AS_LEFT],
    ],
  ];

  it.each(cases)(
    "%s",
    async (_label, input, points) => {
      const xml = writeDccSkeleton(input);
      expect(await schemaErrors(xml)).toEqual([]);
      expect(readBack(xml)).toEqual(expected(points));
    },
    30_000,
  );

  it("sans aucun point : un résultat à compléter, encore valide", async () => {
    const xml = writeDccSkeleton(skeleton({ points: [], result: { code: "conforme", label: "Conforme" } }));
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain("Aucun point d'étalonnage n'est enregistré dans Calibra");
    expect(xml).toContain("<dcc:conformity>pass</dcc:conformity>");
  }, 30_000);

  it("sans incertitude (U = 0), un k inférieur à 1 ou différent de 2 : valide, sans inventer", async () => {
    const noUncertainty = [
      point("asFound", 0, [null, 1, 1.1, 0.1, 0]),
      point("asFound", 1, [null, 2, 2.1, 0.1, 0]),
    ];
    const smallK = [point("asFound", 0, [null, 1, 1.1, 0.1, 0.04], { coverageFactor: 0.5 })];
    const otherK = [
      point("asFound", 0, [null, 1, 1.1, 0.1, 0.04], { coverageFactor: 1 }),
      point("asFound", 1, [null, 2, 2.1, 0.1, 0.06], { coverageFactor: 2.5 }),
    ];
    for (const points of [noUncertainty, smallK, otherK]) {
      expect(await schemaErrors(writeDccSkeleton(skeleton({ points })))).toEqual([]);
    }
    const none = writeDccSkeleton(skeleton({ points: noUncertainty }));
    expect(none).toContain("Incertitude élargie non renseignée dans Calibra (U = 0)");
    expect(readDcc(none).points.map((read) => read.expandedUncertainty)).toEqual([null, null]);
    const standard = readDcc(writeDccSkeleton(skeleton({ points: smallK }))).points[0];
    expect(standard).toMatchObject({ expandedUncertainty: 0.08, coverageFactor: 1 });
    const other = writeDccSkeleton(skeleton({ points: otherK }));
    expect(other).toContain("<si:coverageFactorXMLList>1 2.5</si:coverageFactorXMLList>");
    expect(other).toContain("<si:coverageProbabilityXMLList>0.683 0.988</si:coverageProbabilityXMLList>");
  }, 60_000);
});

describe("Échappement et repères « À compléter »", () => {
  it("échappe & < > dans chaque texte, garde \" et ', et les rend tels quels à la relecture", () => {
    const xml = writeDccSkeleton(
      skeleton({
        company: { name: SPECIAL, city: null },
        notes: `Remarque : ${SPECIAL}`,
        laboratory: SPECIAL,
        uniqueIdentifier: "A&B<1>",
        instrument: { reference: "TH<7>", name: `Sonde "A" & 'B'`, type: null },
      }),
    );
    expect(xml).toContain(`Chimie &amp; Fils &lt;"Labo"&gt; l'atelier`);
    expect(xml).not.toContain(SPECIAL);
    expect(xml).not.toContain("<7>");
    const certificate = readDcc(xml);
    expect(certificate.uniqueIdentifier).toBe("A&B<1>");
    expect(certificate.laboratory).toBe(SPECIAL);
    expect(certificate.items[0]).toMatchObject({
      name: `Sonde "A" & 'B'`,
      identifications: [{ issuer: "customer", value: "TH<7>" }],
    });
    expect(certificate.statements[1]?.text).toBe(`Remarque : ${SPECIAL}`);
  });

  it("écarte les caractères interdits en XML 1.0", async () => {
    const xml = writeDccSkeleton(skeleton({ notes: "a\u0000b\u0007c\uFFFEd\uD800e" }));
    expect(readDcc(xml).statements[1]?.text).toBe("abcde");
    expect(await schemaErrors(xml)).toEqual([]);
  }, 30_000);

  it("sans laboratoire, sans nom de client : des repères à compléter, pas de données inventées", () => {
    const xml = writeDccSkeleton(skeleton({ laboratory: null, company: { name: " ", city: null } }));
    expect(readDcc(xml).laboratory).toBe("À compléter par le laboratoire");
    expect(xml).toMatch(
      /<dcc:respPerson>\s*<dcc:person>\s*<dcc:name>\s*<dcc:content>À compléter par le laboratoire<\/dcc:content>/,
    );
    expect(xml).toContain("Adresse : à compléter par le laboratoire");
    expect(xml).toMatch(
      /<dcc:customer>\s*<dcc:name>\s*<dcc:content>À compléter<\/dcc:content>\s*<\/dcc:name>\s*<dcc:location>\s*<dcc:countryCode>FR<\/dcc:countryCode>/,
    );
  });

  it("prend le pays du client, la France par défaut ou si le code est illisible", () => {
    const country = (countryCode?: string) =>
      /<dcc:countryCodeISO3166_1>(..)</.exec(
        writeDccSkeleton(skeleton({ company: { name: "Client", countryCode } })),
      )?.[1];
    expect(country("BE")).toBe("BE");
    expect(country("de")).toBe("DE");
    expect(country(undefined)).toBe("FR");
    expect(country("France")).toBe("FR");
  });

  it("écrit l'unité en D-SI, une unité inconnue gardée telle quelle", () => {
    const points = [
      point("asFound", 0, [null, 1, 1.2, 0.2, 0.1], { unit: "mmHg" }),
      point("asFound", 1, [null, 2, 2.1, 0.1, 0.1], { unit: null }),
    ];
    const xml = writeDccSkeleton(skeleton({ points }));
    expect(xml).toContain("<si:unitXMLList>\\mmHg \\one</si:unitXMLList>");
    expect(readBack(xml).map((read) => read.unit)).toEqual(["mmHg", ""]);
  });

  it("refuse une date illisible ou une valeur non finie plutôt que d'écrire un DCC invalide", () => {
    expect(() => writeDccSkeleton(skeleton({ calibrationDate: "10/03/2026" }))).toThrow(/Date invalide/);
    const points = [point("asFound", 0, [null, null, null, Number.NaN, 0.1])];
    expect(() => writeDccSkeleton(skeleton({ points }))).toThrow(/non finie/);
  });
});
