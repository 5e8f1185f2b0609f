import { Hourglass } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { ImpactReview } from "../../../shared/api/impact-reviews";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { fill, formatDateTime } from "../../lib/format";

/**
 * The public measurements of the review's period still waiting for the campaign's review: listed so
 * that nothing taken with the instrument is left out; each joins the review once accepted.
 */
export function PendingMeasurements({
  pending,
  mayReview,
}: {
  pending: ImpactReview["pendingMeasurements"];
  mayReview: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="review-pending"
      className="grid gap-2 border-t bg-sky-50/60 px-5 py-4 max-sm:px-4"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold">
        <Hourglass className="size-4 text-sky-800" aria-hidden="true" />
        {fill(LIFE_TEXTS.pendingTitle, { n: pending.length })}
      </h4>
      <p className="text-sm text-muted-foreground">
        {mayReview ? LIFE_TEXTS.pendingText : LIFE_TEXTS.pendingTextReader}
      </p>
      <ul aria-label={LIFE_TEXTS.pendingLabel} className="grid gap-2">
        {pending.map((entry) => (
          <li
            key={entry.submissionId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <span className="min-w-0 font-medium break-words">{entry.label}</span>
            <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <time dateTime={entry.submittedAt} className="text-muted-foreground tabular-nums">
                {formatDateTime(entry.submittedAt)}
              </time>
              {mayReview && (
                <Link
                  to={`/campaigns/${entry.campaignId}/measurements?onglet=a-valider`}
                  aria-label={fill(LIFE_TEXTS.pendingOpenLabel, { label: entry.label })}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {LIFE_TEXTS.pendingOpen}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
