/**
 * Forced periods being typed on the results page (spec §4, §5): what each row shows while the user
 * types, and what the save sends. Pure, so that the page and its tests read the same rules.
 */
import type { CalibrationResult } from "../../../shared/api/results";
import { forcedPeriodSchema } from "../../../shared/api/results";
import { type EvolutionStatus, evolutionOf } from "../../../shared/opperet";

/** The text typed in each forced-period input, by equipment id; rows never touched are absent. */
export type Drafts = ReadonlyMap<number, string>;

/** A typed value read with the API's own rule: a period, a removal (null), or the refusal message. */
export type ParsedForcedPeriod = { ok: true; value: number | null } | { ok: false; message: string };

export function parseForcedPeriod(text: string): ParsedForcedPeriod {
  const parsed = forcedPeriodSchema.safeParse(text);
  if (parsed.success) return { ok: true, value: parsed.data ?? null };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "" };
}

export interface RowState {
  /** What the forced-period input shows. */
  input: string;
  /** The refusal of the typed value, else null. */
  error: string | null;
  /** The forced period as it would be saved (null: none). */
  forcedPeriod: number | null;
  /** The typed value differs from the saved one (and is valid). */
  changed: boolean;
  /** The typed forced period, else the saved one, else the new period. */
  effectivePeriod: number;
  evolutionPercent: number;
  status: EvolutionStatus;
}

/**
 * One row as the user sees it: a valid typed value decides the effective period at once (a removal
 * falls back to the new period); a refused one leaves the saved figures in place.
 */
export function rowState(result: CalibrationResult, draft: string | undefined): RowState {
  const saved = result.forcedPeriod;
  const input = draft ?? (saved === null ? "" : String(saved));
  const parsed = draft === undefined ? ({ ok: true, value: saved } as const) : parseForcedPeriod(draft);
  const forcedPeriod = parsed.ok ? parsed.value : saved;
  const effectivePeriod = forcedPeriod ?? result.newPeriod;
  const evolution = evolutionOf(result.currentPeriod, effectivePeriod);
  return {
    input,
    error: parsed.ok ? null : parsed.message,
    forcedPeriod,
    changed: parsed.ok && parsed.value !== saved,
    effectivePeriod,
    evolutionPercent: evolution.percent,
    status: evolution.status,
  };
}

export interface PendingChanges {
  /** The body of PATCH update-forced-periods: the changed rows only. */
  updates: { equipmentId: number; forcedPeriod: number | null }[];
  /** Equipment whose typed value is refused: nothing may be sent while there is one. */
  invalid: number[];
}

export function pendingChanges(results: readonly CalibrationResult[], drafts: Drafts): PendingChanges {
  const updates: PendingChanges["updates"] = [];
  const invalid: number[] = [];
  if (drafts.size === 0) return { updates, invalid };
  for (const result of results) {
    const draft = drafts.get(result.equipmentId);
    if (draft === undefined) continue;
    const state = rowState(result, draft);
    if (state.error) invalid.push(result.equipmentId);
    else if (state.changed)
      updates.push({ equipmentId: result.equipmentId, forcedPeriod: state.forcedPeriod });
  }
  return { updates, invalid };
}

export type StatusCounts = Record<EvolutionStatus | "total", number>;

/** The four summary counts, with the periods as typed. */
export function countStatuses(results: readonly CalibrationResult[], drafts: Drafts): StatusCounts {
  const counts: StatusCounts = { total: results.length, extended: 0, reduced: 0, maintained: 0 };
  for (const result of results) {
    const draft = drafts.get(result.equipmentId);
    counts[draft === undefined ? result.status : rowState(result, draft).status]++;
  }
  return counts;
}
