/**
 * D-SI numbers (namespace https://ptb.de/si) inside a `dcc:quantity`: `si:real`, `si:realListXMLList`
 * and `si:hybrid`, with their units and their univariate uncertainties, read as one entry per value.
 */
import { DCC_MESSAGES, format } from "../../../../shared/messages";
import { incomplete } from "./dcc-errors";
import { kid, SI_NS, textOf, type XmlNode } from "./xml-tree";

/** One value of a D-SI quantity, with its unit and uncertainty. */
export interface SiEntry {
  readonly value: number;
  readonly unit: string;
  readonly expanded: number | null;
  readonly k: number | null;
  readonly p: number | null;
}

/**
 * The values of a `dcc:quantity`: `si:real`, `si:realListXMLList`, or the first of those inside
 * `si:hybrid`. Null when the quantity holds none of them.
 */
export function readSiQuantity(quantity: XmlNode, what: string): SiEntry[] | null {
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
    throw incomplete(format(DCC_MESSAGES.noValue, { what }));
  }
  const unitText = textOf(kid(element, `unit${suffix}`, SI_NS));
  if (unitText === null) throw incomplete(format(DCC_MESSAGES.noUnit, { what }));
  const units = broadcast(
    suffix ? unitText.split(/\s+/) : [unitText],
    values.length,
    DCC_MESSAGES.units,
    what,
  );
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
    throw incomplete(format(DCC_MESSAGES.uncertaintyIncomplete, { what, element: `si:${name}${suffix}` }));
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
  throw incomplete(format(DCC_MESSAGES.incompatibleLists, { what, count, length: list.length, label }));
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
  if (!Number.isFinite(value)) throw incomplete(format(DCC_MESSAGES.unreadableNumber, { token, what }));
  return value;
}

/** Drops binary floating-point noise from a computed value (100.42 − 100 → 0.42). */
export function clean(value: number): number {
  return Number(value.toPrecision(12));
}
