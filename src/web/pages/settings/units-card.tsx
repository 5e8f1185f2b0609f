import { ArrowRight, Loader2, Ruler, Save } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MeasurementUnitsSetting } from "../../../shared/api/measurements";
import { MEASUREMENT_UNITS } from "../../../shared/constants";
import { inCatalogueOrder, MEASUREMENT_UNIT_GROUPS } from "../../../shared/measurement-units";
import { UNITS_TEXTS } from "../../../shared/texts/settings";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { fill, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { cn } from "../../lib/utils";
import { useMeasurementUnits, useSaveMeasurementUnits } from "./queries";

type TypeEntry = MeasurementUnitsSetting["types"][number];

/** The place of this card in the address: the share dialog links here. */
export const UNITS_ANCHOR = "unites-de-mesure";

/** The units of one type, as chips; a type without its own offers them all. */
function UnitChips({ entry }: { entry: TypeEntry }) {
  if (!entry.units)
    return (
      <p className="text-sm text-muted-foreground">
        {fill(UNITS_TEXTS.allUnits, { n: formatNumber(MEASUREMENT_UNITS.length) })}
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={fill(UNITS_TEXTS.unitsOf, { type: entry.type })}>
      {entry.units.map((unit) => (
        <li key={unit} className="rounded-md border bg-secondary/60 px-2 py-0.5 text-sm font-medium">
          {unit}
        </li>
      ))}
    </ul>
  );
}

/** The units of one type being chosen: a checkbox per unit, grouped by quantity. */
function TypeEditor({ entry, onDone }: { entry: TypeEntry; onDone: () => void }) {
  const id = useId();
  const save = useSaveMeasurementUnits();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(entry.units ?? []));
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);

  const toggle = (unit: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(unit);
      else next.delete(unit);
      return next;
    });
  const send = (units: string[]) => {
    setError(null);
    save.mutate(
      { type: entry.type, units: units as (typeof MEASUREMENT_UNITS)[number][] },
      {
        onSuccess: () => {
          notify.success(
            units.length === 0
              ? fill(UNITS_TEXTS.savedAll, { type: entry.type })
              : fill(UNITS_TEXTS.saved, { type: entry.type }),
          );
          onDone();
        },
        onError: (failure) => {
          // A refused value is said here, under the units; anything else in a toast.
          const refusal = fieldRefusalOf(failure);
          if (refusal) setError(refusal.message);
          else toastApiError(failure, UNITS_TEXTS.saveFailed);
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-label={fill(UNITS_TEXTS.editing, { type: entry.type })}
      onSubmit={(event) => {
        event.preventDefault();
        send(inCatalogueOrder([...chosen]));
      }}
    >
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {UNITS_TEXTS.editHint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {MEASUREMENT_UNIT_GROUPS.map((group, g) => (
          <fieldset key={group.label} className="grid min-w-0 content-start gap-1.5">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </legend>
            <div className="flex flex-wrap gap-1.5">
              {group.units.map((unit, u) => (
                <label
                  key={unit}
                  htmlFor={`${id}-${g}-${u}`}
                  className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border bg-card px-2.5 text-sm has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-2 has-focus-visible:outline-ring max-sm:min-h-11"
                >
                  <Checkbox
                    id={`${id}-${g}-${u}`}
                    ref={g === 0 && u === 0 ? first : undefined}
                    checked={chosen.has(unit)}
                    onChange={(event) => toggle(unit, event.target.checked)}
                    className="focus-visible:outline-none"
                  />
                  {unit}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <p className="text-sm" aria-live="polite">
        {chosen.size === 0
          ? fill(UNITS_TEXTS.noneChosen, { n: formatNumber(MEASUREMENT_UNITS.length) })
          : fill(UNITS_TEXTS.chosen, { n: formatNumber(chosen.size) })}
      </p>
      <div className="flex flex-wrap justify-end gap-2 max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        <Button type="button" variant="ghost" disabled={save.isPending} onClick={onDone}>
          {UNITS_TEXTS.cancel}
        </Button>
        {entry.units && (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => send([])}>
            {UNITS_TEXTS.reset}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {save.isPending ? UNITS_TEXTS.saving : UNITS_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * « Unités de mesure par type d'instrument » (decision 020): the company chooses the units each
 * instrument type is measured in; the public measurement page offers only those, and Calibra refuses
 * any other. A type without a choice offers the whole list. Those who manage campaigns change it.
 */
export function UnitsCard({ editable }: { editable: boolean }) {
  const setting = useMeasurementUnits();
  const [editing, setEditing] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${UNITS_ANCHOR}`) card.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  let content: ReactNode;
  if (setting.isPending)
    content = (
      <div className="flex justify-center py-8">
        <Spinner label={UNITS_TEXTS.loading} />
      </div>
    );
  else if (setting.isError)
    content = (
      <Notice tone="error">
        {UNITS_TEXTS.loadFailed}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void setting.refetch()}>
          {UNITS_TEXTS.retry}
        </Button>
      </Notice>
    );
  else if (setting.data.types.length === 0)
    content = (
      <div className="grid justify-items-start gap-2 rounded-lg border border-dashed px-4 py-5 text-sm">
        <p className="font-medium">{UNITS_TEXTS.emptyTitle}</p>
        <p className="text-muted-foreground">{UNITS_TEXTS.empty}</p>
        <Link
          to="/instruments"
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          {UNITS_TEXTS.toParc}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    );
  else
    content = (
      <ul className="divide-y rounded-lg border" aria-label={UNITS_TEXTS.listLabel}>
        {setting.data.types.map((entry) => {
          const open = editing === entry.type;
          return (
            <li key={entry.type} className={cn("grid gap-3 px-4 py-3", open && "bg-muted/20")}>
              <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium break-words">{entry.type}</p>
                  <p className="text-xs text-muted-foreground">
                    {fill(entry.instrumentCount > 1 ? UNITS_TEXTS.instruments : UNITS_TEXTS.instrument, {
                      n: formatNumber(entry.instrumentCount),
                    })}
                  </p>
                </div>
                <UnitChips entry={entry} />
                {editable && !open && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start max-sm:h-11 sm:justify-self-end"
                    aria-label={fill(UNITS_TEXTS.editFor, { type: entry.type })}
                    onClick={() => setEditing(entry.type)}
                  >
                    {UNITS_TEXTS.edit}
                  </Button>
                )}
              </div>
              {open && <TypeEditor entry={entry} onDone={() => setEditing(null)} />}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card ref={card} id={UNITS_ANCHOR} className="scroll-mt-6 lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Ruler className="size-5 text-primary" aria-hidden="true" />
          {UNITS_TEXTS.title}
        </CardTitle>
        <CardDescription>{UNITS_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {content}
        {!editable && <p className="text-xs text-muted-foreground">{UNITS_TEXTS.readOnly}</p>}
      </CardContent>
    </Card>
  );
}
