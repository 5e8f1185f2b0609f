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

/**
 * A link that leads nowhere: unknown, regenerated, or of a closed campaign (`SHARE_LINK_INVALID`),
 * or an address no route answers (`NOT_FOUND`, or a bare 404 without the contract's body).
 */
export function isDeadLink(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === null) return error.status === 404;
  return error.code === "SHARE_LINK_INVALID" || error.code === "NOT_FOUND";
}

/**
 * The French reason of a failed send: the server's own message when it refused for a reason it
 * names (a code: too many attempts, a closed campaign…; with `serverFailures`, also when it failed),
 * else the page's fallback of spec §8 (the network down included).
 */
export function reasonOf(error: unknown, fallback: string, { serverFailures = false } = {}): string {
  if (!(error instanceof ApiError) || !error.detail) return fallback;
  if (error.status >= 500 && !serverFailures) return fallback;
  return error.code !== null || serverFailures ? error.detail : fallback;
}

/** The text of a failed read (spec §2: "the error text"): the server's, the network's, or the raw one. */
export function loadFailureText(error: Error): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  if (error instanceof TypeError) return GENERIC_MESSAGES.network;
  return error.message;
}
