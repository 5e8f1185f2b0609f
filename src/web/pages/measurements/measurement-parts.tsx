import { Ban, PencilLine } from "lucide-react";
import type { Measurement } from "../../../shared/api/measurement-list";
import {
  CORRECTION_TEXTS,
  formatMeasurementValue,
  MEASUREMENT_STATE_LOOKS,
  sourceLabel,
} from "../../../shared/texts/measurements";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { fill, formatDateTime } from "../../lib/format";
import { cn } from "../../lib/utils";
import type { CorrectionMode } from "./correction-dialog";

/** Opens the correction or the withdrawal of a measurement; `from` gets the focus back afterwards. */
export type OnCorrect = (measurement: Measurement, mode: CorrectionMode, from: HTMLElement) => void;

/** Everything a visitor typed is drawn as text by React: never markup. */
export function Operator({ measurement }: { measurement: Measurement }) {
  return (
    <>
      <p className="font-medium break-words">{measurement.operatorName}</p>
      {measurement.operatorEmail && (
        <p className="text-xs break-all text-muted-foreground">{measurement.operatorEmail}</p>
      )}
    </>
  );
}

export const shown = (v: { value: string; unit: string }) => `${formatMeasurementValue(v.value)} ${v.unit}`;

/** The value that counts, struck through once withdrawn, with its state. */
export function Value({ measurement }: { measurement: Measurement }) {
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

export function Source({ measurement }: { measurement: Measurement }) {
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
export function History({ measurement: m }: { measurement: Measurement }) {
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

export function Actions({
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
