import { CheckCircle2, PenLine, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import type { ImpactItem, ImpactReview } from "../../../shared/api/impact-reviews";
import type { ImpactDecision } from "../../../shared/constants";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { toastApiError } from "../../api/errors";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { fill, formatDateTime, formatDay } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { cn } from "../../lib/utils";
import { PendingMeasurements } from "./pending-measurements";
import { useCloseReview, useDecideItem } from "./queries";
import { CloseForm } from "./review-close-form";
import { Item } from "./review-items";

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
      <div className="grid gap-3 border-b px-5 py-4 max-sm:px-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="font-semibold">
            {fill(LIFE_TEXTS.reviewTitle, { id: review.id })}
          </h3>
          <Badge
            className={cn(
              "whitespace-nowrap",
              open ? "border-red-300 bg-red-50 text-red-900" : "border-slate-300 bg-slate-100 text-slate-700",
            )}
          >
            {open ? LIFE_TEXTS.reviewOpen : LIFE_TEXTS.reviewClosed}
          </Badge>
        </div>
        <div className="grid gap-0.5 text-sm text-muted-foreground">
          <p>
            {review.openedByName
              ? fill(LIFE_TEXTS.reviewOpenedBy, {
                  date: formatDateTime(review.openedAt),
                  name: review.openedByName,
                })
              : fill(LIFE_TEXTS.reviewOpened, { date: formatDateTime(review.openedAt) })}
          </p>
          <p>
            {review.sinceDate
              ? fill(LIFE_TEXTS.reviewPeriod, {
                  since: formatDay(review.sinceDate),
                  until: formatDay(review.untilDate),
                })
              : fill(LIFE_TEXTS.reviewPeriodSinceStart, { until: formatDay(review.untilDate) })}
          </p>
        </div>
        {total > 0 && (
          <div className="grid gap-1">
            <p className="flex items-center gap-1.5 text-sm font-medium">
              {complete && <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />}
              {fill(LIFE_TEXTS.reviewProgress, { done, total })}
            </p>
            <div
              role="progressbar"
              aria-label={fill(LIFE_TEXTS.reviewProgress, { done, total })}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn("h-full rounded-full", complete ? "bg-emerald-600" : "bg-amber-500")}
                style={{ width: `${(done / total) * 100}%` }}
              />
            </div>
          </div>
        )}
      </div>
      {review.previousClosing && <Reopened closing={review.previousClosing} />}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {total === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground max-sm:px-4">{LIFE_TEXTS.reviewNoItems}</p>
      ) : phone ? (
        <ul aria-label={LIFE_TEXTS.itemsLabel} className="divide-y">
          {review.items.map((item) => (
            <Item
              key={`${item.id}-${item.decidedAt ?? ""}`}
              item={item}
              phone
              editable={editable}
              saving={savingItem === item.id}
              onSave={save}
            />
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table
            aria-label={LIFE_TEXTS.itemsLabel}
            className="w-full min-w-[760px] border-separate border-spacing-0 text-sm"
          >
            <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="border-b py-2.5 pr-3 pl-5 font-semibold">
                  {LIFE_TEXTS.columnItem}
                </th>
                <th scope="col" className="w-40 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnItemDate}
                </th>
                <th scope="col" className="w-56 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnDecision}
                </th>
                <th scope="col" className="w-72 border-b py-2.5 pr-5 pl-3 font-semibold">
                  {LIFE_TEXTS.columnNote}
                </th>
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>td]:border-b">
              {review.items.map((item) => (
                <Item
                  key={`${item.id}-${item.decidedAt ?? ""}`}
                  item={item}
                  phone={false}
                  editable={editable}
                  saving={savingItem === item.id}
                  onSave={save}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
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
      {!open && (
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
                {LIFE_TEXTS.signedOn} {formatDateTime(review.signature.signedAt)} : «{" "}
                {review.signature.meaning} »
              </span>
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

/** A review closed once and reopened by a measurement accepted since: its last closing, as it was. */
function Reopened({ closing }: { closing: NonNullable<ImpactReview["previousClosing"]> }) {
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
