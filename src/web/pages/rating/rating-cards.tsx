import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Info } from "lucide-react";
import { memo, useRef, useState } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/field";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { type RateCell, RatingCell } from "./rating-cell";
import { type RatingViewProps, RowProgress, type RowSelection } from "./rating-table";
import { cardPage } from "./row-window";

/** Cards drawn at a time: a campaign of thousands of equipment stays quick on a phone. */
const CARDS_PER_PAGE = 10;
const NO_GRADES: ReadonlyMap<number, number> = new Map();

/**
 * A criterion's name on a card, and its description unfolded under it on demand: a plain button
 * rather than a popover, as the cards hold dozens of them and a page of cards must draw quickly.
 */
function CriterionLabel({ criterion, id }: { criterion: Criterion; id: string }) {
  const [open, setOpen] = useState(false);
  const descriptionId = `${id}-description`;
  return (
    <>
      <span className="flex items-start gap-1">
        <span className="text-sm leading-snug font-medium">{criterion.name}</span>
        {criterion.description && (
          <button
            type="button"
            aria-label={`Description du critère ${criterion.name}`}
            aria-expanded={open}
            aria-controls={open ? descriptionId : undefined}
            onClick={() => setOpen((shown) => !shown)}
            className="-my-1.5 -mr-1.5 ml-auto flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-expanded:bg-muted aria-expanded:text-foreground"
          >
            <Info className="size-4" aria-hidden="true" />
          </button>
        )}
      </span>
      {open && (
        <p
          id={descriptionId}
          className="rounded-md bg-muted px-3 py-2 text-xs leading-relaxed text-muted-foreground"
        >
          {criterion.description}
        </p>
      )}
    </>
  );
}

/**
 * One equipment on a phone (spec §2): its name, reference and type, then each visible criterion
 * with its grade as a control the width of the screen. A group named after the equipment.
 */
const EquipmentCard = memo(function EquipmentCard({
  equipment,
  criteria,
  grades,
  selectable,
  selected,
  readOnly,
  onToggle,
  onRate,
}: {
  equipment: Equipment;
  criteria: readonly Criterion[];
  grades: ReadonlyMap<number, number>;
  selectable: boolean;
  selected: boolean;
  readOnly: boolean;
  onToggle: RowSelection["onToggle"];
  onRate: RateCell;
}) {
  const rated = criteria.filter((c) => grades.has(c.id)).length;
  const titleId = `equipment-card-${equipment.id}`;
  const referenceId = `${titleId}-reference`;
  return (
    <li>
      <fieldset
        aria-labelledby={`${titleId} ${referenceId}`}
        data-equipment-id={equipment.id}
        className={cn(
          "min-w-0 rounded-xl border bg-card shadow-sm transition-shadow",
          selected && "border-primary/50 ring-2 ring-primary/25",
        )}
      >
        {/* Kept in view while the card's criteria scroll by, so that one always knows what is rated. */}
        <div
          className={cn(
            "sticky top-0 z-10 flex items-start gap-2 rounded-t-xl border-b px-4 py-3",
            selected ? "bg-secondary" : "bg-card",
          )}
        >
          {selectable && (
            <label
              htmlFor={`${titleId}-select`}
              className="-my-2 -ml-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
            >
              <Checkbox
                id={`${titleId}-select`}
                className="size-5"
                aria-label={`Sélectionner ${equipment.name} (${equipment.serialNumber})`}
                checked={selected}
                onChange={(event) => onToggle(equipment.id, event.target.checked)}
              />
            </label>
          )}
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-[15px] leading-snug font-semibold break-words">
              {equipment.name}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span id={referenceId} className="font-mono break-all">
                {equipment.serialNumber}
              </span>
              {equipment.type && (
                <span className="rounded-full border bg-muted px-2 py-0.5 text-foreground">
                  <span className="sr-only">Type : </span>
                  {equipment.type}
                </span>
              )}
            </p>
          </div>
          <span className="mt-0.5">
            <RowProgress rated={rated} total={criteria.length} />
          </span>
        </div>
        <ul className="grid gap-4 px-4 pt-3 pb-4">
          {criteria.map((criterion) => (
            <li key={criterion.id} className="grid gap-1.5">
              <CriterionLabel criterion={criterion} id={`${titleId}-${criterion.id}`} />
              <RatingCell
                equipment={equipment}
                criterion={criterion}
                grade={grades.get(criterion.id) ?? null}
                readOnly={readOnly}
                touch
                onRate={onRate}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </li>
  );
});

function Pager({ index, count, onGo }: { index: number; count: number; onGo: (index: number) => void }) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <nav aria-label="Pages des équipements" className="flex items-center justify-between gap-2">
      <span className="flex gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label="Première page"
          disabled={first}
          onClick={() => onGo(0)}
        >
          <ChevronsLeft />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label="Page précédente"
          disabled={first}
          onClick={() => onGo(index - 1)}
        >
          <ChevronLeft />
        </Button>
      </span>
      <span className="text-sm tabular-nums">
        Page {formatNumber(index + 1)} sur {formatNumber(count)}
      </span>
      <span className="flex gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label="Page suivante"
          disabled={last}
          onClick={() => onGo(index + 1)}
        >
          <ChevronRight />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label="Dernière page"
          disabled={last}
          onClick={() => onGo(count - 1)}
        >
          <ChevronsRight />
        </Button>
      </span>
    </nav>
  );
}

/**
 * The rating table on a phone (spec §2): one card per equipment, a page of them at a time. Rating,
 * selection and read-only states are those of the table.
 */
export function RatingCards({ equipment, criteria, grades, selection, readOnly, onRate }: RatingViewProps) {
  const [wanted, setWanted] = useState(0);
  const page = cardPage(equipment.length, wanted, CARDS_PER_PAGE);
  const top = useRef<HTMLParagraphElement>(null);
  const go = (index: number) => {
    setWanted(index);
    // The new page is read from its top, as a new page would be.
    requestAnimationFrame(() => {
      top.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: "start" });
    });
  };
  const shown = equipment.slice(page.start, page.end);
  return (
    <section aria-label="Équipements à noter" className="grid gap-3">
      {page.count > 1 && (
        <p
          ref={top}
          tabIndex={-1}
          className="scroll-mt-4 px-1 text-sm text-muted-foreground tabular-nums focus-visible:outline-offset-2"
        >
          {`Équipements ${formatNumber(page.start + 1)} à ${formatNumber(page.end)} sur ${formatNumber(equipment.length)}`}
        </p>
      )}
      <ul className="grid gap-4" data-testid="rating-cards">
        {shown.map((item) => (
          <EquipmentCard
            key={item.id}
            equipment={item}
            criteria={criteria}
            grades={grades.get(item.id) ?? NO_GRADES}
            selectable={selection !== null}
            selected={selection?.selected.has(item.id) ?? false}
            readOnly={readOnly}
            onToggle={selection?.onToggle ?? noop}
            onRate={onRate}
          />
        ))}
      </ul>
      {page.count > 1 && <Pager index={page.index} count={page.count} onGo={go} />}
    </section>
  );
}

function noop() {}
