import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { InstrumentsQuery } from "../../../shared/api/instruments";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { isForbidden } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { usePhoneLayout } from "../../lib/media-query";
import { InstrumentFilters } from "./instrument-filters";
import { ParcActions } from "./parc-actions";
import { ParcContent } from "./parc-content";
import { ParcDenied } from "./parc-denied";
import { ParcDialogs, useParcDialogs } from "./parc-dialogs";
import { isFiltered, pageCount, parcParams, parseParcQuery, toggleSort } from "./parc-query";
import { useSelection } from "./parc-selection";
import { ParcStatusLine, WarningWindow } from "./parc-summary";
import { useInstruments } from "./queries";
import { StatusCounts } from "./status-counts";

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
  const dialogs = useParcDialogs();
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

  const selectedIds = [...selection.ids];

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
  return (
    <>
      <PageHeader
        title={PARC_TEXTS.title}
        description={PARC_TEXTS.description}
        actions={
          <ParcActions query={query} selectedIds={selectedIds} mayManage={mayManage} dialogs={dialogs} />
        }
      />
      <div className="grid gap-5 p-6 max-sm:px-4 lg:p-8">
        <div className="grid gap-3">
          <StatusCounts
            counts={list.data?.statusCounts ?? null}
            active={query.status}
            onSelect={(status) => setQuery({ ...query, status, page: undefined })}
          />
          {list.data && <WarningWindow warningDays={list.data.warningDays} mayManage={mayManage} />}
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
        <ParcStatusLine
          total={total}
          loaded={Boolean(list.data)}
          filtered={filtered}
          updating={list.isFetching && !list.isPending}
          selectedCount={selectedIds.length}
          onClearSelection={selection.clear}
        />
        <ParcContent
          list={list}
          filtered={filtered}
          mayManage={mayManage}
          onClear={clear}
          onImport={dialogs.openImport}
          page={page}
          pages={pages}
          phone={phone}
          sort={query.sort}
          onSort={(column) => setQuery({ ...query, sort: toggleSort(query.sort, column), page: undefined })}
          selection={selection}
          onGo={(target) => setParams(parcParams({ ...query, page: target }))}
        />
      </div>
      <ParcDialogs dialogs={dialogs} today={list.data?.today} />
    </>
  );
}
