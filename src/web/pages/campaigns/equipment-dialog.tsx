import { type RefObject, useRef, useState } from "react";
import { EQUIPMENT_DIALOG_TEXTS } from "../../../shared/texts/campaign-equipment";
import type { RowRefusal } from "../../api/errors";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { CsvImport } from "./csv-import";
import { QuickAddForm } from "./equipment-add";
import { ManagerFooter, RemoveRatedDialog } from "./equipment-dialog-parts";
import type { EquipmentItem } from "./equipment-items";
import { EquipmentList } from "./equipment-list";
import { useEquipmentDraft, useEquipmentRowEditing } from "./equipment-manager-state";
import { ParcPick } from "./parc-pick";

interface ManagerProps {
  saved: EquipmentItem[];
  added: EquipmentItem[];
  canAdd: boolean;
  canEditSaved: boolean;
  onSave: (added: EquipmentItem[]) => void;
  /** A new equipment (by its place in `added`) the server refused: its row opens in edit mode with why. */
  refusal?: RowRefusal | null;
  /** Lets the dialog's Escape key cancel an inline edit instead of closing. */
  escapeKey: RefObject<(() => boolean) | null>;
}

function EquipmentManager({ saved, added, canAdd, canEditSaved, onSave, refusal, escapeKey }: ManagerProps) {
  const { draft, setDraft, items, references, problems, append } = useEquipmentDraft(saved, added);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const rows = useEquipmentRowEditing({ added, refusal, references, setDraft, escapeKey });
  // New rows added, edited or removed since the dialog opened are not the campaign's until
  // « Enregistrer »: closing otherwise asks first (so do the forms above and a row being edited).
  useUnsavedChanges(draft.length !== added.length || draft.some((item, index) => item !== added[index]));

  /** Saves the new rows; a row the server would refuse opens for correction instead, its field focused. */
  const save = () => {
    const first = draft.find((item) => problems.has(item.key));
    if (!first) return onSave(draft);
    setSaveBlocked(true);
    rows.openForCorrection(first.key, problems.get(first.key) ?? null);
  };
  const blocked = saveBlocked && problems.size > 0;

  return (
    <>
      <DialogHeader
        title={EQUIPMENT_DIALOG_TEXTS.equipements}
        description={
          canAdd
            ? EQUIPMENT_DIALOG_TEXTS.ajoutezLesEquipementsA
            : canEditSaved
              ? EQUIPMENT_DIALOG_TEXTS.lesModificationsEtSuppressions
              : EQUIPMENT_DIALOG_TEXTS.lesEquipementsDeLa
        }
      />
      <DialogBody className="grid gap-5">
        {canAdd && (
          <div className="grid gap-5 rounded-xl border bg-muted/30 p-4 md:grid-cols-2 md:gap-6">
            <QuickAddForm references={references} onAdd={append} />
            <CsvImport references={references} onAdd={append} />
            <ParcPick references={references} onAdd={append} />
          </div>
        )}
        {blocked && (
          <Notice tone="error">
            {problems.size === 1
              ? EQUIPMENT_DIALOG_TEXTS.unEquipementEstA
              : EQUIPMENT_DIALOG_TEXTS.equipementsSontACorriger(problems.size)}
          </Notice>
        )}
        <section aria-labelledby="equipment-list-title" className="grid gap-2">
          <h3 id="equipment-list-title" className="text-sm font-semibold">
            {EQUIPMENT_DIALOG_TEXTS.listeDesEquipements}{" "}
            <span className="font-normal text-muted-foreground">
              ({countOf(items.length, EQUIPMENT_DIALOG_TEXTS.equipement)})
            </span>
          </h3>
          <EquipmentList
            items={items}
            editingKey={rows.editingKey}
            busyKey={rows.busyKey}
            editError={rows.editError}
            problems={problems}
            canEditSaved={canEditSaved}
            canEditNew={canAdd}
            markNew={saved.length > 0}
            handlers={rows.handlers}
            scrollRef={rows.scroll}
          />
        </section>
      </DialogBody>
      <ManagerFooter count={items.length} canAdd={canAdd} onSave={save} />
      <RemoveRatedDialog
        confirming={rows.confirming}
        pending={rows.removing}
        onCancel={() => rows.setConfirming(null)}
        onConfirm={rows.removeSaved}
      />
    </>
  );
}

/**
 * The equipment dialog (spec §2): quick add, CSV import, instruments chosen in the Parc and the list.
 * New equipment stays here until 'Enregistrer (N équipements)' hands it to the campaign form; saved
 * equipment changes at once.
 */
export function EquipmentDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: Omit<ManagerProps, "escapeKey"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const escapeKey = useRef<(() => boolean) | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={(event) => {
          if (escapeKey.current?.()) event.preventDefault();
        }}
        // A row opened refused gives its input at fault the focus, once this dialog holds the focus.
        onOpenAutoFocus={(event) => {
          const target = event.currentTarget;
          const refused =
            target instanceof HTMLElement ? target.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
          if (!refused) return;
          event.preventDefault();
          refused.focus();
        }}
      >
        {open && <EquipmentManager {...props} escapeKey={escapeKey} />}
      </DialogContent>
    </Dialog>
  );
}
