/** The cells of the Parc's rows and cards: name, dates, due distance and status, selection. */
import { Link } from "react-router";
import type { Instrument, InstrumentSort } from "../../../shared/api/instruments";
import { dueDistance, PARC_TEXTS, type SortColumn } from "../../../shared/texts/instruments";
import { Checkbox } from "../../components/ui/field";
import { fill, formatDay } from "../../lib/format";
import { cn } from "../../lib/utils";
import { InstrumentBadges, Missing } from "./badges";

export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number, selected: boolean) => void;
  /** Selects (or unselects) every instrument of the page shown. */
  togglePage: (ids: readonly number[], selected: boolean) => void;
}

export function NameLink({ instrument }: { instrument: Instrument }) {
  return (
    <Link
      to={`/instruments/${instrument.id}`}
      className="font-medium break-words text-foreground underline-offset-4 hover:text-primary hover:underline"
    >
      {instrument.name}
    </Link>
  );
}

export function Text({ value }: { value: string | null }) {
  return value ? <span className="break-words">{value}</span> : <Missing label={PARC_TEXTS.notSet} />;
}

export function LastCalibration({ instrument }: { instrument: Instrument }) {
  return instrument.lastCalibrationDate ? (
    <time dateTime={instrument.lastCalibrationDate}>{formatDay(instrument.lastCalibrationDate)}</time>
  ) : (
    <span className="text-muted-foreground">{PARC_TEXTS.never}</span>
  );
}

export function NextDue({ instrument, today }: { instrument: Instrument; today: string }) {
  if (!instrument.nextDueDate) return <span className="text-muted-foreground">{PARC_TEXTS.noDueDate}</span>;
  const distance = dueDistance(instrument.nextDueDate, today);
  return (
    <>
      <time
        dateTime={instrument.nextDueDate}
        className={cn(instrument.status === "overdue" && "font-semibold text-red-800")}
      >
        {formatDay(instrument.nextDueDate)}
      </time>
      {distance && <span className="block text-xs text-muted-foreground">{distance}</span>}
    </>
  );
}

/** The due date, its status and how far it is: one cell, read together. */
export function DueAndStatus({ instrument, today }: { instrument: Instrument; today: string }) {
  const distance = dueDistance(instrument.nextDueDate, today);
  return (
    <div className="grid justify-items-start gap-1">
      {instrument.nextDueDate ? (
        <time
          dateTime={instrument.nextDueDate}
          className={cn("tabular-nums", instrument.status === "overdue" && "font-semibold text-red-800")}
        >
          {formatDay(instrument.nextDueDate)}
        </time>
      ) : (
        <span className="text-muted-foreground">{PARC_TEXTS.noDueDate}</span>
      )}
      <InstrumentBadges instrument={instrument} />
      {distance && <span className="text-xs text-muted-foreground">{distance}</span>}
    </div>
  );
}

export function RowCheckbox({
  id,
  instrument,
  selection,
  className,
}: {
  id?: string;
  instrument: Instrument;
  selection: Selection;
  className?: string;
}) {
  return (
    <Checkbox
      id={id}
      className={className}
      aria-label={fill(PARC_TEXTS.selectRow, { name: instrument.name, reference: instrument.reference })}
      checked={selection.ids.has(instrument.id)}
      onChange={(event) => selection.toggle(instrument.id, event.target.checked)}
    />
  );
}

export interface ListProps {
  items: Instrument[];
  /** The day the statuses are reckoned from (the server's). */
  today: string;
  sort: InstrumentSort | undefined;
  onSort: (column: SortColumn) => void;
  selection: Selection;
}
