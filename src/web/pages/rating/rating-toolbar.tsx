import { ListChecks, Search, SquareCheck, SquareX } from "lucide-react";
import type { Ref } from "react";
import { RATING_TOOLBAR_TEXTS } from "../../../shared/texts/rating";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { countOf } from "../../lib/count";
import { formatNumber } from "../../lib/format";
import { RATING_FILTERS, type RatingFilter } from "./rating-filters";

/** The search box and the filter of spec §2: all, 'Complètement notés', 'Non notés'. */
export function RatingSearch({
  query,
  onQueryChange,
  filter,
  onFilterChange,
  counts,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  filter: RatingFilter;
  onFilterChange: (filter: RatingFilter) => void;
  counts: Record<RatingFilter, number>;
}) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div className="grid w-full gap-1.5 sm:w-80">
        <Label htmlFor="rating-search">{RATING_TOOLBAR_TEXTS.rechercherUnEquipement}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="rating-search"
            type="search"
            placeholder={RATING_TOOLBAR_TEXTS.nomReferenceOuIdentifiant}
            className="pl-9"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid gap-1.5 max-md:w-full">
        <legend className="mb-1.5 text-sm leading-none font-medium">{RATING_TOOLBAR_TEXTS.afficher}</legend>
        <div className="inline-flex flex-wrap gap-0.5 rounded-lg border bg-muted p-0.5 max-md:flex max-md:w-full max-md:flex-col">
          {RATING_FILTERS.map(({ value, label }) => (
            <label
              key={value}
              className="relative flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 max-md:min-h-10 max-md:justify-between text-sm font-medium text-muted-foreground transition-colors select-none hover:text-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="rating-filter"
                value={value}
                checked={filter === value}
                onChange={() => onFilterChange(value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
              />
              {label}
              <span className="rounded-full bg-background px-1.5 text-xs tabular-nums">
                {formatNumber(counts[value])}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Select-all, deselect-all and bulk rating (spec §2): bulk actions wait for a selection. */
export function SelectionBar({
  selectedCount,
  hiddenCount,
  shownCount,
  allShownSelected,
  onSelectShown,
  onClear,
  onBulk,
  selectAllRef,
  bulkRef,
}: {
  selectedCount: number;
  /** Selected equipment that the search or the filter hides. */
  hiddenCount: number;
  shownCount: number;
  allShownSelected: boolean;
  onSelectShown: () => void;
  onClear: () => void;
  onBulk: () => void;
  selectAllRef: Ref<HTMLButtonElement>;
  bulkRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/60 px-3 py-2">
      <p role="status" className="text-sm">
        {selectedCount === 0 ? (
          <span className="text-muted-foreground">
            {RATING_TOOLBAR_TEXTS.aucunEquipementSelectionneCochez}
          </span>
        ) : (
          <>
            <span className="font-medium">
              {countOf(
                selectedCount,
                RATING_TOOLBAR_TEXTS.equipementSelectionne,
                RATING_TOOLBAR_TEXTS.equipementsSelectionnes,
              )}
            </span>
            {hiddenCount > 0 && (
              <span className="text-muted-foreground">
                {" "}
                {RATING_TOOLBAR_TEXTS.dont}
                {formatNumber(hiddenCount)}
                {RATING_TOOLBAR_TEXTS.horsDeLaListe}
              </span>
            )}
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2 max-md:grid max-md:w-full max-md:[&>button]:h-10">
        <Button
          ref={selectAllRef}
          variant="outline"
          size="sm"
          disabled={shownCount === 0 || allShownSelected}
          onClick={onSelectShown}
        >
          <SquareCheck />
          {RATING_TOOLBAR_TEXTS.toutSelectionner}
        </Button>
        <Button variant="outline" size="sm" disabled={selectedCount === 0} onClick={onClear}>
          <SquareX />
          {RATING_TOOLBAR_TEXTS.toutDeselectionner}
        </Button>
        <Button ref={bulkRef} size="sm" disabled={selectedCount === 0} onClick={onBulk}>
          <ListChecks />
          {RATING_TOOLBAR_TEXTS.noterLesSelectionnes}
        </Button>
      </div>
    </div>
  );
}
