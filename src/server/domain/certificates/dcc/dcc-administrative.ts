/**
 * The skeleton's `dcc:administrativeData`: the software, the core data (identifier, dates, country,
 * language), the instrument, the laboratory and its responsible person left to complete, the customer,
 * and the statements (decision rule, conformity as found, notes).
 */
import { type PointDecision, worstDecision } from "../../../../shared/conformity/decide-point";
import { POINT_DECISION_LABELS } from "../../../../shared/texts/conformity";
import {
  CONFORMITY,
  CUSTOMER_PLACEHOLDER,
  type DccSkeletonInput,
  LANGUAGE,
  PLACEHOLDER,
  type SkeletonPoint,
} from "./skeleton-input";
import { day, el, textElement, token, type XmlElement } from "./xml-text";

const DEFAULT_COUNTRY = "FR";
const DECISION_NORM = "ILAC-G8:09/2019";

export function administrativeData(input: DccSkeletonInput): XmlElement {
  return el("dcc:administrativeData", [
    dccSoftware(input.software),
    coreData(input),
    items(input.instrument),
    calibrationLaboratory(input.laboratory),
    respPersons(),
    customer(input.company),
    statements(input),
  ]);
}

function dccSoftware(software: DccSkeletonInput["software"]): XmlElement {
  return el("dcc:dccSoftware", [
    el("dcc:software", [
      textElement("dcc:name", software.name),
      el("dcc:release", token(software.release, PLACEHOLDER)),
      el("dcc:type", "application"),
    ]),
  ]);
}

/** The calibration is dated by its one day (begin = end), performed at the laboratory that receives the instrument. */
function coreData(input: DccSkeletonInput): XmlElement {
  return el("dcc:coreData", [
    el("dcc:countryCodeISO3166_1", countryCode(input.company.countryCode)),
    el("dcc:usedLangCodeISO639_1", LANGUAGE),
    el("dcc:mandatoryLangCodeISO639_1", LANGUAGE),
    el("dcc:uniqueIdentifier", token(input.uniqueIdentifier, PLACEHOLDER)),
    el("dcc:beginPerformanceDate", day(input.calibrationDate)),
    el("dcc:endPerformanceDate", day(input.calibrationDate)),
    el("dcc:performanceLocation", "laboratory"),
    el("dcc:issueDate", day(input.issueDate)),
  ]);
}

/** The instrument, identified by the customer's reference only: Calibra has no serial number to give. */
function items(instrument: DccSkeletonInput["instrument"]): XmlElement {
  const type = instrument.type?.trim();
  return el("dcc:items", [
    el("dcc:item", [
      textElement("dcc:name", instrument.name.trim() || instrument.reference, LANGUAGE),
      type ? textElement("dcc:description", `Type d'instrument : ${type}`, LANGUAGE) : null,
      el("dcc:identifications", [
        el("dcc:identification", [
          el("dcc:issuer", "customer"),
          el("dcc:value", token(instrument.reference, CUSTOMER_PLACEHOLDER)),
          textElement("dcc:name", "Référence de l'instrument", LANGUAGE),
        ]),
      ]),
    ]),
  ]);
}

/** The schema requires a location: its only entry says it is to be completed. */
function calibrationLaboratory(laboratory: string | null): XmlElement {
  return el("dcc:calibrationLaboratory", [
    el("dcc:contact", [
      textElement("dcc:name", laboratory?.trim() || PLACEHOLDER),
      el("dcc:location", [textElement("dcc:further", `Adresse : ${PLACEHOLDER.toLowerCase()}`, LANGUAGE)]),
    ]),
  ]);
}

/** The schema requires at least one responsible person, with a name. */
function respPersons(): XmlElement {
  return el("dcc:respPersons", [
    el("dcc:respPerson", [el("dcc:person", [textElement("dcc:name", PLACEHOLDER)])]),
  ]);
}

function customer(company: DccSkeletonInput["company"]): XmlElement {
  const city = company.city?.trim();
  return el("dcc:customer", [
    textElement("dcc:name", company.name.trim() || CUSTOMER_PLACEHOLDER),
    el("dcc:location", [
      city ? el("dcc:city", token(city, CUSTOMER_PLACEHOLDER)) : null,
      el("dcc:countryCode", countryCode(company.countryCode)),
    ]),
  ]);
}

/** An ISO 3166-1 alpha-2 code as the schema wants it (two capitals), France when none or unreadable. */
function countryCode(code: string | undefined): string {
  const upper = code?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(upper) ? upper : DEFAULT_COUNTRY;
}

// ---------------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------------

function statements(input: DccSkeletonInput): XmlElement {
  const notes = input.notes?.trim();
  return el("dcc:statements", [
    decisionStatement(input),
    notes
      ? el("dcc:statement", [
          textElement("dcc:name", "Remarques", LANGUAGE),
          textElement("dcc:declaration", notes, LANGUAGE),
        ])
      : null,
  ]);
}

/** The decision rule, and the conformity of the instrument as found. */
function decisionStatement(input: DccSkeletonInput): XmlElement {
  const asFound = asFoundDecision(input.points);
  const conformity = asFound ? CONFORMITY[asFound] : resultConformity(input.result.code);
  return el(
    "dcc:statement",
    [
      textElement("dcc:name", "Règle de décision", LANGUAGE),
      input.decisionRule ? el("dcc:norm", DECISION_NORM) : null,
      textElement("dcc:declaration", decisionDeclaration(input, asFound), LANGUAGE),
      conformity ? el("dcc:conformity", conformity) : null,
    ],
    { refType: "basic_conformity" },
  );
}

function decisionDeclaration(input: DccSkeletonInput, asFound: PointDecision | null): string {
  const rule = input.decisionRule
    ? `Règle de décision appliquée par Calibra (${DECISION_NORM}) : ${input.decisionRule.label}, code « ${input.decisionRule.code} ».`
    : "Aucune règle de décision n'est enregistrée dans Calibra pour cet étalonnage.";
  const found = asFound
    ? ` Instrument tel que trouvé : ${POINT_DECISION_LABELS[asFound].toLowerCase()}.`
    : "";
  return `${rule}${found} Résultat de l'étalonnage enregistré : ${input.result.label}.`;
}

function asFoundDecision(points: readonly SkeletonPoint[]): PointDecision | null {
  return worstDecision(points.filter((point) => point.phase === "asFound").map((point) => point.decision));
}

/** Without points as found, the event's result says it when it is plain conforming or not; « ajusté » does not. */
function resultConformity(result: string): string | null {
  if (result === "conforme") return "pass";
  if (result === "non_conforme") return "fail";
  return null;
}
