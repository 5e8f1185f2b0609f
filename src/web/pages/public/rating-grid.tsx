import { useEffect, useRef } from "react";
import type { PublicCampaign, PublicCriterion } from "../../../shared/api/public-links";
import { RATING_GRID_TEXTS } from "../../../shared/texts/public";
import { CriterionInfo } from "../../components/criterion-info";
import { Checkbox } from "../../components/ui/field";
import { cn } from "../../lib/utils";
import { type ChooseCell, GradeCell } from "./grade-cell";
import { cellKey, type Edits, type SavedCell, shownChoice } from "./rating-choices";

type Equipment = PublicCampaign["equipment"][number];

/** What the table and the phone cards show and do. */
export interface GridProps {
  equipment: readonly Equipment[];
  criteria: readonly PublicCriterion[];
  edits: Edits;
  saved: ReadonlyMap<string, SavedCell>;
  selected: ReadonlySet<number>;
  onToggle: (equipmentId: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onChoose: ChooseCell;
}

/**
 * The public grid on a desktop (spec §2): a checkbox column, the equipment, then one column per
 * criterion of the link's profile. Scrolls sideways inside its own box when the criteria are many.
 */
export function RatingGrid({
  equipment,
  criteria,
  edits,
  saved,
  selected,
  onToggle,
  onToggleAll,
  onChoose,
}: GridProps) {
  const all = equipment.length > 0 && selected.size === equipment.length;
  const header = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (header.current) header.current.indeterminate = selected.size > 0 && !all;
  });
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-label={RATING_GRID_TEXTS.notationDesEquipements}
      >
        <thead>
          <tr>
            <th scope="col" className="w-12 border-b bg-muted py-2.5 pr-0 pl-4 text-left">
              <Checkbox
                ref={header}
                aria-label={RATING_GRID_TEXTS.selectionnerTousLesEquipements}
                checked={all}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            <th
              scope="col"
              className="min-w-44 border-b bg-muted px-3 py-2.5 text-left text-xs font-semibold"
            >
              {RATING_GRID_TEXTS.equipement}
            </th>
            {criteria.map((criterion) => (
              <th
                key={criterion.id}
                scope="col"
                className="min-w-56 border-b bg-muted px-3 py-2.5 text-left align-top font-normal"
              >
                <span className="flex items-start gap-1">
                  <span className="text-xs leading-snug font-semibold">{criterion.name}</span>
                  <span className="ml-auto">
                    <CriterionInfo criterion={criterion} />
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {equipment.map((item) => {
            const isSelected = selected.has(item.id);
            const cell = cn("border-b px-3 py-2.5 align-top", isSelected ? "bg-secondary" : "bg-card");
            return (
              <tr key={item.id} data-equipment-id={item.id}>
                <td className={cn(cell, "pt-3.5 pr-0 pl-4")}>
                  <Checkbox
                    aria-label={RATING_GRID_TEXTS.selectionner(item.name, item.serialNumber)}
                    checked={isSelected}
                    onChange={(event) => onToggle(item.id, event.target.checked)}
                  />
                </td>
                <th scope="row" className={cn(cell, "text-left font-normal")}>
                  <span className="block font-medium break-words">{item.name}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <span className="font-mono break-all">{item.serialNumber}</span>
                    {item.type && (
                      <span className="rounded-full border bg-muted px-2 py-px">{item.type}</span>
                    )}
                  </span>
                </th>
                {criteria.map((criterion) => {
                  const key = cellKey(item.id, criterion.id);
                  return (
                    <td key={criterion.id} className={cell}>
                      <GradeCell
                        equipment={item}
                        criterion={criterion}
                        choice={shownChoice(edits, saved, key)}
                        saved={saved.get(key)}
                        touch={false}
                        onChoose={onChoose}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
