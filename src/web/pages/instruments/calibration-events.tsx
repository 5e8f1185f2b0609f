import { ClipboardCheck, Pencil, Plus } from "lucide-react";
import { Fragment } from "react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { fill, formatDateTime, formatDay } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { Missing, ResultBadge } from "./badges";
import { errorRatio, formatError, ratioText, ratioTone } from "./calibration";
import { CertificateImportButton } from "./certificate-import-button";
import { EventCertificate } from "./event-certificate";
import { EventPoints } from "./event-points";
import { DecisionBadge } from "./tolerance-bar";

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

function Errors({ event }: { event: CalibrationEvent }) {
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

function Author({ event }: { event: CalibrationEvent }) {
  return (
    <div className="grid gap-1 text-xs">
      <p className="text-muted-foreground">
        {fill(LIFE_TEXTS.createdBy, {
          name: event.createdByName ?? LIFE_TEXTS.unknownUser,
          date: formatDateTime(event.createdAt),
        })}
      </p>
      {event.correctedAt && (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-amber-950">
          <p className="font-medium">
            {event.correctedByName
              ? fill(LIFE_TEXTS.corrected, {
                  date: formatDateTime(event.correctedAt),
                  name: event.correctedByName,
                })
              : fill(LIFE_TEXTS.correctedNoName, { date: formatDateTime(event.correctedAt) })}
          </p>
          {event.correctionReason && (
            <p className="break-words">
              {fill(LIFE_TEXTS.correctionReason, { reason: event.correctionReason })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function Provider({ event }: { event: CalibrationEvent }) {
  return (
    <>
      {event.provider ? (
        <p className="break-words">{event.provider}</p>
      ) : (
        <Missing label={LIFE_TEXTS.notSet} />
      )}
      {event.certificateReference && (
        <p className="font-mono text-xs break-all text-muted-foreground">
          <span className="sr-only">{LIFE_TEXTS.certificate} : </span>
          {event.certificateReference}
        </p>
      )}
      <EventCertificate event={event} />
    </>
  );
}

function Result({ event }: { event: CalibrationEvent }) {
  return (
    <div className="grid justify-items-start gap-1">
      <ResultBadge result={event.result} />
      {event.decision && event.decision !== "conforme" && event.decision !== "non_conforme" && (
        <DecisionBadge decision={event.decision} />
      )}
      {event.impactReviewId !== null && (
        <a
          href={`#revue-${event.impactReviewId}`}
          className="text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {LIFE_TEXTS.openedReview}
        </a>
      )}
    </div>
  );
}

function CorrectButton({
  event,
  onCorrect,
  className,
}: {
  event: CalibrationEvent;
  onCorrect: (event: CalibrationEvent, from: HTMLElement) => void;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={fill(LIFE_TEXTS.correctLabel, { date: formatDay(event.date) })}
      onClick={(click) => onCorrect(event, click.currentTarget)}
    >
      <Pencil aria-hidden="true" />
      {LIFE_TEXTS.correct}
    </Button>
  );
}

/**
 * The instrument's calibration events, newest first: date, provider and certificate, result, the
 * as-found and as-left errors against the EMT, notes, who entered it and any correction with its
 * reason. Staff record one and correct one (with a reason).
 */
export function CalibrationEvents({
  instrumentId,
  events,
  mayRecord,
  onRecord,
  onCorrect,
}: {
  instrumentId: number;
  events: readonly CalibrationEvent[];
  /** Whether the user may record an event (the instrument's `abilities`). */
  mayRecord: boolean;
  onRecord: (from: HTMLElement) => void;
  onCorrect: (event: CalibrationEvent, from: HTMLElement) => void;
}) {
  const phone = usePhoneLayout();
  const th = "border-b px-3 py-2.5 font-semibold";
  return (
    <Card className="overflow-hidden" id="etalonnages">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b px-5 py-4 max-sm:px-4">
        <div className="min-w-0">
          <h2 id="calibration-events-title" className="font-semibold">
            {LIFE_TEXTS.eventsTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{LIFE_TEXTS.eventsDescription}</p>
        </div>
        {mayRecord && (
          <div className="flex flex-wrap gap-2">
            <CertificateImportButton instrumentId={instrumentId} />
            <Button size="sm" onClick={(event) => onRecord(event.currentTarget)}>
              <Plus aria-hidden="true" />
              {LIFE_TEXTS.recordEvent}
            </Button>
          </div>
        )}
      </div>
      {events.length === 0 ? (
        <div className="flex items-start gap-3 px-5 py-6 text-sm text-muted-foreground max-sm:px-4">
          <ClipboardCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>{mayRecord ? LIFE_TEXTS.eventsEmpty : LIFE_TEXTS.eventsEmptyReader}</p>
        </div>
      ) : phone ? (
        <ul aria-labelledby="calibration-events-title" className="divide-y">
          {events.map((event) => (
            <li key={event.id} data-event-id={event.id} className="grid gap-3 px-4 py-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold tabular-nums">
                    <time dateTime={event.date}>{formatDay(event.date)}</time>
                  </p>
                  <Provider event={event} />
                </div>
                <Result event={event} />
              </div>
              {event.points.length > 0 ? (
                <EventPoints
                  points={event.points}
                  rule={event.decisionRule}
                  id={`event-${event.id}-points`}
                />
              ) : (
                <Errors event={event} />
              )}
              {event.notes && <p className="whitespace-pre-line break-words">{event.notes}</p>}
              <Author event={event} />
              {event.abilities.correct && (
                <CorrectButton event={event} onCorrect={onCorrect} className="h-11 w-full" />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table
            aria-labelledby="calibration-events-title"
            className="w-full min-w-[900px] table-fixed border-separate border-spacing-0 text-sm"
          >
            <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={cn(th, "w-[6.75rem] pl-5")}>
                  {LIFE_TEXTS.columnDate}
                </th>
                <th scope="col" className={cn(th, "w-40")}>
                  {LIFE_TEXTS.columnProvider}
                </th>
                <th scope="col" className={cn(th, "w-32")}>
                  {LIFE_TEXTS.columnResult}
                </th>
                <th scope="col" className={cn(th, "w-52")}>
                  {LIFE_TEXTS.columnErrors}
                </th>
                <th scope="col" className={th}>
                  {LIFE_TEXTS.columnNotes}
                </th>
                <th scope="col" className={cn(th, "w-56 pr-5")}>
                  {LIFE_TEXTS.columnCreatedBy}
                </th>
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>td]:border-b">
              {events.map((event) => (
                <Fragment key={event.id}>
                  <tr
                    data-event-id={event.id}
                    className={cn(
                      "align-top hover:bg-muted/50",
                      event.points.length > 0 && "[&>td]:border-b-0!",
                    )}
                  >
                    <td className="py-3 pr-3 pl-5 font-medium whitespace-nowrap tabular-nums">
                      <time dateTime={event.date}>{formatDay(event.date)}</time>
                    </td>
                    <td className="px-3 py-3">
                      <Provider event={event} />
                    </td>
                    <td className="px-3 py-3">
                      <Result event={event} />
                    </td>
                    <td className="px-3 py-3">
                      <Errors event={event} />
                    </td>
                    <td className="px-3 py-3 whitespace-pre-line break-words">
                      {event.notes || <Missing label={LIFE_TEXTS.notSet} />}
                    </td>
                    <td className="py-3 pr-5 pl-3">
                      <div className="grid justify-items-start gap-2">
                        <Author event={event} />
                        {event.abilities.correct && <CorrectButton event={event} onCorrect={onCorrect} />}
                      </div>
                    </td>
                  </tr>
                  {event.points.length > 0 && (
                    <tr data-event-points={event.id}>
                      <td colSpan={6} className="px-5 pt-0 pb-4">
                        <EventPoints
                          points={event.points}
                          rule={event.decisionRule}
                          id={`event-${event.id}-points`}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
