import { ClipboardList, Gauge } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Submission } from "../../../shared/api/share-links";
import {
  formatMeasurementValue,
  STATUS_LOOKS,
  SUBMISSION_CARD_TEXTS,
  sourceLabel,
} from "../../../shared/texts/measurements";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { countOf } from "../../lib/count";
import { formatDateTime, formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";

/** Ratings listed at first in a submission; the others on request (a link may rate thousands). */
const FIRST_RATINGS = 8;

function StatusBadge({ submission }: { submission: Submission }) {
  const look = STATUS_LOOKS[submission.status];
  return <Badge className={cn("whitespace-nowrap", look.className)}>{look.label}</Badge>;
}

function MeasurementEntry({ measurement }: { measurement: NonNullable<Submission["measurement"]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">{SUBMISSION_CARD_TEXTS.equipement}</dt>
      <dd className="font-medium break-words">{measurement.equipmentName}</dd>
      <dt className="text-muted-foreground">{SUBMISSION_CARD_TEXTS.valeur}</dt>
      <dd className="font-semibold tabular-nums">
        {formatMeasurementValue(measurement.value)}
        <span className="ml-1 font-normal text-muted-foreground">{measurement.unit}</span>
      </dd>
      {measurement.notes && (
        <>
          <dt className="text-muted-foreground">{SUBMISSION_CARD_TEXTS.notes}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words">{measurement.notes}</dd>
        </>
      )}
    </dl>
  );
}

function RatingsEntry({ ratings }: { ratings: Submission["ratings"] }) {
  const [all, setAll] = useState(false);
  const shown = all ? ratings : ratings.slice(0, FIRST_RATINGS);
  return (
    <div className="grid gap-2">
      <ul className="divide-y rounded-lg border">
        {shown.map((rating) => (
          <li
            key={`${rating.equipmentId}-${rating.criteriaId}`}
            className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.6fr)] sm:gap-3"
          >
            <span className="font-medium break-words">{rating.equipmentName}</span>
            <span className="break-words text-muted-foreground">{rating.criterionName}</span>
            <span className="flex min-w-0 items-start gap-2">
              <Badge variant="secondary" className="shrink-0 tabular-nums">
                {rating.grade}/5
              </Badge>
              <span className="min-w-0 break-words">{rating.verbatim}</span>
            </span>
          </li>
        ))}
      </ul>
      {ratings.length > FIRST_RATINGS && (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          onClick={() => setAll(!all)}
        >
          {all
            ? SUBMISSION_CARD_TEXTS.afficherMoins
            : SUBMISSION_CARD_TEXTS.afficherLesAutresNotations(formatNumber(ratings.length - FIRST_RATINGS))}
        </Button>
      )}
    </div>
  );
}

/**
 * One public entry: who sent it, by which link, when, its review state, and what it holds (a
 * measurement, or ratings). Everything the visitor typed is drawn as text by React.
 */
export function SubmissionCard({ submission, actions }: { submission: Submission; actions?: ReactNode }) {
  const Icon = submission.kind === "measurement" ? Gauge : ClipboardList;
  const what =
    submission.kind === "measurement"
      ? SUBMISSION_CARD_TEXTS.mesure
      : countOf(submission.ratings.length, "notation");
  return (
    <article
      aria-label={SUBMISSION_CARD_TEXTS.de(what, submission.operatorName)}
      data-submission-id={submission.id}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold break-words">{submission.operatorName}</p>
            {submission.operatorEmail && (
              <p className="text-xs break-all text-muted-foreground">{submission.operatorEmail}</p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {what} · {sourceLabel(submission.linkKind, submission.kind)} ·{" "}
              <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
            </p>
          </div>
        </div>
        <div className="grid justify-items-start gap-1 max-sm:pl-12 sm:justify-items-end sm:text-right">
          <StatusBadge submission={submission} />
          {submission.reviewedAt && (
            <p className="text-xs text-muted-foreground">
              {submission.reviewedBy ? SUBMISSION_CARD_TEXTS.par(submission.reviewedBy) : ""}
              {SUBMISSION_CARD_TEXTS.le} {formatDateTime(submission.reviewedAt)}
            </p>
          )}
        </div>
      </header>
      {submission.measurement ? (
        <MeasurementEntry measurement={submission.measurement} />
      ) : (
        <RatingsEntry ratings={submission.ratings} />
      )}
      {actions && <div className="flex flex-wrap justify-end gap-2 border-t pt-3">{actions}</div>}
    </article>
  );
}
