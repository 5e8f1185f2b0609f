import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator, History, RefreshCw, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { type GlobalParameters, globalParametersInputSchema, K1_MAX } from "../../../shared/api/criteria";
import { GLOBAL_PARAMETER_DEFAULTS } from "../../../shared/constants";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { GLOBAL_PARAMETERS_FORM_TEXTS } from "../../../shared/texts/criteria";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { useGlobalParameters } from "../../api/hooks";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, fieldAria } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { parseDecimal } from "../../lib/format";
import { notify } from "../../lib/toast";
import { DecimalInput } from "./decimal-input";
import { decimalText } from "./numbers";
import { ParametersExplanation } from "./parameters-explanation";
import { useSaveGlobalParameters } from "./queries";

type Values = z.input<typeof globalParametersInputSchema>;
type Key = keyof Values;

function asFormValues(parameters: GlobalParameters): Values {
  return {
    k1: decimalText(parameters.k1),
    k2: decimalText(parameters.k2),
    pmax: decimalText(parameters.pmax),
  };
}

const asNumber = (value: Values[Key] | undefined) =>
  typeof value === "number" ? value : parseDecimal(value ?? "");

const FIELDS: {
  key: Key;
  label: string;
  hint: string;
  step: number;
  min: number;
  max: number;
  integer?: boolean;
  unit?: string;
}[] = [
  {
    key: "k1",
    label: GLOBAL_PARAMETERS_FORM_TEXTS.k1CoefficientDePonderation,
    hint: GLOBAL_PARAMETERS_FORM_TEXTS.entre01Et(K1_MAX, decimalText(GLOBAL_PARAMETER_DEFAULTS.k1)),
    step: 0.1,
    min: 0.1,
    max: K1_MAX,
  },
  {
    key: "k2",
    label: GLOBAL_PARAMETERS_FORM_TEXTS.k2CorrectionDeDispersion,
    hint: GLOBAL_PARAMETERS_FORM_TEXTS.entre0Et10(decimalText(GLOBAL_PARAMETER_DEFAULTS.k2)),
    step: 0.1,
    min: 0,
    max: 10,
  },
  {
    key: "pmax",
    label: GLOBAL_PARAMETERS_FORM_TEXTS.pmaxPeriodiciteMaximale,
    hint: GLOBAL_PARAMETERS_FORM_TEXTS.nombreEntierDeMois(GLOBAL_PARAMETER_DEFAULTS.pmax),
    step: 1,
    min: 1,
    max: 240,
    integer: true,
    unit: GLOBAL_PARAMETERS_FORM_TEXTS.mois,
  },
];

/** The global OPPERET parameters of spec §3 and §5, explained next to their form. */
export function GlobalParametersForm({ editable }: { editable: boolean }) {
  const parameters = useGlobalParameters();
  const save = useSaveGlobalParameters();
  const form = useForm<Values, unknown, z.output<typeof globalParametersInputSchema>>({
    resolver: zodResolver(globalParametersInputSchema),
    defaultValues: asFormValues(GLOBAL_PARAMETER_DEFAULTS),
  });
  const { reset } = form;
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    if (parameters.data) reset(asFormValues(parameters.data));
  }, [parameters.data, reset]);
  const [k1, k2, pmax] = useWatch({ control: form.control, name: ["k1", "k2", "pmax"] });

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(asFormValues(saved));
        notify.success(SUCCESS_MESSAGES.globalParametersSaved);
      },
      onError: (error) => {
        showFieldRefusal(error, form, ["k1", "k2", "pmax"]);
        toastApiError(error, FAILURE_MESSAGES.saveGlobalParameters);
      },
    }),
  );

  let body: ReactNode;
  if (parameters.isPending) {
    body = (
      <div className="grid gap-5" aria-busy="true">
        <Spinner label={GLOBAL_PARAMETERS_FORM_TEXTS.chargementDesParametres} />
        {FIELDS.map((field) => (
          <div key={field.key} className="grid gap-2">
            <div className="h-3.5 w-48 animate-pulse rounded bg-muted" />
            <div className="h-9 animate-pulse rounded-md bg-muted" />
          </div>
        ))}
      </div>
    );
  } else if (parameters.isError) {
    body = (
      <Notice tone="error">
        <p>{GLOBAL_PARAMETERS_FORM_TEXTS.impossibleDeChargerLes}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void parameters.refetch()}>
          <RefreshCw />
          {GLOBAL_PARAMETERS_FORM_TEXTS.reessayer}
        </Button>
      </Notice>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} className="grid content-start gap-5">
        <fieldset disabled={!editable} className="grid gap-5">
          <legend className="sr-only">{GLOBAL_PARAMETERS_FORM_TEXTS.parametresGlobauxOpperet}</legend>
          {FIELDS.map((field) => {
            const id = `global-${field.key}`;
            const error = errors[field.key]?.message;
            return (
              <Field key={field.key} id={id} label={field.label} required error={error} hint={field.hint}>
                <div className="relative">
                  <DecimalInput
                    step={field.step}
                    bounds={{ min: field.min, max: field.max }}
                    integer={field.integer}
                    className={field.unit ? "pr-14 tabular-nums" : "tabular-nums"}
                    {...fieldAria(id, error)}
                    {...form.register(field.key)}
                  />
                  {field.unit && (
                    <span
                      className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                      aria-hidden="true"
                    >
                      {field.unit}
                    </span>
                  )}
                </div>
              </Field>
            );
          })}
        </fieldset>
        {editable && (
          <div className="flex flex-wrap justify-end gap-2">
            {isDirty && (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => reset(parameters.data ? asFormValues(parameters.data) : undefined)}
              >
                <RotateCcw />
                {GLOBAL_PARAMETERS_FORM_TEXTS.retablir}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending || !isDirty} aria-busy={save.isPending}>
              {save.isPending && (
                <Spinner
                  className="size-4 text-primary-foreground"
                  label={GLOBAL_PARAMETERS_FORM_TEXTS.enregistrementEnCours}
                />
              )}
              {save.isPending
                ? GLOBAL_PARAMETERS_FORM_TEXTS.enregistrement
                : GLOBAL_PARAMETERS_FORM_TEXTS.enregistrerLesParametres}
            </Button>
          </div>
        )}
        <p className="flex gap-2 text-xs text-muted-foreground">
          <History className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {GLOBAL_PARAMETERS_FORM_TEXTS.uneModificationSApplique}
        </p>
      </form>
    );
  }

  return (
    <section aria-labelledby="global-parameters-title">
      <Card>
        <div className="flex items-start gap-3 border-b px-6 py-5">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Calculator className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id="global-parameters-title" className="font-semibold">
              {GLOBAL_PARAMETERS_FORM_TEXTS.parametresGlobauxOpperet}
            </h2>
            <p className="text-sm text-muted-foreground">{GLOBAL_PARAMETERS_FORM_TEXTS.ilsSAppliquentAu}</p>
          </div>
        </div>
        <div className="grid gap-8 p-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-10">
          {body}
          <div className="lg:border-l lg:pl-10">
            <ParametersExplanation k1={asNumber(k1)} k2={asNumber(k2)} pmax={asNumber(pmax)} />
          </div>
        </div>
      </Card>
    </section>
  );
}
