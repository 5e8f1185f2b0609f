import { ClipboardPaste, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type Control, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import type { DecisionPreviewInput } from "../../../shared/api/calibration-events";
import { POINT_PHASES } from "../../../shared/conformity/decide-event";
import { CONFORMITY_TEXTS, DECISION_RULE_LABELS, POINT_PHASE_LABELS } from "../../../shared/texts/conformity";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { serverMessageOf } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { NativeSelect, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { fill } from "../../lib/format";
import { ResultBadge } from "./badges";
import { EventPoints } from "./event-points";
import type { EventOutput, EventValues } from "./event-values";
import { emptyPoint, type PointRow, pastePoints } from "./paste-points";
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
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState<string | null>(null);
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

  const fillFromPaste = () => {
    const result = pastePoints(pasted);
    if ("line" in result) {
      setPasteError(
        fill(CONFORMITY_TEXTS.pasteRefused, {
          n: result.line,
          reason: result.reason === "phase" ? CONFORMITY_TEXTS.pastePhase : CONFORMITY_TEXTS.pasteNumber,
        }),
      );
      return;
    }
    setPasteError(null);
    replace([...rows.filter(typed), ...result.points]);
    setPasting(false);
    setPasted("");
  };

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
                  {CONFORMITY_TEXTS.phase} {index + 1}
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
        <div className="grid gap-2">
          <label htmlFor="event-points-paste" className="text-xs text-muted-foreground">
            {CONFORMITY_TEXTS.pasteHint}
          </label>
          <Textarea
            id="event-points-paste"
            rows={4}
            className="font-mono text-xs"
            value={pasted}
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={pasteError ? "event-points-paste-error" : undefined}
            onChange={(change) => setPasted(change.currentTarget.value)}
          />
          {pasteError && (
            <p id="event-points-paste-error" role="alert" className="text-xs font-medium text-destructive">
              {pasteError}
            </p>
          )}
          <Button type="button" size="sm" className="justify-self-start max-sm:h-11" onClick={fillFromPaste}>
            {CONFORMITY_TEXTS.pasteApply}
          </Button>
        </div>
      )}
      {input && preview.isError && (
        <Notice tone="warning">{serverMessageOf(preview.error, LIFE_TEXTS.recordFailed)}</Notice>
      )}
      {input && preview.data && !preview.isError && preview.data.points.length > 0 && (
        <div className="grid gap-2" aria-live="polite" data-decision-preview={preview.data.result ?? ""}>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{CONFORMITY_TEXTS.previewResult}</span>
            {preview.data.result && <ResultBadge result={preview.data.result} />}
            <span className="text-xs text-muted-foreground">
              {CONFORMITY_TEXTS.rule} : {DECISION_RULE_LABELS[preview.data.decisionRule]}
            </span>
          </p>
          <EventPoints
            points={preview.data.points.map((point) => ({ ...point, id: point.position }))}
            rule={null}
            id="event-preview-points"
          />
        </div>
      )}
    </fieldset>
  );
}
