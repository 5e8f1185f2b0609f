import { useId, useState } from "react";
import type { ImpactItem, ImpactReview } from "../../../shared/api/impact-reviews";
import type { ImpactDecision } from "../../../shared/constants";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { toastApiError } from "../../api/errors";
import { Card } from "../../components/ui/card";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { PendingMeasurements } from "./pending-measurements";
import { useCloseReview, useDecideItem } from "./queries";
import { CloseForm } from "./review-close-form";
import { Reopened, ReviewClosing } from "./review-closing";
import { ReviewHeader } from "./review-header";
import { ReviewItemList } from "./review-item-list";

/** How many items of a review have their decision. */
export function decidedCount(review: Pick<ImpactReview, "items">): number {
  return review.items.filter((item) => item.decision !== null).length;
}

function ReviewCard({ review, instrumentId }: { review: ImpactReview; instrumentId: number }) {
  const phone = usePhoneLayout();
  const decide = useDecideItem(instrumentId, review.id);
  const close = useCloseReview(review.id);
  const [savingItem, setSavingItem] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const open = review.status === "open";
  const editable = review.abilities.decide;
  const done = decidedCount(review);
  const total = review.items.length;
  const complete = done === total;
  const titleId = `revue-${review.id}-title`;

  const save = (item: ImpactItem, input: { decision: ImpactDecision; note: string }) => {
    setSavingItem(item.id);
    decide.mutate(
      { itemId: item.id, input: { decision: input.decision, note: input.note.trim() || null } },
      {
        onSuccess: () => setAnnouncement(`${LIFE_TEXTS.decisionSaved} : ${item.label}`),
        onError: (error) => toastApiError(error, LIFE_TEXTS.decisionFailed),
        onSettled: () => setSavingItem(null),
      },
    );
  };

  return (
    <Card
      id={`revue-${review.id}`}
      aria-labelledby={titleId}
      role="region"
      className={cn("scroll-mt-6 overflow-hidden", open && "border-red-300 ring-1 ring-red-200")}
    >
      <ReviewHeader review={review} titleId={titleId} done={done} total={total} />
      {review.previousClosing && <Reopened closing={review.previousClosing} />}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ReviewItemList
        review={review}
        phone={phone}
        editable={editable}
        savingItem={savingItem}
        onSave={save}
      />
      {review.pendingMeasurements.length > 0 && (
        <PendingMeasurements
          pending={review.pendingMeasurements}
          mayReview={review.abilities.reviewPending}
        />
      )}
      {review.abilities.close && (
        <CloseForm
          close={close}
          complete={complete}
          pending={review.pendingMeasurements.length}
          onClosed={() => setAnnouncement(LIFE_TEXTS.closed)}
        />
      )}
      {!open && <ReviewClosing review={review} />}
    </Card>
  );
}

/**
 * Impact reviews of the instrument, newest first: the open ones to work through and close
 * (managers), or the closed ones, the record of their decisions.
 */
export function ImpactReviews({
  title,
  reviews,
  instrumentId,
}: {
  title: string;
  reviews: readonly ImpactReview[];
  instrumentId: number;
}) {
  const id = useId();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{LIFE_TEXTS.reviewsDescription}</p>
      </div>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} instrumentId={instrumentId} />
      ))}
    </section>
  );
}
