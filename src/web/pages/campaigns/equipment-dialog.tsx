import { type RefObject, useMemo, useRef, useState } from "react";
import { draftFieldOf, draftRefusal } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { EQUIPMENT_DIALOG_TEXTS } from "../../../shared/texts/campaign-equipment";
import { fieldRefusalOf, type RowRefusal, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { notify } from "../../lib/toast";
import { CsvImport } from "./csv-import";
import { QuickAddForm } from "./equipment-add";
import { duplicateMessage, type EquipmentItem, newItems } from "./equipment-items";
import { EquipmentList } from "./equipment-list";
import type { ListHandlers, RowError } from "./equipment-rows";
import { useDeleteEquipment, useUpdateEquipment } from "./queries";

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

const checked = new WeakMap<EquipmentItem, RowError | null>();
function refusalOf(item: EquipmentItem): RowError | null {
  if (!checked.has(item)) checked.set(item, draftRefusal(item));
  return checked.get(item) ?? null;
}

function focusSoon(selector: string) {
  setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);
}

/** Close, or (when equipment can be added) hand the new equipment to the campaign form. */
function ManagerFooter({ count, canAdd, onSave }: { count: number; canAdd: boolean; onSave: () => void }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {EQUIPMENT_DIALOG_TEXTS.fermer}
        </Button>
      </DialogClose>
      {canAdd && (
        <Button type="button" onClick={onSave}>
          {EQUIPMENT_DIALOG_TEXTS.enregistrer}
          {countOf(count, EQUIPMENT_DIALOG_TEXTS.equipement)})
        </Button>
      )}
    </DialogFooter>
  );
}

function EquipmentManager({ saved, added, canAdd, canEditSaved, onSave, refusal, escapeKey }: ManagerProps) {
  const [draft, setDraft] = useState(added);
  const items = useMemo(() => [...saved, ...draft], [saved, draft]);
  const references = useMemo(() => new Set(items.map((i) => i.serialNumber)), [items]);
  // New rows are checked by the server's own schema as they come in (quick add, CSV, inline edit);
  // each row once, as an edited row is a new object.
  const problems = useMemo(() => {
    const found = new Map<string, RowError>();
    for (const item of draft) {
      const refused = refusalOf(item);
      if (refused) found.set(item.key, refused);
    }
    return found;
  }, [draft]);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const refused = refusal ? added[refusal.index] : undefined;
  const [editingKey, setEditingKey] = useState<string | null>(refused?.key ?? null);
  const [editError, setEditError] = useState<RowError | null>(
    refused && refusal ? { message: refusal.message, field: draftFieldOf(refusal.name) } : null,
  );
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<EquipmentItem | null>(null);
  const update = useUpdateEquipment();
  const remove = useDeleteEquipment();
  const scroll = useRef<HTMLTableSectionElement>(null);
  // New rows added, edited or removed since the dialog opened are not the campaign's until
  // « Enregistrer »: closing otherwise asks first (so do the forms above and a row being edited).
  useUnsavedChanges(draft.length !== added.length || draft.some((item, index) => item !== added[index]));

  const append = (drafts: EquipmentDraft[]) => setDraft((current) => [...current, ...newItems(drafts)]);
  const finishEdit = (key: string) => {
    setEditingKey(null);
    setEditError(null);
    focusSoon(`[data-edit="${key}"]`);
  };
  const removeSaved = (item: EquipmentItem) => {
    setBusyKey(item.key);
    remove.mutate(item.id!, {
      onSuccess: () =>
        notify.success(format(SUCCESS_MESSAGES.equipmentRemoved, { reference: item.serialNumber })),
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.deleteEquipment),
      onSettled: () => {
        setBusyKey(null);
        setConfirming(null);
        scroll.current?.focus();
      },
    });
  };

  // The rows are memoised: their handlers never change and read the latest state through this ref.
  const latest = useRef({ editingKey, references, finishEdit, removeSaved });
  latest.current = { editingKey, references, finishEdit, removeSaved };
  escapeKey.current = () => {
    if (editingKey === null) return false;
    finishEdit(editingKey);
    return true;
  };
  const handlers = useMemo<ListHandlers>(
    () => ({
      onEdit: (key) => {
        setEditingKey(key);
        setEditError(null);
      },
      onCancel: () => {
        const key = latest.current.editingKey;
        if (key) latest.current.finishEdit(key);
      },
      onSave: (item, next) => {
        if (!next.name || !next.serialNumber)
          return setEditError({ message: EQUIPMENT_DIALOG_TEXTS.leNomEtLa, field: null });
        const refused = draftRefusal(next);
        if (refused) return setEditError(refused);
        if (next.serialNumber !== item.serialNumber && latest.current.references.has(next.serialNumber))
          return setEditError({ message: duplicateMessage(next.serialNumber), field: "serialNumber" });
        if (item.id === null) {
          setDraft((current) => current.map((i) => (i.key === item.key ? { ...i, ...next } : i)));
          return latest.current.finishEdit(item.key);
        }
        setBusyKey(item.key);
        update.mutate(
          { id: item.id, draft: next },
          {
            onSuccess: () => {
              notify.success(SUCCESS_MESSAGES.equipmentUpdated);
              latest.current.finishEdit(item.key);
            },
            onError: (error) => {
              // A refused value (a reference already in the campaign) is said on the row itself.
              const refused = fieldRefusalOf(error);
              if (refused) setEditError({ message: refused.message, field: draftFieldOf(refused.field) });
              else toastApiError(error, FAILURE_MESSAGES.updateEquipment);
            },
            onSettled: () => setBusyKey(null),
          },
        );
      },
      onRemove: (item) => {
        if (item.id === null) {
          setDraft((current) => current.filter((i) => i.key !== item.key));
          scroll.current?.focus();
        } else if (item.ratingCount > 0) setConfirming(item);
        else latest.current.removeSaved(item);
      },
    }),
    [update.mutate],
  );

  /** Saves the new rows; a row the server would refuse opens for correction instead, its field focused. */
  const save = () => {
    const first = draft.find((item) => problems.has(item.key));
    if (!first) return onSave(draft);
    setSaveBlocked(true);
    setEditingKey(first.key);
    setEditError(problems.get(first.key) ?? null);
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
            editingKey={editingKey}
            busyKey={busyKey}
            editError={editError}
            problems={problems}
            canEditSaved={canEditSaved}
            canEditNew={canAdd}
            markNew={saved.length > 0}
            handlers={handlers}
            scrollRef={scroll}
          />
        </section>
      </DialogBody>
      <ManagerFooter count={items.length} canAdd={canAdd} onSave={save} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !remove.isPending && setConfirming(null)}
        title={EQUIPMENT_DIALOG_TEXTS.retirerLEquipement}
        confirmLabel={remove.isPending ? EQUIPMENT_DIALOG_TEXTS.suppression : EQUIPMENT_DIALOG_TEXTS.retirer}
        pending={remove.isPending}
        onConfirm={() => confirming && removeSaved(confirming)}
      >
        {EQUIPMENT_DIALOG_TEXTS.lEquipement}
        {confirming?.name} ({confirming?.serialNumber}
        {EQUIPMENT_DIALOG_TEXTS.aDejaEteNote}
        {countOf(confirming?.ratingCount ?? 0, "notation")}
        {EQUIPMENT_DIALOG_TEXTS.sesNotationsSerontSupprimees}
      </ConfirmDialog>
    </>
  );
}

/**
 * The equipment dialog (spec §2): quick add, CSV import and the list. New equipment stays here until
 * 'Enregistrer (N équipements)' hands it to the campaign form; saved equipment changes at once.
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
