/**
 * The certificate around its points: the schema version it declares, and what its administrative
 * data say (identifier, dates, laboratory, items and their identifications, statements).
 */
import { DccError, incomplete } from "./dcc-errors";
import { type DccPoint, readPoints } from "./dcc-points";
import { kid, kids, pickText, textOf, type XmlNode } from "./xml-tree";

export interface DccIdentification {
  issuer: string;
  value: string;
  name: string | null;
}

export interface DccStatement {
  conformity: string | null;
  text: string | null;
}

export interface DccCertificate {
  schemaVersion: string;
  uniqueIdentifier: string;
  calibrationDate: string;
  endPerformanceDate: string | null;
  laboratory: string | null;
  items: {
    name: string | null;
    manufacturer: string | null;
    model: string | null;
    identifications: DccIdentification[];
  }[];
  points: DccPoint[];
  statements: DccStatement[];
}

const ACCEPTED_VERSION = /^3\.[1-3]\.\d+(?:-[0-9A-Za-z.]+)?$/;

export function checkVersion(root: XmlNode): string {
  const version = root.attrs.schemaVersion?.trim() ?? "";
  if (version === "") {
    throw new DccError(
      "unsupportedVersion",
      "Version du DCC non indiquée : l'attribut schemaVersion manque (versions acceptées : 3.1 à 3.3).",
    );
  }
  if (!ACCEPTED_VERSION.test(version)) {
    throw new DccError(
      "unsupportedVersion",
      `Version du DCC non prise en charge : ${version} (versions acceptées : 3.1 à 3.3).`,
    );
  }
  return version;
}

export function readCertificate(root: XmlNode, schemaVersion: string): DccCertificate {
  const admin = kid(root, "administrativeData");
  const core = kid(admin, "coreData");
  const uniqueIdentifier = textOf(kid(core, "uniqueIdentifier"));
  if (!uniqueIdentifier)
    throw incomplete("Le certificat n'indique pas son identifiant unique (coreData/uniqueIdentifier).");
  const calibrationDate = readDate(
    kid(core, "beginPerformanceDate"),
    "date d'étalonnage (coreData/beginPerformanceDate)",
  );
  if (!calibrationDate)
    throw incomplete("Le certificat n'indique pas la date d'étalonnage (coreData/beginPerformanceDate).");
  const points = readPoints(root);
  if (points.length === 0) {
    throw incomplete(
      "Le certificat n'indique pas de résultat d'étalonnage exploitable : aucune grandeur n'y est repérée (refType) comme valeur de référence, indication ou erreur de mesure.",
    );
  }
  return {
    schemaVersion,
    uniqueIdentifier,
    calibrationDate,
    endPerformanceDate: readDate(
      kid(core, "endPerformanceDate"),
      "date de fin d'étalonnage (coreData/endPerformanceDate)",
    ),
    laboratory: pickText(kid(kid(kid(admin, "calibrationLaboratory"), "contact"), "name")),
    items: kids(kid(admin, "items"), "item").map(readItem),
    points,
    statements: kids(kid(admin, "statements"), "statement").map(readStatement),
  };
}

/** An `xs:date` (optionally with a time zone) as YYYY-MM-DD; null when the element is absent. */
function readDate(node: XmlNode | undefined, what: string): string | null {
  const text = textOf(node);
  if (text === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw incomplete(`La ${what} du certificat est illisible : « ${text} » (format attendu : AAAA-MM-JJ).`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function readItem(item: XmlNode): DccCertificate["items"][number] {
  return {
    name: pickText(kid(item, "name")),
    manufacturer: pickText(kid(kid(item, "manufacturer"), "name")),
    model: textOf(kid(item, "model")),
    identifications: kids(kid(item, "identifications"), "identification").flatMap(readIdentification),
  };
}

function readIdentification(identification: XmlNode): DccIdentification[] {
  const value = textOf(kid(identification, "value"));
  if (value === null) return [];
  return [
    {
      issuer: textOf(kid(identification, "issuer")) ?? "other",
      value,
      name: pickText(kid(identification, "name")),
    },
  ];
}

function readStatement(statement: XmlNode): DccStatement {
  return {
    conformity: textOf(kid(statement, "conformity")) ?? textOf(kid(statement, "conformityXMLList")),
    text:
      pickText(kid(statement, "declaration")) ??
      pickText(kid(statement, "description")) ??
      pickText(kid(statement, "name")),
  };
}

export function foreignRoot(root: XmlNode): DccError {
  const where = root.ns ? ` (${root.ns})` : "";
  return new DccError(
    "foreign",
    `Ce fichier XML n'est pas un certificat d'étalonnage numérique (DCC) : son élément racine est « ${root.name} »${where}, et non « digitalCalibrationCertificate » (https://ptb.de/dcc).`,
  );
}
