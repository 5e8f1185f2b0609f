import { Pencil } from "lucide-react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Button } from "../../components/ui/button";
import { fill, formatDateTime, formatDay } from "../../lib/format";
import { Missing, ResultBadge } from "./badges";
import { EventCertificate, ExportDccLink } from "./event-certificate";
import { Errors } from "./event-errors";
import { EventPoints } from "./event-points";
import { DecisionBadge } from "./tolerance-bar";

/** The cells of a calibration event in the life record: who, which laboratory, which result. */

export function Author({ event }: { event: CalibrationEvent }) {
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

export function Provider({ event }: { event: CalibrationEvent }) {
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
      <ExportDccLink event={event} />
    </>
  );
}

export function Result({ event }: { event: CalibrationEvent }) {
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

export function CorrectButton({
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

/** One calibration event as a phone shows it: a card with the same facts as the table's row. */
export function PhoneEvent({
  event,
  onCorrect,
}: {
  event: CalibrationEvent;
  onCorrect: (event: CalibrationEvent, from: HTMLElement) => void;
}) {
  return (
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
      <EventCertificate event={event} />
      {(event.points.length === 0 || event.asFoundError !== null || event.asLeftError !== null) && (
        <Errors event={event} />
      )}
      {event.points.length > 0 && (
        <EventPoints points={event.points} rule={event.decisionRule} id={`event-${event.id}-points`} />
      )}
      {event.notes && <p className="whitespace-pre-line break-words">{event.notes}</p>}
      <Author event={event} />
      {event.abilities.correct && (
        <CorrectButton event={event} onCorrect={onCorrect} className="h-11 w-full" />
      )}
    </li>
  );
}
