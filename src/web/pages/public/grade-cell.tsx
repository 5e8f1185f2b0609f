import { Clock } from "lucide-react";
import { memo } from "react";
import type { PublicCampaign, PublicCriterion } from "../../../shared/api/public-links";
import { GRADE_CELL_TEXTS } from "../../../shared/texts/public";
import { cn } from "../../lib/utils";
import { GradeSelect } from "../rating/grade-select";
import type { SavedCell } from "./rating-choices";

type Equipment = PublicCampaign["equipment"][number];

export type ChooseCell = (equipmentId: number, criterionId: number, scaleId: number) => void;

/** The accessible name of a cell: its criterion and its equipment. */
export function cellName(
  criterion: Pick<PublicCriterion, "name">,
  equipment: Pick<Equipment, "name" | "serialNumber">,
) {
  return `${criterion.name} — ${equipment.name} (${equipment.serialNumber})`;
}

export const PENDING_LABEL = GRADE_CELL_TEXTS.enAttenteDeValidation;

/**
 * One cell of the public grid (spec §2): a choice among the criterion's scale descriptions, its value
 * the chosen entry's id. A choice not saved yet is outlined; a saved one waiting for review says so.
 */
export const GradeCell = memo(function GradeCell({
  equipment,
  criterion,
  choice,
  saved,
  touch,
  onChoose,
}: {
  equipment: Equipment;
  criterion: PublicCriterion;
  /** The scale entry shown (chosen here or saved), null when none. */
  choice: number | null;
  saved: SavedCell | undefined;
  touch: boolean;
  onChoose: ChooseCell;
}) {
  const grade = criterion.scales.find((s) => s.id === choice)?.grade ?? null;
  const changed = choice !== null && choice !== saved?.verbatimId;
  const pending = !changed && saved?.pending === true;
  return (
    <div className="grid gap-1">
      <GradeSelect
        label={cellName(criterion, equipment)}
        scales={criterion.scales}
        value={grade}
        placeholder={GRADE_CELL_TEXTS.choisirUneNote}
        touch={touch}
        onChange={(value) => {
          const scale = criterion.scales.find((s) => s.grade === value);
          if (scale) onChoose(equipment.id, criterion.id, scale.id);
        }}
        className={cn(!touch && "px-2 text-[13px]", changed && "border-primary bg-secondary/50")}
        data-cell={`${equipment.id}:${criterion.id}`}
        data-state-saved={changed ? "changed" : pending ? "pending" : saved ? "saved" : "empty"}
      />
      {(changed || pending) && (
        <span
          className={cn(
            "flex items-center gap-1 text-[11px] leading-tight",
            changed ? "text-primary" : "text-amber-800",
          )}
        >
          {pending && <Clock className="size-3 shrink-0" aria-hidden="true" />}
          {changed ? GRADE_CELL_TEXTS.nonEnregistree : PENDING_LABEL}
        </span>
      )}
    </div>
  );
});
