import { CircleCheck, Clock, Loader2, Save } from "lucide-react";
import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type {
  PublicCampaign,
  PublicCriterion,
  PublicRating,
  PublicRatingInput,
} from "../../../shared/api/public-links";
import { FAILURE_MESSAGES, FIELD_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { RATING_WORKSPACE_TEXTS } from "../../../shared/texts/public";
import { isDeadLink, reasonOf, serverMessageOf } from "../../api/errors";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import { countOf } from "../../lib/count";
import { focusLater } from "../../lib/focus";
import { usePhoneLayout } from "../../lib/media-query";
import { dismissToast, notify, toast } from "../../lib/toast";
import { GroupRatingDialog } from "./group-rating-dialog";
import { usePublicRatingsCache, useSavePublicRatings } from "./queries";
import type { Rater } from "./rater";
import { RaterCard } from "./rater-card";
import { RatingCards } from "./rating-cards";
import { cellKey, changedRatings, savedCells, withGroupRating, withSavedRatings } from "./rating-choices";
import { RatingGrid } from "./rating-grid";
import { SelectionBar } from "./selection-bar";
import { newSubmissionId } from "./submission-id";

type Sent = { equipmentId: number; criteriaId: number; verbatimId: number }[];

/** The ratings were sent: how many, whether they wait for validation, and where the rater's name is kept. */
function RatingsSaved({
  ref,
  done,
  campaignName,
  personal,
}: {
  ref: RefObject<HTMLDivElement | null>;
  done: { count: number; pending: boolean; email: string | null };
  campaignName: string;
  personal: boolean;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 focus-visible:outline-offset-2"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="grid gap-0.5 text-sm">
        <p className="text-base font-semibold">{PUBLIC_PAGE_TEXTS.ratingsSavedTitle}</p>
        <p>
          {RATING_WORKSPACE_TEXTS.pourLaCampagne(
            countOf(
              done.count,
              RATING_WORKSPACE_TEXTS.notationEnregistree,
              RATING_WORKSPACE_TEXTS.notationsEnregistrees,
            ),
            campaignName,
          )}
        </p>
        {done.pending && (
          <p className="flex items-start gap-1.5 text-amber-900">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {PUBLIC_PAGE_TEXTS.ratingsPending}
          </p>
        )}
        {!personal && (
          <p className="text-emerald-950/80">
            {PUBLIC_PAGE_TEXTS.raterKeptHere}
            {done.email && ` ${format(PUBLIC_PAGE_TEXTS.raterKeptByEmail, { email: done.email })}`}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The public rating of a campaign (spec §2): who rates, the selection and group rating, the grid,
 * and 'Enregistrer les notations', which sends the cells changed since the page was loaded (or last
 * saved) in one request carrying a submission id, kept while the same ratings are tried again.
 */
export function RatingWorkspace({
  token,
  campaign,
  criteria,
  ratings,
  rater,
  raterKey,
  onRaterKey,
  onDeadLink,
}: {
  token: string;
  campaign: PublicCampaign;
  criteria: readonly PublicCriterion[];
  ratings: readonly PublicRating[];
  rater: Rater;
  /** The rater key this browser keeps for the link (null: a personal link, or a first visit). */
  raterKey: string | null;
  /** The key the server answered, to keep. */
  onRaterKey: (key: string) => void;
  onDeadLink: () => void;
}) {
  const phone = usePhoneLayout();
  const cache = usePublicRatingsCache(token, rater.profile);
  const [, setSearchParams] = useSearchParams();
  const saved = useMemo(() => savedCells(ratings), [ratings]);
  const [edits, setEdits] = useState<Map<string, number>>(() => new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [groupOpen, setGroupOpen] = useState(false);
  const [name, setName] = useState(rater.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [done, setDone] = useState<{ count: number; pending: boolean; email: string | null } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const groupButton = useRef<HTMLButtonElement>(null);
  const donePanel = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ id: string; body: string } | null>(null);

  const equipmentIds = useMemo(() => campaign.equipment.map((e) => e.id), [campaign.equipment]);
  const changes = changedRatings(edits, saved, equipmentIds, criteria);

  const onChoose = useCallback((equipmentId: number, criterionId: number, scaleId: number) => {
    setDone(null);
    setEdits((previous) => new Map(previous).set(cellKey(equipmentId, criterionId), scaleId));
  }, []);
  const onToggle = useCallback((equipmentId: number, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(equipmentId);
      else next.delete(equipmentId);
      return next;
    });
  }, []);
  const selectAll = (checked: boolean) => setSelected(checked ? new Set(equipmentIds) : new Set());

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

  const applyGroup = (picks: Map<number, number>) => {
    setDone(null);
    setEdits((previous) => withGroupRating(previous, selected, picks));
    setGroupOpen(false);
    notify.success(format(SUCCESS_MESSAGES.bulkRatingApplied, { n: selected.size }));
  };

  const gridProps = {
    equipment: campaign.equipment,
    criteria,
    edits,
    saved,
    selected,
    onToggle,
    onToggleAll: selectAll,
    onChoose,
  };
  return (
    <>
      <RaterCard
        rater={rater}
        name={name}
        error={nameError}
        inputRef={nameInput}
        onNameChange={(next) => {
          setName(next);
          if (next.trim()) setNameError(null);
        }}
      />
      {done && (
        <RatingsSaved ref={donePanel} done={done} campaignName={campaign.name} personal={rater.personal} />
      )}
      <SelectionBar
        selectedCount={selected.size}
        total={campaign.equipment.length}
        onSelectAll={() => selectAll(true)}
        onClear={() => selectAll(false)}
        onGroup={() => setGroupOpen(true)}
        groupRef={groupButton}
      />
      {phone ? <RatingCards {...gridProps} /> : <RatingGrid {...gridProps} />}
      <div className="sticky bottom-0 z-20 -mx-4 border-t bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {changes.length === 0
              ? RATING_WORKSPACE_TEXTS.aucuneModificationEnAttente
              : RATING_WORKSPACE_TEXTS.aEnregistrer(
                  countOf(
                    changes.length,
                    RATING_WORKSPACE_TEXTS.notationModifiee,
                    RATING_WORKSPACE_TEXTS.notationsModifiees,
                  ),
                )}
          </p>
          <Button
            size="lg"
            className="h-12 w-full sm:h-10 sm:w-auto"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            onClick={submit}
          >
            {save.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {save.isPending ? RATING_WORKSPACE_TEXTS.enregistrement : PUBLIC_PAGE_TEXTS.saveRatings}
          </Button>
        </div>
      </div>
      <GroupRatingDialog
        open={groupOpen}
        onOpenChange={setGroupOpen}
        criteria={criteria}
        selectedCount={selected.size}
        onApply={applyGroup}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          groupButton.current?.focus();
        }}
      />
    </>
  );
}
