import { X } from "lucide-react";
import { useCallback, useId } from "react";
import type { AuditEvent, AuditEventsQuery } from "../../../shared/api/audit";
import type { Campaign } from "../../../shared/api/campaigns";
import type { User } from "../../../shared/api/users";
import {
  ACTION_GROUPS,
  AUDIT_TEXTS,
  actionLabel,
  isKnownAction,
  OUTCOME_LOOKS,
  OUTCOMES,
} from "../../../shared/texts/audit";
import { isFiltered, SearchField, useSearchText } from "../../components/filters";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/field";
import { CampaignSelect, UserSelect } from "./filter-fields";

/** The filters of the event trail (the page's cursor apart). */
export type EventFilterValues = Omit<AuditEventsQuery, "before" | "limit">;

/**
 * The filters of the "Journal des événements" tab: the action (by family), the user, the campaign,
 * the outcome and a text (description, author). The text applies once typing pauses.
 */
export function EventFilters({
  filters,
  campaigns,
  users,
  onChange,
  onClear,
}: {
  filters: EventFilterValues;
  campaigns: readonly Campaign[];
  users: readonly User[];
  onChange: (filters: EventFilterValues) => void;
  /** Every filter off; the parent draws the filters anew (their search box empty). */
  onClear: () => void;
}) {
  const id = useId();
  const applySearch = useCallback(
    (search: string | undefined) => onChange({ ...filters, search }),
    [filters, onChange],
  );
  const search = useSearchText(filters.search, applySearch);
  const set = (change: Partial<EventFilterValues>) => onChange({ ...filters, ...change });

  return (
    <search aria-label={AUDIT_TEXTS.eventsFilters} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(12rem,1.3fr)_minmax(12rem,1.3fr)_minmax(9rem,1fr)_minmax(9rem,1fr)_minmax(7rem,0.7fr)]">
        <div className="sm:col-span-2 xl:col-span-1">
          <SearchField
            id={`${id}-search`}
            label={AUDIT_TEXTS.eventsSearch}
            placeholder={AUDIT_TEXTS.eventsSearchPlaceholder}
            value={search.text}
            onChange={search.setText}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-action`}>{AUDIT_TEXTS.action}</Label>
          <NativeSelect
            id={`${id}-action`}
            value={filters.action ?? ""}
            onChange={(event) => set({ action: event.target.value || undefined })}
          >
            <option value="">{AUDIT_TEXTS.allActions}</option>
            {filters.action && !isKnownAction(filters.action) && (
              <option value={filters.action}>{actionLabel(filters.action)}</option>
            )}
            {ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {Object.entries(group.actions).map(([action, label]) => (
                  <option key={action} value={action}>
                    {label}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        <UserSelect
          id={`${id}-user`}
          users={users}
          value={filters.userId}
          onChange={(userId) => set({ userId })}
          allLabel={AUDIT_TEXTS.all}
        />
        <CampaignSelect
          id={`${id}-campaign`}
          campaigns={campaigns}
          value={filters.campaignId === undefined ? undefined : Number(filters.campaignId)}
          onChange={(campaignId) => set({ campaignId })}
          allLabel={AUDIT_TEXTS.allFeminine}
        />
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-outcome`}>{AUDIT_TEXTS.outcome}</Label>
          <NativeSelect
            id={`${id}-outcome`}
            value={filters.outcome ?? ""}
            onChange={(event) =>
              set({ outcome: (event.target.value || undefined) as AuditEvent["outcome"] | undefined })
            }
          >
            <option value="">{AUDIT_TEXTS.all}</option>
            {OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {OUTCOME_LOOKS[outcome].label}
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
