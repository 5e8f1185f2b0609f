import { History } from "lucide-react";
import { useId } from "react";
import type { CalculationRun, CalibrationResults } from "../../../shared/api/results";
import { RUN_PICKER_TEXTS } from "../../../shared/texts/results";
import { NativeSelect } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { formatDateTime } from "../../lib/format";

/** « Calcul n° 2 du 27/11/2026 à 19:05 par Claire Martin » (decision 021). */
export function runTitle(run: Pick<CalculationRun, "number" | "startedAt" | "calculatedByName">): string {
  return RUN_PICKER_TEXTS.calculNDu(
    run.number,
    formatDateTime(run.startedAt),
    run.calculatedByName ? RUN_PICKER_TEXTS.par(run.calculatedByName) : "",
  );
}

function runOption(run: CalculationRun): string {
  const marks = [
    run.current ? RUN_PICKER_TEXTS.enVigueur : null,
    run.applied ? RUN_PICKER_TEXTS.applique : null,
  ].filter(Boolean);
  return `${runTitle(run)}${marks.length > 0 ? ` (${marks.join(", ")})` : ""}`;
}

/**
 * Which calculation the page shows: the one in force, or an earlier one, read-only, as it was. Every
 * calculation is kept with what it used; shown only once there are two or more.
 */
export function RunPicker({
  runs,
  shown,
  onSelect,
}: {
  runs: CalculationRun[];
  shown: CalibrationResults["run"];
  onSelect: (run: number | undefined) => void;
}) {
  const id = useId();
  const completed = runs.filter((run) => run.status === "completed");
  if (completed.length < 2 || !shown) return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
          <History aria-hidden="true" className="size-4 text-muted-foreground" />
          {RUN_PICKER_TEXTS.calculAffiche}
        </label>
        <NativeSelect
          id={id}
          className="w-full sm:w-auto sm:min-w-[28rem]"
          value={shown.number}
          onChange={(event) => {
            const number = Number(event.target.value);
            onSelect(completed.find((run) => run.number === number)?.current ? undefined : number);
          }}
        >
          {completed.map((run) => (
            <option key={run.id} value={run.number}>
              {runOption(run)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {!shown.current && (
        <Notice tone="warning">
          {RUN_PICKER_TEXTS.vousConsultezLe}
          {runTitle(shown).replace(/^Calcul/, "calcul")}
          {RUN_PICKER_TEXTS.sesResultatsSontFiges}{" "}
          <button type="button" className="font-medium underline" onClick={() => onSelect(undefined)}>
            {RUN_PICKER_TEXTS.revenirAuCalculEn}
          </button>
        </Notice>
      )}
    </div>
  );
}
