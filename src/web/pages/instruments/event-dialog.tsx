import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Field, fieldAria, Textarea } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { fill, formatDay } from "../../lib/format";
import { notify } from "../../lib/toast";
import { EventCertificateFields, EventErrorFields, EventResultField } from "./event-fields";
import { EventPointsEditor } from "./event-points-editor";
import { type EventOutput, type EventValues, FIELDS, formSchema, initialValues } from "./event-values";
import { useCorrectEvent, useRecordEvent } from "./queries";

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
  const result = useWatch({ control: form.control, name: "result" });
  const points = useWatch({ control: form.control, name: "points" });
  const opensReview = result === "non_conforme" && event?.result !== "non_conforme";
  // A new event's first point leaves the result to the points, unless the user chose one.
  const hasPoints = points.length > 0;
  useEffect(() => {
    if (hasPoints && !correcting && !form.getFieldState("result").isDirty) form.setValue("result", "");
  }, [hasPoints, correcting, form]);

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
        <EventCertificateFields register={form.register} errors={errors} today={today} />
        <EventResultField register={form.register} errors={errors} withPoints={points.length > 0} />
        {opensReview && <Notice tone="warning">{LIFE_TEXTS.nonConformingWarning}</Notice>}
        <EventPointsEditor instrumentId={instrument.id} control={form.control} register={form.register} />
        <EventErrorFields register={form.register} errors={errors} />
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
