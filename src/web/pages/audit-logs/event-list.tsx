import { ChevronRight } from "lucide-react";
import { Fragment, type MouseEvent, useId, useState } from "react";
import type { AuditEvent } from "../../../shared/api/audit";
import { AUDIT_TEXTS, actionLabel, linkLabel } from "../../../shared/texts/audit";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { clickedControl, TableScroll } from "../../components/ui/table-scroll";
import { fill, formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { OutcomeBadge } from "./badges";
import { EventDetails } from "./event-details";

/** Refused and failed events stand out from the rest. */
const OUTCOME_ROWS: Record<AuditEvent["outcome"], string> = {
  success: "",
  refused: "bg-red-50/70",
  failed: "bg-amber-50/70",
};

/** Who acted: a member, a public operator and the link they used, or Calibra itself. */
function Actor({ event }: { event: AuditEvent }) {
  if (event.actorKind === "public") {
    const link = linkLabel(event.actorLink);
    return (
      <div className="grid justify-items-start gap-0.5">
        <span className="text-xs text-muted-foreground">{AUDIT_TEXTS.publicOperator}</span>
        <span className="font-medium break-words">{event.actorName ?? AUDIT_TEXTS.unknownOperator}</span>
        {link && (
          <Badge variant="secondary" className="whitespace-nowrap">
            {link}
          </Badge>
        )}
      </div>
    );
  }
  if (event.actorKind === "system")
    return <span className="break-words">{event.actorName ?? AUDIT_TEXTS.system}</span>;
  return event.actorName ? (
    <span className="font-medium break-words">{event.actorName}</span>
  ) : (
    <span className="text-muted-foreground">{AUDIT_TEXTS.deletedUser}</span>
  );
}

function When({ event }: { event: AuditEvent }) {
  return <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>;
}

function Action({ event }: { event: AuditEvent }) {
  const label = actionLabel(event.action);
  return (
    <span className="font-medium break-words" title={label === event.action ? undefined : event.action}>
      {label}
    </span>
  );
}

/** The button that shows or hides an event's detail. */
function Toggle({
  event,
  open,
  controls,
  onToggle,
  labelled = false,
}: {
  event: AuditEvent;
  open: boolean;
  controls: string;
  onToggle: () => void;
  /** With its text (the cards); else an icon named for screen readers (the table). */
  labelled?: boolean;
}) {
  const text = open ? AUDIT_TEXTS.hideDetails : AUDIT_TEXTS.showDetails;
  const name = `${text} ${fill(AUDIT_TEXTS.detailsOf, { seq: event.seq })}`;
  return (
    <Button
      variant={labelled ? "outline" : "ghost"}
      size={labelled ? "sm" : "icon"}
      className={labelled ? "h-11 w-full sm:h-8 sm:w-auto" : "size-8"}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={labelled ? undefined : name}
      data-event-toggle
      onClick={onToggle}
    >
      <ChevronRight aria-hidden="true" className={cn("transition-transform", open && "rotate-90")} />
      {labelled && (
        <>
          {text}
          <span className="sr-only"> {fill(AUDIT_TEXTS.detailsOf, { seq: event.seq })}</span>
        </>
      )}
    </Button>
  );
}

interface ListProps {
  events: AuditEvent[];
  labelledBy: string;
  isOpen: (event: AuditEvent) => boolean;
  onToggle: (event: AuditEvent) => void;
  detailsId: (event: AuditEvent) => string;
}

/** A click on a row (not on its button) opens or closes its detail, as the row's button does. */
function toggleFromRow(click: MouseEvent<HTMLElement>, toggle: () => void) {
  if (clickedControl(click)) return;
  if (window.getSelection()?.toString()) return;
  toggle();
}

function EventTable({ events, labelledBy, isOpen, onToggle, detailsId }: ListProps) {
  const th = "border-b px-3 py-2.5 font-semibold";
  return (
    <TableScroll label={AUDIT_TEXTS.eventsTable}>
      <table
        aria-labelledby={labelledBy}
        className="w-full min-w-[820px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(th, "w-12 pl-4")}>
              <span className="sr-only">{AUDIT_TEXTS.details}</span>
            </th>
            <th scope="col" className={cn(th, "w-36")}>
              {AUDIT_TEXTS.columnWhen}
            </th>
            <th scope="col" className={cn(th, "w-[18%]")}>
              {AUDIT_TEXTS.columnActor}
            </th>
            <th scope="col" className={cn(th, "w-[18%]")}>
              {AUDIT_TEXTS.columnAction}
            </th>
            <th scope="col" className={th}>
              {AUDIT_TEXTS.columnDescription}
            </th>
            <th scope="col" className={cn(th, "w-28 pr-5")}>
              {AUDIT_TEXTS.columnOutcome}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {events.map((event) => {
            const open = isOpen(event);
            return (
              <Fragment key={event.id}>
                <tr
                  data-event-id={event.id}
                  data-outcome={event.outcome}
                  onClick={(click) => toggleFromRow(click, () => onToggle(event))}
                  className={cn(
                    "cursor-pointer align-top transition-colors hover:bg-muted/50",
                    OUTCOME_ROWS[event.outcome],
                    open && "bg-muted/40",
                  )}
                >
                  <td className="py-2 pr-1 pl-4">
                    <Toggle
                      event={event}
                      open={open}
                      controls={detailsId(event)}
                      onToggle={() => onToggle(event)}
                    />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                    <When event={event} />
                  </td>
                  <td className="px-3 py-3">
                    <Actor event={event} />
                  </td>
                  <td className="px-3 py-3">
                    <Action event={event} />
                  </td>
                  <td className="px-3 py-3 break-words">{event.description}</td>
                  <td className="py-3 pr-5 pl-3">
                    <OutcomeBadge outcome={event.outcome} />
                  </td>
                </tr>
                {open && (
                  <tr data-event-details={event.id}>
                    <td colSpan={6} id={detailsId(event)} className="bg-muted/40 px-5 pt-1 pb-5 pl-16">
                      <EventDetails event={event} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

function EventCards({ events, labelledBy, isOpen, onToggle, detailsId }: ListProps) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y">
      {events.map((event) => {
        const open = isOpen(event);
        return (
          <li
            key={event.id}
            data-event-id={event.id}
            data-outcome={event.outcome}
            className={cn("grid min-w-0 gap-3 px-4 py-4", OUTCOME_ROWS[event.outcome])}
          >
            <div className="flex min-w-0 items-start justify-between gap-3">
              <div className="min-w-0">
                <Action event={event} />
                <p className="text-xs text-muted-foreground tabular-nums">
                  <When event={event} />
                </p>
              </div>
              <OutcomeBadge outcome={event.outcome} />
            </div>
            <p className="text-sm break-words">{event.description}</p>
            <div className="text-sm">
              <Actor event={event} />
            </div>
            <Toggle
              event={event}
              open={open}
              controls={detailsId(event)}
              onToggle={() => onToggle(event)}
              labelled
            />
            {open && (
              <div
                id={detailsId(event)}
                data-event-details={event.id}
                className="rounded-lg border bg-muted/40 p-3"
              >
                <EventDetails event={event} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One page of the event trail: a table with rows that open, or cards on a phone. */
export function EventList({ events, labelledBy }: { events: AuditEvent[]; labelledBy: string }) {
  const phone = usePhoneLayout();
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const props: ListProps = {
    events,
    labelledBy,
    isOpen: (event) => open.has(event.id),
    onToggle: (event) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(event.id)) next.add(event.id);
        return next;
      }),
    detailsId: (event) => `${prefix}-event-${event.id}`,
  };
  return phone ? <EventCards {...props} /> : <EventTable {...props} />;
}
