import { memo, useEffect, useRef, useState } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { RATING_CELL_TEXTS } from "../../../shared/texts/rating";
import { GradeSelect } from "./grade-select";

/** Saves one cell; resolves once saved, rejects (after its own error message) on failure. */
export type RateCell = (equipment: Equipment, criterion: Criterion, grade: number) => Promise<void>;

type SaveState = "idle" | "saving" | "saved";

const SAVED_SHOWN_MS = 2500;

/** The accessible name of a cell: its criterion and its equipment. */
export function cellLabel(
  criterion: Pick<Criterion, "name">,
  equipment: Pick<Equipment, "name" | "serialNumber">,
) {
  return `${criterion.name} — ${equipment.name} (${equipment.serialNumber})`;
}

/**
 * One cell of the table, or one line of an equipment's card on a phone (spec §2): the user's grade
 * of an equipment on a criterion. Choosing saves at once; the choice shows while it is saved and goes
 * back to the saved grade if the save fails. Choices made while a save is on its way are sent after
 * it, the last one winning.
 */
export const RatingCell = memo(function RatingCell({
  equipment,
  criterion,
  grade,
  readOnly,
  touch = false,
  onRate,
}: {
  equipment: Equipment;
  criterion: Criterion;
  /** The user's saved grade, null if not rated yet. */
  grade: number | null;
  readOnly: boolean;
  /** Drawn for a finger, on an equipment's card of the phone layout. */
  touch?: boolean;
  onRate: RateCell;
}) {
  const [pending, setPending] = useState<number | null>(null);
  const [state, setState] = useState<SaveState>("idle");
  const queue = useRef<{ busy: boolean; next: number | null }>({ busy: false, next: null });
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(savedTimer.current), []);

  const send = (chosen: number) => {
    queue.current.busy = true;
    clearTimeout(savedTimer.current);
    setState("saving");
    onRate(equipment, criterion, chosen).then(
      () => {
        const next = queue.current.next;
        queue.current.next = null;
        if (next !== null && next !== chosen) return send(next);
        queue.current.busy = false;
        setPending(null);
        setState("saved");
        savedTimer.current = setTimeout(() => setState("idle"), SAVED_SHOWN_MS);
      },
      () => {
        queue.current = { busy: false, next: null };
        setPending(null);
        setState("idle");
      },
    );
  };

  const choose = (chosen: number) => {
    setPending(chosen);
    if (queue.current.busy) queue.current.next = chosen;
    else if (chosen !== grade) send(chosen);
    else setPending(null);
  };

  return (
    <GradeSelect
      label={cellLabel(criterion, equipment)}
      scales={criterion.scales}
      value={pending ?? grade}
      onChange={(value) => typeof value === "number" && choose(value)}
      disabled={readOnly}
      placeholder={readOnly ? RATING_CELL_TEXTS.nonNote : RATING_CELL_TEXTS.choisirUneNote}
      status={state === "idle" ? undefined : state}
      touch={touch}
      className={touch ? undefined : "px-2 text-[13px]"}
      data-cell={`${equipment.id}:${criterion.id}`}
      data-save-state={state}
    />
  );
});
