import { type RefObject, useMemo, useRef, useState } from "react";
import { draftFieldOf, draftRefusal } from "../../../shared/api/equipment";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { EQUIPMENT_DIALOG_TEXTS } from "../../../shared/texts/campaign-equipment";
import { fieldRefusalOf, type RowRefusal, toastApiError } from "../../api/errors";
import { notify } from "../../lib/toast";
import { duplicateMessage, type EquipmentItem, newItems } from "./equipment-items";
import type { ListHandlers, RowError } from "./equipment-rows";
import { useDeleteEquipment, useUpdateEquipment } from "./queries";

const checked = new WeakMap<EquipmentItem, RowError | null>();
function refusalOf(item: EquipmentItem): RowError | null {
  if (!checked.has(item)) checked.set(item, draftRefusal(item));
  return checked.get(item) ?? null;
}

function focusSoon(selector: string) {
  setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);
}

/** The new equipment being added in the dialog, after the saved ones, each row checked once. */
export function useEquipmentDraft(saved: EquipmentItem[], added: EquipmentItem[]) {
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
  const append = (drafts: EquipmentDraft[]) => setDraft((current) => [...current, ...newItems(drafts)]);
  return { draft, setDraft, items, references, problems, append };
}

/**
 * Editing and removing the rows of the list: a new row changes in the draft, a saved one through
 * its own call (a rated one is confirmed first). A row the server refused opens in edit mode.
 */
export function useEquipmentRowEditing({
  added,
  refusal,
  references,
  setDraft,
  escapeKey,
}: {
  added: EquipmentItem[];
  refusal: RowRefusal | null | undefined;
  references: Set<string>;
  setDraft: (change: (current: EquipmentItem[]) => EquipmentItem[]) => void;
  escapeKey: RefObject<(() => boolean) | null>;
}) {
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
    [update.mutate, setDraft],
  );

  /** Opens a row for correction, with why it is refused. */
  const openForCorrection = (key: string, error: RowError | null) => {
    setEditingKey(key);
    setEditError(error);
  };
  return {
    editingKey,
    editError,
    busyKey,
    confirming,
    setConfirming,
    removeSaved,
    removing: remove.isPending,
    handlers,
    scroll,
    openForCorrection,
  };
}
