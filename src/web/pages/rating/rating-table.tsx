import { CircleCheck } from "lucide-react";
import { type FocusEvent, memo, useEffect, useRef, useState } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { RATING_TABLE_TEXTS } from "../../../shared/texts/rating";
import { CriterionInfo } from "../../components/criterion-info";
import { Checkbox } from "../../components/ui/field";
import { ProfileBadge } from "../../components/ui/profile-badge";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { type RateCell, RatingCell } from "./rating-cell";
import type { GradesByEquipment } from "./rating-filters";
import { rowSlots, useRowRange } from "./row-window";

/** Every row has this height (px), so that the rows out of view can be left out. */
const ROW_HEIGHT = 56;
const NO_GRADES: ReadonlyMap<number, number> = new Map();

export interface RowSelection {
  selected: ReadonlySet<number>;
  onToggle: (equipmentId: number, checked: boolean) => void;
  onToggleShown: (checked: boolean) => void;
}

function CriterionHeader({ criterion }: { criterion: Criterion }) {
  return (
    <th
      scope="col"
      className="sticky top-0 z-20 border-b bg-muted px-3 py-2.5 text-left align-top font-normal"
    >
      <span className="flex items-start gap-1">
        <span className="line-clamp-2 text-xs leading-snug font-semibold" title={criterion.name}>
          {criterion.name}
        </span>
        <CriterionInfo criterion={criterion} className="ml-auto hover:bg-card data-[state=open]:bg-card" />
      </span>
      <span className="mt-1.5 flex items-center gap-2">
        <ProfileBadge profile={criterion.profile} />
        <span className="text-[11px] whitespace-nowrap text-muted-foreground">
          {RATING_TABLE_TEXTS.poids}
          {formatNumber(Number(criterion.weight))}
        </span>
      </span>
    </th>
  );
}

/** How far the user got on this equipment: n of the visible criteria rated. */
export function RowProgress({ rated, total }: { rated: number; total: number }) {
  const label = RATING_TABLE_TEXTS.critereNoteSur(rated, rated > 1 ? "s" : "", rated > 1 ? "s" : "", total);
  if (rated === total)
    return (
      <span title={label} className="shrink-0 text-emerald-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </span>
    );
  return (
    <span title={label} className="shrink-0 text-[11px] text-muted-foreground tabular-nums">
      <span aria-hidden="true">
        {rated}/{total}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

const RatingRow = memo(function RatingRow({
  equipment,
  index,
  criteria,
  grades,
  selectable,
  selected,
  readOnly,
  onToggle,
  onRate,
}: {
  equipment: Equipment;
  index: number;
  criteria: readonly Criterion[];
  grades: ReadonlyMap<number, number>;
  selectable: boolean;
  selected: boolean;
  readOnly: boolean;
  onToggle: RowSelection["onToggle"];
  onRate: RateCell;
}) {
  const rated = criteria.filter((c) => grades.has(c.id)).length;
  const background = selected ? "bg-secondary" : "bg-card group-hover:bg-muted";
  const cell = cn("h-14 border-b px-2.5 py-0", background);
  const label = `${equipment.name} (${equipment.serialNumber})`;
  return (
    <tr className="group" aria-rowindex={index + 2} data-equipment-id={equipment.id}>
      {selectable && (
        <td className={cn(cell, "sticky left-0 z-10 w-12 pr-0 pl-4")}>
          <Checkbox
            aria-label={RATING_TABLE_TEXTS.selectionner(label)}
            checked={selected}
            onChange={(event) => onToggle(equipment.id, event.target.checked)}
          />
        </td>
      )}
      <th
        scope="row"
        className={cn(
          cell,
          "sticky z-10 text-left font-normal shadow-[inset_-1px_0_0_var(--color-border)]",
          selectable ? "left-12" : "left-0 pl-5",
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium" title={equipment.name}>
              {equipment.name}
            </span>
            <span className="truncate font-mono text-xs text-muted-foreground" title={equipment.serialNumber}>
              {equipment.serialNumber}
            </span>
          </span>
          <RowProgress rated={rated} total={criteria.length} />
        </span>
      </th>
      {criteria.map((criterion) => (
        <td key={criterion.id} className={cell}>
          <RatingCell
            equipment={equipment}
            criterion={criterion}
            grade={grades.get(criterion.id) ?? null}
            readOnly={readOnly}
            onRate={onRate}
          />
        </td>
      ))}
    </tr>
  );
});

/** What the table and the phone cards show and do: the same equipment, criteria, grades and rating. */
export interface RatingViewProps {
  equipment: readonly Equipment[];
  criteria: readonly Criterion[];
  grades: GradesByEquipment;
  /** Null when the user may not rate: no checkbox. */
  selection: RowSelection | null;
  readOnly: boolean;
  onRate: RateCell;
}

/**
 * The rating table (spec §2): a checkbox column, the equipment with its serial number, then one
 * column per visible criterion. It scrolls inside its own box, both ways, with the header and the
 * equipment column kept in view; only the rows in view are drawn.
 */
export function RatingTable({ equipment, criteria, grades, selection, readOnly, onRate }: RatingViewProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const range = useRowRange(scrollRef, equipment.length, ROW_HEIGHT);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const pinned = focusedId === null ? null : equipment.findIndex((e) => e.id === focusedId);
  const slots = rowSlots(range, equipment.length, pinned);

  const selectedShown = selection ? equipment.filter((e) => selection.selected.has(e.id)).length : 0;
  const allShown = equipment.length > 0 && selectedShown === equipment.length;
  const headerCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = selectedShown > 0 && !allShown;
  });

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("tr[data-equipment-id]");
    const id = row ? Number(row.dataset.equipmentId) : null;
    if (id !== null && id !== focusedId) setFocusedId(id);
  };

  const columnCount = criteria.length + (selection ? 2 : 1);
  const head = "sticky top-0 border-b bg-muted text-left align-top";
  return (
    <section
      ref={scrollRef}
      aria-label={RATING_TABLE_TEXTS.tableauDeNotationDefilant}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
      tabIndex={0}
      data-testid="rating-scroll"
      className="max-h-[max(24rem,calc(100vh-9rem))] overflow-auto scroll-pt-24 scroll-pl-80 focus-visible:outline-offset-[-2px]"
    >
      <table
        aria-label={RATING_TABLE_TEXTS.notationDesEquipements}
        aria-rowcount={equipment.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth: `${(selection ? 3 : 0) + 17 + criteria.length * 15}rem` }}
      >
        <colgroup>
          {selection && <col className="w-12" />}
          <col className="w-68" />
          {criteria.map((c) => (
            <col key={c.id} />
          ))}
        </colgroup>
        <thead className="text-xs text-muted-foreground">
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className={cn(head, "left-0 z-30 w-12 pt-3.5 pr-0 pl-4")}>
                <Checkbox
                  ref={headerCheckbox}
                  aria-label={RATING_TABLE_TEXTS.selectionnerTousLesEquipements}
                  checked={allShown}
                  disabled={equipment.length === 0}
                  onChange={(event) => selection.onToggleShown(event.target.checked)}
                />
              </th>
            )}
            <th
              scope="col"
              className={cn(
                head,
                "z-30 px-2.5 py-2.5 font-semibold tracking-wide uppercase shadow-[inset_-1px_0_0_var(--color-border)]",
                selection ? "left-12" : "left-0 pl-5",
              )}
            >
              {RATING_TABLE_TEXTS.equipement}
              <span className="mt-1 block font-normal tracking-normal normal-case">
                {RATING_TABLE_TEXTS.nomEtReference}
              </span>
            </th>
            {criteria.map((criterion) => (
              <CriterionHeader key={criterion.id} criterion={criterion} />
            ))}
          </tr>
        </thead>
        <tbody onFocus={onFocus}>
          {slots.map((slot) => {
            if (slot.kind === "gap")
              return (
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row standing for rows out of view, nothing in it to focus
                <tr key={slot.key} aria-hidden="true">
                  <td colSpan={columnCount} className="p-0" style={{ height: slot.rows * ROW_HEIGHT }} />
                </tr>
              );
            const item = equipment[slot.index]!;
            return (
              <RatingRow
                key={item.id}
                equipment={item}
                index={slot.index}
                criteria={criteria}
                grades={grades.get(item.id) ?? NO_GRADES}
                selectable={selection !== null}
                selected={selection?.selected.has(item.id) ?? false}
                readOnly={readOnly}
                onToggle={selection?.onToggle ?? noop}
                onRate={onRate}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function noop() {}
