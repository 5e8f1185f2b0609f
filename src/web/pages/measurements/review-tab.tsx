import type { UseQueryResult } from "@tanstack/react-query";
import { Check, CheckCheck, Inbox, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { REVIEW_BATCH_MAX, type ReviewInput, type Submission } from "../../../shared/api/share-links";
import { FAILURE_MESSAGES, format, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { REVIEW_TAB_TEXTS } from "../../../shared/texts/measurements";
import { toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { focusLater, useFocusReturn } from "../../lib/focus";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useReviewSetting } from "../campaigns/queries";
import { ReviewSetting } from "../campaigns/review-setting";
import { useReview } from "./queries";
import { SubmissionCard } from "./submission-card";

type Decision = ReviewInput["decision"];

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
/** Accept or refuse every entry waiting, after a confirmation. */
function BulkDecisions({
  disabled,
  onDecide,
}: {
  disabled: boolean;
  onDecide: (decision: Decision, from: HTMLButtonElement) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={(event) => onDecide("reject", event.currentTarget)}
      >
        <X aria-hidden="true" />
        {REVIEW_TAB_TEXTS.toutRefuser}
      </Button>
      <Button size="sm" disabled={disabled} onClick={(event) => onDecide("accept", event.currentTarget)}>
        <CheckCheck aria-hidden="true" />
        {REVIEW_TAB_TEXTS.toutAccepter}
      </Button>
    </div>
  );
}

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
        {items.map((submission) => {
          const what =
            submission.kind === "measurement" ? REVIEW_TAB_TEXTS.laMesure : REVIEW_TAB_TEXTS.lesNotations;
          const busy = busyId === submission.id;
          return (
            <li key={submission.id}>
              <SubmissionCard
                submission={submission}
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={review.isPending}
                      aria-busy={busy || undefined}
                      aria-label={REVIEW_TAB_TEXTS.refuserDe(what, submission.operatorName)}
                      onClick={() => decideOne(submission, "reject")}
                    >
                      <X aria-hidden="true" />
                      {REVIEW_TAB_TEXTS.refuser}
                    </Button>
                    <Button
                      size="sm"
                      disabled={review.isPending}
                      aria-busy={busy || undefined}
                      aria-label={REVIEW_TAB_TEXTS.accepterDe(what, submission.operatorName)}
                      onClick={() => decideOne(submission, "accept")}
                    >
                      <Check aria-hidden="true" />
                      {REVIEW_TAB_TEXTS.accepter}
                    </Button>
                  </>
                }
              />
            </li>
          );
        })}
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
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => !open && !review.isPending && setConfirm((state) => ({ ...state, open }))}
        title={confirm.decision === "accept" ? REVIEW_TAB_TEXTS.toutAccepter : REVIEW_TAB_TEXTS.toutRefuser}
        confirmLabel={
          review.isPending
            ? REVIEW_TAB_TEXTS.enregistrement
            : confirm.decision === "accept"
              ? REVIEW_TAB_TEXTS.toutAccepter
              : REVIEW_TAB_TEXTS.toutRefuser
        }
        pending={review.isPending}
        confirmVariant={confirm.decision === "accept" ? "default" : "destructive"}
        onConfirm={decideAll}
        onCloseAutoFocus={restoreFocus}
      >
        {format(confirm.decision === "accept" ? SHARE_TEXTS.acceptAllConfirm : SHARE_TEXTS.rejectAllConfirm, {
          n: formatNumber(items.length),
        })}
      </ConfirmDialog>
    </div>
  );
}
