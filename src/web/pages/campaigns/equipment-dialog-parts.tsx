import { EQUIPMENT_DIALOG_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DialogClose, DialogFooter } from "../../components/ui/dialog";
import { countOf } from "../../lib/count";
import type { EquipmentItem } from "./equipment-items";

/** Close, or (when equipment can be added) hand the new equipment to the campaign form. */
export function ManagerFooter({
  count,
  canAdd,
  onSave,
}: {
  count: number;
  canAdd: boolean;
  onSave: () => void;
}) {
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

/** Removing a saved equipment that has already been rated is confirmed first: its ratings go with it. */
export function RemoveRatedDialog({
  confirming,
  pending,
  onCancel,
  onConfirm,
}: {
  confirming: EquipmentItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: EquipmentItem) => void;
}) {
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={EQUIPMENT_DIALOG_TEXTS.retirerLEquipement}
      confirmLabel={pending ? EQUIPMENT_DIALOG_TEXTS.suppression : EQUIPMENT_DIALOG_TEXTS.retirer}
      pending={pending}
      onConfirm={() => confirming && onConfirm(confirming)}
    >
      {EQUIPMENT_DIALOG_TEXTS.lEquipement}
      {confirming?.name} ({confirming?.serialNumber}
      {EQUIPMENT_DIALOG_TEXTS.aDejaEteNote}
      {countOf(confirming?.ratingCount ?? 0, "notation")}
      {EQUIPMENT_DIALOG_TEXTS.sesNotationsSerontSupprimees}
    </ConfirmDialog>
  );
}
