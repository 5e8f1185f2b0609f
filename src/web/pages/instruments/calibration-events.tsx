import { ClipboardCheck, Plus } from "lucide-react";
import { Fragment } from "react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatDay } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { Missing } from "./badges";
import { CertificateImportButton } from "./certificate-import-button";
import { Author, CorrectButton, PhoneEvent, Provider, Result } from "./event-cells";
import { EventCertificate } from "./event-certificate";
import { Errors } from "./event-errors";
import { EventPoints } from "./event-points";

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
            <PhoneEvent key={event.id} event={event} onCorrect={onCorrect} />
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
                        <div className="grid gap-3">
                          <EventCertificate event={event} />
                          <EventPoints
                            points={event.points}
                            rule={event.decisionRule}
                            id={`event-${event.id}-points`}
                          />
                        </div>
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
