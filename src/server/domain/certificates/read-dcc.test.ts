import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";
import {
  type DccCertificate,
  DccError,
  type DccErrorCode,
  type DccPhase,
  type DccPoint,
  displayUnit,
  dsiUnit,
  readDcc,
} from "./read-dcc";

const FIXTURES = new URL("../../../../tests/fixtures/dcc/", import.meta.url);

function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), "utf8");
}

/** The error readDcc throws for this file; fails the test when it reads it without complaint. */
function refusal(xml: string | Uint8Array): DccError {
  try {
    readDcc(xml);
  } catch (error) {
    if (error instanceof DccError) return error;
    throw error;
  }
  throw new Error("readDcc a lu un fichier qu'il devait refuser");
}

function expectRefusal(xml: string | Uint8Array, code: DccErrorCode, message: string | RegExp): void {
  const error = refusal(xml);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}

// --- Small hand-made certificates: only what the reader looks at, not schema-valid on purpose. ---

const CORE = `<dcc:coreData>
  <dcc:uniqueIdentifier>ESSAI-1</dcc:uniqueIdentifier>
  <dcc:beginPerformanceDate>2026-01-15</dcc:beginPerformanceDate>
</dcc:coreData>`;

function certificate(results: string, { version = "3.3.0", core = CORE, admin = "" } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc" xmlns:si="https://ptb.de/si" schemaVersion="${version}">
  <dcc:administrativeData>${core}${admin}</dcc:administrativeData>
  <dcc:measurementResults>${results}</dcc:measurementResults>
</dcc:digitalCalibrationCertificate>`;
}

function measurementResult(data: string, { conditions = "", name = "Mesure" } = {}): string {
  return `<dcc:measurementResult>
  <dcc:name><dcc:content lang="fr">Résultats</dcc:content></dcc:name>
  ${conditions}
  <dcc:results><dcc:result>
    <dcc:name><dcc:content lang="fr">${name}</dcc:content></dcc:name>
    <dcc:data>${data}</dcc:data>
  </dcc:result></dcc:results>
</dcc:measurementResult>`;
}

const quantity = (refType: string, si: string) => `<dcc:quantity refType="${refType}">${si}</dcc:quantity>`;
const list = (content: string) => `<dcc:list>${content}</dcc:list>`;
const real = (value: string, unit = "\\degreecelsius", extra = "") =>
  `<si:real><si:value>${value}</si:value><si:unit>${unit}</si:unit>${extra}</si:real>`;
const xmlList = (values: string, unit = "\\degreecelsius", extra = "") =>
  `<si:realListXMLList><si:valueXMLList>${values}</si:valueXMLList><si:unitXMLList>${unit}</si:unitXMLList>${extra}</si:realListXMLList>`;

function conditions(
  status: string,
  data = "<dcc:text><dcc:content>Ajustage</dcc:content></dcc:text>",
): string {
  return `<dcc:influenceConditions><dcc:influenceCondition>
  <dcc:name><dcc:content lang="fr">Ajustage</dcc:content></dcc:name>
  <dcc:status>${status}</dcc:status>
  <dcc:data>${data}</dcc:data>
</dcc:influenceCondition></dcc:influenceConditions>`;
}

/** A list with a reference and an indication at each index. */
function table(references: string, indications: string): string {
  return list(
    quantity("basic_referenceValue", xmlList(references)) +
      quantity("basic_measuredValue", xmlList(indications)),
  );
}

function pointsOf(xml: string): DccPoint[] {
  return readDcc(xml).points;
}

const NO_UNCERTAINTY = { expandedUncertainty: null, coverageFactor: null, coverageProbability: null };

/** A point of the thermometer fixture: [nominal, reference, indication, error, U], in °C with k = 2 and p = 0.95. */
function thermometerPoint(
  phase: DccPhase,
  [nominal, reference, indication, error, expandedUncertainty]: number[],
): DccPoint {
  return {
    phase,
    quantity: "Température",
    nominal: nominal ?? null,
    reference: reference ?? null,
    indication: indication ?? null,
    error: error ?? null,
    unit: "\\degreecelsius",
    expandedUncertainty: expandedUncertainty ?? null,
    coverageFactor: 2,
    coverageProbability: 0.95,
  };
}

describe("Lecture d'un DCC 3.3 : thermomètre ajusté", () => {
  const expected: DccCertificate = {
    schemaVersion: "3.3.0",
    uniqueIdentifier: "LML-2026-0042",
    calibrationDate: "2026-03-10",
    endPerformanceDate: "2026-03-11",
    laboratory: "Laboratoire Métrologie Lyon",
    items: [
      {
        name: "Thermomètre numérique à sonde Pt100",
        manufacturer: "Thermo Précision SA",
        model: "TP-200",
        identifications: [
          { issuer: "manufacturer", value: "SN-48213", name: "Numéro de série" },
          { issuer: "customer", value: "TH-0007", name: "Numéro d'inventaire" },
        ],
      },
    ],
    points: [
      thermometerPoint("asFound", [0, 0.012, 0.09, 0.078, 0.05]),
      thermometerPoint("asFound", [50, 50.004, 50.16, 0.156, 0.05]),
      thermometerPoint("asFound", [100, 99.987, 100.41, 0.423, 0.06]),
      thermometerPoint("asLeft", [0, 0.008, 0.03, 0.022, 0.05]),
      thermometerPoint("asLeft", [50, 49.996, 50.04, 0.044, 0.05]),
      thermometerPoint("asLeft", [100, 100.011, 100.07, 0.059, 0.06]),
    ],
    statements: [
      {
        conformity: "fail",
        text: "Avant ajustage, l'erreur à 100 °C dépasse l'erreur maximale tolérée de ±0,3 °C.",
      },
      { conformity: "pass", text: "Après ajustage, toutes les erreurs sont inférieures à 0,1 °C." },
      { conformity: null, text: "Les résultats ne valent qu'au moment de l'étalonnage." },
    ],
  };

  it("lit chaque champ du certificat à l'identique", () => {
    expect(readDcc(fixture("thermometre-3.3.xml"))).toEqual(expected);
  });

  it("lit aussi le fichier donné en octets", () => {
    expect(readDcc(readFileSync(new URL("thermometre-3.3.xml", FIXTURES)))).toEqual(expected);
  });

  it("lit un fichier UTF-16 avec marque d'ordre des octets", () => {
    const text = fixture("thermometre-3.3.xml").replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, "utf16le"))]);
    expect(readDcc(bytes)).toEqual(expected);
  });

  it("étend l'unité, k et la probabilité uniques à chaque point, l'incertitude restant propre à chaque point", () => {
    const asFound = readDcc(fixture("thermometre-3.3.xml")).points.filter(
      (point) => point.phase === "asFound",
    );
    expect(asFound.map((point) => [point.unit, point.coverageFactor, point.coverageProbability])).toEqual([
      ["\\degreecelsius", 2, 0.95],
      ["\\degreecelsius", 2, 0.95],
      ["\\degreecelsius", 2, 0.95],
    ]);
    expect(asFound.map((point) => point.expandedUncertainty)).toEqual([0.05, 0.05, 0.06]);
  });
});

describe("Lecture d'un DCC 3.2 : manomètre, un point par dcc:list", () => {
  const base = {
    phase: "asFound" as const,
    quantity: "Pression relative",
    unit: "\\bar",
    coverageFactor: 2,
    coverageProbability: 0.95,
  };

  it("lit chaque champ du certificat à l'identique, préfixes d'espaces de noms quelconques", () => {
    expect(readDcc(fixture("manometre-3.2.xml"))).toEqual({
      schemaVersion: "3.2.0",
      uniqueIdentifier: "LPG-2025-1187",
      calibrationDate: "2025-11-04",
      endPerformanceDate: "2025-11-04",
      laboratory: "Laboratoire Pression Grenoble",
      items: [
        {
          name: "Manomètre à tube de Bourdon",
          manufacturer: "Manotech",
          model: "MB-100",
          identifications: [
            { issuer: "owner", value: "MA-0012", name: "Repère du propriétaire" },
            { issuer: "manufacturer", value: "B-77120", name: null },
          ],
        },
      ],
      points: [
        {
          ...base,
          nominal: 2,
          reference: 2.0031,
          indication: 2.01,
          error: 0.0069,
          expandedUncertainty: 0.004,
        },
        {
          ...base,
          nominal: 5,
          reference: 4.9978,
          indication: 5.01,
          error: 0.0122,
          expandedUncertainty: 0.005,
        },
        {
          ...base,
          nominal: 8,
          reference: 8.0042,
          indication: 8.02,
          error: 0.0158,
          expandedUncertainty: 0.006,
        },
      ],
      statements: [{ conformity: "pass", text: "Conforme à la classe de précision 1,0 selon EN 837-1." }],
    } satisfies DccCertificate);
  });

  it("tire U = (max − min)/2 et k = U/u d'un si:coverageInterval", () => {
    const point = readDcc(fixture("manometre-3.2.xml")).points[1];
    expect(point).toMatchObject({ expandedUncertainty: 0.005, coverageFactor: 2, coverageProbability: 0.95 });
  });

  it("prend le premier si:real d'un si:hybrid", () => {
    expect(readDcc(fixture("manometre-3.2.xml")).points[0]?.reference).toBe(2.0031);
  });

  it("calcule l'erreur indication − référence quand le certificat ne la donne pas, avec U de l'indication", () => {
    expect(readDcc(fixture("manometre-3.2.xml")).points[2]).toMatchObject({
      error: 0.0158,
      expandedUncertainty: 0.006,
    });
  });
});

describe("Validité des jeux d'essai au regard des schémas XSD", () => {
  const xsd = (name: string): XMLFileInfo => ({ fileName: name, contents: fixture(`xsd/${name}`) });
  const schemas: Record<string, XMLFileInfo[]> = {
    "3.3.0": ["dcc-3.3.0.xsd", "SI_Format-2.2.1.xsd", "qudt-quantitykind.xsd", "xmldsig-core-schema.xsd"].map(
      xsd,
    ),
    "3.2.0": ["dcc-3.2.0.xsd", "SI_Format-2.1.0.xsd", "xmldsig-core-schema.xsd"].map(xsd),
  };

  async function validate(xml: string, version: string) {
    const [main, ...preload] = schemas[version] ?? [];
    if (!main) throw new Error(`pas de schéma ${version}`);
    return validateXML({ xml: [{ fileName: "certificat.xml", contents: xml }], schema: [main], preload });
  }

  it("le thermomètre est un DCC 3.3.0 valide", async () => {
    const result = await validate(fixture("thermometre-3.3.xml"), "3.3.0");
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  }, 30_000);

  it("le manomètre est un DCC 3.2.0 valide", async () => {
    const result = await validate(fixture("manometre-3.2.xml"), "3.2.0");
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  }, 30_000);

  it("le schéma refuse bien un certificat faux (la validation n'est pas une coquille vide)", async () => {
    const wrong = fixture("thermometre-3.3.xml").replace("<dcc:conformity>fail", "<dcc:conformity>échec");
    const result = await validate(wrong, "3.3.0");
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => error.message).join("\n")).toMatch(/conformity/);
  }, 30_000);
});

describe("Refus", () => {
  it("refuse un XML mal formé", () => {
    expectRefusal(
      fixture("malformed.xml"),
      "malformed",
      /^Le fichier n'est pas un XML lisible : il n'est pas bien formé à la ligne \d+, colonne \d+\.$/,
    );
  });

  it("refuse un fichier vide ou qui n'est pas du texte UTF-8", () => {
    expectRefusal("  \n", "malformed", "Le fichier n'est pas un XML lisible : le fichier est vide.");
    expectRefusal(
      new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0xfd, 0x3c, 0x2f, 0x61, 0x3e]),
      "malformed",
      /UTF-8/,
    );
  });

  it("refuse un XML qui n'est pas un DCC (flux Atom)", () => {
    expectRefusal(
      fixture("flux-atom.xml"),
      "foreign",
      "Ce fichier XML n'est pas un certificat d'étalonnage numérique (DCC) : son élément racine est « feed » (http://www.w3.org/2005/Atom)",
    );
  });

  it("refuse une racine du bon nom mais d'un autre espace de noms", () => {
    const xml = certificate("").replace(
      'xmlns:dcc="https://ptb.de/dcc"',
      'xmlns:dcc="https://exemple.fr/dcc"',
    );
    expectRefusal(xml, "foreign", /^Ce fichier XML n'est pas un certificat d'étalonnage numérique \(DCC\)/);
  });

  it("refuse les entités XML (billion laughs) sans les développer", () => {
    const started = performance.now();
    expectRefusal(fixture("entities.xml"), "entities", /^Les entités XML \(DOCTYPE\) sont refusées/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuse un DOCTYPE même sans entité", () => {
    const xml = certificate("").replace(
      "<dcc:digitalCalibrationCertificate",
      "<!DOCTYPE x><dcc:digitalCalibrationCertificate",
    );
    expectRefusal(xml, "entities", /DOCTYPE/);
  });

  it("refuse une version 2.4", () => {
    expectRefusal(
      fixture("version-2.4.xml"),
      "unsupportedVersion",
      "Version du DCC non prise en charge : 2.4.0 (versions acceptées : 3.1 à 3.3).",
    );
  });

  it.each(["3.0.0", "3.4.0", "4.0.0", "3.3"])("refuse la version %s", (version) => {
    expect(refusal(certificate(measurementResult(table("0", "0")), { version })).code).toBe(
      "unsupportedVersion",
    );
  });

  it("refuse un certificat sans version", () => {
    const xml = certificate(measurementResult(table("0", "0"))).replace('schemaVersion="3.3.0"', "");
    expectRefusal(xml, "unsupportedVersion", /schemaVersion/);
  });

  it.each(["3.1.0", "3.1.2", "3.2.1", "3.3.0", "3.3.0-rc.1"])("accepte la version %s", (version) => {
    expect(readDcc(certificate(measurementResult(table("0", "0.1")), { version })).schemaVersion).toBe(
      version,
    );
  });

  it("refuse un certificat sans identifiant unique", () => {
    const core =
      "<dcc:coreData><dcc:beginPerformanceDate>2026-01-15</dcc:beginPerformanceDate></dcc:coreData>";
    expectRefusal(
      certificate(measurementResult(table("0", "0")), { core }),
      "incomplete",
      "Le certificat n'indique pas son identifiant unique (coreData/uniqueIdentifier).",
    );
  });

  it("refuse un certificat sans date d'étalonnage, ou à la date illisible", () => {
    const missing = "<dcc:coreData><dcc:uniqueIdentifier>X</dcc:uniqueIdentifier></dcc:coreData>";
    expectRefusal(
      certificate(measurementResult(table("0", "0")), { core: missing }),
      "incomplete",
      "Le certificat n'indique pas la date d'étalonnage (coreData/beginPerformanceDate).",
    );
    for (const date of ["10/03/2026", "2026-02-30", "2026-3-10"]) {
      const core = CORE.replace("2026-01-15", date);
      expectRefusal(certificate(measurementResult(table("0", "0")), { core }), "incomplete", `« ${date} »`);
    }
  });

  it("refuse un certificat sans résultat exploitable", () => {
    const noRole = quantity("basic_temperature", real("20"));
    for (const results of [
      "",
      measurementResult(noRole),
      measurementResult("<dcc:text><dcc:content>RAS</dcc:content></dcc:text>"),
    ]) {
      expectRefusal(
        certificate(results),
        "incomplete",
        /^Le certificat n'indique pas de résultat d'étalonnage exploitable/,
      );
    }
  });

  it.each(["NaN", "abc", "INF", "Infinity", "0x10", "1,5"])("refuse la valeur numérique « %s »", (value) => {
    const data = list(
      quantity("basic_referenceValue", real("1")) + quantity("basic_measuredValue", real(value)),
    );
    expectRefusal(
      certificate(measurementResult(data, { name: "Température" })),
      "incomplete",
      `Valeur numérique illisible « ${value} » pour l'indication du résultat « Température ».`,
    );
  });

  it("refuse des listes D-SI de longueurs incompatibles", () => {
    const uncertainty =
      "<si:expandedUncXMLList><si:uncertaintyXMLList>0.1 0.1</si:uncertaintyXMLList><si:coverageFactorXMLList>2</si:coverageFactorXMLList><si:coverageProbabilityXMLList>0.95</si:coverageProbabilityXMLList></si:expandedUncXMLList>";
    const data = quantity("basic_measurementError", xmlList("0.1 0.2 0.3", "\\kelvin", uncertainty));
    expectRefusal(
      certificate(measurementResult(data)),
      "incomplete",
      /3 valeur\(s\) mais 2 si:uncertaintyXMLList/,
    );
    const units = quantity("basic_measurementError", xmlList("0.1 0.2 0.3", "\\kelvin \\kelvin"));
    expectRefusal(certificate(measurementResult(units)), "incomplete", /3 valeur\(s\) mais 2 unités/);
  });

  it("refuse des grandeurs d'un même tableau de longueurs différentes", () => {
    expectRefusal(
      certificate(measurementResult(table("0 50 100", "0.1 50.1"), { name: "Température" })),
      "incomplete",
      "Le résultat « Température » contient des listes de longueurs différentes (la valeur de référence : 3, l'indication : 2).",
    );
  });

  it("refuse une grandeur de rôle connu sans valeur numérique lisible", () => {
    const data = list(
      quantity("basic_referenceValue", "<dcc:noQuantity><dcc:content>—</dcc:content></dcc:noQuantity>") +
        quantity("basic_measuredValue", real("1")),
    );
    expectRefusal(
      certificate(measurementResult(data)),
      "incomplete",
      /si:real, si:realListXMLList ou si:hybrid attendu/,
    );
  });

  it("refuse une valeur sans unité", () => {
    const data = quantity("basic_measurementError", "<si:real><si:value>0.1</si:value></si:real>");
    expectRefusal(
      certificate(measurementResult(data)),
      "incomplete",
      /n'indique pas l'unité de l'erreur de mesure/,
    );
  });
});

describe("D-SI", () => {
  it("lit un si:coverageIntervalXMLList point par point", () => {
    const interval =
      "<si:coverageIntervalXMLList><si:standardUncXMLList>0.02 0.05</si:standardUncXMLList><si:intervalMinXMLList>0.06 -0.2</si:intervalMinXMLList><si:intervalMaxXMLList>0.14 0</si:intervalMaxXMLList><si:coverageProbabilityXMLList>0.95</si:coverageProbabilityXMLList></si:coverageIntervalXMLList>";
    const data = quantity("basic_measurementError", xmlList("0.1 -0.1", "\\kelvin", interval));
    expect(pointsOf(certificate(measurementResult(data)))).toMatchObject([
      {
        error: 0.1,
        unit: "\\kelvin",
        expandedUncertainty: 0.04,
        coverageFactor: 2,
        coverageProbability: 0.95,
      },
      {
        error: -0.1,
        unit: "\\kelvin",
        expandedUncertainty: 0.1,
        coverageFactor: 2,
        coverageProbability: 0.95,
      },
    ]);
  });

  it("lit les incertitudes D-SI 2.2 (measurementUncertaintyUnivariate)", () => {
    const expanded =
      "<si:measurementUncertaintyUnivariate><si:expandedMU><si:valueExpandedMU>0.3</si:valueExpandedMU><si:coverageFactor>2.0</si:coverageFactor><si:coverageProbability>0.954</si:coverageProbability></si:expandedMU></si:measurementUncertaintyUnivariate>";
    const interval =
      "<si:measurementUncertaintyUnivariate><si:coverageIntervalMU><si:valueStandardMU>0.1</si:valueStandardMU><si:intervalMin>0.9</si:intervalMin><si:intervalMax>1.1</si:intervalMax><si:coverageProbability>0.95</si:coverageProbability></si:coverageIntervalMU></si:measurementUncertaintyUnivariate>";
    const standard =
      "<si:measurementUncertaintyUnivariate><si:standardMU><si:valueStandardMU>0.25</si:valueStandardMU></si:standardMU></si:measurementUncertaintyUnivariate>";
    const results = [expanded, interval, standard]
      .map((uncertainty) =>
        measurementResult(quantity("basic_measurementError", real("1", "\\volt", uncertainty))),
      )
      .join("");
    expect(pointsOf(certificate(results))).toMatchObject([
      { error: 1, unit: "\\volt", expandedUncertainty: 0.3, coverageFactor: 2, coverageProbability: 0.954 },
      { error: 1, unit: "\\volt", expandedUncertainty: 0.1, coverageFactor: 1, coverageProbability: 0.95 },
      { error: 1, unit: "\\volt", expandedUncertainty: 0.25, coverageFactor: 1, coverageProbability: null },
    ]);
  });

  it("lit les listes D-SI 2.2 (coverageIntervalMUXMLList) et étend une incertitude unique", () => {
    const interval =
      "<si:measurementUncertaintyUnivariateXMLList><si:coverageIntervalMUXMLList><si:valueStandardMUXMLList>0.5</si:valueStandardMUXMLList><si:intervalMinXMLList>-1</si:intervalMinXMLList><si:intervalMaxXMLList>1</si:intervalMaxXMLList><si:coverageProbabilityXMLList>0.95</si:coverageProbabilityXMLList></si:coverageIntervalMUXMLList></si:measurementUncertaintyUnivariateXMLList>";
    const data = quantity("basic_measurementError", xmlList("0.2 0.4 0.6", "\\milli\\bar", interval));
    expect(pointsOf(certificate(measurementResult(data))).map((point) => point.expandedUncertainty)).toEqual([
      1, 1, 1,
    ]);
  });

  it("prend la première liste d'un si:hybrid", () => {
    const hybrid = `<si:hybrid>${xmlList("273.15 373.15", "\\kelvin")}${xmlList("0 100")}</si:hybrid>`;
    const data = list(
      quantity("basic_referenceValue", hybrid) +
        quantity("basic_measuredValue", xmlList("273.2 373.1", "\\kelvin")),
    );
    expect(pointsOf(certificate(measurementResult(data)))).toMatchObject([
      { reference: 273.15, indication: 273.2, error: 0.05, unit: "\\kelvin" },
      { reference: 373.15, indication: 373.1, error: -0.05, unit: "\\kelvin" },
    ]);
  });

  it("accepte les écritures décimales du schéma (+1.5, .5, 5., 1e-3)", () => {
    const data = quantity("basic_measurementError", xmlList("+1.5 .5 5. 1e-3 -2E2"));
    expect(pointsOf(certificate(measurementResult(data))).map((point) => point.error)).toEqual([
      1.5, 0.5, 5, 0.001, -200,
    ]);
  });

  it("ne calcule pas d'erreur entre deux unités différentes", () => {
    const data = list(
      quantity("basic_referenceValue", real("273.15", "\\kelvin")) +
        quantity("basic_measuredValue", real("0.1")),
    );
    expect(pointsOf(certificate(measurementResult(data)))).toEqual([
      {
        phase: "asFound",
        quantity: "Mesure",
        nominal: null,
        reference: 273.15,
        indication: 0.1,
        error: null,
        unit: "\\degreecelsius",
        ...NO_UNCERTAINTY,
      },
    ]);
  });

  it("prend U de l'indication quand l'erreur n'en donne pas", () => {
    const expanded =
      "<si:expandedUnc><si:uncertainty>0.2</si:uncertainty><si:coverageFactor>2</si:coverageFactor><si:coverageProbability>0.95</si:coverageProbability></si:expandedUnc>";
    const data = list(
      quantity("basic_measuredValue", real("10.3", "\\volt", expanded)) +
        quantity("basic_measurementError", real("0.3", "\\volt")),
    );
    expect(pointsOf(certificate(measurementResult(data)))[0]).toMatchObject({
      error: 0.3,
      expandedUncertainty: 0.2,
      coverageFactor: 2,
    });
  });

  it("reconnaît un rôle parmi plusieurs refTypes et ignore les grandeurs sans rôle", () => {
    const data = list(
      quantity("gp_table1 basic_referenceValue", real("5")) +
        quantity("basic_temperature", real("21")) +
        quantity("basic_measurementError_error other", real("0.02")),
    );
    expect(pointsOf(certificate(measurementResult(data)))).toMatchObject([
      { reference: 5, indication: null, error: 0.02 },
    ]);
  });

  it("nomme le point d'après le résultat, sinon le measurementResult, sinon la grandeur", () => {
    const data = `<dcc:quantity refType="basic_measurementError"><dcc:name><dcc:content>Écart</dcc:content></dcc:name>${real("0.1")}</dcc:quantity>`;
    const named = certificate(measurementResult(data, { name: "Tension" }));
    const withoutResultName = named.replace(/<dcc:result>\s*<dcc:name>.*?<\/dcc:name>/s, "<dcc:result>");
    const withoutAnyName = withoutResultName.replace(
      /<dcc:measurementResult>\s*<dcc:name>.*?<\/dcc:name>/s,
      "<dcc:measurementResult>",
    );
    expect([named, withoutResultName, withoutAnyName].map((xml) => pointsOf(xml)[0]?.quantity)).toEqual([
      "Tension",
      "Résultats",
      "Écart",
    ]);
  });
});

describe("Avant / après ajustage", () => {
  it("marque « tel que laissé » les résultats d'un measurementResult afterAdjustment, « tel que trouvé » sinon", () => {
    const results = [
      measurementResult(table("0", "0.5"), { conditions: conditions("beforeAdjustment") }),
      measurementResult(table("0", "0.05"), { conditions: conditions("afterAdjustment") }),
      measurementResult(table("0", "0.2")),
    ].join("");
    expect(pointsOf(certificate(results)).map((point) => [point.phase, point.error])).toEqual([
      ["asFound", 0.5],
      ["asLeft", 0.05],
      ["asFound", 0.2],
    ]);
  });

  it("traite la réparation comme l'ajustage", () => {
    const results = [
      measurementResult(table("0", "1"), { conditions: conditions("beforeRepair") }),
      measurementResult(table("0", "0"), { conditions: conditions("afterRepair") }),
    ].join("");
    expect(pointsOf(certificate(results)).map((point) => point.phase)).toEqual(["asFound", "asLeft"]);
  });

  it("lit la pratique PTB : le tableau avant ajustage porté par la condition, les résultats étant après ajustage", () => {
    const carried = conditions("beforeAdjustment", table("0 100", "0.4 100.5"));
    const xml = certificate(measurementResult(table("0 100", "0.02 99.99"), { conditions: carried }));
    expect(pointsOf(xml).map((point) => [point.phase, point.error, point.quantity])).toEqual([
      ["asFound", 0.4, "Résultats"],
      ["asFound", 0.5, "Résultats"],
      ["asLeft", 0.02, "Mesure"],
      ["asLeft", -0.01, "Mesure"],
    ]);
  });

  it("prend la valeur nominale dans la métadonnée basic_calibrationValue de la référence (pratique PTB)", () => {
    const reference = `<dcc:quantity refType="basic_referenceValue">${xmlList("306.245 373.127", "\\kelvin")}
      <dcc:measurementMetaData><dcc:metaData refType="basic_calibrationValue">
        <dcc:data><dcc:quantity>${xmlList("306 373", "\\kelvin")}</dcc:quantity></dcc:data>
      </dcc:metaData></dcc:measurementMetaData></dcc:quantity>`;
    const data = list(reference + quantity("basic_measuredValue", xmlList("306.35 373.45", "\\kelvin")));
    expect(pointsOf(certificate(measurementResult(data)))).toMatchObject([
      { nominal: 306, reference: 306.245, indication: 306.35, error: 0.105 },
      { nominal: 373, reference: 373.127, indication: 373.45, error: 0.323 },
    ]);
  });

  it("applique la marque la plus proche : une dcc:list peut avoir la sienne", () => {
    const marked = `<dcc:list>${quantity("basic_measurementError", real("0.01"))}${conditions("afterAdjustment")}</dcc:list>`;
    const data = list(quantity("basic_measurementError", real("0.4"))) + marked;
    expect(pointsOf(certificate(measurementResult(data))).map((point) => [point.phase, point.error])).toEqual(
      [
        ["asFound", 0.4],
        ["asLeft", 0.01],
      ],
    );
  });

  it("applique une marque posée sur dcc:measurementResults (DCC 3.3) à tous les résultats", () => {
    const results =
      conditions("afterAdjustment") +
      measurementResult(table("0", "0.01")) +
      measurementResult(table("1", "1"));
    expect(pointsOf(certificate(results)).map((point) => point.phase)).toEqual(["asLeft", "asLeft"]);
  });

  it("ignore une valeur nominale seule, même illisible, sans référence, indication ni erreur", () => {
    const lonely = list(quantity("basic_nominalValue", "<si:constant><si:value>1</si:value></si:constant>"));
    expect(pointsOf(certificate(measurementResult(lonely + table("0", "0.1"))))).toMatchObject([
      { error: 0.1 },
    ]);
  });

  it("ignore les conditions d'influence sans statut", () => {
    const ambient = `<dcc:influenceConditions><dcc:influenceCondition>
      <dcc:name><dcc:content>Température ambiante</dcc:content></dcc:name>
      <dcc:data>${table("20", "20.5")}</dcc:data>
    </dcc:influenceCondition></dcc:influenceConditions>`;
    expect(
      pointsOf(certificate(measurementResult(table("0", "0.1"), { conditions: ambient }))),
    ).toMatchObject([{ phase: "asFound", error: 0.1 }]);
  });
});

describe("Textes, dates et espaces de noms", () => {
  it("préfère le français, puis l'anglais, puis le premier texte", () => {
    const lab = (contents: string) =>
      `<dcc:calibrationLaboratory><dcc:contact><dcc:name>${contents}</dcc:name></dcc:contact></dcc:calibrationLaboratory>`;
    const read = (contents: string) =>
      readDcc(certificate(measurementResult(table("0", "0")), { admin: lab(contents) }));
    expect(
      read('<dcc:content lang="de">Labor</dcc:content><dcc:content lang="en">Lab</dcc:content>').laboratory,
    ).toBe("Lab");
    expect(
      read('<dcc:content lang="de">Labor</dcc:content><dcc:content lang="it">Laboratorio</dcc:content>')
        .laboratory,
    ).toBe("Labor");
    expect(
      read('<dcc:content lang="en">Lab</dcc:content><dcc:content lang="fr">Labo</dcc:content>').laboratory,
    ).toBe("Labo");
    expect(read("").laboratory).toBeNull();
  });

  it("décode les entités prédéfinies et les références de caractères, sans autre entité", () => {
    const admin = `<dcc:statements><dcc:statement>
      <dcc:declaration><dcc:content>R&amp;D &lt;interne&gt; &#233;t&#xE9; &quot;ok&quot; &apos;a&apos; &amp;lt;</dcc:content></dcc:declaration>
    </dcc:statement></dcc:statements>`;
    expect(readDcc(certificate(measurementResult(table("0", "0")), { admin })).statements).toEqual([
      { conformity: null, text: "R&D <interne> été \"ok\" 'a' &lt;" },
    ]);
  });

  it("garde la date AAAA-MM-JJ d'un xs:date avec fuseau, et n'invente pas de date de fin", () => {
    const core = CORE.replace("2026-01-15", "2026-01-15+01:00");
    const read = readDcc(certificate(measurementResult(table("0", "0")), { core }));
    expect([read.calibrationDate, read.endPerformanceDate]).toEqual(["2026-01-15", null]);
  });

  it("lit n'importe quel préfixe et ignore les éléments d'un autre espace de noms", () => {
    const xml = `<x:digitalCalibrationCertificate xmlns:x="https://ptb.de/dcc" xmlns:q="https://ptb.de/si" xmlns:si="urn:autre" schemaVersion="3.1.2">
      <x:administrativeData><x:coreData>
        <x:uniqueIdentifier>P-1</x:uniqueIdentifier><x:beginPerformanceDate>2024-06-01</x:beginPerformanceDate>
      </x:coreData></x:administrativeData>
      <x:measurementResults><x:measurementResult><x:results><x:result><x:data>
        <x:quantity refType="basic_measurementError">
          <si:real><si:value>9</si:value><si:unit>\\metre</si:unit></si:real>
          <q:real><q:value>0.003</q:value><q:unit>\\milli\\metre</q:unit></q:real>
        </x:quantity>
      </x:data></x:result></x:results></x:measurementResult></x:measurementResults>
    </x:digitalCalibrationCertificate>`;
    expect(readDcc(xml).points).toEqual([
      {
        phase: "asFound",
        quantity: null,
        nominal: null,
        reference: null,
        indication: null,
        error: 0.003,
        unit: "\\milli\\metre",
        ...NO_UNCERTAINTY,
      },
    ]);
  });
});

describe("displayUnit", () => {
  it.each([
    ["\\degreecelsius", "°C"],
    ["\\kelvin", "K"],
    ["\\metre", "m"],
    ["\\milli\\metre", "mm"],
    ["\\micro\\metre", "µm"],
    ["\\pascal", "Pa"],
    ["\\kilo\\pascal", "kPa"],
    ["\\mega\\pascal", "MPa"],
    ["\\bar", "bar"],
    ["\\milli\\bar", "mbar"],
    ["\\volt", "V"],
    ["\\milli\\volt", "mV"],
    ["\\ohm", "Ω"],
    ["\\kilo\\ohm", "kΩ"],
    ["\\newton\\metre", "N·m"],
    ["\\gram", "g"],
    ["\\milli\\gram", "mg"],
    ["\\kilogram", "kg"],
    ["\\percent", "%"],
    ["\\one", ""],
    ["\\litre", "L"],
    ["\\hertz", "Hz"],
    ["\\metre\\second\\tothe{-1}", "m·s⁻¹"],
    ["\\kilogram\\metre\\tothe{2}\\ampere\\tothe{-2}\\second\\tothe{-3}", "kg·m²·A⁻²·s⁻³"],
    ["\\metre\\tothe{0.5}", "m^0.5"],
    ["  \\kelvin ", "K"],
  ])("%s → %s", (unit, display) => {
    expect(displayUnit(unit)).toBe(display);
  });

  it.each([
    ["\\mmHg", "mmHg"],
    ["\\milli\\inch", "milliinch"],
    ["\\milli", "milli"],
    ["\\constructor", "constructor"],
    ["°C", "°C"],
    ["bar", "bar"],
    ["\\metre extra", "metre extra"],
  ])("rend une unité inconnue telle qu'écrite, sans barre oblique : %s → %s", (unit, display) => {
    expect(displayUnit(unit)).toBe(display);
  });
});

describe("dsiUnit", () => {
  it.each([
    ["°C", "\\degreecelsius"],
    ["bar", "\\bar"],
    ["kPa", "\\kilo\\pascal"],
    ["mm", "\\milli\\metre"],
    ["µm", "\\micro\\metre"],
    ["%", "\\percent"],
    ["", "\\one"],
    ["1", "\\one"],
    ["K", "\\kelvin"],
    ["kg", "\\kilogram"],
    ["mg", "\\milli\\gram"],
    ["min", "\\minute"],
    ["ms", "\\milli\\second"],
    ["dB", "\\decibel"],
    ["dam", "\\deca\\metre"],
    ["hPa", "\\hecto\\pascal"],
    ["cd", "\\candela"],
    ["kΩ", "\\kilo\\ohm"],
    ["N·m", "\\newton\\metre"],
    ["N m", "\\newton\\metre"],
    ["m·s⁻¹", "\\metre\\second\\tothe{-1}"],
    ["m/s", "\\metre\\second\\tothe{-1}"],
    ["mL/min", "\\milli\\litre\\minute\\tothe{-1}"],
    ["kg·m²·A⁻²·s⁻³", "\\kilogram\\metre\\tothe{2}\\ampere\\tothe{-2}\\second\\tothe{-3}"],
    ["m^0.5", "\\metre\\tothe{0.5}"],
    ["  mbar ", "\\milli\\bar"],
  ])("%s → %s", (display, unit) => {
    expect(dsiUnit(display)).toBe(unit);
  });

  it.each([
    ["\u03bcm", "\\micro\\metre"],
    ["\u2126", "\\ohm"],
    ["ml", "\\milli\\litre"],
    ["lm", "\\lumen"],
    ["lx", "\\lux"],
  ])("accepte les autres écritures d'un symbole : %s → %s", (display, unit) => {
    expect(dsiUnit(display)).toBe(unit);
  });

  it("garde une unité déjà écrite en D-SI", () => {
    expect(dsiUnit("\\milli\\metre")).toBe("\\milli\\metre");
  });

  it.each([
    ["mmHg", "\\mmHg"],
    ["psi", "\\psi"],
    ["inH2O", "\\inH2O"],
    ["°F", "\\°F"],
    ["mm Hg", "\\mmHg"],
    ["µ", "\\µ"],
    ["m/s/s", "\\m/s/s"],
  ])(
    "écrit une unité sans mot D-SI telle quelle derrière une barre oblique, sans espace : %s → %s",
    (display, unit) => {
      expect(dsiUnit(display)).toBe(unit);
    },
  );

  it.each([
    "°C",
    "K",
    "bar",
    "mbar",
    "kPa",
    "MPa",
    "mm",
    "µm",
    "V",
    "mV",
    "kΩ",
    "N·m",
    "m·s⁻¹",
    "kg·m²·A⁻²·s⁻³",
    "m^0.5",
    "%",
    "",
    "L",
    "Hz",
    "mmHg",
    "inH2O",
    "°F",
  ])("displayUnit(dsiUnit(« %s »)) la rend telle quelle", (display) => {
    expect(displayUnit(dsiUnit(display))).toBe(display);
  });
});
