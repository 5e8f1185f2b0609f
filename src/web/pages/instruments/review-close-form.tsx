import { Loader2, Lock } from "lucide-react";
import { useId, useState } from "react";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { SIGNATURE_MEANINGS } from "../../../shared/signatures";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { apiErrorText, serverMessageOf, toastApiError } from "../../api/errors";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import { Field, fieldAria, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { fill } from "../../lib/format";
import { notify } from "../../lib/toast";
import type { useCloseReview } from "./queries";

/**
 * "Clore la revue": its conclusion, sent once every item has its decision, signed with the
 * approver's password (issue 23: optional unless the company requires a signed approval); the
 * server's refusal of a review changed meanwhile (an item undecided, or already closed) or of the
 * signature is said here.
 */
export function CloseForm({
  close,
  complete,
  pending,
  onClosed,
}: {
  /** Held by the review's card, which stays when the form goes (the review closed). */
  close: ReturnType<typeof useCloseReview>;
  complete: boolean;
  /** Public measurements of the period still waiting for review: accepted later, they reopen it. */
  pending: number;
  onClosed: () => void;
}) {
  const id = useId();
  const [conclusion, setConclusion] = useState("");
  const [password, setPassword] = useState("");
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = () => {
    if (conclusion.trim() === "") return setError(FIELD_MESSAGES.conclusionRequired);
    setError(null);
    setRefusal(null);
    setSignatureError(null);
    close.mutate(
      { conclusion: conclusion.trim(), password },
      {
        onSuccess: () => {
          notify.success(LIFE_TEXTS.closed);
          onClosed();
        },
        onError: (failure) => {
          // The review changed meanwhile (an item undecided, or closed by someone else): said here.
          if (
            failure instanceof ApiError &&
            (failure.code === "IMPACT_REVIEW_INCOMPLETE" || failure.code === "IMPACT_REVIEW_CLOSED")
          )
            return setRefusal(apiErrorText(failure, LIFE_TEXTS.closeFailed));
          if (
            failure instanceof ApiError &&
            (failure.code === "SIGNATURE_INVALID" || failure.code === "SIGNATURE_REQUIRED")
          ) {
            setPassword("");
            return setSignatureError(serverMessageOf(failure));
          }
          if (failure instanceof ApiError && failure.field === "conclusion")
            return setError(serverMessageOf(failure));
          toastApiError(failure, LIFE_TEXTS.closeFailed);
        },
      },
    );
  };

  return (
    <div className="grid gap-3 border-t bg-muted/30 px-5 py-4 max-sm:px-4">
      {refusal && <Notice tone="error">{refusal}</Notice>}
      {pending > 0 && <Notice tone="warning">{fill(LIFE_TEXTS.pendingCloseWarning, { n: pending })}</Notice>}
      <Field
        id={`${id}-conclusion`}
        label={LIFE_TEXTS.conclusion}
        required
        hint={LIFE_TEXTS.conclusionHint}
        error={error ?? undefined}
      >
        <Textarea
          rows={3}
          value={conclusion}
          aria-required="true"
          disabled={close.isPending}
          onChange={(event) => {
            setConclusion(event.target.value);
            setError(null);
          }}
          {...fieldAria(`${id}-conclusion`, error ?? undefined)}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label={LIFE_TEXTS.signaturePassword}
        hint={fill(LIFE_TEXTS.signatureHint, { meaning: SIGNATURE_MEANINGS.impact_review })}
        error={signatureError ?? undefined}
      >
        <Input
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={password}
          disabled={close.isPending}
          onChange={(event) => {
            setPassword(event.target.value);
            setSignatureError(null);
          }}
          {...fieldAria(`${id}-password`, signatureError ?? undefined)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!complete && (
          <p id={`${id}-blocked`} className="text-sm text-amber-900">
            {LIFE_TEXTS.closeBlocked}
          </p>
        )}
        <Button
          type="button"
          disabled={!complete || close.isPending}
          aria-describedby={complete ? undefined : `${id}-blocked`}
          aria-busy={close.isPending || undefined}
          onClick={submit}
          className="max-sm:h-11 max-sm:w-full"
        >
          {close.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Lock aria-hidden="true" />
          )}
          {close.isPending ? LIFE_TEXTS.closing : LIFE_TEXTS.closeReview}
        </Button>
      </div>
    </div>
  );
}
