import type { RatingCompleteness } from "../../../shared/api/ratings";
import type { CalculationRun, CalibrationResults } from "../../../shared/api/results";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { Notice } from "../../components/ui/notice";
import { MethodNote } from "./method-note";
import { AppliedNotice, IncompleteRatingsNotice, OutdatedNotice } from "./results-notices";
import { ResultsSummary } from "./results-summary";
import { ResultsTable } from "./results-table";
import { ResultsToolbar } from "./results-toolbar";
import { RunPicker } from "./run-picker";
import type { ForcedPeriods } from "./use-forced-periods";
import type { PeriodApproval } from "./use-period-approval";
import { WithoutResult } from "./without-result";

/** Equipment whose result no longer follows their ratings, or rated since the calculation. */
function outdatedCountOf(data: CalibrationResults): number {
  return (
    data.results.filter((r) => r.outdated).length +
    data.withoutResult.filter((e) => e.reason === "rated-since").length
  );
}

/**
 * The results of a calculated campaign: which calculation is shown, the notices on the campaign
 * and its ratings, the summary, the table with its forced periods, the method and the equipment
 * without result.
 */
export function LoadedResults({
  campaignId,
  data,
  runs,
  run,
  onSelectRun,
  earlier,
  closed,
  editable,
  completeness,
  forced,
  approval,
}: {
  campaignId: number;
  data: CalibrationResults;
  runs: CalculationRun[];
  /** The calculation chosen in « Calcul affiché » (undefined: the one in force). */
  run: number | undefined;
  onSelectRun: (run: number | undefined) => void;
  /** An earlier calculation is shown, read-only. */
  earlier: boolean;
  closed: boolean;
  editable: boolean;
  completeness: RatingCompleteness | undefined;
  forced: ForcedPeriods;
  approval: PeriodApproval;
}) {
  const { pending, saveForced } = forced;
  const { applying } = approval;
  const outdatedCount = outdatedCountOf(data);
  return (
    <>
      <RunPicker runs={runs} shown={data.run} onSelect={onSelectRun} />
      {closed ? (
        <Notice>{RESULTS_PAGE_TEXTS.cetteCampagneEstCloturee}</Notice>
      ) : (
        !editable && !earlier && <Notice>{RESULTS_PAGE_TEXTS.vousConsultezCesResultats}</Notice>
      )}
      {data.appliedAt && <AppliedNotice appliedAt={data.appliedAt} approvals={data.run?.approvals ?? []} />}
      {!earlier && completeness && !completeness.complete && (
        <IncompleteRatingsNotice completeness={completeness} />
      )}
      {!earlier && outdatedCount > 0 && <OutdatedNotice count={outdatedCount} editable={editable} />}
      <ResultsSummary counts={forced.counts} />
      <ResultsTable
        campaignId={campaignId}
        run={earlier ? run : undefined}
        results={data.results}
        drafts={forced.drafts}
        expanded={forced.expanded}
        editable={editable}
        disabled={saveForced.isPending || applying}
        handlers={forced.handlers}
        toolbar={
          editable ? (
            <ResultsToolbar
              unsaved={pending.updates.length}
              invalid={pending.invalid.length}
              showRefusal={forced.showRefusal}
              saving={saveForced.isPending && !approval.confirming}
              applying={applying}
              applyButton={approval.applyButton}
              onSave={forced.save}
              onApply={approval.startApply}
            />
          ) : undefined
        }
      />
      <MethodNote />
      <WithoutResult items={data.withoutResult} />
    </>
  );
}
