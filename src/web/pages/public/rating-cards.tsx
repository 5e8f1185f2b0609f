import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/field";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { cardPage } from "../rating/row-window";
import { CriterionInfo } from "./criterion-info";
import { GradeCell } from "./grade-cell";
import { cellKey, shownChoice } from "./rating-choices";
import type { GridProps } from "./rating-grid";

/** Cards drawn at a time: a long campaign stays quick on a phone. */
const CARDS_PER_PAGE = 10;

/**
 * The public grid on a phone (spec §2): one card per equipment, its checkbox a finger's size, each
 * criterion with its description behind an (i) and its choice the width of the screen.
 */
export function RatingCards({ equipment, criteria, edits, saved, selected, onToggle, onChoose }: GridProps) {
  const [wanted, setWanted] = useState(0);
  const page = cardPage(equipment.length, wanted, CARDS_PER_PAGE);
  const top = useRef<HTMLParagraphElement>(null);
  const go = (index: number) => {
    setWanted(index);
    requestAnimationFrame(() => {
      top.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: "start" });
    });
  };
  return (
    <section aria-label="Équipements à noter" className="grid gap-3">
      {page.count > 1 && (
        <p ref={top} tabIndex={-1} className="scroll-mt-4 px-1 text-sm text-muted-foreground tabular-nums">
          {`Équipements ${formatNumber(page.start + 1)} à ${formatNumber(page.end)} sur ${formatNumber(equipment.length)}`}
        </p>
      )}
      <ul className="grid gap-4">
        {equipment.slice(page.start, page.end).map((item) => {
          const isSelected = selected.has(item.id);
          const titleId = `public-card-${item.id}`;
          return (
            <li key={item.id}>
              <fieldset
                aria-labelledby={`${titleId} ${titleId}-reference`}
                data-equipment-id={item.id}
                className={cn(
                  "min-w-0 rounded-xl border bg-card shadow-sm",
                  isSelected && "border-primary/50 ring-2 ring-primary/25",
                )}
              >
                <div
                  className={cn(
                    "flex items-start gap-2 rounded-t-xl border-b px-4 py-3",
                    isSelected ? "bg-secondary" : "bg-card",
                  )}
                >
                  <label
                    htmlFor={`${titleId}-select`}
                    className="-my-2 -ml-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
                  >
                    <Checkbox
                      id={`${titleId}-select`}
                      className="size-5"
                      aria-label={`Sélectionner ${item.name} (${item.serialNumber})`}
                      checked={isSelected}
                      onChange={(event) => onToggle(item.id, event.target.checked)}
                    />
                  </label>
                  <div className="min-w-0 flex-1">
                    <h3 id={titleId} className="text-[15px] leading-snug font-semibold break-words">
                      {item.name}
                    </h3>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      <span id={`${titleId}-reference`} className="font-mono break-all">
                        {item.serialNumber}
                      </span>
                      {item.type && (
                        <span className="rounded-full border bg-muted px-2 py-0.5 text-foreground">
                          {item.type}
                        </span>
                      )}
                    </p>
                  </div>
                </div>
                <ul className="grid gap-4 px-4 pt-3 pb-4">
                  {criteria.map((criterion) => {
                    const key = cellKey(item.id, criterion.id);
                    return (
                      <li key={criterion.id} className="grid gap-1.5">
                        <span className="flex items-start gap-1">
                          <span className="text-sm leading-snug font-medium">{criterion.name}</span>
                          <span className="ml-auto">
                            <CriterionInfo criterion={criterion} touch />
                          </span>
                        </span>
                        <GradeCell
                          equipment={item}
                          criterion={criterion}
                          choice={shownChoice(edits, saved, key)}
                          saved={saved.get(key)}
                          touch
                          onChoose={onChoose}
                        />
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {page.count > 1 && (
        <nav aria-label="Pages des équipements" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            className="h-11"
            disabled={page.index === 0}
            onClick={() => go(page.index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Précédents
          </Button>
          <span className="text-sm tabular-nums">
            {formatNumber(page.index + 1)} / {formatNumber(page.count)}
          </span>
          <Button
            variant="outline"
            className="h-11"
            disabled={page.index === page.count - 1}
            onClick={() => go(page.index + 1)}
          >
            Suivants
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </section>
  );
}
