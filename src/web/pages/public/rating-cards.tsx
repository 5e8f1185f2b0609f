import { RATING_CARDS_TEXTS } from "../../../shared/texts/public";
import { CriterionInfo } from "../../components/criterion-info";
import { CardPageCaption, CardPager, EquipmentCard, useCardPages } from "../../components/equipment-cards";
import { GradeCell } from "./grade-cell";
import { cellKey, shownChoice } from "./rating-choices";
import type { GridProps } from "./rating-grid";

/**
 * The public grid on a phone (spec §2): one card per equipment, its checkbox a finger's size, each
 * criterion with its description behind an (i) and its choice the width of the screen.
 */
export function RatingCards({ equipment, criteria, edits, saved, selected, onToggle, onChoose }: GridProps) {
  const { page, top, go } = useCardPages(equipment.length);
  return (
    <section aria-label={RATING_CARDS_TEXTS.equipementsANoter} className="grid gap-3">
      <CardPageCaption page={page} total={equipment.length} top={top} />
      <ul className="grid gap-4">
        {equipment.slice(page.start, page.end).map((item) => (
          <EquipmentCard
            key={item.id}
            equipment={item}
            idPrefix="public-card"
            selected={selected.has(item.id)}
            onToggle={onToggle}
          >
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
          </EquipmentCard>
        ))}
      </ul>
      <CardPager page={page} onGo={go} />
    </section>
  );
}
