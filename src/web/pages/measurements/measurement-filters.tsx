import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Equipment } from "../../../shared/api/equipment";
import type { MeasurementsQuery } from "../../../shared/api/measurement-list";
import { MEASUREMENT_UNIT_GROUPS } from "../../../shared/measurement-units";
import { MEASUREMENT_FILTERS_TEXTS } from "../../../shared/texts/measurements";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

const SEARCH_DELAY_MS = 300;

/** Whether any filter is set. */
export function isFiltered(filters: MeasurementsQuery): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== "");
}

/**
 * The filters of the "Mesures" tab: a text (operator, equipment, reference), the equipment, the
 * unit, and the first and last day. The text applies once typing pauses; the others at once.
 */
export function MeasurementFilters({
  filters,
  equipment,
  onChange,
}: {
  filters: MeasurementsQuery;
  equipment: Equipment[];
  onChange: (filters: MeasurementsQuery) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? "");

  // The typed text, once typing pauses.
  useEffect(() => {
    const text = search.trim() || undefined;
    if (text === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = (change: Partial<MeasurementsQuery>) => onChange({ ...filters, ...change });
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <search aria-label={MEASUREMENT_FILTERS_TEXTS.filtrerLesMesures} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(14rem,1.6fr)_minmax(12rem,1.4fr)_minmax(7rem,0.7fr)_minmax(9.5rem,1fr)_minmax(9.5rem,1fr)]">
        <div className="col-span-2 grid min-w-0 gap-1.5 xl:col-span-1">
          <Label htmlFor={`${id}-search`}>{MEASUREMENT_FILTERS_TEXTS.rechercherUneMesure}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={MEASUREMENT_FILTERS_TEXTS.operateurEquipementReferenceNotes}
              className="pl-9"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-equipment`}>{MEASUREMENT_FILTERS_TEXTS.equipement}</Label>
          <NativeSelect
            id={`${id}-equipment`}
            value={filters.equipmentId ?? ""}
            onChange={(event) =>
              set({ equipmentId: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{MEASUREMENT_FILTERS_TEXTS.tousLesEquipements}</option>
            {equipment.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.serialNumber})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-unit`}>{MEASUREMENT_FILTERS_TEXTS.unite}</Label>
          <NativeSelect
            id={`${id}-unit`}
            value={filters.unit ?? ""}
            onChange={(event) =>
              set({ unit: (event.target.value || undefined) as MeasurementsQuery["unit"] })
            }
          >
            <option value="">{MEASUREMENT_FILTERS_TEXTS.toutes}</option>
            {MEASUREMENT_UNIT_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>{MEASUREMENT_FILTERS_TEXTS.du}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="min-w-0"
            value={filters.from ?? ""}
            max={filters.to}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${id}-dates` : undefined}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>{MEASUREMENT_FILTERS_TEXTS.au}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="min-w-0"
            value={filters.to ?? ""}
            min={filters.from}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${id}-dates` : undefined}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </div>
      </div>
      {(reversed || isFiltered(filters)) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {reversed ? (
            <p id={`${id}-dates`} role="alert" className="text-xs font-medium text-destructive">
              {MEASUREMENT_FILTERS_TEXTS.laDateDeDebut}
            </p>
          ) : (
            <span />
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch("");
              onChange({});
            }}
          >
            <X aria-hidden="true" />
            {MEASUREMENT_FILTERS_TEXTS.effacerLesFiltres}
          </Button>
        </div>
      )}
    </search>
  );
}
