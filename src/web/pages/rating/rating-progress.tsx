import { AlertTriangle, Calculator, CircleCheck, Loader2, Lock } from "lucide-react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import type { RatingCompleteness } from "../../../shared/api/ratings";
import { completionPercent } from "../../../shared/progress";
import { RATING_PROGRESS_TEXTS } from "../../../shared/texts/rating";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ProgressBar } from "../../components/ui/progress-bar";
import { countOf } from "../../lib/count";
import { formatDateTime, formatNumber, formatPercent } from "../../lib/format";
import { cn } from "../../lib/utils";
import { isExpired, statusLook } from "../campaigns/status";
import { RatingCompletenessSummary } from "../results/rating-completeness";
import { mayCalculate, type RatingProgress } from "./rating-filters";

function CampaignFacts({ campaign }: { campaign: Campaign }) {
  const look = statusLook(campaign.status);
  const expired = isExpired(campaign.deadline);
  return (
    <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">{RATING_PROGRESS_TEXTS.statut}</dt>
        <dd className="inline-flex items-center gap-2 rounded-full border px-2.5 py-0.5 font-medium">
          <span className={cn("size-2 rounded-full", look.dot)} aria-hidden="true" />
          {look.label}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-muted-foreground">{RATING_PROGRESS_TEXTS.echeance}</dt>
        <dd className={cn("tabular-nums", expired && "font-medium text-red-700")}>
          {campaign.deadline ? (
            <>
              <time dateTime={campaign.deadline}>{formatDateTime(campaign.deadline)}</time>
              {expired && (
                <span className="ml-2 inline-flex items-center gap-1 text-xs font-semibold">
                  <AlertTriangle className="size-3" aria-hidden="true" />
                  {RATING_PROGRESS_TEXTS.expire}
                </span>
              )}
            </>
          ) : (
            <span className="text-muted-foreground">{RATING_PROGRESS_TEXTS.nonDefinie}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** What comes after the rating (spec §4, rating flow): the calculation, offered at 100 %. */
function NextStep({
  campaign,
  progress,
  complete,
  canCalculate,
  calculating,
  onCalculate,
}: {
  campaign: Campaign;
  progress: RatingProgress;
  /** Whether every criterion of every profile is rated for every equipment (unknown: null). */
  complete: boolean | null;
  canCalculate: boolean;
  calculating: boolean;
  onCalculate: () => void;
}) {
  const resultsLink = (
    <Button asChild variant="outline" size="sm" className="mt-3">
      <Link to={`/campaigns/${campaign.id}/calibration-results`}>
        {RATING_PROGRESS_TEXTS.voirLesResultatsDu}
      </Link>
    </Button>
  );
  if (campaign.status === "closed")
    return (
      <>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {RATING_PROGRESS_TEXTS.laCampagneEstCloturee}
        </p>
        {resultsLink}
      </>
    );
  if (!mayCalculate(progress)) {
    const left = progress.total - progress.rated;
    return (
      <p className="text-sm text-muted-foreground">
        {progress.total === 0
          ? RATING_PROGRESS_TEXTS.leCalculDesNouvelles
          : RATING_PROGRESS_TEXTS.calculationWaitsFor(countOf(left, RATING_PROGRESS_TEXTS.equipement))}
      </p>
    );
  }
  const partial = complete === false && (
    <p className="flex items-start gap-2 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>{RATING_PROGRESS_TEXTS.chaqueEquipementAAu}</span>
    </p>
  );
  if (!canCalculate)
    return (
      <>
        <p className="flex items-start gap-2 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>{RATING_PROGRESS_TEXTS.tousLesEquipementsSont}</span>
        </p>
        {partial}
      </>
    );
  return (
    <>
      <p className="flex items-start gap-2 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {RATING_PROGRESS_TEXTS.allEquipmentRated}
      </p>
      {partial}
      <Button
        className="mt-3 h-auto min-h-9 w-full whitespace-normal max-md:min-h-11"
        disabled={calculating}
        aria-busy={calculating || undefined}
        onClick={onCalculate}
      >
        {calculating ? <Loader2 className="animate-spin" /> : <Calculator />}
        {calculating ? RATING_PROGRESS_TEXTS.calculEnCours : RATING_PROGRESS_TEXTS.calculerNouvellePeriodeD}
      </Button>
    </>
  );
}

/**
 * The campaign's name, status and progress on the rating page (spec §2, §4): 'X/Y équipements notés'
 * and its bar, and what follows once every equipment is rated.
 */
export function RatingProgressCard({
  campaign,
  progress,
  completeness,
  myCells,
  canCalculate,
  calculating,
  onCalculate,
}: {
  campaign: Campaign;
  progress: RatingProgress;
  /** Every criterion of every profile for every equipment: the progress counts these cells. */
  completeness: RatingCompleteness | undefined;
  /** The user's own rated cells, out of all the cells they may rate. */
  myCells: { rated: number; total: number } | null;
  canCalculate: boolean;
  calculating: boolean;
  onCalculate: () => void;
}) {
  // The equipment rated at least once (spec §4), then below the criteria of every profile: the
  // progress that decides whether a calculation is on complete ratings.
  const shown = { ...progress, complete: mayCalculate(progress) };
  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <section aria-labelledby="rating-progress-title" className="min-w-0">
        <CampaignFacts campaign={campaign} />
        <h2 id="rating-progress-title" className="sr-only">
          {RATING_PROGRESS_TEXTS.avancementDeLaNotation}
        </h2>
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-lg font-semibold tabular-nums">
            {formatNumber(shown.rated)}/{formatNumber(shown.total)}
            {RATING_PROGRESS_TEXTS.equipementsNotes}
          </p>
          <p className="text-2xl font-semibold tabular-nums">{formatPercent(shown.percent)}</p>
        </div>
        <ProgressBar
          label={RATING_PROGRESS_TEXTS.avancementDeLaNotation}
          percent={shown.percent}
          className="mt-2 h-2.5"
          barClassName={shown.complete ? "bg-emerald-600" : undefined}
        />
        <p className="mt-2 text-xs text-muted-foreground">
          {RATING_PROGRESS_TEXTS.unEquipementCompteComme}
          {myCells &&
            myCells.total > 0 &&
            RATING_PROGRESS_TEXTS.vosNotesSur(
              formatNumber(myCells.rated),
              formatNumber(myCells.total),
              formatPercent(completionPercent(myCells.rated, myCells.total)),
            )}
        </p>
        <div className="mt-3">
          <RatingCompletenessSummary campaignId={campaign.id} />
        </div>
      </section>
      <section
        aria-labelledby="rating-next-title"
        className="border-t pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8"
      >
        <h2 id="rating-next-title" className="mb-2 text-sm font-semibold">
          {RATING_PROGRESS_TEXTS.nouvellesPeriodesDEtalonnage}
        </h2>
        <NextStep
          campaign={campaign}
          progress={progress}
          complete={completeness ? completeness.complete : null}
          canCalculate={canCalculate}
          calculating={calculating}
          onCalculate={onCalculate}
        />
      </section>
    </Card>
  );
}
