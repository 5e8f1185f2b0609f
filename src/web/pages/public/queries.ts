import { queryOptions } from "@tanstack/react-query";
import type { PublicProfile } from "../../../shared/api/public-links";
import { GENERIC_MESSAGES } from "../../../shared/messages";
import { api } from "../../api/endpoints";
import { ApiError } from "../../api/request";

/** The reads of the two public pages (spec §7 "Public"): the token is the only key. */
const root = (token: string) => ["public", token] as const;

export const publicKeys = {
  measurementCampaign: (token: string) => [...root(token), "measurement-campaign"] as const,
  ratingCampaign: (token: string) => [...root(token), "rating-campaign"] as const,
  criteria: (token: string, profile: PublicProfile) => [...root(token), "criteria", profile] as const,
  ratings: (token: string, profile: PublicProfile, raterKey: string | null) =>
    [...root(token), "ratings", profile, raterKey ?? ""] as const,
};

export const publicQueries = {
  measurementCampaign: (token: string) =>
    queryOptions({
      queryKey: publicKeys.measurementCampaign(token),
      queryFn: ({ signal }) => api.public.measurementCampaign(token, { signal }),
    }),
  ratingCampaign: (token: string) =>
    queryOptions({
      queryKey: publicKeys.ratingCampaign(token),
      queryFn: ({ signal }) => api.public.ratingCampaign(token, { signal }),
    }),
  criteria: (token: string, profile: PublicProfile) =>
    queryOptions({
      queryKey: publicKeys.criteria(token, profile),
      queryFn: ({ signal }) => api.public.criteria(token, profile, { signal }),
    }),
  /** The rater's own ratings: a personal link's technician's, or those of this browser's rater key. */
  ratings: (token: string, profile: PublicProfile, raterKey: string | null) =>
    queryOptions({
      queryKey: publicKeys.ratings(token, profile, raterKey),
      queryFn: ({ signal }) => api.public.ratings(token, profile, raterKey, { signal }),
    }),
};
