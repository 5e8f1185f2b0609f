import { CircleCheck, Clock, Loader2, Save } from "lucide-react";
import type { RefObject } from "react";
import { format } from "../../../shared/messages";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { RATING_WORKSPACE_TEXTS } from "../../../shared/texts/public";
import { Button } from "../../components/ui/button";
import { countOf } from "../../lib/count";
import type { RatingsDone } from "./use-send-ratings";

/** The ratings were sent: how many, whether they wait for validation, and where the rater's name is kept. */
export function RatingsSaved({
  ref,
  done,
  campaignName,
  personal,
}: {
  ref: RefObject<HTMLDivElement | null>;
  done: RatingsDone;
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

/** The bar kept at the bottom: how many ratings wait to be saved, and 'Enregistrer les notations'. */
export function SaveRatingsBar({
  changed,
  saving,
  onSave,
}: {
  changed: number;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {changed === 0
            ? RATING_WORKSPACE_TEXTS.aucuneModificationEnAttente
            : RATING_WORKSPACE_TEXTS.aEnregistrer(
                countOf(
                  changed,
                  RATING_WORKSPACE_TEXTS.notationModifiee,
                  RATING_WORKSPACE_TEXTS.notationsModifiees,
                ),
              )}
        </p>
        <Button
          size="lg"
          className="h-12 w-full sm:h-10 sm:w-auto"
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={onSave}
        >
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? RATING_WORKSPACE_TEXTS.enregistrement : PUBLIC_PAGE_TEXTS.saveRatings}
        </Button>
      </div>
    </div>
  );
}
