import { useState } from "react";
import type { AuditEvent } from "../../../shared/api/audit";
import { AUDIT_TEXTS, linkLabel } from "../../../shared/texts/audit";
import { BULK_TEXTS } from "../../../shared/texts/audit-details";
import { Button } from "../../components/ui/button";
import { fill, formatNumber } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { BulkDetail } from "./bulk-detail";
import {
  fieldLabel,
  recordLabel,
  type ShownValue,
  shownValue,
  type ValueChange,
  valueChanges,
} from "./value-diff";

/** Characters of a value shown at first; the rest on request (a batch of ratings is long). */
const FIRST_CHARACTERS = 400;

/** A value as text (React escapes it: never markup), shortened until asked for in full. */
function ValueText({ value }: { value: ShownValue | null }) {
  const [whole, setWhole] = useState(false);
  if (value === null)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">{AUDIT_TEXTS.absent}</span>
        <span className="sr-only">{AUDIT_TEXTS.absentValue}</span>
      </span>
    );
  const { text, kind } = value;
  const long = text.length > FIRST_CHARACTERS;
  return (
    <>
      <span
        className={cn(
          "whitespace-pre-wrap [overflow-wrap:anywhere]",
          kind === "empty" && "italic",
          kind === "json" && "font-mono text-[0.8125em]",
        )}
      >
        {long && !whole ? `${text.slice(0, FIRST_CHARACTERS)}…` : text}
      </span>
      {long && (
        <Button
          variant="link"
          size="sm"
          className="ml-1 h-auto p-0 align-baseline text-xs"
          onClick={() => setWhole(!whole)}
        >
          {whole ? AUDIT_TEXTS.showLess : fill(AUDIT_TEXTS.showWhole, { n: text.length })}
        </Button>
      )}
    </>
  );
}

/** The field's French name, and its own name below when that says something more. */
function FieldName({ field }: { field: string }) {
  const label = fieldLabel(field);
  return (
    <>
      {label ?? field}
      {label && label.toLowerCase() !== field.toLowerCase() && (
        <span className="block font-mono text-[11px] font-normal text-muted-foreground">{field}</span>
      )}
    </>
  );
}

const BEFORE_CHANGED = "bg-red-50 text-red-950";
const AFTER_CHANGED = "bg-emerald-50 text-emerald-950";

function ChangeRow({ change }: { change: ValueChange }) {
  return (
    <tr data-field={change.field} className={cn("align-top", !change.changed && "text-muted-foreground")}>
      <th scope="row" className="py-2 pr-3 pl-3 text-left font-medium [overflow-wrap:anywhere]">
        <FieldName field={change.field} />
        {!change.changed && <span className="sr-only">{AUDIT_TEXTS.unchanged}</span>}
      </th>
      <td className={cn("px-3 py-2", change.changed && change.before !== null && BEFORE_CHANGED)}>
        <ValueText value={change.before} />
      </td>
      <td className={cn("py-2 pr-3 pl-3", change.changed && change.after !== null && AFTER_CHANGED)}>
        <ValueText value={change.after} />
      </td>
    </tr>
  );
}

/** On a phone: each field on its own, its value before above its value after. */
function ChangeItems({ changes }: { changes: ValueChange[] }) {
  return (
    <ul
      aria-label={AUDIT_TEXTS.changesTitle}
      className="divide-y overflow-hidden rounded-lg border bg-card text-sm"
    >
      {changes.map((change) => (
        <li
          key={change.field}
          data-field={change.field}
          className={cn("grid gap-1.5 px-3 py-2.5", !change.changed && "text-muted-foreground")}
        >
          <p className="font-medium [overflow-wrap:anywhere]">
            <FieldName field={change.field} />
            {!change.changed && <span className="sr-only">{AUDIT_TEXTS.unchanged}</span>}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
            <dt className="pt-0.5 text-xs text-muted-foreground">{AUDIT_TEXTS.before}</dt>
            <dd
              className={cn(
                "rounded px-1.5 py-0.5",
                change.changed && change.before !== null && BEFORE_CHANGED,
              )}
            >
              <ValueText value={change.before} />
            </dd>
            <dt className="pt-0.5 text-xs text-muted-foreground">{AUDIT_TEXTS.after}</dt>
            <dd
              className={cn(
                "rounded px-1.5 py-0.5",
                change.changed && change.after !== null && AFTER_CHANGED,
              )}
            >
              <ValueText value={change.after} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The values before and after, field by field. */
function Changes({ event }: { event: AuditEvent }) {
  const phone = usePhoneLayout();
  const changes = valueChanges(event.oldValues, event.newValues);
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{AUDIT_TEXTS.noChanges}</p>;
  if (phone) return <ChangeItems changes={changes} />;
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <table className="w-full table-fixed border-separate border-spacing-0 text-xs sm:text-sm">
        <caption className="sr-only">{AUDIT_TEXTS.changesTitle}</caption>
        <thead className="bg-muted text-left text-xs font-semibold text-muted-foreground">
          <tr>
            <th scope="col" className="w-[26%] border-b py-2 pr-3 pl-3">
              {AUDIT_TEXTS.field}
            </th>
            <th scope="col" className="border-b px-3 py-2">
              {AUDIT_TEXTS.before}
            </th>
            <th scope="col" className="border-b py-2 pr-3 pl-3">
              {AUDIT_TEXTS.after}
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>*]:border-b">
          {changes.map((change) => (
            <ChangeRow key={change.field} change={change} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What an event changed (old → new values), what else it recorded, and where it came from: its
 * position in the chain, the record, the link a public operator used, the address and the browser.
 */
export function EventDetails({ event }: { event: AuditEvent }) {
  const link = linkLabel(event.actorLink);
  const record = recordLabel(event.tableName, event.recordId);
  const unknown = <span className="text-muted-foreground">{AUDIT_TEXTS.unknown}</span>;
  return (
    <div className="grid min-w-0 gap-4">
      {event.bulkDetail ? (
        // A bulk change: its row holds a summary, its values are read on demand (decision 025).
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{BULK_TEXTS.title}</h3>
          <BulkDetail eventId={event.id} detail={event.bulkDetail} />
        </section>
      ) : (
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{AUDIT_TEXTS.changesTitle}</h3>
          <Changes event={event} />
        </section>
      )}
      {!event.bulkDetail && event.details !== null && event.details !== undefined && (
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{AUDIT_TEXTS.extraDetails}</h3>
          <p className="rounded-lg border bg-card px-3 py-2 text-xs sm:text-sm">
            <ValueText value={shownValue(event.details)} />
          </p>
        </section>
      )}
      <dl className="grid gap-x-4 text-sm max-sm:[&>dd]:mb-2 max-sm:[&>dt]:text-xs sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1.5">
        <dt className="text-muted-foreground">{AUDIT_TEXTS.position}</dt>
        <dd className="tabular-nums">{formatNumber(event.seq)}</dd>
        <dt className="text-muted-foreground">{AUDIT_TEXTS.record}</dt>
        <dd className="[overflow-wrap:anywhere]">{record || unknown}</dd>
        {event.actorKind === "public" && (
          <>
            <dt className="text-muted-foreground">{AUDIT_TEXTS.link}</dt>
            <dd>{link ?? unknown}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{AUDIT_TEXTS.ipAddress}</dt>
        <dd className="tabular-nums [overflow-wrap:anywhere]">{event.ipAddress ?? unknown}</dd>
        <dt className="text-muted-foreground">{AUDIT_TEXTS.userAgent}</dt>
        <dd className="text-xs [overflow-wrap:anywhere] sm:text-sm">{event.userAgent ?? unknown}</dd>
      </dl>
    </div>
  );
}
