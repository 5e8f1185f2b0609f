import {
  keepPreviousData,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  MeasurementInput,
  PublicProfile,
  PublicRating,
  PublicRatingInput,
  PublicSubmissionResult,
} from "../../../shared/api/public-links";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** The reads of the two public pages (spec §7 "Public"): the token is the only key. */
export const publicQueries = {
  measurementCampaign: (token: string) =>
    queryOptions({
      queryKey: keys.public.measurementCampaign(token),
      queryFn: ({ signal }) => api.public.measurementCampaign(token, { signal }),
    }),
  ratingCampaign: (token: string) =>
    queryOptions({
      queryKey: keys.public.ratingCampaign(token),
      queryFn: ({ signal }) => api.public.ratingCampaign(token, { signal }),
    }),
  criteria: (token: string, profile: PublicProfile) =>
    queryOptions({
      queryKey: keys.public.criteria(token, profile),
      queryFn: ({ signal }) => api.public.criteria(token, profile, { signal }),
    }),
  /** The rater's own ratings: a personal link's technician's, or those of this browser's rater key. */
  ratings: (token: string, profile: PublicProfile, raterKey: string | null) =>
    queryOptions({
      queryKey: keys.public.ratings(token, profile, raterKey),
      queryFn: ({ signal }) => api.public.ratings(token, profile, raterKey, { signal }),
    }),
};

export const usePublicRatingCampaign = (token: string) => useQuery(publicQueries.ratingCampaign(token));
export const usePublicMeasurementCampaign = (token: string, enabled: boolean) =>
  useQuery({ ...publicQueries.measurementCampaign(token), enabled });
export const usePublicCriteria = (token: string, profile: PublicProfile) =>
  useQuery(publicQueries.criteria(token, profile));
/** A new key reads the rater's ratings again without emptying the grid meanwhile. */
export const usePublicRatings = (token: string, profile: PublicProfile, raterKey: string | null) =>
  useQuery({ ...publicQueries.ratings(token, profile, raterKey), placeholderData: keepPreviousData });

/** What a page does when a public send succeeds or fails. */
type Handlers<V> = Pick<UseMutationOptions<PublicSubmissionResult, Error, V>, "onSuccess" | "onError">;

/** The ratings of a public link, sent in one request. */
export function useSavePublicRatings<V extends { body: PublicRatingInput }>(
  token: string,
  handlers: Handlers<V>,
) {
  return useMutation({ mutationFn: ({ body }: V) => api.public.rate(token, body), ...handlers });
}

/** The rater's ratings as the page keeps them: updated from a send's answer, or read again. */
export function usePublicRatingsCache(token: string, profile: PublicProfile) {
  const queryClient = useQueryClient();
  return {
    update: (raterKey: string | null, change: (list: PublicRating[] | undefined) => PublicRating[]) =>
      queryClient.setQueryData(publicQueries.ratings(token, profile, raterKey).queryKey, change),
    reload: (raterKey: string | null) =>
      queryClient.invalidateQueries({ queryKey: keys.public.ratings(token, profile, raterKey) }),
  };
}

/** A public measurement, sent once under its client submission id (a retry is stored once). */
export function useAddMeasurement<V extends Omit<MeasurementInput, "clientSubmissionId">>(
  token: string,
  submissionId: () => string,
  handlers: Handlers<V>,
) {
  return useMutation({
    mutationFn: (values: V) =>
      api.public.addMeasurement(token, { ...values, clientSubmissionId: submissionId() }),
    ...handlers,
  });
}
