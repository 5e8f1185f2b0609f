import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeasurementsQuery } from "../../../shared/api/measurement-list";
import type { MeasurementCorrectionInput } from "../../../shared/api/measurements";
import type { ReviewInput } from "../../../shared/api/share-links";
import { api } from "../../api/endpoints";
import { keys, type SubmissionFilters } from "../../api/keys";

/** The measurements of the "Mesures" tab; the last list stays on screen while a new filter loads. */
export function useMeasurements(campaignId: number, filters: MeasurementsQuery) {
  return useQuery({
    queryKey: keys.campaigns.measurements(campaignId, filters),
    queryFn: ({ signal }) => api.campaigns.measurements(campaignId, filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubmissions(campaignId: number, filters: SubmissionFilters, enabled = true) {
  return useQuery({
    queryKey: keys.campaigns.submissions(campaignId, filters),
    queryFn: ({ signal }) => api.campaigns.submissions(campaignId, filters, { signal }),
    enabled,
  });
}

/**
 * Accept or reject entries (some, or every pending one). Accepted entries count from now on: the
 * campaign's lists, its ratings and results, the campaigns list and the summary cards change.
 */
export function useReview(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.campaigns.review(campaignId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
        queryClient.invalidateQueries({ queryKey: keys.dashboardStats() }),
      ]),
  });
}

/**
 * A measurement corrected or withdrawn (decision 020): the campaign's lists, the summary cards and
 * the instruments' records (their impact reviews read the correction) change.
 */
function useMeasurementChange<T>(campaignId: number, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.campaigns.entries(campaignId) }),
        queryClient.invalidateQueries({ queryKey: keys.dashboardStats() }),
        queryClient.invalidateQueries({ queryKey: keys.instruments.all() }),
      ]),
  });
}

export function useCorrectMeasurement(campaignId: number) {
  return useMeasurementChange(
    campaignId,
    ({ id, input }: { id: number; input: MeasurementCorrectionInput }) => api.measurements.correct(id, input),
  );
}

export function useWithdrawMeasurement(campaignId: number) {
  return useMeasurementChange(campaignId, ({ id, reason }: { id: number; reason: string }) =>
    api.measurements.withdraw(id, { reason }),
  );
}

/** "Actualiser": everything that came in for the campaign is read again. */
export function useReloadEntries(campaignId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.campaigns.entries(campaignId) });
}
