import { type RefObject, useDeferredValue } from "react";
import { EQUIPMENT_LIST_TEXTS } from "../../../shared/texts/campaign-equipment";
import { cn } from "../../lib/utils";
import { EditRow } from "./equipment-edit-row";
import type { EquipmentItem } from "./equipment-items";
import { GRID, type ListHandlers, REFERENCE_COLUMN, type RowError, ViewRow } from "./equipment-rows";

const NO_ITEMS: EquipmentItem[] = [];

/**
 * The equipment of the dialog (spec §2): columns Nom, Référence, Période (mois), Actions; each row
 * edited inline (save or cancel) or deleted. Simple rows in a scroll box of fixed maximum height.
 */
export function EquipmentList({
  items,
  editingKey,
  busyKey,
  editError,
  problems,
  canEditSaved,
  canEditNew,
  markNew,
  handlers,
  scrollRef,
}: {
  items: EquipmentItem[];
  editingKey: string | null;
  busyKey: string | null;
  editError: RowError | null;
  /** What the server would refuse in new rows, by row key. */
  problems: ReadonlyMap<string, RowError>;
  canEditSaved: boolean;
  canEditNew: boolean;
  markNew: boolean;
  handlers: ListHandlers;
  scrollRef: RefObject<HTMLTableSectionElement | null>;
}) {
  // A long list is drawn in a background render just after the dialog, which thus opens at once.
  const shown = useDeferredValue(items, items.length > 200 ? NO_ITEMS : items);
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {EQUIPMENT_LIST_TEXTS.aucunEquipementPourL}
        {canEditNew && EQUIPMENT_LIST_TEXTS.ajoutezEnAvecLe}
      </p>
    );
  }
  const withActions = canEditSaved || canEditNew;
  return (
    <table
      aria-label={EQUIPMENT_LIST_TEXTS.equipementsDeLaCampagne}
      className="block overflow-hidden rounded-lg border text-left"
    >
      <thead className="block border-b bg-muted">
        <tr className={cn(GRID, "py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase")}>
          <th scope="col">{EQUIPMENT_LIST_TEXTS.nom}</th>
          <th scope="col" className={REFERENCE_COLUMN}>
            {EQUIPMENT_LIST_TEXTS.reference}
          </th>
          <th scope="col">
            {EQUIPMENT_LIST_TEXTS.periode}
            <span className="hidden sm:inline">{EQUIPMENT_LIST_TEXTS.mois}</span>
          </th>
          <th scope="col" className="text-right">
            {withActions ? (
              EQUIPMENT_LIST_TEXTS.actions
            ) : (
              <span className="sr-only">{EQUIPMENT_LIST_TEXTS.actions}</span>
            )}
          </th>
        </tr>
      </thead>
      <tbody
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
        tabIndex={0}
        aria-label={EQUIPMENT_LIST_TEXTS.listeDefilanteDesEquipements}
        data-testid="equipment-scroll"
        className="block max-h-80 divide-y overflow-y-auto focus-visible:outline-offset-[-2px]"
      >
        {shown.length === 0 && (
          <tr className="flex h-20 items-center justify-center text-sm text-muted-foreground">
            <td role="status">{EQUIPMENT_LIST_TEXTS.chargementDeLaListe}</td>
          </tr>
        )}
        {shown.map((item) =>
          item.key === editingKey ? (
            <EditRow
              key={item.key}
              item={item}
              busy={busyKey === item.key}
              error={editError}
              handlers={handlers}
            />
          ) : (
            <ViewRow
              key={item.key}
              item={item}
              editable={item.id === null ? canEditNew : canEditSaved}
              markNew={markNew}
              busy={busyKey === item.key}
              problem={problems.get(item.key) ?? null}
              handlers={handlers}
            />
          ),
        )}
      </tbody>
    </table>
  );
}
