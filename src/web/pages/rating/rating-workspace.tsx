import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Campaign, CampaignRating } from "../../../shared/api/campaigns";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { toastApiError } from "../../api/errors";
import { useRatingCompleteness } from "../../api/hooks";
import { Notice } from "../../components/ui/notice";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useCalculatePeriods } from "../results/queries";
import { useCheckedCalculation } from "../results/rating-completeness";
import { BulkRatingDialog } from "./bulk-rating-dialog";
import { useSaveRatingBatch } from "./queries";
import {
  bulkRatingCells,
  filterEquipment,
  gradesByEquipment,
  type RatingFilter,
  ratedCellCount,
  ratingProgress,
} from "./rating-filters";
import { RatingProgressCard } from "./rating-progress";
import { RatingSheet } from "./rating-sheet";
import { useEquipmentSelection } from "./use-equipment-selection";
import { isRefusal, useRateCell } from "./use-rate-cell";

/**
 * The rating page once its campaign, equipment, criteria and the user's ratings are read: progress,
 * search and filters, the table, bulk rating and the calculation (spec §2, §4).
 */
export function RatingWorkspace({
  campaign,
  equipment,
  criteria,
  ratings,
  onRefused,
}: {
  /** With what the user may do to it, and why not (its abilities and read-only reason). */
  campaign: Campaign;
  equipment: Equipment[];
  criteria: Criterion[];
  ratings: CampaignRating[];
  /** A save was refused (not a participant, campaign closed): what decides it is read again. */
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const saveBatch = useSaveRatingBatch(campaign.id);
  const calculate = useCalculatePeriods(campaign.id);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<RatingFilter>("all");
  const [bulkOpen, setBulkOpen] = useState(false);
  const selectAllRef = useRef<HTMLButtonElement>(null);
  const bulkRef = useRef<HTMLButtonElement>(null);

  const criterionIds = useMemo(() => criteria.map((c) => c.id), [criteria]);
  const grades = useMemo(() => gradesByEquipment(ratings), [ratings]);
  const deferredQuery = useDeferredValue(query);
  const view = useMemo(
    () => filterEquipment(equipment, { query: deferredQuery, filter, grades, criterionIds }),
    [equipment, deferredQuery, filter, grades, criterionIds],
  );
  const progress = ratingProgress(equipment);
  const canRate = campaign.abilities.rate;
  const { onRate, announcement } = useRateCell(campaign.id, onRefused);
  const selection = useEquipmentSelection(equipment, view.shown);
  const { selected, selectedIds } = selection;

  const submitBulk = (choices: Map<number, number>) => {
    const count = selectedIds.length;
    saveBatch.mutate(bulkRatingCells(selectedIds, choices), {
      onSuccess: () => {
        setBulkOpen(false);
        selection.clear();
        notify.success(
          format(SUCCESS_MESSAGES.bulkRatingApplied, { n: formatNumber(count) }),
          SUCCESS_MESSAGES.ratingsSavedTitle,
        );
      },
      onError: (error) => {
        toastApiError(error, FAILURE_MESSAGES.saveRatings);
        if (isRefusal(error)) {
          setBulkOpen(false);
          onRefused();
        }
      },
    });
  };

  const checked = useCheckedCalculation(campaign.id, (options) =>
    calculate.mutate(options, {
      onSuccess: () => {
        notify.success(SUCCESS_MESSAGES.calculated, SUCCESS_MESSAGES.calculatedTitle);
        navigate(`/campaigns/${campaign.id}/calibration-results`);
      },
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.calculate),
    }),
  );
  const completeness = useRatingCompleteness(campaign.id).data;

  return (
    <>
      <RatingProgressCard
        campaign={campaign}
        progress={progress}
        completeness={completeness}
        myCells={
          canRate
            ? {
                rated: ratedCellCount(equipment, grades, criterionIds),
                total: equipment.length * criteria.length,
              }
            : null
        }
        canCalculate={campaign.abilities.calculate}
        calculating={calculate.isPending}
        onCalculate={checked.request}
      />
      {checked.dialog}
      {!canRate && campaign.readOnlyReason && <Notice>{campaign.readOnlyReason}</Notice>}
      <RatingSheet
        equipment={equipment}
        view={view}
        criteria={criteria}
        grades={grades}
        canRate={canRate}
        canAddEquipment={campaign.abilities.manageEquipment}
        search={{ query, onQueryChange: setQuery, filter, onFilterChange: setFilter }}
        selection={
          canRate
            ? {
                selected,
                onToggle: selection.onToggle,
                onToggleShown: selection.toggleShown,
                onClear: selection.clear,
                onBulk: () => setBulkOpen(true),
                selectAllRef,
                bulkRef,
              }
            : null
        }
        onRate={onRate}
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {canRate && (
        <BulkRatingDialog
          open={bulkOpen}
          onOpenChange={setBulkOpen}
          criteria={criteria}
          selectedCount={selectedIds.length}
          pending={saveBatch.isPending}
          onSubmit={submitBulk}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = bulkRef.current?.disabled ? selectAllRef.current : bulkRef.current;
            target?.focus();
          }}
        />
      )}
    </>
  );
}
