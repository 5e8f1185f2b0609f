import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  type CalibrationEvent,
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
} from "../../../shared/api/calibration-events";
import { dayInput } from "../../../shared/api/instruments";
import type { CalibrationEventResult } from "../../../shared/constants";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Field, fieldAria, InputField, Textarea } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { fill, formatDay } from "../../lib/format";
import { notify } from "../../lib/toast";
import { decimalField } from "./calibration";
import { RESULT_LOOKS, RESULT_ORDER } from "./looks";
import { useCorrectEvent, useRecordEvent } from "./queries";

/** The form's fields as typed (decimals as text, "0,012" as well as "0.012"). */
type EventValues = Omit<z.input<typeof calibrationEventCorrectionSchema>, "reason"> & { reason?: string };
/** What the form hands over once checked by the API's own schema (decimals as numbers). */
type EventOutput = z.output<typeof calibrationEventInputSchema> & { reason?: string };

const FIELDS = [
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
function formSchema(correcting: boolean, today: string): z.ZodType<EventOutput, EventValues> {
  const date = dayInput(FIELD_MESSAGES.calibrationDateInvalid).refine(
    (value) => value <= today,
    FIELD_MESSAGES.calibrationDateFuture,
  );
  if (correcting) return calibrationEventCorrectionSchema.extend({ date });
  return calibrationEventInputSchema.extend({ date, reason: z.string().optional() });
}

function initialValues(event: CalibrationEvent | null, today: string): EventValues {
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

function EventForm({
  instrument,
  event,
  onDone,
}: {
  instrument: { id: number; name: string; reference: string; today: string };
  /** The event corrected; null to record a new one. */
  event: CalibrationEvent | null;
  onDone: () => void;
}) {
  const correcting = event !== null;
  const today = instrument.today;
  const form = useForm<EventValues, unknown, EventOutput>({
    resolver: zodResolver(formSchema(correcting, today)) as Resolver<EventValues, unknown, EventOutput>,
    defaultValues: initialValues(event, today),
  });
  const record = useRecordEvent(instrument.id);
  const correct = useCorrectEvent(instrument.id);
  const pending = record.isPending || correct.isPending;
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const result = useWatch({ control: form.control, name: "result" }) as CalibrationEventResult;
  const opensReview = result === "non_conforme" && event?.result !== "non_conforme";

  const fail = (error: unknown, fallback: string) => {
    if (showFieldRefusal(error, form, FIELDS)) return;
    toastApiError(error, fallback);
  };

  const submit = form.handleSubmit(({ reason, ...input }) => {
    if (event)
      return correct.mutate(
        { eventId: event.id, input: { ...input, reason: reason ?? "" } },
        {
          onSuccess: () => {
            notify.success(LIFE_TEXTS.correctedToast);
            onDone();
          },
          onError: (error) => fail(error, LIFE_TEXTS.correctFailed),
        },
      );
    record.mutate(input, {
      onSuccess: (saved) => {
        notify.success(saved.impactReviewId !== null ? LIFE_TEXTS.recordedOpened : LIFE_TEXTS.recorded);
        onDone();
      },
      onError: (error) => fail(error, LIFE_TEXTS.recordFailed),
    });
  });

  const decimal = (name: "asFoundError" | "asLeftError" | "mpe", label: string) => (
    <InputField
      id={`event-${name}`}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={LIFE_TEXTS.decimalHint}
      error={errors[name]?.message}
      className="content-start [&_input]:tabular-nums max-sm:[&_input]:h-11"
      {...form.register(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader
        title={correcting ? LIFE_TEXTS.correctDialogTitle : LIFE_TEXTS.eventDialogTitle}
        description={
          event
            ? fill(LIFE_TEXTS.correctDialogDescription, { date: formatDay(event.date) })
            : fill(LIFE_TEXTS.eventDialogDescription, {
                name: instrument.name,
                reference: instrument.reference,
              })
        }
      />
      <DialogBody className="grid gap-5 max-sm:px-4">
        <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)]">
          <InputField
            id="event-date"
            label={LIFE_TEXTS.date}
            type="date"
            required
            aria-required="true"
            max={today}
            error={errors.date?.message}
            className="content-start max-sm:[&_input]:h-11"
            {...form.register("date")}
          />
          <InputField
            id="event-provider"
            label={LIFE_TEXTS.provider}
            hint={LIFE_TEXTS.providerHint}
            autoComplete="organization"
            error={errors.provider?.message}
            className="content-start max-sm:[&_input]:h-11"
            {...form.register("provider")}
          />
          <InputField
            id="event-certificate"
            label={LIFE_TEXTS.certificate}
            autoComplete="off"
            error={errors.certificateReference?.message}
            className="content-start max-sm:[&_input]:h-11"
            {...form.register("certificateReference")}
          />
        </div>
        <fieldset
          className="grid min-w-0 gap-1.5"
          aria-describedby={errors.result ? "event-result-error" : undefined}
        >
          <legend className="mb-1.5 text-sm leading-none font-medium">
            {LIFE_TEXTS.result}
            <span className="text-destructive" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {RESULT_ORDER.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted/60 has-checked:border-primary has-checked:bg-secondary/60 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  value={value}
                  className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                  aria-describedby={`event-result-${value}-hint`}
                  {...form.register("result")}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{RESULT_LOOKS[value].label}</span>
                  <span id={`event-result-${value}-hint`} className="text-xs text-muted-foreground">
                    {LIFE_TEXTS.resultHints[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.result && (
            <p id="event-result-error" role="alert" className="text-xs font-medium text-destructive">
              {errors.result.message}
            </p>
          )}
        </fieldset>
        {opensReview && <Notice tone="warning">{LIFE_TEXTS.nonConformingWarning}</Notice>}
        <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-4">
          <legend className="px-1 text-sm font-medium">{LIFE_TEXTS.errorsLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {decimal("asFoundError", LIFE_TEXTS.asFoundError)}
            {decimal("asLeftError", LIFE_TEXTS.asLeftError)}
            {decimal("mpe", LIFE_TEXTS.mpeLong)}
          </div>
        </fieldset>
        <Field id="event-notes" label={LIFE_TEXTS.notes} error={errors.notes?.message}>
          <Textarea
            rows={3}
            {...fieldAria("event-notes", errors.notes?.message)}
            {...form.register("notes")}
          />
        </Field>
        {correcting && (
          <Field
            id="event-reason"
            label={LIFE_TEXTS.reason}
            required
            hint={LIFE_TEXTS.reasonHint}
            error={errors.reason?.message}
          >
            <Textarea
              rows={2}
              aria-required="true"
              {...fieldAria("event-reason", errors.reason?.message)}
              {...form.register("reason")}
            />
          </Field>
        )}
      </DialogBody>
      <DialogActions
        pending={pending}
        cancelLabel={LIFE_TEXTS.cancel}
        actionLabel={correcting ? LIFE_TEXTS.correct : LIFE_TEXTS.record}
        pendingLabel={LIFE_TEXTS.recording}
        icon={Save}
      />
    </form>
  );
}

/**
 * "Enregistrer un étalonnage" and "Corriger": the certificate's date (today at the latest), its
 * result, provider and reference, the errors found against the EMT, notes; a correction says why.
 */
export function EventDialog({
  open,
  instrument,
  event,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  instrument: { id: number; name: string; reference: string; today: string };
  event: CalibrationEvent | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
        {open && (
          <EventForm key={event?.id ?? "new"} instrument={instrument} event={event} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
