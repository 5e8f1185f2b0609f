import type { Blocker } from "react-router";
import type { CalibrationResult } from "../../../shared/api/results";
import { ApplyDialog } from "./apply-dialog";
import { LeaveDialog } from "./leave-guard";
import { ReportOfferDialog } from "./report-offer-dialog";
import { ForcedReasonDialog } from "./results-notices";
import type { ForcedPeriods } from "./use-forced-periods";
import type { PeriodApproval } from "./use-period-approval";

/** The dialogs of a user who may force and apply periods: reason, approval, leaving, report. */
export function ResultsDialogs({
  campaignId,
  results,
  pmax,
  appliedAt,
  forced,
  approval,
  leaving,
}: {
  campaignId: number;
  results: CalibrationResult[];
  pmax: number | null;
  appliedAt: string | null;
  forced: ForcedPeriods;
  approval: PeriodApproval;
  leaving: Blocker;
}) {
  const { applying } = approval;
  return (
    <>
      <ForcedReasonDialog
        open={forced.askingReason}
        updates={forced.pending.updates}
        results={results}
        pmax={pmax}
        pending={forced.saveForced.isPending}
        error={forced.reasonError}
        onConfirm={forced.saveWithReason}
        onCancel={forced.stopAskingReason}
      />
      <ApplyDialog
        open={approval.confirming}
        onOpenChange={(open) => !applying && approval.setConfirming(open)}
        counts={forced.counts}
        unsaved={forced.pending.updates.length}
        appliedAt={appliedAt}
        pending={applying}
        reasonError={forced.reasonError}
        signer={approval.signer}
        signatureRequired={approval.signatureRequired}
        signatureError={approval.signatureError}
        refusal={approval.approvalRefusal}
        onConfirm={(input) => void approval.confirmApply(input)}
      />
      <LeaveDialog leaving={leaving} unsavedCount={forced.unsavedCount} />
      <ReportOfferDialog
        campaignId={campaignId}
        open={approval.offeringReport}
        onOpenChange={approval.setOfferingReport}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          approval.applyButton.current?.focus();
        }}
      />
    </>
  );
}
