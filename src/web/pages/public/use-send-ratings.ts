import { type Dispatch, type SetStateAction, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PublicCriterion, PublicRating, PublicRatingInput } from "../../../shared/api/public-links";
import { FAILURE_MESSAGES, FIELD_MESSAGES } from "../../../shared/messages";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { isDeadLink, reasonOf, serverMessageOf } from "../../api/errors";
import { ApiError } from "../../api/request";
import { focusLater } from "../../lib/focus";
import { dismissToast, notify, toast } from "../../lib/toast";
import { usePublicRatingsCache, useSavePublicRatings } from "./queries";
import type { Rater } from "./rater";
import { cellKey, withSavedRatings } from "./rating-choices";
import { newSubmissionId } from "./submission-id";

type Sent = { equipmentId: number; criteriaId: number; verbatimId: number }[];

/** What the last send stored: how many, whether they wait for validation, where the name is kept. */
export type RatingsDone = { count: number; pending: boolean; email: string | null };

/**
 * 'Enregistrer les notations': the operator's name (checked before anything is sent), then the cells
 * changed since the page was loaded (or last saved) in one request carrying a submission id, kept
 * while the same ratings are tried again. The answer updates the kept ratings and the address.
 */
export function useSendRatings({
  token,
  criteria,
  ratings,
  rater,
  raterKey,
  onRaterKey,
  onDeadLink,
  changes,
  setEdits,
}: {
  token: string;
  criteria: readonly PublicCriterion[];
  ratings: readonly PublicRating[];
  rater: Rater;
  raterKey: string | null;
  onRaterKey: (key: string) => void;
  onDeadLink: () => void;
  /** The cells changed and not saved yet. */
  changes: Sent;
  setEdits: Dispatch<SetStateAction<Map<string, number>>>;
}) {
  const cache = usePublicRatingsCache(token, rater.profile);
  const [, setSearchParams] = useSearchParams();
  const [name, setName] = useState(rater.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [done, setDone] = useState<RatingsDone | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const donePanel = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ id: string; body: string } | null>(null);

  const save = useSavePublicRatings<{ body: PublicRatingInput; sent: Sent; operator: string }>(token, {
    onSuccess: (result, { sent, operator }) => {
      attempt.current = null;
      const pending = result.status === "pending";
      // The first submission answers the rater's key: the list is then read under it.
      const ownKey = result.raterKey ?? raterKey;
      cache.update(ownKey, (list) => withSavedRatings(list ?? ratings, sent, criteria, pending));
      if (result.raterKey && result.raterKey !== raterKey) onRaterKey(result.raterKey);
      setEdits((previous) => {
        const next = new Map(previous);
        for (const cell of sent) {
          const k = cellKey(cell.equipmentId, cell.criteriaId);
          if (next.get(k) === cell.verbatimId) next.delete(k);
        }
        return next;
      });
      setDone({ count: result.count, pending, email: rater.personal ? null : (rater.email ?? null) });
      focusLater(() => donePanel.current);
      // The address names the operator the ratings were saved under: a reload finds them again.
      if (!rater.personal && operator !== rater.name)
        setSearchParams(
          (params) => {
            params.set("name", operator);
            return params;
          },
          { replace: true },
        );
      else void cache.reload(ownKey);
    },
    onError: (error) => {
      if (isDeadLink(error)) return onDeadLink();
      if (error instanceof ApiError && error.field === "operatorName") {
        setNameError(serverMessageOf(error, FIELD_MESSAGES.operatorRequired));
        nameInput.current?.focus();
      }
      notify.error(reasonOf(error, FAILURE_MESSAGES.savePublicRatings, { serverFailures: true }));
    },
  });

  const submit = () => {
    // A new attempt: what earlier ones said no longer holds.
    dismissToast();
    const operator = rater.personal ? rater.name : name.trim();
    if (!operator) {
      setNameError(FIELD_MESSAGES.operatorRequired);
      notify.error(FIELD_MESSAGES.operatorRequired);
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    if (changes.length === 0) {
      toast({ description: PUBLIC_PAGE_TEXTS.nothingToSave });
      return;
    }
    const ratingsSent = changes.map((cell) => ({ ...cell, profile: rater.profile }));
    const content = JSON.stringify([operator, ratingsSent]);
    // The same ratings tried again keep their id (stored once); different ones are a new submission.
    if (attempt.current?.body !== content) attempt.current = { id: newSubmissionId(), body: content };
    save.mutate({
      body: {
        operatorName: operator,
        operatorEmail: rater.email,
        ratings: ratingsSent,
        clientSubmissionId: attempt.current.id,
        ...(raterKey && { raterKey }),
      },
      sent: changes,
      operator,
    });
  };

  const changeName = (next: string) => {
    setName(next);
    if (next.trim()) setNameError(null);
  };

  return {
    name,
    nameError,
    nameInput,
    changeName,
    done,
    setDone,
    donePanel,
    saving: save.isPending,
    submit,
  };
}
