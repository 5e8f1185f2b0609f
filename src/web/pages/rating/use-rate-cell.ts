import { useCallback, useRef, useState } from "react";
import type { ErrorCode } from "../../../shared/errors";
import { FAILURE_MESSAGES } from "../../../shared/messages";
import { RATING_WORKSPACE_TEXTS } from "../../../shared/texts/rating";
import { toastApiError } from "../../api/errors";
import { ApiError } from "../../api/request";
import { useSaveRating } from "./queries";
import type { RateCell } from "./rating-cell";

/** Refusals that the campaign's state or the user's part in it explains: the campaign is read again. */
const REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "CAMPAIGN_CLOSED",
  "CAMPAIGN_NOT_ACTIVE",
  "NOT_A_PARTICIPANT",
  "CRITERION_NOT_IN_PROFILE",
  "FORBIDDEN",
]);
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.code !== null && REFUSALS.has(error.code);

/**
 * One cell rated: saved, then said to screen readers (`announcement`); a refusal is said in a toast
 * and, when the campaign's state explains it, `onRefused` reads it again.
 */
export function useRateCell(campaignId: number, onRefused: () => void) {
  const saveRating = useSaveRating(campaignId);
  const [announcement, setAnnouncement] = useState("");

  // Stable across renders, so that the rows of the table are not all drawn again at each change.
  const latest = useRef({ saveRating, onRefused });
  latest.current = { saveRating, onRefused };
  const onRate = useCallback<RateCell>(async (item, criterion, grade) => {
    try {
      await latest.current.saveRating.mutateAsync({ equipmentId: item.id, criteriaId: criterion.id, grade });
      setAnnouncement(RATING_WORKSPACE_TEXTS.noteEnregistree(criterion.name, item.name));
    } catch (error) {
      toastApiError(error, FAILURE_MESSAGES.saveRating);
      if (isRefusal(error)) latest.current.onRefused();
      throw error;
    }
  }, []);
  return { onRate, announcement };
}
