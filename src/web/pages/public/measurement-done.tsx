import { CircleCheck, Clock, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PublicCampaign } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { MEASUREMENT_DONE_TEXTS } from "../../../shared/texts/public";
import { Button } from "../../components/ui/button";
import { equipmentLabel } from "./equipment-choice";
import type { SavedMeasurement } from "./measurement-form";

/** "12.5" as French writes it, "12,5", digits kept as typed (no rounding of a measured value). */
function frenchDecimal(value: string): string {
  return value.replace(".", ",");
}

/**
 * After a measurement is stored (spec §2): 'Mesure enregistrée', the sentence of the spec with the
 * campaign's name, what was stored, and the way to enter the next one. Takes the focus, so that a
 * screen reader says it and Tab leads to the next measurement.
 */
export function MeasurementDone({
  campaign,
  saved,
  onAnother,
}: {
  campaign: PublicCampaign;
  saved: SavedMeasurement;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const item = campaign.equipment.find((e) => e.id === saved.values.equipmentId);
  const pending = saved.result.status === "pending";
  return (
    <section
      aria-labelledby="measurement-done-title"
      className="grid justify-items-center gap-4 rounded-xl border border-emerald-200 bg-card px-5 py-8 text-center shadow-sm sm:px-8 sm:py-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h2
          id="measurement-done-title"
          ref={heading}
          tabIndex={-1}
          className="rounded-md px-2 text-xl font-semibold tracking-tight focus-visible:outline-offset-2"
        >
          {PUBLIC_PAGE_TEXTS.measurementSavedTitle}
        </h2>
        <p className="text-sm text-muted-foreground sm:text-base">
          {PUBLIC_PAGE_TEXTS.measurementSaved}{" "}
          <span className="font-semibold text-foreground">{campaign.name}</span>.
        </p>
      </div>
      <dl className="grid w-full max-w-md gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-left text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{MEASUREMENT_DONE_TEXTS.equipement}</dt>
          <dd className="min-w-0 font-medium break-words">{item ? equipmentLabel(item) : "—"}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{MEASUREMENT_DONE_TEXTS.valeur}</dt>
          <dd className="font-medium tabular-nums">
            {frenchDecimal(saved.values.value)} {saved.values.unit}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{MEASUREMENT_DONE_TEXTS.operateur}</dt>
          <dd className="min-w-0 font-medium break-words">{saved.values.operatorName}</dd>
        </div>
      </dl>
      {pending && (
        <p className="flex max-w-md items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-left text-sm text-amber-900">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {PUBLIC_PAGE_TEXTS.measurementPending}
        </p>
      )}
      <Button size="lg" className="mt-2 h-12 w-full sm:w-auto" onClick={onAnother}>
        <Plus aria-hidden="true" />
        {PUBLIC_PAGE_TEXTS.addAnother}
      </Button>
    </section>
  );
}
