/**
 * The certificate around its points: the schema version it declares, and what its administrative
 * data say (identifier, dates, laboratory, items and their identifications, statements).
 */
import { DCC_MESSAGES, format } from "../../../../shared/messages";
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
    throw new DccError("unsupportedVersion", DCC_MESSAGES.noVersion);
  }
  if (!ACCEPTED_VERSION.test(version)) {
    throw new DccError("unsupportedVersion", format(DCC_MESSAGES.unsupportedVersion, { version }));
  }
  return version;
}

export function readCertificate(root: XmlNode, schemaVersion: string): DccCertificate {
  const admin = kid(root, "administrativeData");
  const core = kid(admin, "coreData");
  const uniqueIdentifier = textOf(kid(core, "uniqueIdentifier"));
  if (!uniqueIdentifier) throw incomplete(DCC_MESSAGES.noIdentifier);
  const calibrationDate = readDate(kid(core, "beginPerformanceDate"), DCC_MESSAGES.calibrationDate);
  if (!calibrationDate) throw incomplete(DCC_MESSAGES.noDate);
  const points = readPoints(root);
  if (points.length === 0) throw incomplete(DCC_MESSAGES.noResult);
  return {
    schemaVersion,
    uniqueIdentifier,
    calibrationDate,
    endPerformanceDate: readDate(kid(core, "endPerformanceDate"), DCC_MESSAGES.endDate),
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
    throw incomplete(format(DCC_MESSAGES.unreadableDate, { what, text }));
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
  return new DccError("foreign", format(DCC_MESSAGES.foreignRoot, { name: root.name, where }));
}
