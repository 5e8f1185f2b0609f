import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Pencil, Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { InstrumentDetail } from "../../../shared/api/instrument-detail";
import { instrumentUpdateSchema } from "../../../shared/api/instruments";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { InputField } from "../../components/ui/field";
import { focusLater } from "../../lib/focus";
import { formatDay } from "../../lib/format";
import { notify } from "../../lib/toast";
import { Missing } from "./badges";
import { useUpdateInstrument } from "./queries";

type DetailsInput = z.input<typeof instrumentUpdateSchema>;
type Details = z.output<typeof instrumentUpdateSchema>;

function DetailsForm({ instrument, onDone }: { instrument: InstrumentDetail; onDone: () => void }) {
  const update = useUpdateInstrument(instrument.id);
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(instrumentUpdateSchema),
    defaultValues: {
      name: instrument.name,
      type: instrument.type ?? "",
      location: instrument.location ?? "",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        notify.success(LIFE_TEXTS.updated);
        onDone();
      },
      onError: (error) => {
        if (showFieldRefusal(error, form, ["name", "type", "location"])) return;
        toastApiError(error, LIFE_TEXTS.updateFailed);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        id="instrument-name"
        label={LIFE_TEXTS.name}
        required
        aria-required="true"
        autoFocus
        error={errors.name?.message}
        {...form.register("name")}
      />
      <InputField
        id="instrument-type"
        label={LIFE_TEXTS.type}
        error={errors.type?.message}
        {...form.register("type")}
      />
      <InputField
        id="instrument-location"
        label={LIFE_TEXTS.location}
        error={errors.location?.message}
        {...form.register("location")}
      />
      <p className="text-xs text-muted-foreground">{LIFE_TEXTS.referenceHint}</p>
      <div className="flex justify-end gap-2 max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        <Button type="button" variant="outline" disabled={update.isPending} onClick={onDone}>
          {LIFE_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {update.isPending ? LIFE_TEXTS.saving : LIFE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

function Value({ value }: { value: string | null }) {
  return value ? <span className="break-words">{value}</span> : <Missing label={LIFE_TEXTS.notSet} />;
}

/** The instrument's details; staff who manage the fleet edit its name, type and location. */
export function InstrumentDetails({
  instrument,
  mayManage,
}: {
  instrument: InstrumentDetail;
  mayManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const stop = () => {
    setEditing(false);
    focusLater(() => document.getElementById("instrument-edit"));
  };
  return (
    <Card className="grid content-start gap-4 p-5 max-sm:px-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{LIFE_TEXTS.detailsTitle}</h2>
        {mayManage && !editing && (
          <Button
            id="instrument-edit"
            variant="outline"
            size="sm"
            aria-label={LIFE_TEXTS.editLabel}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {LIFE_TEXTS.edit}
          </Button>
        )}
      </div>
      {editing ? (
        <DetailsForm instrument={instrument} onDone={stop} />
      ) : (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2.5 text-sm">
          <dt className="text-muted-foreground">{LIFE_TEXTS.name}</dt>
          <dd className="font-medium break-words">{instrument.name}</dd>
          <dt className="text-muted-foreground">{LIFE_TEXTS.reference}</dt>
          <dd className="font-mono text-[13px] break-all">{instrument.reference}</dd>
          <dt className="text-muted-foreground">{LIFE_TEXTS.type}</dt>
          <dd>
            <Value value={instrument.type} />
          </dd>
          <dt className="text-muted-foreground">{LIFE_TEXTS.location}</dt>
          <dd>
            <Value value={instrument.location} />
          </dd>
          <dt className="text-muted-foreground">{LIFE_TEXTS.createdAt}</dt>
          <dd className="tabular-nums">{formatDay(instrument.createdAt)}</dd>
        </dl>
      )}
    </Card>
  );
}
