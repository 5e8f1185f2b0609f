import { X } from "lucide-react";
import { useCallback, useId } from "react";
import type { AuditEntriesQuery, AuditEntryStatus } from "../../../shared/api/audit";
import type { Campaign } from "../../../shared/api/campaigns";
import type { User } from "../../../shared/api/users";
import { AUDIT_TEXTS, ENTRY_STATUS_LOOKS, ENTRY_STATUSES } from "../../../shared/texts/audit";
import { isFiltered, SearchField, useSearchText } from "../../components/filters";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/field";
import { CampaignSelect, UserSelect } from "./filter-fields";

/**
 * The filters of the "Notations" tab (spec §2): a text (campaign, equipment, reference, rater),
 * the campaign, the user and the status. The text applies once typing pauses; the others at once.
 */
export function EntryFilters({
  filters,
  campaigns,
  users,
  onChange,
  onClear,
}: {
  filters: AuditEntriesQuery;
  campaigns: readonly Campaign[];
  users: readonly User[];
  onChange: (filters: AuditEntriesQuery) => void;
  /** Every filter off; the parent draws the filters anew (their search box empty). */
  onClear: () => void;
}) {
  const id = useId();
  const applySearch = useCallback(
    (search: string | undefined) => onChange({ ...filters, search }),
    [filters, onChange],
  );
  const search = useSearchText(filters.search, applySearch);
  const set = (change: Partial<AuditEntriesQuery>) => onChange({ ...filters, ...change });

  return (
    <search aria-label={AUDIT_TEXTS.entriesFilters} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(14rem,1.6fr)_minmax(11rem,1.2fr)_minmax(11rem,1.2fr)_minmax(9rem,0.8fr)]">
        <div className="sm:col-span-2 xl:col-span-1">
          <SearchField
            id={`${id}-search`}
            label={AUDIT_TEXTS.entriesSearch}
            placeholder={AUDIT_TEXTS.entriesSearchPlaceholder}
            value={search.text}
            onChange={search.setText}
          />
        </div>
        <CampaignSelect
          id={`${id}-campaign`}
          campaigns={campaigns}
          value={filters.campaignId === undefined ? undefined : Number(filters.campaignId)}
          onChange={(campaignId) => set({ campaignId })}
        />
        <UserSelect
          id={`${id}-user`}
          users={users}
          value={filters.userId}
          onChange={(userId) => set({ userId })}
        />
        <div className="grid min-w-0 gap-1.5 sm:col-span-2 xl:col-span-1">
          <Label htmlFor={`${id}-status`}>{AUDIT_TEXTS.status}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={filters.status ?? ""}
            onChange={(event) =>
              set({ status: (event.target.value || undefined) as AuditEntryStatus | undefined })
            }
          >
            <option value="">{AUDIT_TEXTS.allStatuses}</option>
            {ENTRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENTRY_STATUS_LOOKS[status].label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isFiltered(filters) && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {AUDIT_TEXTS.clearFilters}
          </Button>
        </div>
      )}
    </search>
  );
}
