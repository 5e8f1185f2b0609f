import { Check, CheckCheck, X } from "lucide-react";
import type { ReviewInput, Submission } from "../../../shared/api/share-links";
import { format, SHARE_TEXTS } from "../../../shared/messages";
import { REVIEW_TAB_TEXTS } from "../../../shared/texts/measurements";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatNumber } from "../../lib/format";

export type Decision = ReviewInput["decision"];

/** Accept or refuse every entry waiting, after a confirmation. */
export function BulkDecisions({
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

/** Refuse or accept one entry, named after what it holds and who typed it. */
export function SubmissionDecisions({
  submission,
  disabled,
  busy,
  onDecide,
}: {
  submission: Submission;
  disabled: boolean;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const what = submission.kind === "measurement" ? REVIEW_TAB_TEXTS.laMesure : REVIEW_TAB_TEXTS.lesNotations;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={REVIEW_TAB_TEXTS.refuserDe(what, submission.operatorName)}
        onClick={() => onDecide("reject")}
      >
        <X aria-hidden="true" />
        {REVIEW_TAB_TEXTS.refuser}
      </Button>
      <Button
        size="sm"
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={REVIEW_TAB_TEXTS.accepterDe(what, submission.operatorName)}
        onClick={() => onDecide("accept")}
      >
        <Check aria-hidden="true" />
        {REVIEW_TAB_TEXTS.accepter}
      </Button>
    </>
  );
}

/** The confirmation of « Tout accepter » / « Tout refuser », with how many entries it decides. */
export function BulkDecisionDialog({
  decision,
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  decision: Decision;
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const label = decision === "accept" ? REVIEW_TAB_TEXTS.toutAccepter : REVIEW_TAB_TEXTS.toutRefuser;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={label}
      confirmLabel={pending ? REVIEW_TAB_TEXTS.enregistrement : label}
      pending={pending}
      confirmVariant={decision === "accept" ? "default" : "destructive"}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {format(decision === "accept" ? SHARE_TEXTS.acceptAllConfirm : SHARE_TEXTS.rejectAllConfirm, {
        n: formatNumber(count),
      })}
    </ConfirmDialog>
  );
}
