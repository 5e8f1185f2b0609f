import { ClipboardPaste, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Control, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import type { DecisionPreviewInput } from "../../../shared/api/calibration-events";
import { POINT_PHASES } from "../../../shared/conformity/decide-event";
import { CONFORMITY_TEXTS, POINT_PHASE_LABELS } from "../../../shared/texts/conformity";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { fill } from "../../lib/format";
import type { EventOutput, EventValues } from "./event-values";
import { emptyPoint, type PointRow } from "./paste-points";
import { PointsPaste } from "./points-paste";
import { PointsPreview } from "./points-preview";
import { useDecisionPreview } from "./queries";

type Column = Exclude<keyof PointRow, "phase" | "toleranceLower" | "toleranceUpper">;

const COLUMNS: { name: Column; label: string; numeric: boolean }[] = [
  { name: "reference", label: CONFORMITY_TEXTS.reference, numeric: true },
  { name: "indication", label: CONFORMITY_TEXTS.indication, numeric: true },
  { name: "error", label: CONFORMITY_TEXTS.error, numeric: true },
  { name: "unit", label: CONFORMITY_TEXTS.unit, numeric: false },
  { name: "expandedUncertainty", label: CONFORMITY_TEXTS.uncertainty, numeric: true },
  { name: "coverageFactor", label: CONFORMITY_TEXTS.coverageFactor, numeric: true },
  { name: "mpe", label: CONFORMITY_TEXTS.mpe, numeric: true },
];

const VALUES: Column[] = ["reference", "indication", "error", "expandedUncertainty", "mpe"];

/** A row with nothing typed yet is not sent: it is the next point, not a wrong one. */
const typed = (row: PointRow) => VALUES.some((name) => row[name].trim() !== "");

/** The value a point keeps a quarter of a second: the preview asks once the typing pauses. */
function useSettled<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The points of an event (decision 032): typed one by one or pasted from a spreadsheet, as found and
 * as left. The server decides them as it would on saving (the instrument's rule, the tolerances it
 * knows), and each is shown on its tolerance bar with its decision and false accept risk.
 */
export function EventPointsEditor({
  instrumentId,
  control,
  register,
}: {
  instrumentId: number;
  control: Control<EventValues, unknown, EventOutput>;
  register: UseFormRegister<EventValues>;
}) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: "points" });
  const [pasting, setPasting] = useState(false);
  const rows = (useWatch({ control, name: "points" }) ?? []) as PointRow[];
  const [asFoundError, asLeftError, mpe] = useWatch({
    control,
    name: ["asFoundError", "asLeftError", "mpe"],
  });
  const sent = rows.filter(typed);
  const input: DecisionPreviewInput | null =
    sent.length > 0 ? { points: sent, asFoundError, asLeftError, mpe } : null;
  const settled = useSettled(input ? JSON.stringify(input) : null);
  const preview = useDecisionPreview(
    instrumentId,
    settled === null ? null : (JSON.parse(settled) as DecisionPreviewInput),
  );

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-4 max-sm:p-3" data-points-editor="">
      <legend className="px-1 text-sm font-medium">{CONFORMITY_TEXTS.pointsTitle}</legend>
      <p className="text-xs text-muted-foreground">{CONFORMITY_TEXTS.pointsHint}</p>
      {fields.length > 0 && (
        <ol className="grid gap-3">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-[9.5rem_repeat(7,minmax(0,1fr))_auto] sm:items-end"
              data-point-row={index}
            >
              <div className="grid gap-1 text-xs">
                <label htmlFor={`event-point-${index}-phase`} className="font-medium">
                  {fill(CONFORMITY_TEXTS.pointPhase, { n: index + 1 })}
                </label>
                <NativeSelect
                  id={`event-point-${index}-phase`}
                  className="h-9 max-sm:h-11"
                  {...register(`points.${index}.phase` as const)}
                >
                  {POINT_PHASES.map((phase) => (
                    <option key={phase} value={phase}>
                      {POINT_PHASE_LABELS[phase]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid grid-cols-3 gap-2 sm:contents">
                {COLUMNS.map((column) => (
                  <div key={column.name} className="grid min-w-0 gap-1 text-xs">
                    <label htmlFor={`event-point-${index}-${column.name}`} className="font-medium">
                      {column.label}
                      <span className="sr-only">
                        {" "}
                        ({CONFORMITY_TEXTS.point} {index + 1})
                      </span>
                    </label>
                    <Input
                      id={`event-point-${index}-${column.name}`}
                      className="h-9 px-2 tabular-nums max-sm:h-11"
                      inputMode={column.numeric ? "decimal" : "text"}
                      autoComplete="off"
                      spellCheck={false}
                      {...register(`points.${index}.${column.name}` as const)}
                    />
                  </div>
                ))}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="justify-self-end max-sm:size-11"
                aria-label={fill(CONFORMITY_TEXTS.removePointLabel, { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="max-sm:h-11"
          onClick={() => append(emptyPoint(rows.at(-1)?.phase ?? "asFound"))}
        >
          <Plus aria-hidden="true" />
          {CONFORMITY_TEXTS.addPoint}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="max-sm:h-11"
          aria-expanded={pasting}
          onClick={() => setPasting((open) => !open)}
        >
          <ClipboardPaste aria-hidden="true" />
          {CONFORMITY_TEXTS.pasteLabel}
        </Button>
      </div>
      {pasting && (
        <PointsPaste
          onPaste={(points) => {
            replace([...rows.filter(typed), ...points]);
            setPasting(false);
          }}
        />
      )}
      {input && <PointsPreview preview={preview} />}
    </fieldset>
  );
}
