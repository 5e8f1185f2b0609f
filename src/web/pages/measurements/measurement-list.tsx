import { Ban, PencilLine } from "lucide-react";
import type { Measurement } from "../../../shared/api/public-links";
import {
  CORRECTION_TEXTS,
  formatMeasurementValue,
  MEASUREMENT_LIST_TEXTS,
  MEASUREMENT_STATE_LOOKS,
  sourceLabel,
} from "../../../shared/texts/measurements";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { fill, formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import type { CorrectionMode } from "./correction-dialog";

/** Opens the correction or the withdrawal of a measurement; `from` gets the focus back afterwards. */
export type OnCorrect = (measurement: Measurement, mode: CorrectionMode, from: HTMLElement) => void;

/** Everything a visitor typed is drawn as text by React: never markup. */
function Operator({ measurement }: { measurement: Measurement }) {
  return (
    <>
      <p className="font-medium break-words">{measurement.operatorName}</p>
      {measurement.operatorEmail && (
        <p className="text-xs break-all text-muted-foreground">{measurement.operatorEmail}</p>
      )}
    </>
  );
}

const shown = (v: { value: string; unit: string }) => `${formatMeasurementValue(v.value)} ${v.unit}`;

/** The value that counts, struck through once withdrawn, with its state. */
function Value({ measurement }: { measurement: Measurement }) {
  const look = MEASUREMENT_STATE_LOOKS[measurement.status];
  const withdrawn = measurement.status === "withdrawn";
  return (
    <span className="inline-grid justify-items-end gap-1">
      <span
        className={cn(
          "font-semibold whitespace-nowrap tabular-nums",
          withdrawn && "text-muted-foreground line-through",
        )}
      >
        {formatMeasurementValue(measurement.value)}
        <span className="ml-1 font-normal text-muted-foreground">{measurement.unit}</span>
      </span>
      {look && (
        <Badge variant="outline" className={cn("whitespace-nowrap", look.className)}>
          {look.label}
        </Badge>
      )}
    </span>
  );
}

function Source({ measurement }: { measurement: Measurement }) {
  return (
    <Badge variant={measurement.linkKind ? "secondary" : "outline"} className="whitespace-nowrap">
      {sourceLabel(measurement.linkKind, "measurement")}
    </Badge>
  );
}

/**
 * What happened to a corrected or withdrawn measurement, oldest first: the entry as typed, then each
 * correction and the withdrawal, with who, when and why.
 */
function History({ measurement: m }: { measurement: Measurement }) {
  if (m.corrections.length === 0) return null;
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {CORRECTION_TEXTS.history}
      </p>
      <ol className="grid gap-1.5 border-l-2 border-muted-foreground/30 pl-3">
        <li className="break-words">
          <span className="font-medium">{CORRECTION_TEXTS.entry}</span> :{" "}
          <span className="tabular-nums">{shown(m.original)}</span>
          <span className="text-muted-foreground">
            {" "}
            — {m.operatorName}, <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
          </span>
        </li>
        {m.corrections.map((c) => (
          <li key={c.id} className="break-words">
            <span className={cn("font-medium", c.action === "withdrawn" && "text-red-800")}>
              {c.action === "withdrawn" ? CORRECTION_TEXTS.withdrawal : CORRECTION_TEXTS.correction}
            </span>
            {c.action === "corrected" && (
              <>
                {" "}
                : <span className="tabular-nums">{shown(c)}</span>
              </>
            )}
            <span className="text-muted-foreground">
              {" "}
              — {c.byName ? `${fill(CORRECTION_TEXTS.by, { name: c.byName })}, ` : ""}
              <time dateTime={c.at}>{formatDateTime(c.at)}</time>
            </span>
            <span className="block text-muted-foreground">
              {fill(CORRECTION_TEXTS.reasonShort, { reason: c.reason })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Actions({
  measurement: m,
  onCorrect,
  className,
}: {
  measurement: Measurement;
  onCorrect: OnCorrect;
  className?: string;
}) {
  if (!m.abilities.correct && !m.abilities.withdraw) return null;
  const names = { operator: m.operatorName, equipment: m.equipmentName };
  return (
    <div className={cn("flex gap-2", className)}>
      {m.abilities.correct && (
        <Button
          variant="outline"
          size="sm"
          aria-label={fill(CORRECTION_TEXTS.correctFor, names)}
          onClick={(event) => onCorrect(m, "correct", event.currentTarget)}
        >
          <PencilLine aria-hidden="true" />
          {CORRECTION_TEXTS.correct}
        </Button>
      )}
      {m.abilities.withdraw && (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={fill(CORRECTION_TEXTS.withdrawFor, names)}
          onClick={(event) => onCorrect(m, "withdraw", event.currentTarget)}
        >
          <Ban aria-hidden="true" />
          {CORRECTION_TEXTS.withdraw}
        </Button>
      )}
    </div>
  );
}

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
