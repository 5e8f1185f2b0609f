import { Check, Loader2, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type EquipmentDraft, parsePeriod } from "../../../shared/equipment-import";
import { EQUIPMENT_ROWS_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Input } from "../../components/ui/input";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { cn } from "../../lib/utils";
import type { EquipmentItem } from "./equipment-items";
import { ICON_BUTTON, type ListHandlers, type RowError } from "./equipment-rows";

/** A row being edited in place: its fields, saved with Enter or the check button. */
export function EditRow({
  item,
  busy,
  error,
  handlers,
}: {
  item: EquipmentItem;
  busy: boolean;
  error: RowError | null;
  handlers: ListHandlers;
}) {
  const [name, setName] = useState(item.name);
  const [reference, setReference] = useState(item.serialNumber);
  const [period, setPeriod] = useState(String(item.currentPeriod));
  const [type, setType] = useState(item.type ?? "");
  useUnsavedChanges(
    name !== item.name ||
      reference !== item.serialNumber ||
      period !== String(item.currentPeriod) ||
      type !== (item.type ?? ""),
  );
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    serialNumber: useRef<HTMLInputElement>(null),
    currentPeriod: useRef<HTMLInputElement>(null),
    type: useRef<HTMLInputElement>(null),
  };
  // The input at fault gets the focus when the row is refused (again), else the first one.
  const focused = inputs[error?.field ?? "name"];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal of the same field focuses it again
  useEffect(() => focused.current?.focus(), [focused, error]);
  const save = () =>
    handlers.onSave(item, {
      name: name.trim(),
      serialNumber: reference.trim(),
      currentPeriod: parsePeriod(period),
      type: type.trim() || null,
    });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    save();
  };
  const errorId = `edit-error-${item.key}`;
  /** The error's description on the inputs at fault: the named one, or name and reference. */
  const aria = (field: keyof EquipmentDraft) => {
    const atFault =
      error !== null &&
      (error.field === null ? field === "name" || field === "serialNumber" : error.field === field);
    return { "aria-invalid": atFault || undefined, "aria-describedby": atFault ? errorId : undefined };
  };
  return (
    <tr
      className={cn(
        "grid grid-cols-2 items-start gap-2 bg-secondary/40 px-3 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_7.5rem_5.5rem] sm:gap-3 sm:px-4 sm:py-1.5",
      )}
    >
      <td className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Input
          ref={inputs.name}
          className="h-8"
          aria-label={EQUIPMENT_ROWS_TEXTS.nomDeLEquipement}
          value={name}
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("name")}
        />
        <Input
          ref={inputs.type}
          className="h-8"
          aria-label={EQUIPMENT_ROWS_TEXTS.typeFacultatif}
          placeholder={EQUIPMENT_ROWS_TEXTS.typeFacultatif}
          value={type}
          disabled={busy}
          onChange={(event) => setType(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("type")}
        />
      </td>
      <td>
        <Input
          ref={inputs.serialNumber}
          className="h-8 font-mono text-[13px]"
          aria-label={EQUIPMENT_ROWS_TEXTS.reference}
          value={reference}
          disabled={busy}
          onChange={(event) => setReference(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("serialNumber")}
        />
      </td>
      <td>
        <Input
          className="h-8"
          type="number"
          min={0}
          max={1200}
          step={1}
          ref={inputs.currentPeriod}
          aria-label={EQUIPMENT_ROWS_TEXTS.periodeMois}
          value={period}
          disabled={busy}
          onChange={(event) => setPeriod(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("currentPeriod")}
        />
      </td>
      <td className="col-span-2 flex justify-end gap-0.5 sm:col-span-1">
        <button
          type="button"
          className={cn(ICON_BUTTON, "text-emerald-700 hover:text-emerald-800")}
          title={EQUIPMENT_ROWS_TEXTS.enregistrer}
          aria-label={EQUIPMENT_ROWS_TEXTS.enregistrerLaModification}
          disabled={busy}
          onClick={save}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          title={EQUIPMENT_ROWS_TEXTS.annuler}
          aria-label={EQUIPMENT_ROWS_TEXTS.annulerLaModification}
          disabled={busy}
          onClick={handlers.onCancel}
        >
          <X aria-hidden="true" />
        </button>
      </td>
      {error && (
        <td id={errorId} role="alert" className="col-span-full pb-1 text-xs font-medium text-destructive">
          {error.message}
        </td>
      )}
    </tr>
  );
}
