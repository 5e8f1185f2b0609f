/** The rows of the equipment list: simple markup, so that 2,000 of them stay light. */
import { AlertCircle, AlertTriangle, Loader2, Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { QUARANTINE_TEXTS } from "../../../shared/quarantine";
import { EQUIPMENT_ROWS_TEXTS } from "../../../shared/texts/campaign-equipment";
import { formatDay, formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import type { EquipmentItem } from "./equipment-items";

/** Why a row is refused, and which of its inputs is at fault (null: the row as a whole). */
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

/**
 * The columns: name, reference, period, actions. On a phone the reference goes under the name, so
 * that the name keeps most of the width.
 */
export const GRID =
  "grid grid-cols-[minmax(0,1fr)_4.5rem_4.75rem] items-center gap-2 px-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_7.5rem_5.5rem] sm:gap-3 sm:px-4";
/** The reference column, hidden on a phone where the name cell shows it. */
export const REFERENCE_COLUMN = "hidden sm:block";
/** Rows off screen are skipped by the browser's layout and paint: 2,000 rows stay fluid. */
const LIGHT_ROW = "[content-visibility:auto] [contain-intrinsic-size:auto_45px]";
export const ICON_BUTTON =
  "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4";

/**
 * An instrument past its calibration due date, or in quarantine (an impact review is open): a
 * warning on its row, so that nobody rates or measures with it unawares. Nothing when the server
 * does not tell the instrument's state.
 */
export function OverdueBadge({
  item,
}: {
  item: Pick<EquipmentItem, "instrumentStatus" | "instrumentNextDueDate">;
}) {
  if (item.instrumentStatus === "quarantined")
    return (
      <span
        data-quarantined=""
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-red-300 bg-red-50 px-1.5 py-px text-[11px] font-semibold text-red-900"
        title={QUARANTINE_TEXTS.explanation}
      >
        <AlertTriangle className="size-3 shrink-0" aria-hidden="true" />
        <span className="truncate">{QUARANTINE_TEXTS.status}</span>
      </span>
    );
  if (item.instrumentStatus !== "overdue") return null;
  const due = item.instrumentNextDueDate ? formatDay(item.instrumentNextDueDate) : null;
  return (
    <span
      data-overdue=""
      className="inline-flex max-w-full items-center gap-1 rounded-full border border-amber-400 bg-amber-100 px-1.5 py-px text-[11px] font-semibold text-amber-950"
      title={due ? EQUIPMENT_ROWS_TEXTS.echeanceDEtalonnageDepassee(due) : undefined}
    >
      <AlertTriangle className="size-3 shrink-0" aria-hidden="true" />
      <span className="truncate">
        {EQUIPMENT_ROWS_TEXTS.etalonnageEnRetard}
        {due && (
          <span className="font-normal">
            {EQUIPMENT_ROWS_TEXTS.echeance}
            {due}
          </span>
        )}
      </span>
    </span>
  );
}

export const ViewRow = memo(function ViewRow({
  item,
  editable,
  markNew,
  busy,
  problem,
  handlers,
}: {
  item: EquipmentItem;
  editable: boolean;
  /** Shows which rows are not saved yet, when saved ones are listed too. */
  markNew: boolean;
  busy: boolean;
  /** What the server would refuse in this new row, said on the row before anything is saved. */
  problem: RowError | null;
  handlers: ListHandlers;
}) {
  const label = `${item.name} (${item.serialNumber})`;
  const problemId = `equipment-problem-${item.key}`;
  return (
    <tr
      className={cn(GRID, LIGHT_ROW, "min-h-11 py-1.5 text-sm", problem && "bg-destructive/5")}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
    >
      <td className="min-w-0">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate" title={item.name}>
            {item.name}
          </span>
          {markNew && item.id === null && (
            <span className="shrink-0 rounded-full bg-secondary px-1.5 py-px text-[11px] font-semibold text-secondary-foreground">
              {EQUIPMENT_ROWS_TEXTS.nouveau}
            </span>
          )}
        </span>
        <OverdueBadge item={item} />
        {(item.type || item.serialNumber) && (
          <span className="block truncate text-xs text-muted-foreground">
            <span className="font-mono sm:hidden">{item.serialNumber}</span>
            {item.type && (
              <>
                <span className="sm:hidden" aria-hidden="true">
                  {" · "}
                </span>
                {item.type}
              </>
            )}
          </span>
        )}
      </td>
      <td className={cn(REFERENCE_COLUMN, "truncate font-mono text-[13px]")} title={item.serialNumber}>
        {item.serialNumber}
      </td>
      <td className="tabular-nums">
        {item.newPeriod === null ? (
          formatNumber(item.currentPeriod)
        ) : (
          <span
            title={EQUIPMENT_ROWS_TEXTS.periodeAppliqueeMoisAuparavant(
              formatNumber(item.newPeriod),
              formatNumber(item.currentPeriod),
            )}
          >
            <span className="text-muted-foreground">{formatNumber(item.currentPeriod)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">{EQUIPMENT_ROWS_TEXTS.moisNouvellePeriodeAppliquee}</span>
            <strong className="font-semibold text-foreground">{formatNumber(item.newPeriod)}</strong>
          </span>
        )}
        {item.newPeriod === null && item.parcPeriod !== null && item.parcPeriod !== item.currentPeriod && (
          <span
            className="block text-[11px] font-medium text-amber-800"
            title={EQUIPMENT_ROWS_TEXTS.laPeriodeDeLa}
          >
            {EQUIPMENT_ROWS_TEXTS.parc}
            {formatNumber(item.parcPeriod)}
          </span>
        )}
      </td>
      <td className="flex justify-end gap-0.5">
        {busy ? (
          <Loader2
            className="m-2 size-4 animate-spin text-primary"
            aria-label={EQUIPMENT_ROWS_TEXTS.enregistrementEnCours}
          />
        ) : (
          editable && (
            <>
              <button
                type="button"
                className={ICON_BUTTON}
                title={EQUIPMENT_ROWS_TEXTS.modifier}
                aria-label={EQUIPMENT_ROWS_TEXTS.modifierNamed(label)}
                data-edit={item.key}
                onClick={() => handlers.onEdit(item.key)}
              >
                <Pencil aria-hidden="true" />
              </button>
              <button
                type="button"
                className={cn(ICON_BUTTON, "text-destructive hover:bg-destructive/10 hover:text-destructive")}
                title={EQUIPMENT_ROWS_TEXTS.supprimer}
                aria-label={EQUIPMENT_ROWS_TEXTS.supprimerNamed(label)}
                onClick={() => handlers.onRemove(item)}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </>
          )
        )}
      </td>
      {problem && (
        <td
          id={problemId}
          className="col-span-full flex items-start gap-1.5 pb-1 text-xs font-medium text-destructive"
        >
          <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {problem.message}
        </td>
      )}
    </tr>
  );
});
