import { z } from "zod";
import {
  type CalibrationEvent,
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
} from "../../../shared/api/calibration-events";
import { dayInput } from "../../../shared/api/instruments";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { decimalField } from "./calibration";

/** The form's fields as typed (decimals as text, "0,012" as well as "0.012"). */
export type EventValues = Omit<z.input<typeof calibrationEventCorrectionSchema>, "reason"> & {
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

/** The API's schema, plus what the server checks: no date after its today (sent with the instrument). */
export function formSchema(correcting: boolean, today: string): z.ZodType<EventOutput, EventValues> {
  const date = dayInput(FIELD_MESSAGES.calibrationDateInvalid).refine(
    (value) => value <= today,
    FIELD_MESSAGES.calibrationDateFuture,
  );
  if (correcting) return calibrationEventCorrectionSchema.extend({ date });
  return calibrationEventInputSchema.extend({ date, reason: z.string().optional() });
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
    reason: "",
  };
}
