/** One result of the table: simple markup, so that 5,000 of them stay light. */
import { ChevronRight } from "lucide-react";
import { memo } from "react";
import type { CalibrationResult } from "../../../shared/api/results";
import { RESULT_ROW_TEXTS } from "../../../shared/texts/results";
import { OpperetBadge } from "../../components/opperet-badge";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { EVOLUTION_LOOKS, EvolutionBadge, formatEvolution, formatGlobalScore } from "./evolution";
import { type RowState, rowState } from "./forced-periods";
import { ResultExplanation } from "./result-explanation";

export interface RowHandlers {
  onDraft: (equipmentId: number, text: string) => void;
  onToggle: (equipmentId: number) => void;
}

export const COLUMN_COUNT = 11;
/** The sum of the grid's columns at their narrowest, gaps and padding included. */
// Narrow enough that every column, « Statut » and its row errors included, fits the content area of
// a 1280 px window beside the sidebar (about 59.9rem); narrower, the table scrolls and says so.
export const TABLE_MIN_WIDTH = "min-w-[59.75rem]";
export const GRID =
  "grid grid-cols-[1.75rem_minmax(7rem,3fr)_minmax(3rem,0.8fr)_minmax(5rem,1.4fr)_4.5rem_4.5rem_4.5rem_4.25rem_4.75rem_4.5rem_minmax(9rem,1.2fr)] items-center gap-x-2 px-2";
const NUMBER = "text-right tabular-nums";

export const forcedInputId = (equipmentId: number) => `forced-period-${equipmentId}`;
const explanationId = (equipmentId: number) => `explanation-${equipmentId}`;

function ForcedPeriodCell({
  result,
  state,
  editable,
  disabled,
  onDraft,
}: {
  result: CalibrationResult;
  state: RowState;
  editable: boolean;
  disabled: boolean;
  onDraft: RowHandlers["onDraft"];
}) {
  if (!editable) {
    return (
      <td className={NUMBER}>
        {state.forcedPeriod === null ? (
          <span className="text-muted-foreground">
            —<span className="sr-only">{RESULT_ROW_TEXTS.aucune}</span>
          </span>
        ) : (
          formatNumber(state.forcedPeriod)
        )}
      </td>
    );
  }
  const id = forcedInputId(result.equipmentId);
  return (
    <td>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={RESULT_ROW_TEXTS.periodeForceeMois(result.equipmentName)}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `${id}-error` : undefined}
        data-changed={state.changed || undefined}
        value={state.input}
        disabled={disabled}
        onChange={(event) => onDraft(result.equipmentId, event.target.value)}
        className={cn(
          "h-8 w-full rounded-md border border-input bg-card px-2 text-right text-sm tabular-nums shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50",
          state.changed && "border-amber-500 bg-amber-50",
          state.error && "border-destructive bg-destructive/5",
        )}
      />
    </td>
  );
}

export const ResultRow = memo(function ResultRow({
  result,
  draft,
  campaignId,
  run,
  expanded,
  editable,
  disabled,
  handlers,
}: {
  result: CalibrationResult;
  /** The text typed in its forced-period input, if any. */
  draft: string | undefined;
  campaignId: number;
  /** An earlier calculation's number, when the page shows one. */
  run?: number;
  expanded: boolean;
  editable: boolean;
  disabled: boolean;
  handlers: RowHandlers;
}) {
  const state = rowState(result, draft);
  const applied = result.appliedPeriod;
  return (
    <>
      <tr className={cn(GRID, "min-h-[53px] py-2 text-sm", expanded && "bg-muted/60")}>
        <td>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? explanationId(result.equipmentId) : undefined}
            aria-label={RESULT_ROW_TEXTS.explanationOf(result.equipmentName)}
            title={RESULT_ROW_TEXTS.explicationDuCalcul}
            onClick={() => handlers.onToggle(result.equipmentId)}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronRight
              className={cn("size-4 transition-transform", expanded && "rotate-90")}
              aria-hidden="true"
            />
          </button>
        </td>
        <td className="min-w-0">
          <p className="line-clamp-2 font-medium break-words" title={result.equipmentName}>
            {result.equipmentName}
          </p>
        </td>
        <td className="min-w-0 truncate text-muted-foreground" title={result.equipmentType ?? undefined}>
          {result.equipmentType ?? (
            <>
              —<span className="sr-only">{RESULT_ROW_TEXTS.nonRenseigne}</span>
            </>
          )}
        </td>
        <td className="line-clamp-2 min-w-0 font-mono text-[13px] break-all" title={result.serialNumber}>
          {result.serialNumber}
        </td>
        <td className={NUMBER}>{formatNumber(result.currentPeriod)}</td>
        <td className={NUMBER}>{formatNumber(result.newPeriod)}</td>
        <ForcedPeriodCell
          result={result}
          state={state}
          editable={editable}
          disabled={disabled}
          onDraft={handlers.onDraft}
        />
        <td className={NUMBER}>{formatGlobalScore(result.globalScore)}</td>
        <td className="text-right">
          <OpperetBadge score={result.opperetScore} className="justify-center" />
        </td>
        <td className={cn(NUMBER, "font-medium", EVOLUTION_LOOKS[state.status].text)}>
          {formatEvolution(state.evolutionPercent)}
        </td>
        <td className="grid justify-items-start gap-0.5">
          <EvolutionBadge status={state.status} />
          {result.outdated && (
            <span className="text-xs font-medium text-amber-800">
              {RESULT_ROW_TEXTS.aRecalculerDonneesModifiees}
            </span>
          )}
          {applied !== null && (
            <span
              className={cn(
                "text-xs tabular-nums",
                applied === state.effectivePeriod ? "text-muted-foreground" : "font-medium text-amber-800",
              )}
            >
              {RESULT_ROW_TEXTS.appliquee}
              {formatNumber(applied)}
              {RESULT_ROW_TEXTS.mois}
            </span>
          )}
        </td>
        {state.error && (
          <td
            id={`${forcedInputId(result.equipmentId)}-error`}
            role="alert"
            className="col-span-full pt-1.5 text-right text-xs font-medium text-destructive"
          >
            {state.error}
          </td>
        )}
      </tr>
      {expanded && (
        <tr className="block border-t bg-muted/30">
          <td
            colSpan={COLUMN_COUNT}
            id={explanationId(result.equipmentId)}
            // As wide as the visible part of the table, and kept in view when the table scrolls sideways.
            className="sticky left-0 block w-[100cqw] px-4 py-4 sm:pl-14"
          >
            <ResultExplanation campaignId={campaignId} result={result} state={state} run={run} />
          </td>
        </tr>
      )}
    </>
  );
});
