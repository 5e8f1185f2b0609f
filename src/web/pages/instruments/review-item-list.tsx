import type { ImpactItem, ImpactReview } from "../../../shared/api/impact-reviews";
import type { ImpactDecision } from "../../../shared/constants";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Item } from "./review-items";

/** The review's items, a list of cards on a phone and a table elsewhere, or the note that there are none. */
export function ReviewItemList({
  review,
  phone,
  editable,
  savingItem,
  onSave,
}: {
  review: ImpactReview;
  phone: boolean;
  editable: boolean;
  savingItem: number | null;
  onSave: (item: ImpactItem, input: { decision: ImpactDecision; note: string }) => void;
}) {
  const total = review.items.length;
  return total === 0 ? (
    <p className="px-5 py-4 text-sm text-muted-foreground max-sm:px-4">{LIFE_TEXTS.reviewNoItems}</p>
  ) : phone ? (
    <ul aria-label={LIFE_TEXTS.itemsLabel} className="divide-y">
      {review.items.map((item) => (
        <Item
          key={`${item.id}-${item.decidedAt ?? ""}`}
          item={item}
          phone
          editable={editable}
          saving={savingItem === item.id}
          onSave={onSave}
        />
      ))}
    </ul>
  ) : (
    <div className="overflow-x-auto">
      <table
        aria-label={LIFE_TEXTS.itemsLabel}
        className="w-full min-w-[760px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="border-b py-2.5 pr-3 pl-5 font-semibold">
              {LIFE_TEXTS.columnItem}
            </th>
            <th scope="col" className="w-40 border-b px-3 py-2.5 font-semibold">
              {LIFE_TEXTS.columnItemDate}
            </th>
            <th scope="col" className="w-56 border-b px-3 py-2.5 font-semibold">
              {LIFE_TEXTS.columnDecision}
            </th>
            <th scope="col" className="w-72 border-b py-2.5 pr-5 pl-3 font-semibold">
              {LIFE_TEXTS.columnNote}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {review.items.map((item) => (
            <Item
              key={`${item.id}-${item.decidedAt ?? ""}`}
              item={item}
              phone={false}
              editable={editable}
              saving={savingItem === item.id}
              onSave={onSave}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
