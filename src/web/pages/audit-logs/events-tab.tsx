import { History, SearchX } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { useCampaigns, useUsers } from "../../api/hooks";
import { isForbidden } from "../../api/request";
import { isFiltered } from "../../components/filters";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { fill } from "../../lib/format";
import { AccessDenied } from "./access-denied";
import { type CursorStack, FIRST_PAGE, hasNewer, newerPage, olderPage, pageNumber } from "./cursor-stack";
import { EventFilters, type EventFilterValues } from "./event-filters";
import { EventList } from "./event-list";
import { IntegrityCheck } from "./integrity-check";
import { PageSteps } from "./page-steps";
import { useAuditEvents } from "./queries";
import { TrailExport } from "./trail-export";

/**
 * "Journal des événements": every audited action, newest first, 50 at a time, filtered on the
 * server; each row opens on its values before and after. Administrators can check the chain.
 */
export function EventsTab({ mayListUsers, mayVerify }: { mayListUsers: boolean; mayVerify: boolean }) {
  const [filters, setFilters] = useState<EventFilterValues>({});
  const [clears, setClears] = useState(0);
  const [cursor, setCursor] = useState<CursorStack>(FIRST_PAGE);
  const campaigns = useCampaigns();
  const users = useUsers(mayListUsers);
  const query = useAuditEvents(filters, cursor.current);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const filtered = isFiltered(filters);

  const changeFilters = (next: EventFilterValues) => {
    setFilters(next);
    setCursor(FIRST_PAGE);
  };
  const clear = () => {
    changeFilters({});
    setClears((count) => count + 1);
  };
  /** Another page: the focus goes to the list's title, at the top of the new page. */
  const go = (next: CursorStack) => {
    setCursor(next);
    requestAnimationFrame(() => {
      title.current?.focus({ preventScroll: true });
      title.current?.scrollIntoView({ block: "start" });
    });
  };

  if (isForbidden(query.error)) return <AccessDenied />;

  const page = query.data;
  const events = page?.events ?? [];
  // While the next page loads the one before stays on screen, its buttons held.
  const moving = query.isPlaceholderData;

  let list: ReactNode;
  if (query.isPending)
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={AUDIT_TEXTS.eventsLoading} />
      </div>
    );
  else if (query.isError)
    list = (
      <LoadFailed
        title={AUDIT_TEXTS.eventsLoadFailed}
        what={AUDIT_TEXTS.eventsWhat}
        onRetry={() => void query.refetch()}
      />
    );
  else if (events.length === 0 && !hasNewer(cursor))
    list = filtered ? (
      <EmptyState
        icon={SearchX}
        title={AUDIT_TEXTS.eventsNoneFilteredTitle}
        action={
          <Button variant="outline" onClick={clear}>
            {AUDIT_TEXTS.clearFilters}
          </Button>
        }
      >
        {AUDIT_TEXTS.eventsNoneFilteredText}
      </EmptyState>
    ) : (
      <EmptyState
        icon={History}
        title={AUDIT_TEXTS.eventsEmptyTitle}
        action={
          <Button asChild>
            <Link to="/campaigns">{AUDIT_TEXTS.goToCampaigns}</Link>
          </Button>
        }
      >
        {AUDIT_TEXTS.eventsEmptyText}
      </EmptyState>
    );
  else
    list = (
      <Card className="overflow-hidden" aria-busy={moving || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b px-5 py-4 max-sm:px-4">
          <h2 id={titleId} ref={title} tabIndex={-1} className="scroll-mt-4 font-semibold outline-none">
            {AUDIT_TEXTS.eventsListTitle}
            <span className="ml-2 font-normal text-muted-foreground">
              {fill(AUDIT_TEXTS.eventsPage, { n: pageNumber(cursor) })}
            </span>
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums">
            {fill(AUDIT_TEXTS.eventsOnPage, { n: events.length })}
          </p>
        </div>
        <EventList
          key={`${cursor.current ?? "first"}-${JSON.stringify(filters)}`}
          events={events}
          labelledBy={titleId}
        />
        <PageSteps
          className="border-t px-5 py-3 max-sm:px-4"
          label={AUDIT_TEXTS.eventsPager}
          caption={fill(AUDIT_TEXTS.eventsPage, { n: pageNumber(cursor) })}
          back={{
            label: AUDIT_TEXTS.newer,
            disabled: moving || !hasNewer(cursor),
            onClick: () => go(newerPage(cursor)),
          }}
          forward={{
            label: AUDIT_TEXTS.older,
            disabled: moving || !page?.nextBefore,
            onClick: () => go(olderPage(cursor, page?.nextBefore ?? null)),
          }}
        />
      </Card>
    );

  return (
    <div className="grid gap-4">
      {mayVerify && <IntegrityCheck />}
      <TrailExport />
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <EventFilters
          key={clears}
          filters={filters}
          campaigns={campaigns.data ?? []}
          users={users.data ?? []}
          onChange={changeFilters}
          onClear={clear}
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {query.isFetching && !query.isPending ? AUDIT_TEXTS.updating : ""}
      </p>
      {list}
    </div>
  );
}
