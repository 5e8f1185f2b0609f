/**
 * Reader of PTB Digital Calibration Certificates (DCC, namespace https://ptb.de/dcc, schema versions
 * 3.1.x to 3.3.x) whose numbers are written in D-SI (namespace https://ptb.de/si).
 *
 * Pure: no HTTP, no database. The file is refused before parsing when it declares a DOCTYPE or an
 * entity, so no entity is ever expanded. Elements are matched on their namespace URI and local name,
 * whatever prefix the file binds to them.
 *
 * Calibration points are read from the quantities whose `refType` marks a role (nominal value,
 * reference value, indication, measurement error) inside `dcc:data` of each `dcc:result`; a
 * `dcc:list` of such quantities gives one point per index of their value lists.
 *
 * As found / as left: the DCC schema puts the status (`beforeAdjustment`, `afterAdjustment`,
 * `beforeRepair`, `afterRepair`) in a `dcc:influenceCondition`, under `dcc:measurementResults`,
 * `dcc:measurementResult` or `dcc:list`. A condition whose data holds no calibration point marks the
 * results it belongs to; the innermost mark wins and unmarked results are "as found". PTB's Good
 * Practice instead carries the table measured before adjustment inside the `beforeAdjustment`
 * condition's own data: those points are read as "as found", and the results next to them, which
 * then hold the values after adjustment, as "as left".
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type DccPhase = "asFound" | "asLeft";

export interface DccPoint {
  phase: DccPhase;
  quantity: string | null;
  nominal: number | null;
  reference: number | null;
  indication: number | null;
  error: number | null;
  unit: string;
  expandedUncertainty: number | null;
  coverageFactor: number | null;
  coverageProbability: number | null;
}

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

export type DccErrorCode = "malformed" | "foreign" | "entities" | "unsupportedVersion" | "incomplete";

/** A file that cannot be read as a DCC; `message` is in French, meant for the person who uploaded it. */
export class DccError extends Error {
  readonly code: DccErrorCode;

  constructor(code: DccErrorCode, message: string) {
    super(message);
    this.name = "DccError";
    this.code = code;
  }
}

const DCC_NS = "https://ptb.de/dcc";
const SI_NS = "https://ptb.de/si";
const ACCEPTED_VERSION = /^3\.[1-3]\.\d+(?:-[0-9A-Za-z.]+)?$/;

/** Reads a DCC file (text, or bytes in UTF-8 or UTF-16 with a byte order mark). Throws a {@link DccError}. */
export function readDcc(xml: string | Uint8Array): DccCertificate {
  const text = decode(xml);
  refuseEntities(text);
  const root = parseTree(text);
  if (root.ns !== DCC_NS || root.name !== "digitalCalibrationCertificate") throw foreignRoot(root);
  return readCertificate(root, checkVersion(root));
}

// ---------------------------------------------------------------------------------------------------
// Bytes to an XML tree
// ---------------------------------------------------------------------------------------------------

/** An element with its namespace resolved, its attributes as written and its text content trimmed. */
interface XmlNode {
  readonly ns: string | null;
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  readonly text: string;
}

/** One entry of fast-xml-parser's `preserveOrder` output: `{ tag: children, ":@": attributes }` or `{ "#text": … }`. */
type OrderedEntry = Record<string, unknown>;

function decode(xml: string | Uint8Array): string {
  if (typeof xml === "string") return xml.replace(/^\uFEFF/, "");
  try {
    return new TextDecoder(encodingOf(xml), { fatal: true }).decode(xml);
  } catch {
    throw malformed("son encodage n'est ni UTF-8 ni UTF-16");
  }
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return "utf-8";
}

/** A DCC never needs a DTD; refusing it up front means no entity (billion laughs, external file) is expanded. */
function refuseEntities(text: string): void {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) {
    throw new DccError(
      "entities",
      "Les entités XML (DOCTYPE) sont refusées : un certificat DCC n'en a pas besoin et elles peuvent servir à saturer le serveur.",
    );
  }
}

function parseTree(text: string): XmlNode {
  if (text.trim() === "") throw malformed("le fichier est vide");
  const check = XMLValidator.validate(text);
  if (check !== true) throw malformed(`${check.err.msg} (ligne ${check.err.line})`);
  let entries: OrderedEntry[];
  try {
    entries = newParser().parse(text) as OrderedEntry[];
  } catch (cause) {
    throw malformed(cause instanceof Error ? cause.message : String(cause));
  }
  const root = entries.find((entry) => tagOf(entry) !== null);
  if (!root) throw malformed("aucun élément racine");
  return toNode(root, new Map());
}

function newParser(): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    removeNSPrefix: false,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
}

function tagOf(entry: OrderedEntry): string | null {
  return Object.keys(entry).find((key) => key !== ":@" && key !== "#text") ?? null;
}

function toNode(entry: OrderedEntry, scope: ReadonlyMap<string, string>): XmlNode {
  const tag = tagOf(entry) ?? "";
  const attrs = decodeAttributes(entry[":@"]);
  const ownScope = withDeclarations(scope, attrs);
  const colon = tag.indexOf(":");
  const prefix = colon < 0 ? "" : tag.slice(0, colon);
  const children: XmlNode[] = [];
  const texts: string[] = [];
  for (const kid of (entry[tag] ?? []) as OrderedEntry[]) {
    if ("#text" in kid) texts.push(String(kid["#text"]));
    else children.push(toNode(kid, ownScope));
  }
  return {
    ns: ownScope.get(prefix) || null,
    name: tag.slice(colon + 1),
    attrs,
    children,
    text: decodeEntities(texts.join(" ")).trim(),
  };
}

function decodeAttributes(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== "object") return {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeEntities(String(value))]));
}

/** Applies the `xmlns` and `xmlns:p` declarations of an element to the prefixes in scope. */
function withDeclarations(
  scope: ReadonlyMap<string, string>,
  attrs: Record<string, string>,
): ReadonlyMap<string, string> {
  const declared = Object.entries(attrs).filter(([key]) => key === "xmlns" || key.startsWith("xmlns:"));
  if (declared.length === 0) return scope;
  const next = new Map(scope);
  for (const [key, uri] of declared) next.set(key === "xmlns" ? "" : key.slice(6), uri);
  return next;
}

/** The parser leaves entities alone (`processEntities: false`): decode the five predefined ones and character references. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED_ENTITIES[body] ?? whole;
  });
}

const PREDEFINED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// ---------------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------------

function kids(node: XmlNode | undefined, name: string, ns = DCC_NS): XmlNode[] {
  return node ? node.children.filter((child) => child.ns === ns && child.name === name) : [];
}

function kid(node: XmlNode | undefined, name: string, ns = DCC_NS): XmlNode | undefined {
  return node?.children.find((child) => child.ns === ns && child.name === name);
}

function textOf(node: XmlNode | undefined): string | null {
  return node && node.text !== "" ? node.text : null;
}

/** The text of a `dcc:textType` / `dcc:richContentType`: its `dcc:content` in French, else English, else the first. */
function pickText(node: XmlNode | undefined): string | null {
  const contents = kids(node, "content").filter((content) => content.text !== "");
  const chosen =
    contents.find((content) => content.attrs.lang === "fr") ??
    contents.find((content) => content.attrs.lang === "en") ??
    contents[0];
  return chosen?.text ?? null;
}

function refTypes(node: XmlNode): string[] {
  return (node.attrs.refType ?? "").split(/\s+/).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------
// Certificate
// ---------------------------------------------------------------------------------------------------

function checkVersion(root: XmlNode): string {
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

function readCertificate(root: XmlNode, schemaVersion: string): DccCertificate {
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

// ---------------------------------------------------------------------------------------------------
// Calibration points
// ---------------------------------------------------------------------------------------------------

/** What the enclosing elements tell about the points below them. */
interface PointContext {
  readonly phase: DccPhase;
  /** Name of the result (or measurement result) the points belong to. */
  readonly name: string | null;
}

/** Points carried by influence conditions with a status, and the phase those conditions give to their siblings. */
interface ConditionOutcome {
  readonly phase: DccPhase | null;
  readonly points: DccPoint[];
}

function readPoints(root: XmlNode): DccPoint[] {
  const results = kid(root, "measurementResults");
  if (!results) return [];
  const global = readConditions(results, { phase: "asFound", name: null });
  const phase = global.phase ?? "asFound";
  return [
    ...global.points,
    ...kids(results, "measurementResult").flatMap((mr) => pointsOfMeasurementResult(mr, phase)),
  ];
}

function pointsOfMeasurementResult(measurementResult: XmlNode, inherited: DccPhase): DccPoint[] {
  const name = pickText(kid(measurementResult, "name"));
  const conditions = readConditions(measurementResult, { phase: inherited, name });
  const phase = conditions.phase ?? inherited;
  const fromResults = kids(kid(measurementResult, "results"), "result").flatMap((result) =>
    pointsOfData(kid(result, "data"), { phase, name: pickText(kid(result, "name")) ?? name }),
  );
  return [...conditions.points, ...fromResults];
}

function readConditions(owner: XmlNode, context: PointContext): ConditionOutcome {
  let marker: DccPhase | null = null;
  let carriesBefore = false;
  const points: DccPoint[] = [];
  for (const condition of kids(kid(owner, "influenceConditions"), "influenceCondition")) {
    const phase = phaseOfStatus(textOf(kid(condition, "status")));
    if (phase === null) continue;
    const carried = pointsOfData(kid(condition, "data"), { ...context, phase });
    if (carried.length === 0) marker ??= phase;
    points.push(...carried);
    if (carried.length > 0 && phase === "asFound") carriesBefore = true;
  }
  return { phase: marker ?? (carriesBefore ? "asLeft" : null), points };
}

function phaseOfStatus(status: string | null): DccPhase | null {
  if (status === "beforeAdjustment" || status === "beforeRepair") return "asFound";
  if (status === "afterAdjustment" || status === "afterRepair") return "asLeft";
  return null;
}

function pointsOfData(data: XmlNode | undefined, context: PointContext): DccPoint[] {
  if (!data) return [];
  return [
    ...pointsOfGroup(kids(data, "quantity"), context),
    ...kids(data, "list").flatMap((list) => pointsOfList(list, context)),
  ];
}

function pointsOfList(list: XmlNode, context: PointContext): DccPoint[] {
  const conditions = readConditions(list, context);
  const inner = { ...context, phase: conditions.phase ?? context.phase };
  return [
    ...pointsOfGroup(kids(list, "quantity"), inner),
    ...kids(list, "list").flatMap((child) => pointsOfList(child, inner)),
    ...conditions.points,
  ];
}

type Role = "nominal" | "reference" | "indication" | "error";

/** refTypes (DCC "basic" vocabulary) naming each role; the first role listed here wins when a quantity has several. */
const ROLE_REF_TYPES: readonly (readonly [Role, readonly string[]])[] = [
  ["error", ["basic_measurementError", "basic_measurementError_error"]],
  ["indication", ["basic_measuredValue", "basic_indicatedValue"]],
  ["reference", ["basic_referenceValue"]],
  ["nominal", ["basic_nominalValue", "basic_calibrationValue"]],
];

const ROLE_LABEL: Record<Role, string> = {
  nominal: "la valeur nominale",
  reference: "la valeur de référence",
  indication: "l'indication",
  error: "l'erreur de mesure",
};

function roleOf(quantity: XmlNode): Role | null {
  const tokens = refTypes(quantity);
  return ROLE_REF_TYPES.find(([, names]) => names.some((name) => tokens.includes(name)))?.[0] ?? null;
}

/** One value of a D-SI quantity, with its unit and uncertainty. */
interface SiEntry {
  readonly value: number;
  readonly unit: string;
  readonly expanded: number | null;
  readonly k: number | null;
  readonly p: number | null;
}

interface RoleColumn {
  readonly entries: readonly SiEntry[];
  readonly quantityName: string | null;
}

/** The quantities of one `dcc:data` or `dcc:list` level: one point per index of their value lists. */
function pointsOfGroup(quantities: readonly XmlNode[], context: PointContext): DccPoint[] {
  const roles = quantities.flatMap((quantity) => {
    const role = roleOf(quantity);
    return role === null ? [] : [[role, quantity] as const];
  });
  if (roles.every(([role]) => role === "nominal")) return [];
  const columns = new Map<Role, RoleColumn>();
  for (const [role, quantity] of roles) {
    if (!columns.has(role)) columns.set(role, readColumn(quantity, role, context));
  }
  addGoodPracticeNominal(columns, quantities, context);
  const count = commonLength(columns, context);
  const fallbackName =
    columns.get("error")?.quantityName ??
    columns.get("indication")?.quantityName ??
    columns.get("reference")?.quantityName;
  const name = context.name ?? fallbackName ?? null;
  return Array.from({ length: count }, (_, index) => makePoint(columns, index, context.phase, name));
}

function readColumn(quantity: XmlNode, role: Role, context: PointContext): RoleColumn {
  const what = describeRole(role, context);
  const entries = readSiQuantity(quantity, what);
  if (entries === null) {
    throw incomplete(
      `Le certificat n'indique pas de valeur numérique lisible pour ${what} : si:real, si:realListXMLList ou si:hybrid attendu.`,
    );
  }
  return { entries, quantityName: pickText(kid(quantity, "name")) };
}

function describeRole(role: Role, context: PointContext): string {
  return context.name ? `${ROLE_LABEL[role]} du résultat « ${context.name} »` : ROLE_LABEL[role];
}

/** PTB's Good Practice gives the calibration point as `basic_calibrationValue` metadata of the reference quantity. */
function addGoodPracticeNominal(
  columns: Map<Role, RoleColumn>,
  quantities: readonly XmlNode[],
  context: PointContext,
): void {
  if (columns.has("nominal")) return;
  const reference = quantities.find((quantity) => roleOf(quantity) === "reference");
  const metaData = kids(kid(reference, "measurementMetaData"), "metaData").find((meta) =>
    refTypes(meta).includes("basic_calibrationValue"),
  );
  const nominal = kids(kid(metaData, "data"), "quantity")[0];
  const entries = nominal ? readSiQuantity(nominal, describeRole("nominal", context)) : null;
  if (entries) columns.set("nominal", { entries, quantityName: null });
}

function commonLength(columns: ReadonlyMap<Role, RoleColumn>, context: PointContext): number {
  const lengths = [...columns].map(([role, column]) => [role, column.entries.length] as const);
  const first = lengths[0]?.[1] ?? 0;
  if (lengths.every(([, length]) => length === first)) return first;
  const detail = lengths.map(([role, length]) => `${ROLE_LABEL[role]} : ${length}`).join(", ");
  const where = context.name ? `Le résultat « ${context.name} »` : "Un résultat du certificat";
  throw incomplete(`${where} contient des listes de longueurs différentes (${detail}).`);
}

function makePoint(
  columns: ReadonlyMap<Role, RoleColumn>,
  index: number,
  phase: DccPhase,
  name: string | null,
): DccPoint {
  const at = (role: Role) => columns.get(role)?.entries[index];
  const nominal = at("nominal");
  const reference = at("reference");
  const indication = at("indication");
  const error = at("error");
  const unitSource = error ?? indication ?? reference ?? nominal;
  const uncertaintySource =
    error?.expanded != null ? error : indication?.expanded != null ? indication : undefined;
  return {
    phase,
    quantity: name,
    nominal: nominal?.value ?? null,
    reference: reference?.value ?? null,
    indication: indication?.value ?? null,
    error: error?.value ?? derivedError(indication, reference),
    unit: unitSource?.unit ?? "",
    expandedUncertainty: uncertaintySource?.expanded ?? null,
    coverageFactor: uncertaintySource?.k ?? null,
    coverageProbability: uncertaintySource?.p ?? null,
  };
}

/** indication − reference, only when both are known in the same unit. */
function derivedError(indication: SiEntry | undefined, reference: SiEntry | undefined): number | null {
  if (!indication || !reference || indication.unit !== reference.unit) return null;
  return clean(indication.value - reference.value);
}

/** Drops binary floating-point noise from a computed value (100.42 − 100 → 0.42). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

// ---------------------------------------------------------------------------------------------------
// D-SI
// ---------------------------------------------------------------------------------------------------

/**
 * The values of a `dcc:quantity`: `si:real`, `si:realListXMLList`, or the first of those inside
 * `si:hybrid`. Null when the quantity holds none of them.
 */
function readSiQuantity(quantity: XmlNode, what: string): SiEntry[] | null {
  for (const child of quantity.children) {
    if (child.ns !== SI_NS) continue;
    if (child.name === "real") return readSeries(child, "", what);
    if (child.name === "realListXMLList") return readSeries(child, "XMLList", what);
    if (child.name === "hybrid") return readHybrid(child, what);
  }
  return null;
}

function readHybrid(hybrid: XmlNode, what: string): SiEntry[] | null {
  const first = hybrid.children.find((child) => child.ns === SI_NS);
  if (first?.name === "real") return readSeries(first, "", what);
  if (first?.name === "realListXMLList") return readSeries(first, "XMLList", what);
  return null;
}

/** Suffix of the element names: "" inside `si:real`, "XMLList" inside `si:realListXMLList`. */
type Suffix = "" | "XMLList";

interface Uncertainty {
  readonly expanded: number | null;
  readonly k: number | null;
  readonly p: number | null;
}

const NO_UNCERTAINTY: Uncertainty = { expanded: null, k: null, p: null };

function readSeries(element: XmlNode, suffix: Suffix, what: string): SiEntry[] {
  const values = readNumbers(element, "value", suffix, what);
  if (values === null || values.length === 0) {
    throw incomplete(`Le certificat n'indique pas de valeur pour ${what}.`);
  }
  const unitText = textOf(kid(element, `unit${suffix}`, SI_NS));
  if (unitText === null) throw incomplete(`Le certificat n'indique pas l'unité de ${what}.`);
  const units = broadcast(suffix ? unitText.split(/\s+/) : [unitText], values.length, "unités", what);
  const uncertainties = readUncertainty(element, suffix, values.length, what);
  return values.map((value, index) => ({
    value,
    unit: units[index] ?? "",
    ...(uncertainties?.[index] ?? NO_UNCERTAINTY),
  }));
}

/**
 * The univariate uncertainty of a real or of a list, in every form D-SI 2.x allows:
 * `measurementUncertaintyUnivariate` (`expandedMU`, `coverageIntervalMU`, `standardMU`, D-SI 2.2)
 * and the older `expandedUnc` / `coverageInterval`, each with its `…XMLList` counterpart.
 */
function readUncertainty(
  element: XmlNode,
  suffix: Suffix,
  count: number,
  what: string,
): Uncertainty[] | null {
  const univariate = kid(element, `measurementUncertaintyUnivariate${suffix}`, SI_NS);
  const expandedMU = kid(univariate, `expandedMU${suffix}`, SI_NS);
  if (expandedMU) return readExpanded(expandedMU, "valueExpandedMU", suffix, count, what);
  const intervalMU = kid(univariate, `coverageIntervalMU${suffix}`, SI_NS);
  if (intervalMU) return readInterval(intervalMU, "valueStandardMU", suffix, count, what);
  const standardMU = kid(univariate, `standardMU${suffix}`, SI_NS);
  if (standardMU) return readStandard(standardMU, suffix, count, what);
  const expandedUnc = kid(element, `expandedUnc${suffix}`, SI_NS);
  if (expandedUnc) return readExpanded(expandedUnc, "uncertainty", suffix, count, what);
  const interval = kid(element, `coverageInterval${suffix}`, SI_NS);
  if (interval) return readInterval(interval, "standardUnc", suffix, count, what);
  return null;
}

function readExpanded(
  element: XmlNode,
  valueName: string,
  suffix: Suffix,
  count: number,
  what: string,
): Uncertainty[] {
  const expanded = requiredColumn(element, valueName, suffix, count, what);
  const k = optionalColumn(element, "coverageFactor", suffix, count, what);
  const p = optionalColumn(element, "coverageProbability", suffix, count, what);
  return expanded.map((value, index) => ({ expanded: value, k: k?.[index] ?? null, p: p?.[index] ?? null }));
}

/** A symmetric coverage interval: U = (max − min) / 2 and k = U / u. */
function readInterval(
  element: XmlNode,
  standardName: string,
  suffix: Suffix,
  count: number,
  what: string,
): Uncertainty[] {
  const standard = optionalColumn(element, standardName, suffix, count, what);
  const min = requiredColumn(element, "intervalMin", suffix, count, what);
  const max = requiredColumn(element, "intervalMax", suffix, count, what);
  const p = optionalColumn(element, "coverageProbability", suffix, count, what);
  return min.map((low, index) => {
    const expanded = clean(((max[index] ?? low) - low) / 2);
    const u = standard?.[index];
    return { expanded, k: u ? clean(expanded / u) : null, p: p?.[index] ?? null };
  });
}

/** A standard uncertainty alone is an expanded uncertainty with k = 1. */
function readStandard(element: XmlNode, suffix: Suffix, count: number, what: string): Uncertainty[] {
  return requiredColumn(element, "valueStandardMU", suffix, count, what).map((u) => ({
    expanded: u,
    k: 1,
    p: null,
  }));
}

function requiredColumn(
  element: XmlNode,
  name: string,
  suffix: Suffix,
  count: number,
  what: string,
): number[] {
  const column = optionalColumn(element, name, suffix, count, what);
  if (column === null)
    throw incomplete(`L'incertitude de ${what} est incomplète : si:${name}${suffix} manque.`);
  return column;
}

function optionalColumn(
  element: XmlNode,
  name: string,
  suffix: Suffix,
  count: number,
  what: string,
): number[] | null {
  const numbers = readNumbers(element, name, suffix, what);
  return numbers === null ? null : broadcast(numbers, count, `si:${name}${suffix}`, what);
}

/** A shorter list (one unit, one k, one U) applies to every value; any other length mismatch is refused. */
function broadcast<T>(list: readonly T[], count: number, label: string, what: string): T[] {
  if (list.length === count) return [...list];
  if (list.length === 1) return Array.from({ length: count }, () => list[0] as T);
  throw incomplete(
    `Les listes de ${what} ont des longueurs incompatibles : ${count} valeur(s) mais ${list.length} ${label}.`,
  );
}

const DECIMAL = /^[-+]?(?:\d*\.\d+|\d+\.\d*|\d+\.?)(?:[Ee][-+]?\d+)?$/;

function readNumbers(element: XmlNode, name: string, suffix: Suffix, what: string): number[] | null {
  const text = textOf(kid(element, `${name}${suffix}`, SI_NS));
  if (text === null) return null;
  return (suffix ? text.split(/\s+/) : [text]).map((token) => parseDecimal(token, what));
}

/** An `xs:double` as D-SI writes it; NaN, infinities and anything else are refused. */
function parseDecimal(token: string, what: string): number {
  const value = DECIMAL.test(token) ? Number(token) : Number.NaN;
  if (!Number.isFinite(value)) throw incomplete(`Valeur numérique illisible « ${token} » pour ${what}.`);
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------

function malformed(detail: string): DccError {
  return new DccError("malformed", `Le fichier n'est pas un XML lisible : ${detail}.`);
}

function incomplete(message: string): DccError {
  return new DccError("incomplete", message);
}

function foreignRoot(root: XmlNode): DccError {
  const where = root.ns ? ` (${root.ns})` : "";
  return new DccError(
    "foreign",
    `Ce fichier XML n'est pas un certificat d'étalonnage numérique (DCC) : son élément racine est « ${root.name} »${where}, et non « digitalCalibrationCertificate » (https://ptb.de/dcc).`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------------

const PREFIXES: Readonly<Record<string, string>> = {
  yocto: "y",
  zepto: "z",
  atto: "a",
  femto: "f",
  pico: "p",
  nano: "n",
  micro: "µ",
  milli: "m",
  centi: "c",
  deci: "d",
  deca: "da",
  hecto: "h",
  kilo: "k",
  mega: "M",
  giga: "G",
  tera: "T",
  peta: "P",
  exa: "E",
  zetta: "Z",
  yotta: "Y",
};

const UNIT_SYMBOLS: Readonly<Record<string, string>> = {
  metre: "m",
  kilogram: "kg",
  gram: "g",
  second: "s",
  ampere: "A",
  kelvin: "K",
  mole: "mol",
  candela: "cd",
  degreecelsius: "°C",
  radian: "rad",
  steradian: "sr",
  hertz: "Hz",
  newton: "N",
  pascal: "Pa",
  joule: "J",
  watt: "W",
  coulomb: "C",
  volt: "V",
  farad: "F",
  ohm: "Ω",
  siemens: "S",
  weber: "Wb",
  tesla: "T",
  henry: "H",
  lumen: "lm",
  lux: "lx",
  becquerel: "Bq",
  gray: "Gy",
  sievert: "Sv",
  katal: "kat",
  bar: "bar",
  litre: "L",
  tonne: "t",
  minute: "min",
  hour: "h",
  day: "d",
  degree: "°",
  arcminute: "′",
  arcsecond: "″",
  hectare: "ha",
  electronvolt: "eV",
  dalton: "Da",
  neper: "Np",
  bel: "B",
  decibel: "dB",
  percent: "%",
  ppm: "ppm",
  one: "",
};

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/**
 * A D-SI unit in a short display form: `\degreecelsius` → °C, `\milli\metre` → mm,
 * `\newton\metre` → N·m, `\metre\second\tothe{-1}` → m·s⁻¹, `\one` → "". A unit with any word this
 * function does not know comes back as written, without its backslashes.
 */
export function displayUnit(dsiUnit: string): string {
  const written = dsiUnit.trim();
  return symbolsOf(written) ?? written.replace(/\\/g, "");
}

function symbolsOf(unit: string): string | null {
  const tokens = [...unit.matchAll(/\\([A-Za-z]+)(?:\{([^}]*)\})?/g)];
  if (tokens.length === 0 || tokens.map((token) => token[0]).join("") !== unit.replace(/\s+/g, ""))
    return null;
  const factors: string[] = [];
  let prefix = "";
  for (const [, word = "", argument] of tokens) {
    if (word === "tothe") {
      if (prefix !== "" || factors.length === 0 || argument === undefined) return null;
      factors.push(`${factors.pop()}${exponent(argument.trim())}`);
    } else if (prefix === "" && Object.hasOwn(PREFIXES, word)) {
      prefix = PREFIXES[word] ?? "";
    } else if (Object.hasOwn(UNIT_SYMBOLS, word)) {
      factors.push(`${prefix}${UNIT_SYMBOLS[word]}`);
      prefix = "";
    } else {
      return null;
    }
  }
  return prefix === "" ? factors.filter(Boolean).join("·") : null;
}

function exponent(power: string): string {
  if (!/^-?\d+$/.test(power)) return `^${power}`;
  return [...power].map((char) => SUPERSCRIPTS[char] ?? char).join("");
}
