import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { REVIEW_BATCH_MAX, type Submission } from "../../../shared/api/share-links";
import { FAILURE_MESSAGES, format, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { REVIEW_TAB_TEXTS } from "../../../shared/texts/measurements";
import { toastApiError } from "../../api/errors";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { focusLater, useFocusReturn } from "../../lib/focus";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useReviewSetting } from "../campaigns/queries";
import { ReviewSetting } from "../campaigns/review-setting";
import { useReview } from "./queries";
import { BulkDecisionDialog, BulkDecisions, type Decision, SubmissionDecisions } from "./review-decisions";
import { SubmissionCard } from "./submission-card";

/** The toast of a decision: how many entries were accepted, or rejected. */
function decided({ accepted, rejected }: { accepted: number; rejected: number }) {
  if (accepted > 0)
    notify.success(format(SUCCESS_MESSAGES.submissionsAccepted, { n: formatNumber(accepted) }));
  if (rejected > 0)
    notify.success(format(SUCCESS_MESSAGES.submissionsRejected, { n: formatNumber(rejected) }));
}

/**
 * "À valider": the public entries waiting for a campaign manager (when the company reviews them),
 * each accepted or rejected on its own, or all at once after a confirmation. Accepted entries
 * count from then on; rejected ones never do.
 */
export function ReviewTab({
  campaignId,
  pending,
}: {
  campaignId: number;
  pending: UseQueryResult<Submission[]>;
}) {
  const review = useReview(campaignId);
  const setting = useReviewSetting();
  const [confirm, setConfirm] = useState<{ decision: Decision; open: boolean }>({
    decision: "accept",
    open: false,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const { opener, restoreFocus } = useFocusReturn<HTMLHeadingElement>();
  const items = pending.data ?? [];
  const busyId = review.isPending ? review.variables.submissionIds?.[0] : undefined;

  /** One entry decided: the focus goes to the next one (or the previous), else to the list's title. */
  const decideOne = (submission: Submission, decision: Decision) => {
    const index = items.findIndex((s) => s.id === submission.id);
    const next = items[index + 1] ?? items[index - 1];
    review.mutate(
      { decision, submissionIds: [submission.id] },
      {
        onSuccess: (result) => {
          decided(result);
          focusLater(() =>
            next
              ? document.querySelector<HTMLElement>(`[data-submission-id="${next.id}"] button`)
              : heading.current,
          );
        },
        onError: (error) => toastApiError(error, FAILURE_MESSAGES.reviewSubmissions),
      },
    );
  };

  // Exactly the entries on screen: one that came in meanwhile waits to be seen.
  const decideAll = () =>
    review.mutate(
      {
        decision: confirm.decision,
        submissionIds: items.length <= REVIEW_BATCH_MAX ? items.map((s) => s.id) : undefined,
      },
      {
        onSuccess: (result) => {
          setConfirm((state) => ({ ...state, open: false }));
          opener.current = heading.current;
          decided(result);
        },
        onError: (error) => {
          setConfirm((state) => ({ ...state, open: false }));
          toastApiError(error, FAILURE_MESSAGES.reviewSubmissions);
        },
      },
    );

  let list: ReactNode;
  if (pending.isPending)
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={REVIEW_TAB_TEXTS.chargementDesSaisiesA} />
      </div>
    );
  else if (pending.isError)
    list = (
      <LoadFailed
        title={REVIEW_TAB_TEXTS.impossibleDeChargerLes}
        what={REVIEW_TAB_TEXTS.desSaisiesAValider}
        onRetry={() => void pending.refetch()}
      />
    );
  else if (items.length === 0)
    list = (
      <EmptyState icon={Inbox} title={REVIEW_TAB_TEXTS.aucuneSaisieAValider}>
        {SHARE_TEXTS.noPendingEntries}
        {setting.data?.reviewRequired === false && ` ${SUCCESS_MESSAGES.reviewSettingOff}`}
      </EmptyState>
    );
  else
    list = (
      <ul className="grid gap-3" aria-labelledby="review-list-title">
        {items.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard
              submission={submission}
              actions={
                <SubmissionDecisions
                  submission={submission}
                  disabled={review.isPending}
                  busy={busyId === submission.id}
                  onDecide={(decision) => decideOne(submission, decision)}
                />
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="grid gap-4">
      <ReviewSetting editable />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="review-list-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {REVIEW_TAB_TEXTS.saisiesEnAttenteDe}{" "}
          {items.length > 0 && (
            <span className="ml-2 text-muted-foreground">({formatNumber(items.length)})</span>
          )}
        </h2>
        {items.length > 1 && (
          <BulkDecisions
            disabled={review.isPending}
            onDecide={(decision, from) => {
              opener.current = from;
              setConfirm({ decision, open: true });
            }}
          />
        )}
      </div>
      {list}
      <BulkDecisionDialog
        decision={confirm.decision}
        open={confirm.open}
        count={items.length}
        pending={review.isPending}
        onOpenChange={(open) => !open && !review.isPending && setConfirm((state) => ({ ...state, open }))}
        onConfirm={decideAll}
        onCloseAutoFocus={restoreFocus}
      />
    </div>
  );
}
