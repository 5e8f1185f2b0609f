import { ClipboardList, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { AuditEntriesQuery } from "../../../shared/api/audit";
import { AUDIT_ENTRIES_SHOWN } from "../../../shared/limits";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { auditExportUrl } from "../../api/endpoints";
import { useCampaigns, useUsers } from "../../api/hooks";
import { isForbidden } from "../../api/request";
import { ExportButtons } from "../../components/export-buttons";
import { isFiltered } from "../../components/filters";
import { Button } from "../../components/ui/button";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { fill } from "../../lib/format";
import { AccessDenied } from "./access-denied";
import { EntryFilters } from "./entry-filters";
import { EntryList } from "./entry-list";
import { useAuditEntries } from "./queries";

/**
 * "Notations" (spec §2): per equipment and rater, the grade given on each criterion, the OPPERET
 * score and the new period, filtered on the server, exported as CSV or Excel with the same filters.
 */
export function EntriesTab({ mayListUsers }: { mayListUsers: boolean }) {
  const [filters, setFilters] = useState<AuditEntriesQuery>({});
  // Drawn anew when every filter is cleared: the search box empties with them.
  const [clears, setClears] = useState(0);
  const campaigns = useCampaigns();
  const users = useUsers(mayListUsers);
  const query = useAuditEntries(filters);
  const filtered = isFiltered(filters);
  const clear = () => {
    setFilters({});
    setClears((count) => count + 1);
  };

  if (isForbidden(query.error)) return <AccessDenied />;

  const entries = query.data ?? [];
  let list: ReactNode;
  if (query.isPending)
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={AUDIT_TEXTS.entriesLoading} />
      </div>
    );
  else if (query.isError)
    list = (
      <LoadFailed
        title={AUDIT_TEXTS.entriesLoadFailed}
        what={AUDIT_TEXTS.entriesWhat}
        onRetry={() => void query.refetch()}
      />
    );
  else if (entries.length === 0)
    list = filtered ? (
      <EmptyState
        icon={SearchX}
        title={AUDIT_TEXTS.entriesNoneFilteredTitle}
        action={
          <Button variant="outline" onClick={clear}>
            {AUDIT_TEXTS.clearFilters}
          </Button>
        }
      >
        {AUDIT_TEXTS.entriesNoneFilteredText}
      </EmptyState>
    ) : (
      <EmptyState
        icon={ClipboardList}
        title={AUDIT_TEXTS.entriesEmptyTitle}
        action={
          <Button asChild>
            <Link to="/campaigns">{AUDIT_TEXTS.goToCampaigns}</Link>
          </Button>
        }
      >
        {AUDIT_TEXTS.entriesEmptyText}
      </EmptyState>
    );
  else list = <EntryList key={JSON.stringify(filters)} entries={entries} />;

  return (
    <div className="grid gap-4">
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <EntryFilters
          key={clears}
          filters={filters}
          campaigns={campaigns.data ?? []}
          users={users.data ?? []}
          onChange={setFilters}
          onClear={clear}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {query.data && (
            <>
              <strong className="font-semibold text-foreground">
                {countOf(entries.length, AUDIT_TEXTS.entryNoun)}
              </strong>
              {filtered && AUDIT_TEXTS.matchingFilters}
            </>
          )}
          {query.isFetching && !query.isPending && <span className="ml-2">{AUDIT_TEXTS.updating}</span>}
        </p>
        <ExportButtons
          size="sm"
          urlOf={(format) => auditExportUrl(filters, format)}
          hints={AUDIT_TEXTS.exportHints}
        />
      </div>
      {entries.length >= AUDIT_ENTRIES_SHOWN && (
        <Notice tone="warning">{fill(AUDIT_TEXTS.entriesTruncated, { n: AUDIT_ENTRIES_SHOWN })}</Notice>
      )}
      {list}
    </div>
  );
}
