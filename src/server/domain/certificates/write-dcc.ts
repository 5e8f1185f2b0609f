/**
 * Writer of a Digital Calibration Certificate "skeleton" (PTB DCC 3.3.0, numbers in D-SI 2.2.1) for one
 * calibration event: what Calibra knows — the customer, the instrument, the decision rule, the points
 * as found and as left — handed to the laboratory that receives the instrument, for it to complete.
 *
 * Nothing is invented. What the schema requires and Calibra does not know (the laboratory's address,
 * the person responsible for the certificate, the laboratory itself when the event names none) is
 * written « À compléter par le laboratoire ». Pure and deterministic: the same input gives the same text.
 *
 * {@link readDcc} reads it back: each phase is one `dcc:measurementResult` marked by a
 * `dcc:influenceCondition` whose status is `beforeAdjustment` (as found) or `afterAdjustment` (as left)
 * and whose data hold text only; the points are `si:realListXMLList` lists whose `refType` gives their
 * role (nominal value, reference value, indication, measurement error).
 *
 * The writer's parts live in `./dcc/`: its input (`skeleton-input`), the administrative data
 * (`dcc-administrative`), the measurement results (`dcc-results`), D-SI numbers and uncertainties
 * (`dsi-text`) and the XML text itself (`xml-text`).
 */
import { administrativeData } from "./dcc/dcc-administrative";
import { measurementResults } from "./dcc/dcc-results";
import type { DccSkeletonInput } from "./dcc/skeleton-input";
import { comment, el, render } from "./dcc/xml-text";

export type { DccSkeletonInput } from "./dcc/skeleton-input";

/** The event as a DCC 3.3.0 document: UTF-8 XML text with its declaration. */
export function writeDccSkeleton(input: DccSkeletonInput): string {
  const root = el(
    "dcc:digitalCalibrationCertificate",
    [administrativeData(input), measurementResults(input.points)],
    ROOT_ATTRIBUTES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(comment(HEADER), 0)}\n${render(root, 0)}\n`;
}

const ROOT_ATTRIBUTES = {
  "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
  "xmlns:dcc": "https://ptb.de/dcc",
  "xmlns:si": "https://ptb.de/si",
  "xsi:schemaLocation": "https://ptb.de/dcc https://ptb.de/dcc/v3.3.0/dcc.xsd",
  schemaVersion: "3.3.0",
};

const HEADER =
  "Squelette de certificat d'étalonnage numérique (DCC 3.3.0) exporté par Calibra. Les valeurs sont " +
  "celles enregistrées dans Calibra ; les mentions « À compléter » sont à remplir par le laboratoire.";
