import { PenLine, RotateCcw } from "lucide-react";
import type { ImpactReview } from "../../../shared/api/impact-reviews";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { fill, formatDateTime } from "../../lib/format";

/** A closed review's foot: when and by whom it was closed, its conclusion and its signature. */
export function ReviewClosing({ review }: { review: ImpactReview }) {
  return (
    <div className="grid gap-1 border-t bg-muted/30 px-5 py-4 text-sm max-sm:px-4">
      <p className="font-medium">
        {review.closedAt &&
          (review.closedByName
            ? fill(LIFE_TEXTS.closedOn, {
                date: formatDateTime(review.closedAt),
                name: review.closedByName,
              })
            : fill(LIFE_TEXTS.closedOnNoName, { date: formatDateTime(review.closedAt) }))}
      </p>
      {review.conclusion && (
        <p className="whitespace-pre-line break-words">
          <span className="text-muted-foreground">{LIFE_TEXTS.conclusion} : </span>
          {review.conclusion}
        </p>
      )}
      {review.signature && (
        <p data-testid="review-signature" className="flex flex-wrap items-center gap-1.5">
          <PenLine className="size-4 text-primary" aria-hidden="true" />
          <span>
            {LIFE_TEXTS.signedBy}
            <strong>{review.signature.signerName}</strong>
            {LIFE_TEXTS.signedOn} {formatDateTime(review.signature.signedAt)} : « {review.signature.meaning} »
          </span>
        </p>
      )}
    </div>
  );
}

/** A review closed once and reopened by a measurement accepted since: its last closing, as it was. */
export function Reopened({ closing }: { closing: NonNullable<ImpactReview["previousClosing"]> }) {
  const date = formatDateTime(closing.closedAt);
  return (
    <div
      data-testid="review-reopened"
      className="grid gap-1 border-b bg-amber-50 px-5 py-3 text-sm text-amber-950 max-sm:px-4"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <RotateCcw className="size-4" aria-hidden="true" />
        {LIFE_TEXTS.reopenedTitle}
      </p>
      <p>
        {closing.closedByName
          ? fill(LIFE_TEXTS.reopenedTextBy, { date, name: closing.closedByName })
          : fill(LIFE_TEXTS.reopenedText, { date })}
      </p>
      {closing.conclusion && (
        <p className="whitespace-pre-line break-words">
          <span className="font-medium">{LIFE_TEXTS.previousConclusion} : </span>
          {closing.conclusion}
        </p>
      )}
    </div>
  );
}
