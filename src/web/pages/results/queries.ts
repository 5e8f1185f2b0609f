import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ForcedPeriodsInput } from "../../../shared/api/results";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** PATCH update-forced-periods: the answer is the fresh list of results. */
export function useSaveForcedPeriods(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ updates, reason }: { updates: ForcedPeriodsInput["updates"]; reason?: string }) =>
      api.campaigns.saveForcedPeriods(campaignId, updates, reason),
    onSuccess: (results) => queryClient.setQueryData(keys.campaigns.results(campaignId), results),
  });
}

/**
 * Applying changes the results (and their explanations), the campaign's equipment (their applied
 * periods), the campaigns list and the summary cards.
 */
function useRefreshAfterApply(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        keys.campaigns.results(campaignId),
        keys.campaigns.equipment(campaignId),
        keys.campaigns.list(),
        keys.dashboardStats(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Approve and apply: signed when the approver typed their password (issue 23). */
export function useApplyPeriods(campaignId: number) {
  const refresh = useRefreshAfterApply(campaignId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password }: { password: string }) =>
      api.campaigns.apply(campaignId, password ? { signature: { password } } : {}),
    onSuccess: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: keys.campaigns.runs(campaignId) })]),
  });
}

/**
 * POST calculate-periods with the adjustment factor of spec §9 (always 1), from the rating page or
 * the results page. It writes the calibration results only: they alone are read again.
 */
export function useCalculatePeriods(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { confirmIncomplete?: boolean } = {}) =>
      api.campaigns.calculate(campaignId, options),
    onSuccess: () =>
      Promise.all(
        [keys.campaigns.results(campaignId), keys.campaigns.runs(campaignId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
