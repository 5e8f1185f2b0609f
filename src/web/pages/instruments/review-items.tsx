import { ClipboardList, Gauge, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ImpactItem } from "../../../shared/api/impact-reviews";
import type { ImpactDecision } from "../../../shared/constants";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { DECISION_LABELS, DECISION_ORDER } from "../../../shared/texts/instruments";
import { NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { fill, formatDateTime } from "../../lib/format";
import { cn } from "../../lib/utils";
import { DecisionBadge, Missing } from "./badges";

/** The items of an impact review (a measurement or a campaign each), with their decision and note. */

function ItemLabel({ item }: { item: ImpactItem }) {
  const Icon = item.kind === "measurement" ? Gauge : ClipboardList;
  return (
    <span className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0">
        <span className="sr-only">
          {item.kind === "measurement" ? LIFE_TEXTS.kindMeasurement : LIFE_TEXTS.kindCampaign} :{" "}
        </span>
        {item.kind === "campaign" && item.campaignId !== null ? (
          <Link
            to={`/campaigns/${item.campaignId}/measurements`}
            className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
          >
            {item.label}
          </Link>
        ) : (
          <span
            className={cn(
              "font-medium break-words",
              item.correction && "text-muted-foreground line-through decoration-1",
            )}
          >
            {item.label}
          </span>
        )}
        <span className="block text-xs text-muted-foreground" aria-hidden="true">
          {item.kind === "measurement" ? LIFE_TEXTS.kindMeasurement : LIFE_TEXTS.kindCampaign}
        </span>
        {item.correction && <ItemCorrection correction={item.correction} />}
      </span>
    </span>
  );
}

/**
 * A measurement corrected or withdrawn since the review listed it (decision 020): the review decides
 * on what it reads now, and says why it changed.
 */
function ItemCorrection({ correction }: { correction: NonNullable<ImpactItem["correction"]> }) {
  const withdrawn = correction.status === "withdrawn";
  return (
    <span
      className={cn(
        "mt-1 grid gap-0.5 rounded-md border px-2 py-1 text-xs",
        withdrawn ? "border-red-300 bg-red-50 text-red-900" : "border-sky-300 bg-sky-50 text-sky-900",
      )}
    >
      <span className="font-semibold">
        {fill(withdrawn ? LIFE_TEXTS.itemWithdrawn : LIFE_TEXTS.itemCorrected, {
          date: formatDateTime(correction.at),
        })}
      </span>
      {!withdrawn && <span className="break-words">{correction.label}</span>}
      <span className="break-words">{fill(LIFE_TEXTS.itemReason, { reason: correction.reason })}</span>
    </span>
  );
}

function ItemDate({ item }: { item: ImpactItem }) {
  return item.occurredAt ? (
    <time dateTime={item.occurredAt} className="whitespace-nowrap tabular-nums">
      {formatDateTime(item.occurredAt)}
    </time>
  ) : (
    <Missing label={LIFE_TEXTS.notSet} />
  );
}

function DecidedBy({ item }: { item: ImpactItem }) {
  if (!item.decidedAt) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {fill(LIFE_TEXTS.decidedBy, {
        name: item.decidedByName ?? LIFE_TEXTS.unknownUser,
        date: formatDateTime(item.decidedAt),
      })}
    </p>
  );
}

/**
 * An item's decision and note, saved as soon as the decision is chosen, the note when it is left.
 * Drawn anew (its `key`) whenever the server's decision changes.
 */
function useItemEditor(item: ImpactItem, save: (input: { decision: ImpactDecision; note: string }) => void) {
  const [decision, setDecision] = useState<ImpactDecision | "">(item.decision ?? "");
  const [note, setNote] = useState(item.note ?? "");
  return {
    decision,
    note,
    choose: (next: ImpactDecision | "") => {
      setDecision(next);
      if (next) save({ decision: next, note });
    },
    typeNote: setNote,
    leaveNote: () => {
      if (decision && note.trim() !== (item.note ?? "")) save({ decision, note });
    },
  };
}

function useDecisionControls({
  item,
  saving,
  onSave,
  layout,
}: {
  item: ImpactItem;
  saving: boolean;
  onSave: (item: ImpactItem, input: { decision: ImpactDecision; note: string }) => void;
  layout: "row" | "card";
}) {
  const id = useId();
  const editor = useItemEditor(item, (input) => onSave(item, input));
  const select = (
    <NativeSelect
      id={`${id}-decision`}
      aria-label={fill(LIFE_TEXTS.decisionFor, { label: item.label })}
      value={editor.decision}
      disabled={saving}
      onChange={(event) => editor.choose(event.target.value as ImpactDecision | "")}
      className={cn(layout === "card" && "h-11", !editor.decision && "border-amber-400")}
    >
      <option value="">{LIFE_TEXTS.undecided}</option>
      {DECISION_ORDER.map((decision) => (
        <option key={decision} value={decision}>
          {DECISION_LABELS[decision]}
        </option>
      ))}
    </NativeSelect>
  );
  const note = (
    <Input
      id={`${id}-note`}
      aria-label={fill(LIFE_TEXTS.noteFor, { label: item.label })}
      placeholder={LIFE_TEXTS.notePlaceholder}
      value={editor.note}
      disabled={saving}
      maxLength={2000}
      onChange={(event) => editor.typeNote(event.target.value)}
      onBlur={editor.leaveNote}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          editor.leaveNote();
        }
      }}
      className={cn(layout === "card" && "h-11")}
    />
  );
  return { select, note };
}

/** One item of the review, as a table row or as a card on a phone. */
interface ItemProps {
  item: ImpactItem;
  saving: boolean;
  editable: boolean;
  onSave: (item: ImpactItem, input: { decision: ImpactDecision; note: string }) => void;
}

function ItemRow({ item, saving, editable, onSave }: ItemProps) {
  const controls = useDecisionControls({ item, saving, onSave, layout: "row" });
  return (
    <tr className="align-top" data-item-id={item.id}>
      <td className="py-3 pr-3 pl-5">
        <ItemLabel item={item} />
      </td>
      <td className="px-3 py-3">
        <ItemDate item={item} />
      </td>
      <td className="px-3 py-3">
        {editable ? (
          <div className="flex items-center gap-2">
            {controls.select}
            {saving && <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />}
          </div>
        ) : (
          <DecisionBadge decision={item.decision} />
        )}
        <DecidedBy item={item} />
      </td>
      <td className="py-3 pr-5 pl-3">
        {editable ? (
          controls.note
        ) : item.note ? (
          <span className="break-words">{item.note}</span>
        ) : (
          <Missing label={LIFE_TEXTS.notSet} />
        )}
      </td>
    </tr>
  );
}

function ItemCard({ item, saving, editable, onSave }: ItemProps) {
  const controls = useDecisionControls({ item, saving, onSave, layout: "card" });
  return (
    <li className="grid gap-2 px-4 py-3 text-sm" data-item-id={item.id}>
      <div className="flex items-start justify-between gap-3">
        <ItemLabel item={item} />
        <span className="text-xs text-muted-foreground">
          <ItemDate item={item} />
        </span>
      </div>
      {editable ? (
        <div className="grid gap-2">
          {controls.select}
          {controls.note}
        </div>
      ) : (
        <div className="grid gap-1">
          <DecisionBadge decision={item.decision} />
          {item.note && <p className="break-words">{item.note}</p>}
        </div>
      )}
      <DecidedBy item={item} />
    </li>
  );
}

/** Items as a React component each, so that their editors' state lives with them. */
export function Item(props: {
  item: ImpactItem;
  saving: boolean;
  editable: boolean;
  phone: boolean;
  onSave: (item: ImpactItem, input: { decision: ImpactDecision; note: string }) => void;
}) {
  const { phone, ...rest } = props;
  return phone ? <ItemCard {...rest} /> : <ItemRow {...rest} />;
}
