/**
 * D-SI numbers as the skeleton writes them: finite `xs:double` lists, one token for a whole list when
 * every entry agrees, and the univariate uncertainty of a list of points (D-SI 2.2).
 */
import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import type { SkeletonPoint } from "./skeleton-input";
import { comment, el, type XmlElement, type XmlNode } from "./xml-text";

export function numbers(values: readonly (number | null)[]): string {
  return values.map((value) => formatNumber(value ?? Number.NaN)).join(" ");
}

/** A finite number as an `xs:double` D-SI accepts (JavaScript's shortest form: 0.05, -1.5, 1e-7). */
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Valeur non finie pour le DCC : ${value}.`);
  return Object.is(value, -0) ? "0" : String(value);
}

/** One token when every entry is the same (D-SI applies it to the whole list), else all of them. */
export function collapse(tokens: readonly string[]): string {
  const first = tokens[0] ?? "";
  return tokens.every((entry) => entry === first) ? first : tokens.join(" ");
}

// ---------------------------------------------------------------------------------------------------
// Uncertainty (D-SI 2.2 `si:measurementUncertaintyUnivariateXMLList`)
// ---------------------------------------------------------------------------------------------------

const NO_UNCERTAINTY =
  "Incertitude élargie non renseignée dans Calibra (U = 0) : aucune incertitude n'est écrite.";
const PROBABILITY_NOTE =
  "Probabilité d'élargissement exigée par D-SI mais non enregistrée dans Calibra : 0.95 par convention " +
  "pour k = 2 (EA-4/02), sinon celle d'une loi normale pour k.";
const STANDARD_NOTE =
  "Un facteur d'élargissement inférieur à 1 ne peut s'écrire en D-SI : incertitudes types u = U / k.";

/**
 * U and k of each point. Calibra stores an uncertainty not given as U = 0: a list where every U is 0
 * carries no uncertainty rather than a perfect one. D-SI requires a coverage probability with an
 * expanded uncertainty, and a coverage factor of at least 1; below that, standard uncertainties are
 * written instead.
 */
export function uncertainty(points: readonly SkeletonPoint[]): XmlNode[] {
  const expanded = points.map((point) => point.expandedUncertainty);
  if (expanded.every((value) => value === 0)) return [comment(NO_UNCERTAINTY)];
  const factors = points.map((point) => point.coverageFactor);
  if (!factors.every(isSchemaCoverageFactor)) {
    const standard = points.map((point) => point.expandedUncertainty / point.coverageFactor);
    return [
      comment(STANDARD_NOTE),
      univariate(el("si:standardMUXMLList", [el("si:valueStandardMUXMLList", numbers(standard))])),
    ];
  }
  return [
    comment(PROBABILITY_NOTE),
    univariate(
      el("si:expandedMUXMLList", [
        el("si:valueExpandedMUXMLList", numbers(expanded)),
        el("si:coverageFactorXMLList", collapse(factors.map(formatNumber))),
        el("si:coverageProbabilityXMLList", collapse(factors.map(coverageProbability))),
      ]),
    ),
  ];
}

function univariate(content: XmlElement): XmlElement {
  return el("si:measurementUncertaintyUnivariateXMLList", [content]);
}

/** D-SI's `si:kValueType`: a decimal of at least 1, without exponent. */
function isSchemaCoverageFactor(k: number): boolean {
  return Number.isFinite(k) && /^[1-9]\d*(?:\.\d*)?$/.test(formatNumber(k));
}

/** 0.95 for k = 2, the usual convention; otherwise the two-sided coverage of a normal law, to 3 decimals. */
function coverageProbability(k: number): string {
  if (k === 2) return "0.95";
  return String(Number((2 * normalCdf(k, 0, 1) - 1).toFixed(3)));
}
