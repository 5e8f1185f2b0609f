import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { instrumentCreateSchema } from "../../../shared/api/instruments";
import { NEW_INSTRUMENT_TEXTS as TEXTS } from "../../../shared/texts/instruments";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { InputField } from "../../components/ui/field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { notify } from "../../lib/toast";
import { useCreateInstrument } from "./queries";

type NewInstrumentValues = z.input<typeof instrumentCreateSchema>;
type NewInstrument = z.output<typeof instrumentCreateSchema>;

const FIELDS = ["name", "reference", "type", "location", "currentPeriod", "lastCalibrationDate"] as const;

/** A typical period for a new instrument, in months; people change it before saving. */
const DEFAULT_PERIOD = 12;

function NewInstrumentForm({ today, onDone }: { today: string | undefined; onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreateInstrument();
  const form = useForm<NewInstrumentValues, unknown, NewInstrument>({
    resolver: zodResolver(instrumentCreateSchema),
    defaultValues: {
      name: "",
      reference: "",
      type: "",
      location: "",
      currentPeriod: DEFAULT_PERIOD,
      lastCalibrationDate: null,
    },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        notify.success(TEXTS.created);
        onDone();
        navigate(`/instruments/${created.id}`);
      },
      onError: (error) => {
        if (showFieldRefusal(error, form, FIELDS)) return;
        toastApiError(error, TEXTS.createFailed);
      },
    }),
  );
  const pending = create.isPending;
  const field = "content-start max-sm:[&_input]:h-11";
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader title={TEXTS.title} description={TEXTS.description} />
      <DialogBody className="grid gap-4 max-sm:px-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="new-instrument-name"
            label={TEXTS.name}
            required
            aria-required="true"
            autoFocus
            autoComplete="off"
            error={errors.name?.message}
            className={field}
            {...form.register("name")}
          />
          <InputField
            id="new-instrument-reference"
            label={TEXTS.reference}
            hint={TEXTS.referenceHint}
            required
            aria-required="true"
            autoComplete="off"
            spellCheck={false}
            error={errors.reference?.message}
            className={`${field} [&_input]:font-mono`}
            {...form.register("reference")}
          />
          <InputField
            id="new-instrument-type"
            label={TEXTS.type}
            hint={TEXTS.typeHint}
            autoComplete="off"
            error={errors.type?.message}
            className={field}
            {...form.register("type")}
          />
          <InputField
            id="new-instrument-location"
            label={TEXTS.location}
            autoComplete="off"
            error={errors.location?.message}
            className={field}
            {...form.register("location")}
          />
          <InputField
            id="new-instrument-period"
            label={TEXTS.period}
            required
            aria-required="true"
            type="number"
            inputMode="numeric"
            min={0}
            max={1200}
            step={1}
            error={errors.currentPeriod?.message}
            className={`${field} [&_input]:tabular-nums`}
            {...form.register("currentPeriod", { valueAsNumber: true })}
          />
          <InputField
            id="new-instrument-last"
            label={TEXTS.lastCalibration}
            hint={TEXTS.lastCalibrationHint}
            type="date"
            max={today}
            error={errors.lastCalibrationDate?.message}
            className={field}
            {...form.register("lastCalibrationDate", {
              setValueAs: (value: string | null) => (value ? value : null),
            })}
          />
        </div>
      </DialogBody>
      <DialogActions
        pending={pending}
        cancelLabel={TEXTS.cancel}
        actionLabel={TEXTS.add}
        pendingLabel={TEXTS.adding}
        icon={Plus}
      />
    </form>
  );
}

/**
 * "Nouvel instrument": one instrument added by hand (the CSV import adds many); once added, its
 * page opens, where its first calibration can be recorded.
 */
export function NewInstrumentDialog({
  open,
  today,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The server's today: the latest last calibration the form offers. */
  today: string | undefined;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {open && <NewInstrumentForm today={today} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
