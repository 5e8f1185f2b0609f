import { Boxes, SearchX, Upload } from "lucide-react";
import type { MouseEvent } from "react";
import { useId, useRef } from "react";
import type { InstrumentPage, InstrumentSort } from "../../../shared/api/instruments";
import { PARC_TEXTS, type SortColumn } from "../../../shared/texts/instruments";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { InstrumentList, rangeText, type Selection } from "./instrument-list";
import { Pager } from "./pager";
import { pageRange } from "./parc-query";
import type { useInstruments } from "./queries";

type ListProps = {
  data: InstrumentPage;
  page: number;
  pages: number;
  phone: boolean;
  busy: boolean;
  sort: InstrumentSort | undefined;
  onSort: (column: SortColumn) => void;
  selection: Selection;
  onGo: (page: number) => void;
};

/** The page of instruments in its card: the title and range, the list, the pager. */
function ParcListCard({ data, page, pages, phone, busy, sort, onSort, selection, onGo }: ListProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const go = (target: number) => {
    onGo(target);
    requestAnimationFrame(() => {
      title.current?.focus({ preventScroll: true });
      title.current?.scrollIntoView({ block: "start" });
    });
  };
  const { from, to } = pageRange(page, data.total);
  return (
    <Card className="overflow-hidden" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b px-5 py-4 max-sm:px-4">
        <h2 id={titleId} ref={title} tabIndex={-1} className="scroll-mt-4 font-semibold outline-none">
          {PARC_TEXTS.listTitle}
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">
          <span className="sr-only">{PARC_TEXTS.listTitle} </span>
          {rangeText(from, to, data.total)}
        </p>
      </div>
      <InstrumentList
        phone={phone}
        labelledBy={titleId}
        items={data.items}
        today={data.today}
        sort={sort}
        onSort={onSort}
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

/** The list's place: loading, failed, empty (filtered or not), or the page of instruments. */
export function ParcContent({
  list,
  filtered,
  mayManage,
  onClear,
  onImport,
  ...rest
}: Omit<ListProps, "data" | "busy"> & {
  list: ReturnType<typeof useInstruments>;
  filtered: boolean;
  mayManage: boolean;
  onClear: () => void;
  onImport: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  if (list.isPending)
    return (
      <div className="flex justify-center rounded-xl border bg-card py-16">
        <Spinner label={PARC_TEXTS.loading} />
      </div>
    );
  if (list.isError)
    return (
      <LoadFailed
        title={PARC_TEXTS.loadFailed}
        what={PARC_TEXTS.loadWhat}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.items.length === 0)
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title={PARC_TEXTS.noneFilteredTitle}
        action={
          <Button variant="outline" onClick={onClear}>
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
            <Button onClick={onImport}>
              <Upload aria-hidden="true" />
              {PARC_TEXTS.importCsv}
            </Button>
          )
        }
      >
        {mayManage ? PARC_TEXTS.emptyText : PARC_TEXTS.emptyTextReader}
      </EmptyState>
    );
  return <ParcListCard data={list.data} busy={list.isPlaceholderData} {...rest} />;
}
