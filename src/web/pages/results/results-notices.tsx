import { CheckCircle2, PenLine } from "lucide-react";
import type { RatingCompleteness } from "../../../shared/api/ratings";
import type { CalculationRun, CalibrationResult } from "../../../shared/api/results";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { Notice } from "../../components/ui/notice";
import { ReasonDialog } from "../../components/ui/reason-dialog";
import { countOf } from "../../lib/count";
import { formatDateTime, formatNumber } from "../../lib/format";
import type { PendingChanges } from "./forced-periods";
import { MissingRatings } from "./rating-completeness";

/** The periods of the shown calculation are applied: when, and who signed their approval. */
export function AppliedNotice({
  appliedAt,
  approvals,
}: {
  appliedAt: string;
  approvals: CalculationRun["approvals"];
}) {
  return (
    <Notice icon={<CheckCircle2 aria-hidden="true" className="text-emerald-700" />}>
      <p>
        <strong className="font-semibold">
          {RESULTS_PAGE_TEXTS.periodesAppliqueesLe}
          {formatDateTime(appliedAt)}
        </strong>{" "}
        {RESULTS_PAGE_TEXTS.laPeriodeEffectiveDe}
      </p>
      {approvals.map((approval) => (
        <p key={approval.id} data-testid="approval" className="mt-1 flex flex-wrap items-center gap-1.5">
          <PenLine className="size-4 text-primary" aria-hidden="true" />
          <span>
            {RESULTS_PAGE_TEXTS.approuveesPar}
            <strong className="font-semibold">{approval.signerName}</strong>
            {RESULTS_PAGE_TEXTS.le} {formatDateTime(approval.signedAt)}
            {RESULTS_PAGE_TEXTS.signatureElectronique}
            {approval.meaning} »
          </span>
        </p>
      ))}
    </Notice>
  );
}

/** The calculation ran on incomplete ratings: how many notes it had, and what is missing. */
export function IncompleteRatingsNotice({ completeness }: { completeness: RatingCompleteness }) {
  return (
    <Notice tone="warning">
      <div className="grid gap-2">
        <p>
          <strong className="font-semibold">{RESULTS_PAGE_TEXTS.notationsIncompletes}</strong> :{" "}
          {formatNumber(completeness.ratedCells)}
          {RESULTS_PAGE_TEXTS.notesSur}
          {formatNumber(completeness.totalCells)} (
          {countOf(completeness.completeEquipment, RESULTS_PAGE_TEXTS.equipement)}
          {RESULTS_PAGE_TEXTS.sur} {formatNumber(completeness.equipmentCount)}
          {RESULTS_PAGE_TEXTS.entierementNotesUnCritere}
        </p>
        <MissingRatings completeness={completeness} />
      </div>
    </Notice>
  );
}

/** Ratings or parameters changed since the calculation: its results are out of date. */
export function OutdatedNotice({ count, editable }: { count: number; editable: boolean }) {
  return (
    <Notice tone="warning">
      <p>
        <strong className="font-semibold">{RESULTS_PAGE_TEXTS.cesResultatsNeSont}</strong> :{" "}
        {countOf(count, RESULTS_PAGE_TEXTS.equipementAChange, RESULTS_PAGE_TEXTS.equipementsOntChange)}
        {RESULTS_PAGE_TEXTS.depuisLeCalculNotes}
        {editable && RESULTS_PAGE_TEXTS.relancezLeCalculAvant}
      </p>
    </Notice>
  );
}

/** Asks why the forced periods are saved; names those beyond pmax. */
export function ForcedReasonDialog({
  open,
  updates,
  results,
  pmax,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  updates: PendingChanges["updates"];
  results: readonly CalibrationResult[];
  pmax: number | null;
  pending: boolean;
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      title={
        updates.length > 1 ? RESULTS_PAGE_TEXTS.motifDesPeriodesForcees : RESULTS_PAGE_TEXTS.motifDeLaPeriode
      }
      confirmLabel={RESULTS_PAGE_TEXTS.sauvegarder}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {updates.length > 1
          ? RESULTS_PAGE_TEXTS.periodesForceesASauvegarder(formatNumber(updates.length))
          : RESULTS_PAGE_TEXTS.unePeriodeForceeA}
      </p>
      {pmax !== null && updates.some((u) => (u.forcedPeriod ?? 0) > pmax) && (
        <p className="font-medium text-amber-800" role="alert">
          {RESULTS_PAGE_TEXTS.auDelaDePmax}
          {formatNumber(pmax)}
          {RESULTS_PAGE_TEXTS.mois}{" "}
          {results
            .filter((r) => {
              const update = updates.find((u) => u.equipmentId === r.equipmentId);
              return update && (update.forcedPeriod ?? 0) > pmax;
            })
            .map((r) => r.equipmentName)
            .join(", ")}
          {RESULTS_PAGE_TEXTS.leMotifDoitDire}
        </p>
      )}
    </ReasonDialog>
  );
}
