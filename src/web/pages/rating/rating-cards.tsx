import { Info } from "lucide-react";
import { memo, useState } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { RATING_CARDS_TEXTS } from "../../../shared/texts/rating";
import { CardPageCaption, CardPager, EquipmentCard, useCardPages } from "../../components/equipment-cards";
import { type RateCell, RatingCell } from "./rating-cell";
import { type RatingViewProps, RowProgress, type RowSelection } from "./rating-table";

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
            aria-label={RATING_CARDS_TEXTS.descriptionDuCritere(criterion.name)}
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
const EquipmentRatingCard = memo(function EquipmentRatingCard({
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
  return (
    <EquipmentCard
      equipment={equipment}
      idPrefix="equipment-card"
      selectable={selectable}
      selected={selected}
      onToggle={onToggle}
      aside={<RowProgress rated={rated} total={criteria.length} />}
    >
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
    </EquipmentCard>
  );
});

/**
 * The rating table on a phone (spec §2): one card per equipment, a page of them at a time. Rating,
 * selection and read-only states are those of the table.
 */
export function RatingCards({ equipment, criteria, grades, selection, readOnly, onRate }: RatingViewProps) {
  const { page, top, go } = useCardPages(equipment.length);
  const shown = equipment.slice(page.start, page.end);
  return (
    <section aria-label={RATING_CARDS_TEXTS.equipementsANoter} className="grid gap-3">
      <CardPageCaption page={page} total={equipment.length} top={top} />
      <ul className="grid gap-4" data-testid="rating-cards">
        {shown.map((item) => (
          <EquipmentRatingCard
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
      <CardPager page={page} onGo={go} />
    </section>
  );
}

function noop() {}
