import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";
import { queries } from "../../api/queries";
import { type RatingCellInput, withRating } from "./rating-filters";

/**
 * What a change of ratings moves: the campaign's progress (here and on the campaigns screen), its
 * equipment's rating counts, the results page's "rated since the calculation" and the summary
 * cards. After one cell, the answer already updated the user's ratings and the equipment's count:
 * those two reads (up to 5,000 rows) are not read again for every cell.
 */
function refreshAfterRating(queryClient: QueryClient, campaignId: number, batch: boolean) {
  const stale = [
    keys.campaigns.list(),
    keys.campaigns.detail(campaignId),
    keys.campaigns.results(campaignId),
    keys.campaigns.completeness(campaignId),
    keys.dashboardStats(),
    ...(batch ? [keys.campaigns.equipment(campaignId), keys.campaigns.myRatings(campaignId)] : []),
  ];
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * One cell, saved at once (POST /api/equipment-ratings). The answer updates the user's ratings and,
 * for a first rating of that cell, the equipment's rating count, so that the page follows at once;
 * the other reads are then refreshed from the server.
 */
export function useSaveRating(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cell: RatingCellInput) => api.ratings.rate({ campaignId, ...cell }),
    onSuccess: (saved) => {
      // Keys from the query options carry their data's type: no type is asserted here.
      const myRatings = queries.myRatings(campaignId).queryKey;
      const mine = queryClient.getQueryData(myRatings) ?? [];
      const isNew = !mine.some(
        (r) => r.equipmentId === saved.equipmentId && r.criteriaId === saved.criteriaId,
      );
      queryClient.setQueryData(myRatings, withRating(mine, saved));
      if (isNew)
        queryClient.setQueryData(queries.campaignEquipment(campaignId).queryKey, (list) =>
          list?.map((e) => (e.id === saved.equipmentId ? { ...e, ratingCount: e.ratingCount + 1 } : e)),
        );
      void refreshAfterRating(queryClient, campaignId, false);
    },
  });
}

/** Bulk rating: every cell in one request and one transaction (POST /api/equipment-ratings/batch). */
export function useSaveRatingBatch(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: RatingCellInput[]) => api.ratings.rateMany({ campaignId, ratings }),
    onSuccess: () => refreshAfterRating(queryClient, campaignId, true),
  });
}
