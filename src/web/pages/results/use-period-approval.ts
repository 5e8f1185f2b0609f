import { useRef, useState } from "react";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { fieldRefusalOf, ruleRefusalOf, toastApiError } from "../../api/errors";
import { useApprovalSettings } from "../../api/hooks";
import { ApiError } from "../../api/request";
import { formatNumber } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { notify } from "../../lib/toast";
import { useApplyPeriods } from "./queries";
import type { ForcedPeriods } from "./use-forced-periods";

/**
 * Approving and applying the new periods: the apply dialog, the unsaved forced periods saved first,
 * the signature's and the approval's refusals answered in the dialog, then the report offered.
 * `reload` shows the page as it now is when the campaign or its results changed meanwhile.
 */
export function usePeriodApproval(campaignId: number, forced: ForcedPeriods, reload: () => void) {
  const applyPeriods = useApplyPeriods(campaignId);
  const [confirming, setConfirming] = useState(false);
  const [offeringReport, setOfferingReport] = useState(false);
  // The approval's refusals, shown in the apply dialog: on the password, or of the approval itself.
  const [signatureError, setSignatureError] = useState<string | undefined>(undefined);
  const [approvalRefusal, setApprovalRefusal] = useState<string | undefined>(undefined);
  const approvals = useApprovalSettings();
  const { user } = useCurrentUser();
  const applyButton = useRef<HTMLButtonElement>(null);
  const { pending, saveForced } = forced;
  const applying = applyPeriods.isPending || (confirming && saveForced.isPending);

  const startApply = () => {
    if (pending.invalid.length > 0) return forced.refuseInvalid();
    forced.clearReasonError();
    setSignatureError(undefined);
    setApprovalRefusal(undefined);
    setConfirming(true);
  };

  const confirmApply = async ({ reason, password }: { reason: string; password: string }) => {
    setSignatureError(undefined);
    setApprovalRefusal(undefined);
    if (pending.updates.length > 0) {
      try {
        await saveForced.mutateAsync({ updates: pending.updates, reason: reason || undefined });
        forced.clearDrafts();
      } catch (error) {
        // A reason the company requires stays asked in the dialog; any other refusal closes it.
        if (fieldRefusalOf(error)?.field !== "reason") setConfirming(false);
        forced.refuseForced(error);
        return;
      }
    }
    applyPeriods.mutate(
      { password },
      {
        onSuccess: ({ applied }) => {
          setConfirming(false);
          notify.success(
            applied > 1
              ? format(SUCCESS_MESSAGES.instrumentsUpdated, { n: formatNumber(applied) })
              : SUCCESS_MESSAGES.instrumentUpdated,
            SUCCESS_MESSAGES.periodsAppliedTitle,
          );
          setOfferingReport(true);
        },
        onError: (error) => {
          // The signature and « Double validation » are answered in the dialog, which stays open.
          const reason = ruleRefusalOf(error);
          if (reason && error instanceof ApiError) {
            if (error.code === "SIGNATURE_INVALID" || error.code === "SIGNATURE_REQUIRED")
              return setSignatureError(reason);
            if (error.code === "TWO_PERSON_RULE") return setApprovalRefusal(reason);
          }
          setConfirming(false);
          toastApiError(error, FAILURE_MESSAGES.applyPeriods);
          // A campaign closed meanwhile, results outdated or removed: show the page as it now is.
          if (error instanceof ApiError && error.status === 409) reload();
        },
      },
    );
  };

  return {
    confirming,
    setConfirming,
    applying,
    offeringReport,
    setOfferingReport,
    signatureError,
    approvalRefusal,
    signer: user ? displayName(user) : "",
    signatureRequired: approvals.data?.requireSignature ?? false,
    applyButton,
    startApply,
    confirmApply,
  };
}

export type PeriodApproval = ReturnType<typeof usePeriodApproval>;
