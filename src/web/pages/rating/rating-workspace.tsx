import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Campaign, CampaignRating } from "../../../shared/api/campaigns";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import { can } from "../../../shared/permissions";
import { Notice } from "../../components/ui/notice";
import { formatNumber } from "../../lib/format";
import { toastApiError } from "../../lib/session";
import { notify } from "../../lib/toast";
import { BulkRatingDialog } from "./bulk-rating-dialog";
import { useCalculatePeriods, useSaveRating, useSaveRatingBatch } from "./queries";
import { READ_ONLY_NOTICES, type ReadOnlyReason } from "./rating-access";
import type { RateCell } from "./rating-cell";
import { isRefusal } from "./rating-errors";
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

/**
 * The rating page once its campaign, equipment, criteria and the user's ratings are read: progress,
 * search and filters, the table, bulk rating and the calculation (spec §2, §4).
 */
export function RatingWorkspace({
  user,
  campaign,
  equipment,
  criteria,
  ratings,
  readOnly,
  onRefused,
}: {
  user: CurrentUser;
  campaign: Campaign;
  equipment: Equipment[];
  criteria: Criterion[];
  ratings: CampaignRating[];
  /** Why the user may not rate here, or null. */
  readOnly: ReadOnlyReason | null;
  /** A save was refused (not a participant, campaign closed): what decides it is read again. */
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const saveRating = useSaveRating(campaign.id);
  const saveBatch = useSaveRatingBatch(campaign.id);
  const calculate = useCalculatePeriods(campaign.id);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<RatingFilter>("all");
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
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
  const canRate = readOnly === null;

  // Stable across renders, so that the rows of the table are not all drawn again at each change.
  const latest = useRef({ saveRating, onRefused });
  latest.current = { saveRating, onRefused };
  const onRate = useCallback<RateCell>(async (item, criterion, grade) => {
    try {
      await latest.current.saveRating.mutateAsync({ equipmentId: item.id, criteriaId: criterion.id, grade });
      setAnnouncement(`Note enregistrée : ${criterion.name}, ${item.name}.`);
    } catch (error) {
      toastApiError(error, "Impossible de sauvegarder l'évaluation");
      if (isRefusal(error)) latest.current.onRefused();
      throw error;
    }
  }, []);

  const onToggle = useCallback((id: number, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const toggleShown = (checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const item of view.shown) {
        if (checked) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });
  // Equipment removed from the campaign meanwhile is left out.
  const selectedIds = equipment.filter((e) => selected.has(e.id)).map((e) => e.id);

  const submitBulk = (choices: Map<number, number>) => {
    const count = selectedIds.length;
    saveBatch.mutate(bulkRatingCells(selectedIds, choices), {
      onSuccess: () => {
        setBulkOpen(false);
        setSelected(new Set());
        notify.success(
          `Notation appliquée à ${formatNumber(count)} équipement(s) sélectionné(s).`,
          "Notations sauvegardées",
        );
      },
      onError: (error) => {
        toastApiError(error, "Impossible de sauvegarder les notations.");
        if (isRefusal(error)) {
          setBulkOpen(false);
          onRefused();
        }
      },
    });
  };

  const runCalculation = () =>
    calculate.mutate(undefined, {
      onSuccess: () => {
        notify.success(
          "Les nouvelles périodes d'étalonnage ont été calculées avec succès.",
          "Calcul terminé",
        );
        navigate(`/campaigns/${campaign.id}/calibration-results`);
      },
      onError: (error) => toastApiError(error, "Erreur lors du calcul des nouvelles périodes"),
    });

  return (
    <>
      <RatingProgressCard
        campaign={campaign}
        progress={progress}
        myCells={
          canRate
            ? {
                rated: ratedCellCount(equipment, grades, criterionIds),
                total: equipment.length * criteria.length,
              }
            : null
        }
        canCalculate={can(user.roles, "manageCampaigns")}
        calculating={calculate.isPending}
        onCalculate={runCalculation}
      />
      {readOnly && (
        <Notice tone={READ_ONLY_NOTICES[readOnly].tone}>{READ_ONLY_NOTICES[readOnly].text}</Notice>
      )}
      <RatingSheet
        equipment={equipment}
        view={view}
        criteria={criteria}
        grades={grades}
        canRate={canRate}
        canAddEquipment={can(user.roles, "manageEquipment")}
        search={{ query, onQueryChange: setQuery, filter, onFilterChange: setFilter }}
        selection={
          canRate
            ? {
                selected,
                onToggle,
                onToggleShown: toggleShown,
                onClear: () => setSelected(new Set()),
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
