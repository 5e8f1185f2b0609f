import { X } from "lucide-react";
import { useCallback, useId } from "react";
import type { InstrumentSort, InstrumentsQuery } from "../../../shared/api/instruments";
import type { InstrumentStatus } from "../../../shared/constants";
import { PARC_TEXTS, SORT_COLUMNS, type SortColumn, STATUS_ORDER } from "../../../shared/texts/instruments";
import { SearchField, useSearchText } from "../../components/filters";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/field";
import { STATUS_LOOKS } from "./looks";
import { isFiltered, sortState } from "./parc-query";

function Choice({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The Parc's filters: a text (name, reference, type, location) applied once typing pauses, the
 * status, the type, the location and the quarantine, applied at once. On a phone, where the
 * table's headers are not shown, the sort is chosen here too.
 */
export function InstrumentFilters({
  query,
  types,
  locations,
  phone,
  onChange,
  onClear,
}: {
  query: InstrumentsQuery;
  types: readonly string[];
  locations: readonly string[];
  phone: boolean;
  /** New filters (the list goes back to its first page). */
  onChange: (query: InstrumentsQuery) => void;
  onClear: () => void;
}) {
  const id = useId();
  const applySearch = useCallback(
    (search: string | undefined) => onChange({ ...query, search, page: undefined }),
    [query, onChange],
  );
  const search = useSearchText(query.search, applySearch);
  const set = (change: Partial<InstrumentsQuery>) => onChange({ ...query, ...change, page: undefined });
  // A type or location filtered on stays a choice even if no instrument has it any more.
  const typeOptions = [...new Set([...types, ...(query.type ? [query.type] : [])])];
  const locationOptions = [...new Set([...locations, ...(query.location ? [query.location] : [])])];
  const sorted = sortState(query.sort);

  return (
    <search aria-label={PARC_TEXTS.filters} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(14rem,1.6fr)_minmax(9rem,1fr)_minmax(9rem,1fr)_minmax(9rem,1fr)_minmax(8rem,0.8fr)]">
        <div className="sm:col-span-2 xl:col-span-1">
          <SearchField
            id={`${id}-search`}
            label={PARC_TEXTS.search}
            placeholder={PARC_TEXTS.searchPlaceholder}
            value={search.text}
            onChange={search.setText}
          />
        </div>
        <Choice
          id={`${id}-status`}
          label={PARC_TEXTS.status}
          value={query.status}
          allLabel={PARC_TEXTS.allStatuses}
          options={STATUS_ORDER.map((status) => ({ value: status, label: STATUS_LOOKS[status].label }))}
          onChange={(status) => set({ status: status as InstrumentStatus | undefined })}
        />
        <Choice
          id={`${id}-type`}
          label={PARC_TEXTS.type}
          value={query.type}
          allLabel={PARC_TEXTS.allTypes}
          options={typeOptions.map((type) => ({ value: type, label: type }))}
          onChange={(type) => set({ type })}
        />
        <Choice
          id={`${id}-location`}
          label={PARC_TEXTS.location}
          value={query.location}
          allLabel={PARC_TEXTS.allLocations}
          options={locationOptions.map((location) => ({ value: location, label: location }))}
          onChange={(location) => set({ location })}
        />
        <Choice
          id={`${id}-quarantine`}
          label={PARC_TEXTS.quarantine}
          value={query.quarantined}
          allLabel={PARC_TEXTS.quarantineAll}
          options={[
            { value: "true", label: PARC_TEXTS.quarantineOnly },
            { value: "false", label: PARC_TEXTS.quarantineNone },
          ]}
          onChange={(quarantined) => set({ quarantined: quarantined as "true" | "false" | undefined })}
        />
        {phone && (
          <div className="grid min-w-0 gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-sort`}>{PARC_TEXTS.sortBy}</Label>
            <NativeSelect
              id={`${id}-sort`}
              value={`${sorted.descending ? "-" : ""}${sorted.column}`}
              onChange={(event) =>
                onChange({ ...query, sort: event.target.value as InstrumentSort, page: undefined })
              }
            >
              {(Object.keys(SORT_COLUMNS) as SortColumn[]).flatMap((column) => [
                <option key={column} value={column}>
                  {`${SORT_COLUMNS[column]} (${PARC_TEXTS.sortAscending})`}
                </option>,
                <option key={`-${column}`} value={`-${column}`}>
                  {`${SORT_COLUMNS[column]} (${PARC_TEXTS.sortDescending})`}
                </option>,
              ])}
            </NativeSelect>
          </div>
        )}
      </div>
      {isFiltered(query) && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {PARC_TEXTS.clearFilters}
          </Button>
        </div>
      )}
    </search>
  );
}
