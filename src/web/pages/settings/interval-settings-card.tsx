import { Save } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { IntervalSettings } from "../../../shared/api/interval-proposals";
import { INTERVAL_TEXTS } from "../../../shared/texts/intervals";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { useIntervalSettings, useSaveIntervalSettings } from "./queries";

const FIELDS: (keyof IntervalSettings)[] = [
  "staircaseExtend",
  "staircaseReduce",
  "staircaseMargin",
  "targetReliability",
  "minPeriod",
  "maxPeriod",
];

const text = (value: number) => String(value).replace(".", ",");

/**
 * « Méthodes d'intervalle » (decision 034): the staircase's factors and margin, RP-1's target
 * reliability and the periods' bounds the methods propose within. A refused value is said under
 * its field, in French.
 */
export function IntervalSettingsCard({ editable }: { editable: boolean }) {
  const id = useId();
  const settings = useIntervalSettings();
  const save = useSaveIntervalSettings();
  const [values, setValues] = useState<Record<keyof IntervalSettings, string> | null>(null);
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  useEffect(() => {
    if (settings.data)
      setValues(
        Object.fromEntries(FIELDS.map((name) => [name, text(settings.data[name])])) as Record<
          keyof IntervalSettings,
          string
        >,
      );
  }, [settings.data]);
  const submit = () => {
    if (!values) return;
    setRefusal(null);
    save.mutate(
      Object.fromEntries(FIELDS.map((name) => [name, values[name].replace(",", ".")])) as Record<
        keyof IntervalSettings,
        string
      >,
      {
        onSuccess: () => notify.success(INTERVAL_TEXTS.saved),
        onError: (error) => {
          const field = fieldRefusalOf(error);
          if (field) setRefusal(field);
          else toastApiError(error, INTERVAL_TEXTS.saveFailed);
        },
      },
    );
  };
  return (
    <Card id="methodes-intervalle">
      <CardHeader>
        <CardTitle>{INTERVAL_TEXTS.settingsTitle}</CardTitle>
        <CardDescription>{INTERVAL_TEXTS.settingsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {!values ? (
          <Spinner />
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {FIELDS.map((name) => (
              <div key={name} className="grid content-start gap-1 text-sm">
                <label htmlFor={`${id}-${name}`} className="font-medium">
                  {INTERVAL_TEXTS[name]}
                </label>
                <Input
                  id={`${id}-${name}`}
                  inputMode="decimal"
                  className="tabular-nums max-sm:h-11"
                  disabled={!editable}
                  value={values[name]}
                  aria-invalid={refusal?.field === name ? true : undefined}
                  aria-describedby={refusal?.field === name ? `${id}-${name}-error` : undefined}
                  onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
                />
                {refusal?.field === name && (
                  <p id={`${id}-${name}-error`} role="alert" className="text-xs font-medium text-destructive">
                    {refusal.message}
                  </p>
                )}
              </div>
            ))}
            {editable && (
              <Button
                type="submit"
                className="justify-self-start max-sm:h-11 sm:col-span-2"
                disabled={save.isPending}
              >
                <Save aria-hidden="true" />
                {INTERVAL_TEXTS.save}
              </Button>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
