/**
 * The skeleton's `dcc:measurementResults`: one measurement result per phase (as found, as left) marked
 * by its adjustment condition, one result per quantity, one `dcc:list` of D-SI value lists per run of
 * points of the same shape, with each point's decision and tolerance limits.
 */
import { POINT_PHASES, type PointPhase } from "../../../../shared/conformity/decide-event";
import { dsiUnit } from "./dcc-units";
import { collapse, numbers, uncertainty } from "./dsi-text";
import { CONFORMITY, LANGUAGE, type SkeletonPoint } from "./skeleton-input";
import { el, textElement, type XmlElement } from "./xml-text";

const PHASES: Readonly<Record<PointPhase, { name: string; status: string; text: string }>> = {
  asFound: {
    name: "Étalonnage avant ajustage (tel que trouvé)",
    status: "beforeAdjustment",
    text: "Mesures à réception, avant tout ajustage (tel que trouvé).",
  },
  asLeft: {
    name: "Étalonnage après ajustage (tel que laissé)",
    status: "afterAdjustment",
    text: "Mesures après ajustage (tel que laissé).",
  },
};

const DEFAULT_RESULT_NAME = "Résultats d'étalonnage";

/** One measurement result per phase present; the schema wants one even without any point. */
export function measurementResults(points: readonly SkeletonPoint[]): XmlElement {
  const phases = POINT_PHASES.filter((phase) => points.some((point) => point.phase === phase));
  const results = phases.map((phase) =>
    phaseResult(
      phase,
      points.filter((point) => point.phase === phase),
    ),
  );
  return el("dcc:measurementResults", results.length > 0 ? results : [emptyResult()]);
}

function emptyResult(): XmlElement {
  const name = textElement("dcc:name", DEFAULT_RESULT_NAME, LANGUAGE);
  const text =
    "Aucun point d'étalonnage n'est enregistré dans Calibra : résultats à compléter par le laboratoire.";
  return el("dcc:measurementResult", [
    name,
    el("dcc:results", [el("dcc:result", [name, el("dcc:data", [textElement("dcc:text", text, LANGUAGE)])])]),
  ]);
}

/** The phase's points, marked by the adjustment condition the reader looks for, one result per run of a quantity. */
function phaseResult(phase: PointPhase, points: readonly SkeletonPoint[]): XmlElement {
  const texts = PHASES[phase];
  return el("dcc:measurementResult", [
    textElement("dcc:name", texts.name, LANGUAGE),
    el("dcc:influenceConditions", [
      el(
        "dcc:influenceCondition",
        [
          textElement("dcc:name", "Ajustage", LANGUAGE),
          el("dcc:status", texts.status),
          el("dcc:data", [textElement("dcc:text", texts.text, LANGUAGE)]),
        ],
        { refType: "basic_adjustment" },
      ),
    ]),
    el("dcc:results", runs(points, (point) => point.quantity?.trim() ?? "").map(quantityResult)),
  ]);
}

/** Points of one quantity, one `dcc:list` per run of points giving the same values (nominal, reference, indication). */
function quantityResult(points: readonly SkeletonPoint[]): XmlElement {
  const name = points[0]?.quantity?.trim() || DEFAULT_RESULT_NAME;
  return el(
    "dcc:result",
    [textElement("dcc:name", name, LANGUAGE), el("dcc:data", runs(points, shapeOf).map(pointList))],
    { refType: "basic_calibrationResult" },
  );
}

function shapeOf(point: SkeletonPoint): string {
  return [point.nominal, point.reference, point.indication].map((value) => value !== null).join(",");
}

/** Consecutive items with the same key, in their order. */
function runs<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups.map((group) => group.items);
}

const ROLES = [
  { key: "nominal", refType: "basic_nominalValue", name: "Valeur nominale" },
  { key: "reference", refType: "basic_referenceValue", name: "Valeur de référence" },
  { key: "indication", refType: "basic_measuredValue", name: "Indication de l'instrument" },
] as const;

/** Points of the same shape: one list per role every one of them has, and always their errors. */
function pointList(points: readonly SkeletonPoint[]): XmlElement {
  const unit = unitList(points);
  const values = ROLES.flatMap((role) => {
    const column = points.map((point) => point[role.key]);
    return column.every((value) => value !== null)
      ? [valueQuantity(role.refType, role.name, column, unit)]
      : [];
  });
  return el("dcc:list", [...values, errorQuantity(points, unit)]);
}

/** One D-SI unit for the whole list when they agree, else one per point. */
function unitList(points: readonly SkeletonPoint[]): string {
  return collapse(points.map((point) => dsiUnit(point.unit ?? "")));
}

function valueQuantity(
  refType: string,
  name: string,
  values: readonly (number | null)[],
  unit: string,
): XmlElement {
  return el(
    "dcc:quantity",
    [
      textElement("dcc:name", name, LANGUAGE),
      el("si:realListXMLList", [el("si:valueXMLList", numbers(values)), el("si:unitXMLList", unit)]),
    ],
    { refType },
  );
}

function errorQuantity(points: readonly SkeletonPoint[], unit: string): XmlElement {
  return el(
    "dcc:quantity",
    [
      textElement("dcc:name", "Erreur de mesure", LANGUAGE),
      el("si:realListXMLList", [
        el("si:valueXMLList", numbers(points.map((point) => point.error))),
        el("si:unitXMLList", unit),
        ...uncertainty(points),
      ]),
      el("dcc:measurementMetaData", [conformityMetaData(points, unit)]),
    ],
    { refType: "basic_measurementError" },
  );
}

/**
 * Each point's decision and the tolerance on its error, as PTB's Good Practice gives the limits of a
 * conformity statement: a `basic_conformity` metadata of the error quantity.
 */
function conformityMetaData(points: readonly SkeletonPoint[], unit: string): XmlElement {
  const lower = points.map((point) => point.toleranceLower);
  const upper = points.map((point) => point.toleranceUpper);
  return el(
    "dcc:metaData",
    [
      textElement("dcc:name", "Conformité de chaque point", LANGUAGE),
      textElement(
        "dcc:description",
        "Décision de Calibra pour chaque point, selon la règle de décision déclarée, et limites de tolérance sur l'erreur de mesure.",
        LANGUAGE,
      ),
      el("dcc:conformityXMLList", points.map((point) => CONFORMITY[point.decision]).join(" ")),
      el("dcc:data", [
        el("dcc:list", [
          valueQuantity("basic_toleranceLimitLower", "Limite de tolérance inférieure", lower, unit),
          valueQuantity("basic_toleranceLimitUpper", "Limite de tolérance supérieure", upper, unit),
        ]),
      ]),
    ],
    { refType: "basic_conformity" },
  );
}
