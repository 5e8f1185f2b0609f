/** The rows of the equipment list: simple markup, so that 2,000 of them stay light. */
import { Check, Loader2, Pencil, Trash2, X } from "lucide-react";
import { type KeyboardEvent, memo, useEffect, useRef, useState } from "react";
import { type EquipmentDraft, parsePeriod } from "../../../shared/equipment-import";
import { Input } from "../../components/ui/input";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import type { EquipmentItem } from "./equipment-items";

/** Why the row being edited is refused, and which of its inputs is at fault (null: the row as a whole). */
export interface RowError {
  message: string;
  field: keyof EquipmentDraft | null;
}

export interface ListHandlers {
  onEdit: (key: string) => void;
  onCancel: () => void;
  onSave: (item: EquipmentItem, draft: EquipmentDraft) => void;
  onRemove: (item: EquipmentItem) => void;
}

export const GRID = "grid grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_7.5rem_5.5rem] items-center gap-3 px-4";
/** Rows off screen are skipped by the browser's layout and paint: 2,000 rows stay fluid. */
const LIGHT_ROW = "[content-visibility:auto] [contain-intrinsic-size:auto_45px]";
const ICON_BUTTON =
  "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4";

export const ViewRow = memo(function ViewRow({
  item,
  editable,
  markNew,
  busy,
  handlers,
}: {
  item: EquipmentItem;
  editable: boolean;
  /** Shows which rows are not saved yet, when saved ones are listed too. */
  markNew: boolean;
  busy: boolean;
  handlers: ListHandlers;
}) {
  const label = `${item.name} (${item.serialNumber})`;
  return (
    <tr className={cn(GRID, LIGHT_ROW, "min-h-11 py-1.5 text-sm")}>
      <td className="flex min-w-0 items-center gap-2">
        <span className="truncate" title={item.name}>
          {item.name}
        </span>
        {markNew && item.id === null && (
          <span className="shrink-0 rounded-full bg-secondary px-1.5 py-px text-[11px] font-semibold text-secondary-foreground">
            Nouveau
          </span>
        )}
      </td>
      <td className="truncate font-mono text-[13px]" title={item.serialNumber}>
        {item.serialNumber}
      </td>
      <td className="tabular-nums">
        {item.newPeriod === null ? (
          formatNumber(item.currentPeriod)
        ) : (
          <span
            title={`Période appliquée : ${formatNumber(item.newPeriod)} mois (auparavant ${formatNumber(item.currentPeriod)})`}
          >
            <span className="text-muted-foreground">{formatNumber(item.currentPeriod)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> mois, nouvelle période appliquée : </span>
            <strong className="font-semibold text-foreground">{formatNumber(item.newPeriod)}</strong>
          </span>
        )}
      </td>
      <td className="flex justify-end gap-0.5">
        {busy ? (
          <Loader2 className="m-2 size-4 animate-spin text-primary" aria-label="Enregistrement en cours" />
        ) : (
          editable && (
            <>
              <button
                type="button"
                className={ICON_BUTTON}
                title="Modifier"
                aria-label={`Modifier ${label}`}
                data-edit={item.key}
                onClick={() => handlers.onEdit(item.key)}
              >
                <Pencil aria-hidden="true" />
              </button>
              <button
                type="button"
                className={cn(ICON_BUTTON, "text-destructive hover:bg-destructive/10 hover:text-destructive")}
                title="Supprimer"
                aria-label={`Supprimer ${label}`}
                onClick={() => handlers.onRemove(item)}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </>
          )
        )}
      </td>
    </tr>
  );
});

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
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    serialNumber: useRef<HTMLInputElement>(null),
    currentPeriod: useRef<HTMLInputElement>(null),
  };
  // The input at fault gets the focus when the row opens refused, else the first one.
  const focused = inputs[error?.field ?? "name"];
  useEffect(() => focused.current?.focus(), [focused]);
  const save = () =>
    handlers.onSave(item, {
      name: name.trim(),
      serialNumber: reference.trim(),
      currentPeriod: parsePeriod(period),
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
      error !== null && (error.field === null ? field !== "currentPeriod" : error.field === field);
    return { "aria-invalid": atFault || undefined, "aria-describedby": atFault ? errorId : undefined };
  };
  return (
    <tr className={cn(GRID, "bg-secondary/40 py-1.5")}>
      <td>
        <Input
          ref={inputs.name}
          className="h-8"
          aria-label="Nom de l'équipement"
          value={name}
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("name")}
        />
      </td>
      <td>
        <Input
          ref={inputs.serialNumber}
          className="h-8 font-mono text-[13px]"
          aria-label="Référence"
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
          aria-label="Période (mois)"
          value={period}
          disabled={busy}
          onChange={(event) => setPeriod(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria("currentPeriod")}
        />
      </td>
      <td className="flex justify-end gap-0.5">
        <button
          type="button"
          className={cn(ICON_BUTTON, "text-emerald-700 hover:text-emerald-800")}
          title="Enregistrer"
          aria-label="Enregistrer la modification"
          disabled={busy}
          onClick={save}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          title="Annuler"
          aria-label="Annuler la modification"
          disabled={busy}
          onClick={handlers.onCancel}
        >
          <X aria-hidden="true" />
        </button>
      </td>
      {error && (
        <td id={errorId} role="alert" className="col-span-4 pb-1 text-xs font-medium text-destructive">
          {error.message}
        </td>
      )}
    </tr>
  );
}
