/**
 * What the DCC skeleton writer is given about one calibration event, and the words every part of the
 * skeleton shares: the placeholders for what Calibra does not know, the language, the conformity
 * vocabulary of the DCC schema.
 */
import type { CalibrationPoint } from "../../../../shared/api/calibration-events";
import type { PointDecision } from "../../../../shared/conformity/decide-point";

export interface DccSkeletonInput {
  /** The certificate's identifier: the event's certificate reference, else `CALIBRA-<company id>-<event id>`. */
  uniqueIdentifier: string;
  /** The event's calibration date (YYYY-MM-DD) and the day of the export. */
  calibrationDate: string;
  issueDate: string;
  /** "Calibra" and the package version. */
  software: { name: string; release: string };
  /** The customer, owner of the instrument; its country is France ("FR") by default. */
  company: { name: string; city?: string | null; countryCode?: string };
  /** The event's provider; null writes « À compléter par le laboratoire ». */
  laboratory: string | null;
  instrument: { reference: string; name: string; type: string | null };
  /** The rule the points were decided under, e.g. {code: "wEqualsU", label: "Acceptation avec bande de garde w = U"}. */
  decisionRule: { code: string; label: string } | null;
  /** The event's result (conforme, non_conforme, ajuste) and its French label. */
  result: { code: string; label: string };
  /** Points as found and as left, their unit in display form ("°C"). */
  points: readonly Omit<CalibrationPoint, "id">[];
  notes: string | null;
}

export type SkeletonPoint = DccSkeletonInput["points"][number];

export const PLACEHOLDER = "À compléter par le laboratoire";
export const CUSTOMER_PLACEHOLDER = "À compléter";
export const LANGUAGE = "fr";

/** Calibra's decision on a point as the DCC schema's `dcc:conformity` words it. */
export const CONFORMITY: Readonly<Record<PointDecision, string>> = {
  conforme: "pass",
  conforme_sous_condition: "conditionalPass",
  non_conforme_sous_condition: "conditionalFail",
  non_conforme: "fail",
};
