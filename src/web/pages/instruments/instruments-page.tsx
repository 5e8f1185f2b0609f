import { Bell, Boxes, Plus, QrCode, SearchX, Upload, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { InstrumentsQuery } from "../../../shared/api/instruments";
import { NEW_INSTRUMENT_TEXTS, PARC_TEXTS, warningWindowText } from "../../../shared/texts/instruments";
import { instrumentLabelsUrl, instrumentsExportUrl } from "../../api/endpoints";
import { isForbidden } from "../../api/request";
import { ExportButtons } from "../../components/export-buttons";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { useFocusReturn } from "../../lib/focus";
import { fill } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { ImportInstrumentsDialog } from "./import-dialog";
import { InstrumentFilters } from "./instrument-filters";
import { InstrumentList, rangeText, type Selection } from "./instrument-list";
import { NewInstrumentDialog } from "./new-instrument-dialog";
import { Pager } from "./pager";
import { ParcDenied } from "./parc-denied";
import {
  filtersOf,
  isFiltered,
  pageCount,
  pageRange,
  parcParams,
  parseParcQuery,
  toggleSort,
} from "./parc-query";
import { useInstruments } from "./queries";
import { StatusCounts } from "./status-counts";

/** The selected rows, kept across pages and filters until cleared. */
function useSelection(): Selection & { clear: () => void } {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  return useMemo(
    () => ({
      ids,
      toggle: (id, selected) =>
        setIds((current) => {
          const next = new Set(current);
          if (selected) next.add(id);
          else next.delete(id);
          return next;
        }),
      togglePage: (pageIds, selected) =>
        setIds((current) => {
          const next = new Set(current);
          for (const id of pageIds) {
            if (selected) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
      clear: () => setIds(new Set()),
    }),
    [ids],
  );
}

/**
 * Parc (/instruments): the company's instruments with their due dates and statuses, searched,
 * filtered and sorted on the server a page of 50 at a time (the address keeps the list), the counts
 * by status, the CSV import, the export (CSV or Excel) and the sheet of QR labels.
 */
export function InstrumentsPage({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseParcQuery(params), [params]);
  const setQuery = useCallback(
    (next: InstrumentsQuery) => setParams(parcParams(next), { replace: true }),
    [setParams],
  );
  const phone = usePhoneLayout();
  const list = useInstruments(query);
  const selection = useSelection();
  const [clears, setClears] = useState(0);
  const [importing, setImporting] = useState(false);
  const importFocus = useFocusReturn<HTMLButtonElement>();
  const [adding, setAdding] = useState(false);
  const addFocus = useFocusReturn<HTMLButtonElement>();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const mayManage = user.abilities.manageEquipment;
  const page = query.page ?? 1;
  const total = list.data?.total ?? 0;
  const pages = pageCount(total);

  // A page past the end (rows removed, a filter narrowed elsewhere) shows the last one instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setQuery({ ...query, page: pages });
  }, [list.data, list.isPlaceholderData, page, pages, query, setQuery]);

  const clear = () => {
    setQuery({ sort: query.sort });
    setClears((count) => count + 1);
  };
  const go = (target: number) => {
    setParams(parcParams({ ...query, page: target }));
    requestAnimationFrame(() => {
      title.current?.focus({ preventScroll: true });
      title.current?.scrollIntoView({ block: "start" });
    });
  };

  const selectedIds = [...selection.ids];
  const labelsUrl =
    selectedIds.length > 0
      ? instrumentLabelsUrl({ ids: selectedIds })
      : instrumentLabelsUrl({ filters: filtersOf(query) });

  if (isForbidden(list.error))
    return (
      <>
        <PageHeader title={PARC_TEXTS.title} description={PARC_TEXTS.description} />
        <div className="p-6 max-sm:px-4 lg:p-8">
          <ParcDenied />
        </div>
      </>
    );

  const filtered = isFiltered(query);
  const items = list.data?.items ?? [];
  let content: ReactNode;
  if (list.isPending)
    content = (
      <div className="flex justify-center rounded-xl border bg-card py-16">
        <Spinner label={PARC_TEXTS.loading} />
      </div>
    );
  else if (list.isError)
    content = (
      <LoadFailed
        title={PARC_TEXTS.loadFailed}
        what={PARC_TEXTS.loadWhat}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0)
    content = filtered ? (
      <EmptyState
        icon={SearchX}
        title={PARC_TEXTS.noneFilteredTitle}
        action={
          <Button variant="outline" onClick={clear}>
            {PARC_TEXTS.clearFilters}
          </Button>
        }
      >
        {PARC_TEXTS.noneFilteredText}
      </EmptyState>
    ) : (
      <EmptyState
        icon={Boxes}
        title={PARC_TEXTS.emptyTitle}
        action={
          mayManage && (
            <Button
              onClick={(event) => {
                importFocus.opener.current = event.currentTarget;
                setImporting(true);
              }}
            >
              <Upload aria-hidden="true" />
              {PARC_TEXTS.importCsv}
            </Button>
          )
        }
      >
        {mayManage ? PARC_TEXTS.emptyText : PARC_TEXTS.emptyTextReader}
      </EmptyState>
    );
  else {
    const { from, to } = pageRange(page, total);
    content = (
      <Card className="overflow-hidden" aria-busy={list.isPlaceholderData || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b px-5 py-4 max-sm:px-4">
          <h2 id={titleId} ref={title} tabIndex={-1} className="scroll-mt-4 font-semibold outline-none">
            {PARC_TEXTS.listTitle}
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums">
            <span className="sr-only">{PARC_TEXTS.listTitle} </span>
            {rangeText(from, to, total)}
          </p>
        </div>
        <InstrumentList
          phone={phone}
          labelledBy={titleId}
          items={items}
          today={list.data.today}
          sort={query.sort}
          onSort={(column) => setQuery({ ...query, sort: toggleSort(query.sort, column), page: undefined })}
          selection={selection}
        />
        <Pager
          className="border-t px-5 py-3 max-sm:px-4"
          page={Math.min(page, pages)}
          count={pages}
          onGo={go}
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={PARC_TEXTS.title}
        description={PARC_TEXTS.description}
        actions={
          <>
            <ExportButtons
              urlOf={(format) => instrumentsExportUrl(query, format)}
              hints={PARC_TEXTS.exportHints}
            />
            <Button asChild variant="outline">
              <a
                href={labelsUrl}
                target="_blank"
                rel="noopener"
                title={selectedIds.length > 0 ? PARC_TEXTS.labelsHintSelected : PARC_TEXTS.labelsHintFiltered}
              >
                <QrCode aria-hidden="true" />
                {selectedIds.length > 0
                  ? fill(PARC_TEXTS.labelsSelected, { n: selectedIds.length })
                  : PARC_TEXTS.labels}
              </a>
            </Button>
            {mayManage && (
              <Button
                ref={importFocus.fallback}
                variant="outline"
                onClick={(event) => {
                  importFocus.opener.current = event.currentTarget;
                  setImporting(true);
                }}
              >
                <Upload aria-hidden="true" />
                {PARC_TEXTS.importCsv}
              </Button>
            )}
            {mayManage && (
              <Button
                ref={addFocus.fallback}
                onClick={(event) => {
                  addFocus.opener.current = event.currentTarget;
                  setAdding(true);
                }}
              >
                <Plus aria-hidden="true" />
                {NEW_INSTRUMENT_TEXTS.open}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-5 p-6 max-sm:px-4 lg:p-8">
        <div className="grid gap-3">
          <StatusCounts
            counts={list.data?.statusCounts ?? null}
            active={query.status}
            onSelect={(status) => setQuery({ ...query, status, page: undefined })}
          />
          {list.data && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Bell className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span data-testid="warning-window">{warningWindowText(list.data.warningDays)}</span>
              {mayManage && (
                <Link
                  to="/planning#alerte"
                  aria-label={PARC_TEXTS.warningWindowChangeLabel}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {PARC_TEXTS.warningWindowChange}
                </Link>
              )}
            </p>
          )}
        </div>
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <InstrumentFilters
            key={clears}
            query={query}
            types={list.data?.types ?? []}
            locations={list.data?.locations ?? []}
            phone={phone}
            onChange={setQuery}
            onClear={clear}
          />
        </div>
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {list.data && (
              <>
                <strong className="font-semibold text-foreground">{countOf(total, "instrument")}</strong>
                {filtered && ` ${PARC_TEXTS.matchingFilters}`}
              </>
            )}
            {list.isFetching && !list.isPending && <span className="ml-2">{PARC_TEXTS.updating}</span>}
          </p>
          {selectedIds.length > 0 && (
            <p className="flex items-center gap-2 text-sm">
              <span className="font-medium">{fill(PARC_TEXTS.selected, { n: selectedIds.length })}</span>
              <Button variant="ghost" size="sm" onClick={selection.clear}>
                <X aria-hidden="true" />
                {PARC_TEXTS.clearSelection}
              </Button>
            </p>
          )}
        </div>
        {content}
      </div>
      <ImportInstrumentsDialog
        open={importing}
        onOpenChange={setImporting}
        onCloseAutoFocus={importFocus.restoreFocus}
      />
      <NewInstrumentDialog
        open={adding}
        today={list.data?.today}
        onOpenChange={setAdding}
        onCloseAutoFocus={addFocus.restoreFocus}
      />
    </>
  );
}
