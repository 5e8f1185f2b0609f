import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, PencilLine } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Measurement } from "../../../shared/api/measurement-list";
import {
  type MeasurementCorrectionInput,
  measurementCorrectionInputSchema,
  measurementWithdrawalInputSchema,
} from "../../../shared/api/measurements";
import { MEASUREMENT_UNITS } from "../../../shared/constants";
import { groupsOf, unitList, unitsForType } from "../../../shared/measurement-units";
import { CORRECTION_TEXTS, formatMeasurementValue } from "../../../shared/texts/measurements";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { ApiError } from "../../api/request";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Field, fieldAria, InputField, NativeSelect, Textarea } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { formatDateTime } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useMeasurementUnits } from "../settings/queries";
import { useCorrectMeasurement, useWithdrawMeasurement } from "./queries";

export type CorrectionMode = "correct" | "withdraw";

/** What is corrected: the measurement, and whether it is corrected or withdrawn. */
export interface CorrectionTarget {
  measurement: Measurement;
  mode: CorrectionMode;
}

/** The measurement as it reads now, and as it was entered when that differs. */
function Summary({ measurement: m }: { measurement: Measurement }) {
  const changed = m.status !== "recorded";
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <dt className="text-muted-foreground">{CORRECTION_TEXTS.equipment}</dt>
      <dd className="font-medium break-words">
        {m.equipmentName} <span className="font-normal text-muted-foreground">({m.serialNumber})</span>
      </dd>
      <dt className="text-muted-foreground">{CORRECTION_TEXTS.operator}</dt>
      <dd className="break-words">
        {m.operatorName} · <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
      </dd>
      <dt className="text-muted-foreground">{changed ? CORRECTION_TEXTS.current : CORRECTION_TEXTS.value}</dt>
      <dd className="font-semibold tabular-nums">
        {formatMeasurementValue(m.value)} {m.unit}
      </dd>
      {changed && (
        <>
          <dt className="text-muted-foreground">{CORRECTION_TEXTS.entered}</dt>
          <dd className="tabular-nums">
            {formatMeasurementValue(m.original.value)} {m.original.unit}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Why a call failed, where the user acts: under its field (done by `onField`), else in a toast.
 * Withdrawn or gone meanwhile: the dialog closes on the list as it is now.
 */
function failed(error: unknown, onField: (error: unknown) => boolean, onGone: () => void) {
  if (onField(error)) return;
  if (error instanceof ApiError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) onGone();
  toastApiError(error, CORRECTION_TEXTS.failed);
}

type CorrectionValues = z.input<typeof measurementCorrectionInputSchema>;
type CorrectionOutput = z.output<typeof measurementCorrectionInputSchema>;
const CORRECTION_FIELDS = ["value", "unit", "notes", "reason"] as const;

function CorrectionForm({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const setting = useMeasurementUnits();
  const correct = useCorrectMeasurement(measurement.campaignId);
  const form = useForm<CorrectionValues, unknown, CorrectionOutput>({
    resolver: zodResolver(measurementCorrectionInputSchema),
    defaultValues: {
      value: formatMeasurementValue(measurement.value).replace(/\s/g, ""),
      unit: measurement.unit as CorrectionValues["unit"],
      notes: measurement.notes ?? "",
      reason: "",
    },
  });
  const { errors } = form.formState;
  const chosen = (setting.data?.types ?? []).flatMap((entry) =>
    entry.units ? [{ type: entry.type, units: entry.units }] : [],
  );
  const units: readonly string[] = unitsForType(measurement.equipmentType, chosen);
  const narrowed = units.length < MEASUREMENT_UNITS.length;
  // The unit it has now stays offered (the server says if its type no longer allows it).
  const offered = units.includes(measurement.unit) ? units : [measurement.unit, ...units];
  const submit = form.handleSubmit((input) =>
    correct.mutate(
      { id: measurement.id, input: input as MeasurementCorrectionInput },
      {
        onSuccess: () => {
          notify.success(CORRECTION_TEXTS.corrected);
          onDone();
        },
        onError: (error) => failed(error, (e) => showFieldRefusal(e, form, CORRECTION_FIELDS), onDone),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader title={CORRECTION_TEXTS.correctTitle} description={CORRECTION_TEXTS.correctDescription} />
      <DialogBody className="grid gap-5 max-sm:px-4">
        <Summary measurement={measurement} />
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)] items-start gap-3 sm:gap-4">
          <InputField
            id="correction-value"
            label={CORRECTION_TEXTS.newValue}
            required
            aria-required="true"
            inputMode="decimal"
            autoComplete="off"
            hint={CORRECTION_TEXTS.valueHint}
            error={errors.value?.message}
            className="content-start [&_input]:tabular-nums max-sm:[&_input]:h-11"
            {...form.register("value")}
          />
          <Field
            id="correction-unit"
            label={CORRECTION_TEXTS.unit}
            required
            error={errors.unit?.message}
            hint={narrowed ? `${measurement.equipmentType} : ${unitList(units)}` : undefined}
            className="content-start"
          >
            <NativeSelect
              aria-required="true"
              className="max-sm:h-11"
              {...fieldAria("correction-unit", errors.unit?.message)}
              {...form.register("unit")}
            >
              {groupsOf(offered).map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.units.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field id="correction-notes" label={CORRECTION_TEXTS.notes} error={errors.notes?.message}>
          <Textarea
            rows={2}
            {...fieldAria("correction-notes", errors.notes?.message)}
            {...form.register("notes")}
          />
        </Field>
        <Field
          id="correction-reason"
          label={CORRECTION_TEXTS.reason}
          required
          hint={CORRECTION_TEXTS.reasonHint}
          error={errors.reason?.message}
        >
          <Textarea
            rows={2}
            aria-required="true"
            {...fieldAria("correction-reason", errors.reason?.message)}
            {...form.register("reason")}
          />
        </Field>
      </DialogBody>
      <DialogActions
        pending={correct.isPending}
        cancelLabel={CORRECTION_TEXTS.cancel}
        actionLabel={CORRECTION_TEXTS.saveCorrection}
        pendingLabel={CORRECTION_TEXTS.saving}
        icon={PencilLine}
      />
    </form>
  );
}

type WithdrawalValues = z.input<typeof measurementWithdrawalInputSchema>;
type WithdrawalOutput = z.output<typeof measurementWithdrawalInputSchema>;

function WithdrawalForm({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const withdraw = useWithdrawMeasurement(measurement.campaignId);
  const form = useForm<WithdrawalValues, unknown, WithdrawalOutput>({
    resolver: zodResolver(measurementWithdrawalInputSchema),
    defaultValues: { reason: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ reason }) =>
    withdraw.mutate(
      { id: measurement.id, reason },
      {
        onSuccess: () => {
          notify.success(CORRECTION_TEXTS.withdrawn);
          onDone();
        },
        onError: (error) => failed(error, (e) => showFieldRefusal(e, form, ["reason"]), onDone),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader
        title={CORRECTION_TEXTS.withdrawTitle}
        description={CORRECTION_TEXTS.withdrawDescription}
      />
      <DialogBody className="grid gap-5 max-sm:px-4">
        <Summary measurement={measurement} />
        <Notice tone="warning">{CORRECTION_TEXTS.withdrawWarning}</Notice>
        <Field
          id="withdrawal-reason"
          label={CORRECTION_TEXTS.reason}
          required
          hint={CORRECTION_TEXTS.withdrawReasonHint}
          error={errors.reason?.message}
        >
          <Textarea
            rows={3}
            aria-required="true"
            {...fieldAria("withdrawal-reason", errors.reason?.message)}
            {...form.register("reason")}
          />
        </Field>
      </DialogBody>
      <DialogActions
        pending={withdraw.isPending}
        cancelLabel={CORRECTION_TEXTS.cancel}
        actionLabel={CORRECTION_TEXTS.confirmWithdraw}
        pendingLabel={CORRECTION_TEXTS.saving}
        icon={Ban}
      />
    </form>
  );
}

/**
 * « Corriger » and « Retirer » a measurement (decision 020): a correction is a new version (value,
 * unit among its instrument's, notes), a withdrawal takes it out of what counts; each asks why. The
 * measurement as entered is kept, and both are in the audit trail.
 */
export function CorrectionDialog({
  target,
  onClose,
  onCloseAutoFocus,
}: {
  target: CorrectionTarget | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {target?.mode === "correct" && (
          <CorrectionForm key={target.measurement.id} measurement={target.measurement} onDone={onClose} />
        )}
        {target?.mode === "withdraw" && (
          <WithdrawalForm key={target.measurement.id} measurement={target.measurement} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
