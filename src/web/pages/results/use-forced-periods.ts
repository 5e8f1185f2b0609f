import { useEffect, useMemo, useState } from "react";
import type { CalibrationResult } from "../../../shared/api/results";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { fieldRefusalOf, rowRefusalOf, toastApiError } from "../../api/errors";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { countStatuses, type Drafts, pendingChanges } from "./forced-periods";
import { useSaveForcedPeriods } from "./queries";
import { forcedInputId, type RowHandlers } from "./result-row";

/**
 * The forced periods typed in the results table: the drafts, the rows opened on their explanation,
 * the refusal of a typed value, and their saving with the reason asked first.
 */
export function useForcedPeriods(campaignId: number, results: CalibrationResult[]) {
  const saveForced = useSaveForcedPeriods(campaignId);
  const [drafts, setDrafts] = useState<Drafts>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [showRefusal, setShowRefusal] = useState(false);
  // Forced periods are saved with their reason, asked first (when applying: in the apply dialog).
  const [askingReason, setAskingReason] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);

  const pending = useMemo(() => pendingChanges(results, drafts), [results, drafts]);
  const counts = useMemo(() => countStatuses(results, drafts), [results, drafts]);
  const unsavedCount = pending.updates.length + pending.invalid.length;

  const handlers = useMemo<RowHandlers>(
    () => ({
      onDraft: (equipmentId, text) => setDrafts((previous) => new Map(previous).set(equipmentId, text)),
      onToggle: (equipmentId) =>
        setExpanded((previous) => {
          const next = new Set(previous);
          if (!next.delete(equipmentId)) next.add(equipmentId);
          return next;
        }),
    }),
    [],
  );

  // The refusal is said once the user tries to send; it goes with the last refused value.
  const refused = pending.invalid.length > 0;
  useEffect(() => {
    if (!refused) setShowRefusal(false);
  }, [refused]);

  /** Nothing leaves while a typed value is refused: the first one gets the focus. */
  const refuseInvalid = () => {
    setShowRefusal(true);
    const first = pending.invalid[0];
    if (first !== undefined) document.getElementById(forcedInputId(first))?.focus();
  };

  /** A refused forced period is said on its row, like a value typed out of bounds; else a toast. */
  const refuseForced = (error: unknown) => {
    const refusal = fieldRefusalOf(error);
    if (refusal?.field === "reason") {
      // The reason the company requires: asked again, with the server's words.
      setReasonError(refusal.message);
      return;
    }
    setAskingReason(false);
    toastApiError(error, FAILURE_MESSAGES.saveForcedPeriods);
    const row = rowRefusalOf(error, "updates");
    const update = row ? pending.updates[row.index] : undefined;
    if (update) document.getElementById(forcedInputId(update.equipmentId))?.focus();
  };

  const save = () => {
    if (pending.invalid.length > 0) return refuseInvalid();
    if (pending.updates.length === 0) return;
    setReasonError(undefined);
    setAskingReason(true);
  };

  const saveWithReason = (reason: string) => {
    const { updates } = pending;
    saveForced.mutate(
      { updates, reason: reason || undefined },
      {
        onSuccess: () => {
          setAskingReason(false);
          setDrafts(new Map());
          notify.success(
            updates.length > 1
              ? format(SUCCESS_MESSAGES.forcedPeriodsUpdated, { n: formatNumber(updates.length) })
              : SUCCESS_MESSAGES.forcedPeriodUpdated,
            SUCCESS_MESSAGES.forcedPeriodsSavedTitle,
          );
        },
        onError: (error) => refuseForced(error),
      },
    );
  };

  return {
    saveForced,
    drafts,
    clearDrafts: () => setDrafts(new Map()),
    expanded,
    handlers,
    pending,
    counts,
    unsavedCount,
    dirty: unsavedCount > 0,
    showRefusal,
    askingReason,
    stopAskingReason: () => setAskingReason(false),
    reasonError,
    clearReasonError: () => setReasonError(undefined),
    refuseInvalid,
    refuseForced,
    save,
    saveWithReason,
  };
}

export type ForcedPeriods = ReturnType<typeof useForcedPeriods>;
