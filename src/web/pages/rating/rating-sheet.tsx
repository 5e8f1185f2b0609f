import { ClipboardList, PackageOpen, SearchX } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { RATING_SHEET_TEXTS } from "../../../shared/texts/rating";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { countOf } from "../../lib/count";
import { formatNumber } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { RatingCards } from "./rating-cards";
import type { RateCell } from "./rating-cell";
import type { GradesByEquipment, RatingFilter, RatingView } from "./rating-filters";
import { RatingTable, type RowSelection } from "./rating-table";
import { RatingSearch, SelectionBar } from "./rating-toolbar";

export interface SheetSelection extends RowSelection {
  onClear: () => void;
  onBulk: () => void;
  selectAllRef: Ref<HTMLButtonElement>;
  bulkRef: Ref<HTMLButtonElement>;
}

function Heading({ children, canRate }: { children: ReactNode; canRate: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <div>
        <h2 className="font-semibold">{RATING_SHEET_TEXTS.equipementsANoter}</h2>
        {canRate && (
          <p className="mt-0.5 text-sm text-muted-foreground">{RATING_SHEET_TEXTS.choisissezUneNotePar}</p>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** A campaign without equipment: nothing to rate yet, and where to add some. */
function NoEquipment({
  criteriaCount,
  canAddEquipment,
}: {
  criteriaCount: string;
  canAddEquipment: boolean;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b px-5 py-4">
        <Heading canRate={false}>
          {criteriaCount}
          {RATING_SHEET_TEXTS.aNoterParEquipement}
        </Heading>
      </div>
      <div className="p-5">
        <EmptyState
          icon={PackageOpen}
          title={RATING_SHEET_TEXTS.aucunEquipementTrouve}
          action={
            canAddEquipment ? (
              <Button asChild variant="outline">
                <Link to="/campaigns">{RATING_SHEET_TEXTS.ouvrirLesCampagnes}</Link>
              </Button>
            ) : undefined
          }
        >
          {canAddEquipment ? RATING_SHEET_TEXTS.cetteCampagneNeContient : RATING_SHEET_TEXTS.noEquipmentYet}
        </EmptyState>
      </div>
    </Card>
  );
}

/**
 * The equipment to rate (spec §2): the search, the filters, the selection and the table, or the
 * empty state that says what to do next. On a phone, one card per equipment instead of the table.
 */
export function RatingSheet({
  equipment,
  view,
  criteria,
  grades,
  canRate,
  canAddEquipment,
  search,
  selection,
  onRate,
}: {
  equipment: readonly Equipment[];
  view: RatingView<Equipment>;
  criteria: readonly Criterion[];
  grades: GradesByEquipment;
  canRate: boolean;
  canAddEquipment: boolean;
  search: {
    query: string;
    onQueryChange: (query: string) => void;
    filter: RatingFilter;
    onFilterChange: (filter: RatingFilter) => void;
  };
  /** Null when the user may not rate. */
  selection: SheetSelection | null;
  onRate: RateCell;
}) {
  const phone = usePhoneLayout();
  if (criteria.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title={RATING_SHEET_TEXTS.aucunCritereANoter}
        action={
          <Button asChild variant="outline">
            <Link to="/rating-criteria">{RATING_SHEET_TEXTS.voirLesCriteresDe}</Link>
          </Button>
        }
      >
        {RATING_SHEET_TEXTS.aucunCritereDeCotation}
      </EmptyState>
    );

  const criteriaCount = countOf(criteria.length, RATING_SHEET_TEXTS.critere);
  if (equipment.length === 0)
    return <NoEquipment criteriaCount={criteriaCount} canAddEquipment={canAddEquipment} />;

  const shown = view.shown;
  const shownSelected = selection
    ? shown.reduce((n, item) => n + (selection.selected.has(item.id) ? 1 : 0), 0)
    : 0;
  const selectedCount = selection ? equipment.filter((e) => selection.selected.has(e.id)).length : 0;
  const toolbar = (
    <div className={cn("grid gap-4 px-5 py-4", !phone && "border-b")}>
      <Heading canRate={canRate}>
        {shown.length === equipment.length
          ? countOf(equipment.length, RATING_SHEET_TEXTS.equipement)
          : RATING_SHEET_TEXTS.afficheSur(
              formatNumber(shown.length),
              shown.length > 1 ? "s" : "",
              formatNumber(equipment.length),
            )}
        {RATING_SHEET_TEXTS.deVotreProfil(criteriaCount)}
      </Heading>
      <RatingSearch {...search} counts={view.counts} />
      {selection && (
        <SelectionBar
          selectedCount={selectedCount}
          hiddenCount={selectedCount - shownSelected}
          shownCount={shown.length}
          allShownSelected={shown.length > 0 && shownSelected === shown.length}
          onSelectShown={() => selection.onToggleShown(true)}
          onClear={selection.onClear}
          onBulk={selection.onBulk}
          selectAllRef={selection.selectAllRef}
          bulkRef={selection.bulkRef}
        />
      )}
    </div>
  );
  const noMatch = (
    <EmptyState
      icon={SearchX}
      title={RATING_SHEET_TEXTS.aucunEquipementTrouve}
      action={
        <Button
          variant="outline"
          onClick={() => {
            search.onQueryChange("");
            search.onFilterChange("all");
          }}
        >
          {RATING_SHEET_TEXTS.effacerLaRechercheEt}
        </Button>
      }
    >
      {RATING_SHEET_TEXTS.aucunEquipementDeLa}
    </EmptyState>
  );

  if (phone)
    return (
      <>
        <Card className="overflow-hidden">{toolbar}</Card>
        {shown.length === 0 ? (
          noMatch
        ) : (
          <RatingCards
            // A new search or filter starts again from the first page.
            key={`${search.filter}\n${search.query}`}
            equipment={shown}
            criteria={criteria}
            grades={grades}
            selection={selection}
            readOnly={!canRate}
            onRate={onRate}
          />
        )}
      </>
    );

  return (
    <Card className="overflow-hidden">
      {toolbar}
      {shown.length === 0 ? (
        <div className="p-5">{noMatch}</div>
      ) : (
        <RatingTable
          equipment={shown}
          criteria={criteria}
          grades={grades}
          selection={selection}
          readOnly={!canRate}
          onRate={onRate}
        />
      )}
    </Card>
  );
}
