import { AlertTriangle, CircleCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { RatingCompleteness } from "../../../shared/api/ratings";
import { RATING_COMPLETENESS_TEXTS } from "../../../shared/texts/results";
import { useRatingCompleteness } from "../../api/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { countOf } from "../../lib/count";
import { formatNumber, formatPercent } from "../../lib/format";

/** What is missing, profile by profile: each criterion not yet rated for every equipment. */
export function MissingRatings({ completeness }: { completeness: RatingCompleteness }) {
  const incomplete = completeness.profiles.filter((p) => p.missing.length > 0);
  if (incomplete.length === 0) return null;
  return (
    <ul className="grid gap-2 text-sm">
      {incomplete.map((profile) => (
        <li key={profile.profile} className="grid gap-0.5">
          <span className="font-medium">
            {profile.profileLabel} : {formatNumber(profile.ratedCells)}/{formatNumber(profile.totalCells)}{" "}
            {RATING_COMPLETENESS_TEXTS.notes}
          </span>
          <ul className="grid gap-0.5 pl-4 text-muted-foreground">
            {profile.missing.map((criterion) => (
              <li key={criterion.criterionId} className="list-disc break-words">
                {criterion.name} : {countOf(criterion.equipmentMissing, RATING_COMPLETENESS_TEXTS.equipement)}
                {RATING_COMPLETENESS_TEXTS.sansNote}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The ratings criterion by criterion: every criterion of every profile for every equipment, and
 * what is missing (shown on the rating and results pages).
 */
export function RatingCompletenessSummary({ campaignId }: { campaignId: number }) {
  const query = useRatingCompleteness(campaignId);
  if (!query.data || query.data.totalCells === 0) return null;
  const c = query.data;
  return (
    <section aria-labelledby={`completeness-${campaignId}`} className="grid gap-2">
      <h3 id={`completeness-${campaignId}`} className="flex items-center gap-2 text-sm font-semibold">
        {c.complete ? (
          <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />
        )}
        {RATING_COMPLETENESS_TEXTS.notesParCritere}
        {formatNumber(c.ratedCells)}/{formatNumber(c.totalCells)} ({formatPercent(c.percent)})
      </h3>
      <ProgressBar
        label={RATING_COMPLETENESS_TEXTS.gradesByCriterionTitle}
        percent={c.percent}
        className="h-1.5"
        barClassName={c.complete ? "bg-emerald-600" : "bg-amber-500"}
      />
      {c.complete ? (
        <p className="text-sm text-muted-foreground">{RATING_COMPLETENESS_TEXTS.chaqueCritereDeChaque}</p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            {RATING_COMPLETENESS_TEXTS.ceQuiManquePar}
          </summary>
          <div className="mt-2">
            <MissingRatings completeness={c} />
          </div>
        </details>
      )}
    </section>
  );
}

/**
 * A calculation that asks first when some criteria are not rated for every equipment, then records
 * that the user confirmed (`confirmIncomplete`). `run(confirmIncomplete)` calculates.
 */
export function useCheckedCalculation(
  campaignId: number,
  run: (options: { confirmIncomplete?: boolean }) => void,
): { request: () => void; dialog: ReactNode } {
  const completeness = useRatingCompleteness(campaignId);
  const [asking, setAsking] = useState(false);
  const data = completeness.data;
  const request = () => {
    if (data && !data.complete) setAsking(true);
    else run({});
  };
  const dialog = data && (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={RATING_COMPLETENESS_TEXTS.calculerSurDesNotations}
      confirmLabel={RATING_COMPLETENESS_TEXTS.calculerQuandMeme}
      cancelLabel={RATING_COMPLETENESS_TEXTS.continuerLaNotation}
      confirmVariant="default"
      onConfirm={() => {
        setAsking(false);
        run({ confirmIncomplete: true });
      }}
    >
      <span className="grid gap-3">
        <span>
          {formatNumber(data.ratedCells)}
          {RATING_COMPLETENESS_TEXTS.notesSur}
          {formatNumber(data.totalCells)} (
          {countOf(data.completeEquipment, RATING_COMPLETENESS_TEXTS.equipement)}
          {RATING_COMPLETENESS_TEXTS.sur}
          {formatNumber(data.equipmentCount)}
          {RATING_COMPLETENESS_TEXTS.entierementNotesLesCriteres}
        </span>
      </span>
    </ConfirmDialog>
  );
  return { request, dialog };
}
