import { z } from "zod";
import {
  type MeasurementInput,
  type PublicProfile,
  type PublicRatingInput,
  publicCampaignSchema,
  publicCriterionSchema,
  publicRatingSchema,
  publicSubmissionResultSchema,
  RATER_KEY_HEADER,
} from "../../../shared/api/public-links";
import { call } from "../request";
import { path, type Read } from "./call-helpers";

/** The share links' calls: no account, the token is the key (spec §7 "Public"). */
export const publicCalls = {
  measurementCampaign: (shareToken: string, { signal }: Read = {}) =>
    call("GET", `/api/campaigns/${path(shareToken)}/public`, publicCampaignSchema, { signal }),
  addMeasurement: (shareToken: string, body: MeasurementInput) =>
    call("POST", `/api/campaigns/${path(shareToken)}/measurements`, publicSubmissionResultSchema, { body }),
  ratingCampaign: (token: string, { signal }: Read = {}) =>
    call("GET", `/api/public/campaigns/${path(token)}`, publicCampaignSchema, { signal }),
  criteria: (token: string, profile: PublicProfile, { signal }: Read = {}) =>
    call(
      "GET",
      `/api/public/campaigns/${path(token)}/rating-criteria/${path(profile)}`,
      z.array(publicCriterionSchema),
      { signal },
    ),
  /** The rater's own ratings: a personal link's, or those of the rater key kept by this browser. */
  ratings: (token: string, profile: PublicProfile, raterKey: string | null, { signal }: Read = {}) =>
    call(
      "GET",
      `/api/public/campaigns/${path(token)}/ratings/${path(profile)}`,
      z.array(publicRatingSchema),
      {
        signal,
        headers: raterKey ? { [RATER_KEY_HEADER]: raterKey } : {},
      },
    ),
  rate: (token: string, body: PublicRatingInput) =>
    call("POST", `/api/public/campaigns/${path(token)}/ratings`, publicSubmissionResultSchema, { body }),
};
