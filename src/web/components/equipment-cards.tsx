import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { EQUIPMENT_CARD_TEXTS } from "../../shared/texts/common";
import { fill } from "../lib/format";
import { cn } from "../lib/utils";
import { type CardPage, cardPage } from "../pages/rating/row-window";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/field";

/** Cards drawn at a time: a campaign of thousands of equipment stays quick on a phone. */
const CARDS_PER_PAGE = 10;

interface CardEquipment {
  id: number;
  name: string;
  serialNumber: string;
  type?: string | null;
}

/**
 * One equipment on a phone (the staff and public rating pages): a group named after the equipment,
 * whose header (name, reference, type, its checkbox a finger's size) stays in view while its
 * criteria scroll by; `aside` sits at the header's end, the criteria are the children.
 */
export function EquipmentCard({
  equipment,
  idPrefix,
  selectable = true,
  selected,
  onToggle,
  aside,
  children,
}: {
  equipment: CardEquipment;
  idPrefix: string;
  selectable?: boolean;
  selected: boolean;
  onToggle: (equipmentId: number, checked: boolean) => void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${idPrefix}-${equipment.id}`;
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
                aria-label={fill(EQUIPMENT_CARD_TEXTS.select, {
                  name: equipment.name,
                  reference: equipment.serialNumber,
                })}
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
                  <span className="sr-only">{EQUIPMENT_CARD_TEXTS.typePrefix}</span>
                  {equipment.type}
                </span>
              )}
            </p>
          </div>
          {aside && <span className="mt-0.5">{aside}</span>}
        </div>
        <ul className="grid gap-4 px-4 pt-3 pb-4">{children}</ul>
      </fieldset>
    </li>
  );
}

/**
 * A page of cards at a time: which page is shown, and going to another, read from its top as a new
 * page would be (the focus moves to the caption above the cards).
 */
export function useCardPages(total: number): {
  page: CardPage;
  top: RefObject<HTMLParagraphElement | null>;
  go: (index: number) => void;
} {
  const [wanted, setWanted] = useState(0);
  const top = useRef<HTMLParagraphElement>(null);
  const go = (index: number) => {
    setWanted(index);
    requestAnimationFrame(() => {
      top.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: "start" });
    });
  };
  return { page: cardPage(total, wanted, CARDS_PER_PAGE), top, go };
}

/** "Équipements 11 à 20 sur 5 000", above the cards when there is more than one page. */
export function CardPageCaption({
  page,
  total,
  top,
}: {
  page: CardPage;
  total: number;
  top: RefObject<HTMLParagraphElement | null>;
}) {
  if (page.count <= 1) return null;
  return (
    <p
      ref={top}
      tabIndex={-1}
      className="scroll-mt-4 px-1 text-sm text-muted-foreground tabular-nums focus-visible:outline-offset-2"
    >
      {fill(EQUIPMENT_CARD_TEXTS.range, { from: page.start + 1, to: page.end, total })}
    </p>
  );
}

/** First, previous, next and last page, each a finger's size; nothing when all fits on one page. */
export function CardPager({ page, onGo }: { page: CardPage; onGo: (index: number) => void }) {
  if (page.count <= 1) return null;
  const { index, count } = page;
  const first = index === 0;
  const last = index === count - 1;
  const step = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <Button
      variant="outline"
      size="icon"
      className="size-11"
      aria-label={label}
      disabled={disabled}
      onClick={() => onGo(target)}
    >
      {icon}
    </Button>
  );
  return (
    <nav aria-label={EQUIPMENT_CARD_TEXTS.pager} className="flex items-center justify-between gap-2">
      <span className="flex gap-1">
        {step(EQUIPMENT_CARD_TEXTS.firstPage, 0, first, <ChevronsLeft />)}
        {step(EQUIPMENT_CARD_TEXTS.previousPage, index - 1, first, <ChevronLeft />)}
      </span>
      <span className="text-sm tabular-nums">
        {fill(EQUIPMENT_CARD_TEXTS.pageOf, { page: index + 1, count })}
      </span>
      <span className="flex gap-1">
        {step(EQUIPMENT_CARD_TEXTS.nextPage, index + 1, last, <ChevronRight />)}
        {step(EQUIPMENT_CARD_TEXTS.lastPage, count - 1, last, <ChevronsRight />)}
      </span>
    </nav>
  );
}
