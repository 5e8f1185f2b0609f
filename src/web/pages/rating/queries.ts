import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Campaign, CampaignRating, Participant } from "../../../shared/api/campaigns";
import type { Criterion } from "../../../shared/api/criteria";
import type { Equipment } from "../../../shared/api/equipment";
import type { CalculationSummary, RatingBatchResult } from "../../../shared/api/ratings";
import { apiJson } from "../../lib/api";
import { CAMPAIGNS_KEY, equipmentKey, participantsKey, STATS_KEY } from "../campaigns/queries";
import { type RatingCellInput, withRating } from "./rating-filters";

/** Reads of spec §7 with the default fetcher: the query key, joined with '/', is the URL. */
export const campaignKey = (campaignId: number) => ["/api/campaigns", campaignId] as const;
export const myRatingsKey = (campaignId: number) =>
  ["/api/campaigns", campaignId, "ratings?rater=me"] as const;
/** The criteria the signed-in user rates (spec §6); the criteria screen refreshes the same key. */
export const CRITERIA_FOR_USER_KEY = ["/api/rating-criteria/for-user"] as const;

export function useCampaign(campaignId: number | null) {
  return useQuery<Campaign>({ queryKey: campaignKey(campaignId ?? 0), enabled: campaignId !== null });
}

export function useRatingEquipment(campaignId: number | null) {
  return useQuery<Equipment[]>({ queryKey: equipmentKey(campaignId ?? 0), enabled: campaignId !== null });
}

export function useMyRatings(campaignId: number | null) {
  return useQuery<CampaignRating[]>({
    queryKey: myRatingsKey(campaignId ?? 0),
    enabled: campaignId !== null,
  });
}

export function useCriteriaForUser() {
  return useQuery<Criterion[], Error, Criterion[]>({ queryKey: CRITERIA_FOR_USER_KEY, select: sortScales });
}

/** Each criterion's five grades, from 1 to 5. */
function sortScales(criteria: Criterion[]): Criterion[] {
  return criteria.map((c) => ({ ...c, scales: [...c.scales].sort((a, b) => a.grade - b.grade) }));
}

/** Read only when the user's part in the campaign decides whether they may rate (DESIGN.md §4). */
export function useParticipants(campaignId: number | null, enabled: boolean) {
  return useQuery<Participant[]>({
    queryKey: participantsKey(campaignId ?? 0),
    enabled: enabled && campaignId !== null,
  });
}

/**
 * What a change of ratings moves: the campaign's progress (here and on the campaigns screen), its
 * equipment's rating counts and the results page's "rated since the calculation". After one cell,
 * the answer already updated the user's ratings and the equipment's count: the equipment list (up
 * to 5,000 rows) is not read again for every cell.
 */
function refreshAfterRating(queryClient: QueryClient, campaignId: number, batch: boolean) {
  const mine = myRatingsKey(campaignId);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: CAMPAIGNS_KEY,
      predicate: (query) => batch || query.queryKey[2] !== mine[2],
    }),
    batch ? queryClient.invalidateQueries({ queryKey: equipmentKey(campaignId) }) : null,
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
  ]);
}

/**
 * One cell, saved at once (POST /api/equipment-ratings). The answer updates the user's ratings and,
 * for a first rating of that cell, the equipment's rating count, so that the page follows at once;
 * the reads are then refreshed from the server.
 */
export function useSaveRating(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cell: RatingCellInput) =>
      apiJson<CampaignRating>("POST", "/api/equipment-ratings", { campaignId, ...cell }),
    onSuccess: (saved) => {
      const mine = queryClient.getQueryData<CampaignRating[]>(myRatingsKey(campaignId)) ?? [];
      const isNew = !mine.some(
        (r) => r.equipmentId === saved.equipmentId && r.criteriaId === saved.criteriaId,
      );
      queryClient.setQueryData<CampaignRating[]>(myRatingsKey(campaignId), withRating(mine, saved));
      if (isNew)
        queryClient.setQueryData<Equipment[]>(equipmentKey(campaignId), (list) =>
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
    mutationFn: (ratings: RatingCellInput[]) =>
      apiJson<RatingBatchResult>("POST", "/api/equipment-ratings/batch", { campaignId, ratings }),
    onSuccess: () => refreshAfterRating(queryClient, campaignId, true),
  });
}

/** POST /api/campaigns/{id}/calculate-periods with the adjustment factor 1 (spec §7, §9). */
export function useCalculatePeriods(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<CalculationSummary>("POST", `/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKey(campaignId) }),
  });
}
