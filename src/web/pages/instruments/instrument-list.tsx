import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { Instrument, InstrumentSort } from "../../../shared/api/instruments";
import { PARC_TEXTS, SORT_COLUMNS, type SortColumn } from "../../../shared/texts/instruments";
import { Checkbox } from "../../components/ui/field";
import { TableScroll } from "../../components/ui/table-scroll";
import { fill, formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { InstrumentBadges } from "./badges";
import {
  DueAndStatus,
  LastCalibration,
  type ListProps,
  NameLink,
  NextDue,
  RowCheckbox,
  type Selection,
  Text,
} from "./instrument-cells";
import { ariaSortOf } from "./parc-query";

export type { Selection };

function SortHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  sort: InstrumentSort | undefined;
  onSort: (column: SortColumn) => void;
  className?: string;
}) {
  const state = ariaSortOf(sort, column);
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={cn("border-b px-2 py-1.5 font-semibold", className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        title={fill(PARC_TEXTS.sortHint, { column: SORT_COLUMNS[column].toLowerCase() })}
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 text-left uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
          state !== "none" && "text-foreground",
        )}
      >
        {column === "currentPeriod" ? PARC_TEXTS.columnPeriod : SORT_COLUMNS[column]}
        <Icon className={cn("size-3.5 shrink-0", state === "none" && "opacity-50")} aria-hidden="true" />
      </button>
    </th>
  );
}

/** The header checkbox: checked when the whole page is selected, mixed when a part of it is. */
function PageCheckbox({ items, selection }: { items: Instrument[]; selection: Selection }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = items.filter((item) => selection.ids.has(item.id)).length;
  const all = items.length > 0 && chosen === items.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <Checkbox
      ref={ref}
      aria-label={PARC_TEXTS.selectPage}
      checked={all}
      onChange={(event) =>
        selection.togglePage(
          items.map((item) => item.id),
          event.target.checked,
        )
      }
    />
  );
}

function InstrumentTable({
  items,
  today,
  sort,
  onSort,
  selection,
  labelledBy,
}: ListProps & { labelledBy: string }) {
  const header = (column: SortColumn, className?: string) => (
    <SortHeader column={column} sort={sort} onSort={onSort} className={className} />
  );
  return (
    <TableScroll label={PARC_TEXTS.listTable}>
      <table
        aria-labelledby={labelledBy}
        className="w-full min-w-[900px] table-fixed border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="w-11 border-b py-2.5 pr-1 pl-4">
              <PageCheckbox items={items} selection={selection} />
            </th>
            {header("name")}
            {header("reference", "w-[6.25rem]")}
            {header("type", "w-[7.75rem]")}
            {header("location", "w-[8.25rem]")}
            {header("currentPeriod", "w-[5.5rem]")}
            {header("lastCalibrationDate", "w-[7rem]")}
            {header("nextDueDate", "w-[10rem] pr-4")}
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {items.map((instrument) => (
            <tr
              key={instrument.id}
              data-instrument-id={instrument.id}
              className={cn(
                "align-top hover:bg-muted/50",
                selection.ids.has(instrument.id) && "bg-secondary/50",
              )}
            >
              <td className="py-3 pr-1 pl-4">
                <RowCheckbox instrument={instrument} selection={selection} />
              </td>
              <td className="px-2 py-3">
                <NameLink instrument={instrument} />
              </td>
              <td className="px-2 py-3 font-mono text-[13px] break-all">{instrument.reference}</td>
              <td className="px-2 py-3">
                <Text value={instrument.type} />
              </td>
              <td className="px-2 py-3">
                <Text value={instrument.location} />
              </td>
              <td className="px-2 py-3 whitespace-nowrap tabular-nums">
                {fill(PARC_TEXTS.months, { n: instrument.currentPeriod })}
              </td>
              <td className="px-2 py-3 tabular-nums">
                <LastCalibration instrument={instrument} />
              </td>
              <td className="py-3 pr-4 pl-2">
                <DueAndStatus instrument={instrument} today={today} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function InstrumentCards({ items, today, selection, labelledBy }: ListProps & { labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y">
      {items.map((instrument) => (
        <li
          key={instrument.id}
          data-instrument-id={instrument.id}
          className={cn(
            "flex min-w-0 gap-2 px-3 py-4",
            selection.ids.has(instrument.id) && "bg-secondary/50",
          )}
        >
          <label
            htmlFor={`instrument-select-${instrument.id}`}
            className="-my-2 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
          >
            <RowCheckbox
              id={`instrument-select-${instrument.id}`}
              instrument={instrument}
              selection={selection}
              className="size-5"
            />
          </label>
          <div className="grid min-w-0 flex-1 gap-2.5">
            <div className="min-w-0">
              <NameLink instrument={instrument} />
              <p className="font-mono text-xs break-all text-muted-foreground">{instrument.reference}</p>
            </div>
            <InstrumentBadges instrument={instrument} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <Row term={PARC_TEXTS.columnNextDue}>
                <NextDue instrument={instrument} today={today} />
              </Row>
              <Row term={PARC_TEXTS.columnLastCalibration}>
                <LastCalibration instrument={instrument} />
              </Row>
              <Row term={PARC_TEXTS.columnPeriod}>
                {fill(PARC_TEXTS.months, { n: instrument.currentPeriod })}
              </Row>
              <Row term={PARC_TEXTS.columnType}>
                <Text value={instrument.type} />
              </Row>
              <Row term={PARC_TEXTS.columnLocation}>
                <Text value={instrument.location} />
              </Row>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One page of the Parc: a table with sortable headers, or cards on a phone. */
export function InstrumentList({
  phone,
  labelledBy,
  ...props
}: ListProps & { phone: boolean; labelledBy: string }) {
  return phone ? (
    <InstrumentCards {...props} labelledBy={labelledBy} />
  ) : (
    <InstrumentTable {...props} labelledBy={labelledBy} />
  );
}

/** "1 à 50 sur 10 000" */
export function rangeText(from: number, to: number, total: number): string {
  return fill(PARC_TEXTS.range, { from, to, total: formatNumber(total) });
}
