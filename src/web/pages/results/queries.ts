import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Campaign } from "../../../shared/api/campaigns";
import type {
  ApplyResult,
  CalculationSummary,
  CalibrationResults,
  ForcedPeriodsInput,
  ResultExplanation,
} from "../../../shared/api/ratings";
import { apiJson } from "../../lib/api";

/** Reads with the default fetcher: the query key, joined with '/', is the URL (spec §7). */
export const campaignKey = (campaignId: number) => ["/api/campaigns", campaignId] as const;
export const resultsKey = (campaignId: number) =>
  ["/api/campaigns", campaignId, "calibration-results"] as const;
/** Under the results' key, so that a new calculation refreshes the explanations too. */
export const explanationKey = (campaignId: number, equipmentId: number) =>
  [...resultsKey(campaignId), equipmentId] as const;

export function useCampaign(campaignId: number) {
  return useQuery<Campaign>({ queryKey: campaignKey(campaignId) });
}

export function useCalibrationResults(campaignId: number) {
  return useQuery<CalibrationResults>({ queryKey: resultsKey(campaignId) });
}

export function useResultExplanation(campaignId: number, equipmentId: number) {
  return useQuery<ResultExplanation>({ queryKey: explanationKey(campaignId, equipmentId) });
}

/** What a change of periods makes stale elsewhere: the campaign lists and the equipment of the campaign. */
function useRefreshAround(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["/api/campaigns"], exact: true }),
      queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/equipment", campaignId] }),
    ]);
}

/** PATCH update-forced-periods: the answer is the fresh list of results. */
export function useSaveForcedPeriods(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: ForcedPeriodsInput["updates"]) =>
      apiJson<CalibrationResults>("PATCH", `/api/campaigns/${campaignId}/update-forced-periods`, { updates }),
    onSuccess: (results) => queryClient.setQueryData(resultsKey(campaignId), results),
  });
}

export function useApplyPeriods(campaignId: number) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAround(campaignId);
  return useMutation({
    mutationFn: () => apiJson<ApplyResult>("POST", `/api/campaigns/${campaignId}/apply-periods`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultsKey(campaignId), exact: true }),
        refreshAround(),
      ]),
  });
}

/** POST calculate-periods with the adjustment factor of spec §9 (always 1). */
export function useRecalculate(campaignId: number) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAround(campaignId);
  return useMutation({
    mutationFn: () =>
      apiJson<CalculationSummary>("POST", `/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
      }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: resultsKey(campaignId) }), refreshAround()]),
  });
}
