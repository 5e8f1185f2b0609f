import { ListChecks, SquareCheck, SquareX } from "lucide-react";
import type { Ref } from "react";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { SELECTION_BAR_TEXTS } from "../../../shared/texts/public";
import { Button } from "../../components/ui/button";
import { countOf } from "../../lib/count";

/** Select-all, deselect-all and the group rating (spec §2); the group rating waits for a selection. */
export function SelectionBar({
  selectedCount,
  total,
  onSelectAll,
  onClear,
  onGroup,
  groupRef,
}: {
  selectedCount: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onGroup: () => void;
  groupRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/60 p-3 md:flex md:items-center md:justify-between md:py-2">
      <p role="status" className="text-sm">
        {selectedCount === 0 ? (
          <span className="text-muted-foreground">{SELECTION_BAR_TEXTS.cochezDesEquipementsPour}</span>
        ) : (
          <span className="font-medium">
            {countOf(
              selectedCount,
              SELECTION_BAR_TEXTS.equipementSelectionne,
              SELECTION_BAR_TEXTS.equipementsSelectionnes,
            )}
          </span>
        )}
      </p>
      <div className="grid grid-cols-2 gap-2 md:flex [&>button]:h-11 md:[&>button]:h-9 max-sm:[&>button:not(:last-child)]:px-2 max-sm:[&>button:not(:last-child)_svg]:hidden">
        <Button variant="outline" disabled={total === 0 || selectedCount === total} onClick={onSelectAll}>
          <SquareCheck />
          {PUBLIC_PAGE_TEXTS.selectAll}
        </Button>
        <Button variant="outline" disabled={selectedCount === 0} onClick={onClear}>
          <SquareX />
          {PUBLIC_PAGE_TEXTS.deselectAll}
        </Button>
        <Button ref={groupRef} className="col-span-2" disabled={selectedCount === 0} onClick={onGroup}>
          <ListChecks />
          {PUBLIC_PAGE_TEXTS.groupRating}
        </Button>
      </div>
    </div>
  );
}
