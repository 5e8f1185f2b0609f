import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";
import { Missing } from "./badges";
import { errorRatio, formatError, ratioText, ratioTone } from "./calibration";
import { DecisionBadge } from "./tolerance-bar";

/** A single-value event's errors against its EMT (an event without points). */

const GAUGE_TONES = {
  ok: { bar: "bg-emerald-600", text: "text-emerald-800" },
  near: { bar: "bg-amber-500", text: "text-amber-900" },
  over: { bar: "bg-red-600", text: "text-red-800" },
} as const;

/**
 * One error against the EMT: its value, and a small gauge of |error| / EMT whose end mark is the
 * limit (the bar goes past it, in red, when the error does). The figures are the text; the bar
 * only shows them.
 */
function ErrorGauge({ label, error, mpe }: { label: string; error: number | null; mpe: number | null }) {
  if (error === null) return null;
  const ratio = errorRatio(error, mpe);
  const tone = ratio === null ? null : GAUGE_TONES[ratioTone(ratio)];
  return (
    <div className="grid min-w-0 gap-1" data-gauge={ratio === null ? undefined : ratioTone(ratio)}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">
          {formatError(error)}
          {ratio !== null && tone && (
            <span className={cn("ml-1.5 font-medium", tone.text)}>
              ({fill(LIFE_TEXTS.ratioOf, { ratio: ratioText(ratio) })})
            </span>
          )}
        </span>
      </p>
      {ratio !== null && tone && (
        <div className="relative h-1.5 w-full rounded-full bg-muted" aria-hidden="true">
          <div
            className={cn("absolute inset-y-0 left-0 rounded-full", tone.bar)}
            style={{ width: `${Math.min(ratio, 1.25) * 80}%` }}
          />
          <div className="absolute -top-0.5 -bottom-0.5 left-[80%] w-0.5 rounded bg-foreground/70" />
        </div>
      )}
    </div>
  );
}

export function Errors({ event }: { event: CalibrationEvent }) {
  // Typed as single values, the errors show against their EMT; points of their own, in the table below.
  if (event.points.length > 0 && event.asFoundError === null && event.asLeftError === null)
    return (
      <div className="grid justify-items-start gap-1 text-xs">
        <p className="text-muted-foreground">
          {fill(CONFORMITY_TEXTS.pointsBelow, { n: event.points.length })}
        </p>
        {event.decision && (
          <p className="flex flex-wrap items-center gap-1">
            <span>{CONFORMITY_TEXTS.asFoundShort}</span>
            <DecisionBadge decision={event.decision} />
          </p>
        )}
        {event.asLeftDecision && (
          <p className="flex flex-wrap items-center gap-1">
            <span>{CONFORMITY_TEXTS.asLeftShort}</span>
            <DecisionBadge decision={event.asLeftDecision} />
          </p>
        )}
      </div>
    );
  if (event.asFoundError === null && event.asLeftError === null)
    return event.mpe === null ? (
      <Missing label={LIFE_TEXTS.noErrors} />
    ) : (
      <span className="text-xs text-muted-foreground tabular-nums">
        {LIFE_TEXTS.mpe} ± {formatError(Math.abs(event.mpe))}
      </span>
    );
  return (
    <div className="grid min-w-0 gap-2">
      <ErrorGauge label={LIFE_TEXTS.asFound} error={event.asFoundError} mpe={event.mpe} />
      <ErrorGauge label={LIFE_TEXTS.asLeft} error={event.asLeftError} mpe={event.mpe} />
      <p className="text-xs text-muted-foreground tabular-nums">
        {event.mpe === null
          ? LIFE_TEXTS.mpeUnknown
          : `${LIFE_TEXTS.mpe} ± ${formatError(Math.abs(event.mpe))}`}
      </p>
    </div>
  );
}
