import { z } from "zod";
import {
  type CalibrationEvent,
  type CalibrationPoint,
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
} from "../../../shared/api/calibration-events";
import { dayInput } from "../../../shared/api/instruments";
import { CALIBRATION_EVENT_RESULTS, type CalibrationEventResult } from "../../../shared/constants";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { decimalField } from "./calibration";
import type { PointRow } from "./paste-points";

/**
 * The form's fields as typed (decimals as text, "0,012" as well as "0.012"); the result may be left
 * to the points (""), and the points are rows of text.
 */
export type EventValues = Omit<
  z.input<typeof calibrationEventCorrectionSchema>,
  "reason" | "points" | "result"
> & {
  result: CalibrationEventResult | "";
  points: PointRow[];
  reason?: string;
};
/** What the form hands over once checked by the API's own schema (decimals as numbers). */
export type EventOutput = z.output<typeof calibrationEventInputSchema> & { reason?: string };

export const FIELDS = [
  "date",
  "provider",
  "certificateReference",
  "result",
  "asFoundError",
  "asLeftError",
  "mpe",
  "notes",
  "reason",
] as const;

/** The result left to the points: sent as none, so that the server decides it. */
const resultOrPoints = z.preprocess(
  (value) => (value === "" ? null : value),
  z.enum(CALIBRATION_EVENT_RESULTS, { error: FIELD_MESSAGES.calibrationResultUnknown }).nullish(),
);

/** The API's schema, plus what the server checks: no date after its today (sent with the instrument). */
export function formSchema(correcting: boolean, today: string): z.ZodType<EventOutput, EventValues> {
  const date = dayInput(FIELD_MESSAGES.calibrationDateInvalid).refine(
    (value) => value <= today,
    FIELD_MESSAGES.calibrationDateFuture,
  );
  if (correcting)
    return calibrationEventCorrectionSchema.extend({ date, result: resultOrPoints }) as unknown as z.ZodType<
      EventOutput,
      EventValues
    >;
  return calibrationEventInputSchema.extend({
    date,
    result: resultOrPoints,
    reason: z.string().optional(),
  }) as unknown as z.ZodType<EventOutput, EventValues>;
}

export function initialValues(event: CalibrationEvent | null, today: string): EventValues {
  return {
    date: event?.date ?? today,
    provider: event?.provider ?? "",
    certificateReference: event?.certificateReference ?? "",
    result: event?.result ?? "conforme",
    asFoundError: decimalField(event?.asFoundError ?? null),
    asLeftError: decimalField(event?.asLeftError ?? null),
    mpe: decimalField(event?.mpe ?? null),
    notes: event?.notes ?? "",
    points: (event?.points ?? []).map(pointRowOf),
    reason: "",
  };
}

const text = (value: number | null) => decimalField(value);

/** A stored point as the dialog types it again (a correction): its symmetric tolerance as EMT. */
function pointRowOf(point: CalibrationPoint): PointRow {
  const symmetric = Math.abs(point.toleranceLower + point.toleranceUpper) < 1e-12;
  const measured = point.reference !== null && point.indication !== null;
  return {
    phase: point.phase,
    reference: text(point.reference),
    indication: text(point.indication),
    error: measured ? "" : text(point.error),
    unit: point.unit ?? "",
    expandedUncertainty: text(point.expandedUncertainty),
    coverageFactor: text(point.coverageFactor),
    mpe: symmetric ? text(point.toleranceUpper) : "",
    toleranceLower: symmetric ? "" : text(point.toleranceLower),
    toleranceUpper: symmetric ? "" : text(point.toleranceUpper),
  };
}
