import { CheckCircle2 } from "lucide-react";
import type { ImpactReview } from "../../../shared/api/impact-reviews";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Badge } from "../../components/ui/badge";
import { fill, formatDateTime, formatDay } from "../../lib/format";
import { cn } from "../../lib/utils";

/** The review's head: its number and state, when it was opened and by whom, the period, the progress. */
export function ReviewHeader({
  review,
  titleId,
  done,
  total,
}: {
  review: ImpactReview;
  titleId: string;
  done: number;
  total: number;
}) {
  const open = review.status === "open";
  const complete = done === total;
  return (
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
  );
}
