import type { Measurement } from "../../../shared/api/measurement-list";
import { MEASUREMENT_LIST_TEXTS } from "../../../shared/texts/measurements";
import { formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { Actions, History, type OnCorrect, Operator, Source, Value } from "./measurement-parts";

function MeasurementCards({ items, onCorrect }: { items: Measurement[]; onCorrect: OnCorrect }) {
  return (
    <ul aria-label={MEASUREMENT_LIST_TEXTS.mesuresRecues} className="grid gap-3">
      {items.map((m) => (
        <li
          key={m.id}
          className={cn(
            "rounded-xl border bg-card p-4 shadow-sm",
            m.status === "withdrawn" && "border-dashed bg-muted/30",
          )}
          data-measurement-id={m.id}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{m.equipmentName}</p>
              <p className="text-xs break-all text-muted-foreground">{m.serialNumber}</p>
            </div>
            <span className="text-lg">
              <Value measurement={m} />
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{MEASUREMENT_LIST_TEXTS.operateur}</dt>
            <dd className="min-w-0">
              <Operator measurement={m} />
            </dd>
            <dt className="text-muted-foreground">{MEASUREMENT_LIST_TEXTS.date}</dt>
            <dd className="tabular-nums">
              <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
            </dd>
            <dt className="text-muted-foreground">{MEASUREMENT_LIST_TEXTS.source}</dt>
            <dd>
              <Source measurement={m} />
            </dd>
            {m.notes && (
              <>
                <dt className="text-muted-foreground">{MEASUREMENT_LIST_TEXTS.notes}</dt>
                <dd className="min-w-0 whitespace-pre-line break-words">{m.notes}</dd>
              </>
            )}
          </dl>
          {m.corrections.length > 0 && (
            <div className="mt-3 border-t pt-3">
              <History measurement={m} />
            </div>
          )}
          <Actions
            measurement={m}
            onCorrect={onCorrect}
            className="mt-3 border-t pt-3 [&>button]:h-11 [&>button]:flex-1"
          />
        </li>
      ))}
    </ul>
  );
}

function MeasurementTable({ items, onCorrect }: { items: Measurement[]; onCorrect: OnCorrect }) {
  const th = "border-b px-4 py-2.5 font-semibold";
  const acting = items.some((m) => m.abilities.correct || m.abilities.withdraw);
  const columns = acting ? 7 : 6;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table
        aria-label={MEASUREMENT_LIST_TEXTS.mesuresRecues}
        className="w-full min-w-[860px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={`${th} w-36 pl-5`}>
              {MEASUREMENT_LIST_TEXTS.date}
            </th>
            <th scope="col" className={`${th} min-w-44`}>
              {MEASUREMENT_LIST_TEXTS.equipement}
            </th>
            <th scope="col" className={`${th} w-32 text-right`}>
              {MEASUREMENT_LIST_TEXTS.valeur}
            </th>
            <th scope="col" className={`${th} w-44`}>
              {MEASUREMENT_LIST_TEXTS.operateur}
            </th>
            <th scope="col" className={th}>
              {MEASUREMENT_LIST_TEXTS.notes}
            </th>
            <th scope="col" className={`${th} w-32 ${acting ? "" : "pr-5"}`}>
              {MEASUREMENT_LIST_TEXTS.source}
            </th>
            {acting && (
              <th scope="col" className={`${th} w-28 pr-5`}>
                <span className="sr-only">{MEASUREMENT_LIST_TEXTS.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {items.map((m) => {
            const withdrawn = m.status === "withdrawn";
            const history = m.corrections.length > 0;
            // A corrected or withdrawn measurement's history is drawn on a row of its own, under it.
            return [
              <tr
                key={m.id}
                className={cn(
                  "align-top hover:bg-muted/50",
                  withdrawn && "bg-muted/30 text-muted-foreground",
                )}
                data-measurement-id={m.id}
              >
                <td className={cn("py-3 pr-4 pl-5 whitespace-nowrap tabular-nums", history && "border-b-0!")}>
                  <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
                </td>
                <td className={cn("px-4 py-3", history && "border-b-0!")}>
                  <p className="font-medium break-words">{m.equipmentName}</p>
                  <p className="text-xs break-all text-muted-foreground">{m.serialNumber}</p>
                </td>
                <td className={cn("px-4 py-3 text-right", history && "border-b-0!")}>
                  <Value measurement={m} />
                </td>
                <td className={cn("px-4 py-3", history && "border-b-0!")}>
                  <Operator measurement={m} />
                </td>
                <td
                  className={cn(
                    "max-w-xs px-4 py-3 whitespace-pre-line break-words text-muted-foreground",
                    history && "border-b-0!",
                  )}
                >
                  {m.notes || (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{MEASUREMENT_LIST_TEXTS.aucuneNote}</span>
                    </>
                  )}
                </td>
                <td className={cn("py-3 pl-4", acting ? "pr-4" : "pr-5", history && "border-b-0!")}>
                  <Source measurement={m} />
                </td>
                {acting && (
                  <td className={cn("py-3 pr-5 pl-2", history && "border-b-0!")}>
                    <Actions measurement={m} onCorrect={onCorrect} className="flex-col items-stretch" />
                  </td>
                )}
              </tr>,
              history && (
                <tr key={`${m.id}-history`} className={cn(withdrawn && "bg-muted/30")} data-history-of={m.id}>
                  <td colSpan={columns} className="px-5 pt-0 pb-3">
                    <div className="rounded-lg border bg-card/60 px-4 py-3">
                      <History measurement={m} />
                    </div>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The measurements received: a table, or cards on a phone; each corrected or withdrawn with its history. */
export function MeasurementList({ items, onCorrect }: { items: Measurement[]; onCorrect: OnCorrect }) {
  return usePhoneLayout() ? (
    <MeasurementCards items={items} onCorrect={onCorrect} />
  ) : (
    <MeasurementTable items={items} onCorrect={onCorrect} />
  );
}
