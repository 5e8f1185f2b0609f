import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import type { CalibrationResult } from "../../../shared/api/results";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import {
  useCalculationRuns,
  useCalibrationResults,
  useCampaign,
  useRatingCompleteness,
} from "../../api/hooks";
import { ApiError } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { LoadFailed } from "../../components/ui/empty-state";
import { formatDateTime } from "../../lib/format";
import { useLeaveGuard } from "./leave-guard";
import { LoadedResults } from "./loaded-results";
import { ResultsActions, useRecalculation } from "./results-actions";
import { ResultsDialogs } from "./results-dialogs";
import { CampaignNotFound, LoadingResults, NoResultsYet } from "./results-states";
import { useForcedPeriods } from "./use-forced-periods";
import { usePeriodApproval } from "./use-period-approval";

const RESULTS_TITLE = RESULTS_PAGE_TEXTS.resultatsDuCalculOpperet;
const NO_RESULTS: CalibrationResult[] = [];

/** The last calculation's date: every result of a campaign comes from the same one. */
function calculatedAt(results: CalibrationResult[]): string | null {
  let latest: string | null = null;
  for (const result of results) if (!latest || result.calculatedAt > latest) latest = result.calculatedAt;
  return latest;
}

/**
 * /campaigns/{id}/calibration-results (spec §2): the OPPERET results of a campaign, the forced
 * periods, the application of the new periods, and why each period is what it is.
 */
export function ResultsPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  return valid ? (
    <CampaignResults key={campaignId} campaignId={campaignId} />
  ) : (
    <>
      <PageHeader title={RESULTS_TITLE} />
      <div className="p-6 lg:p-8">
        <CampaignNotFound />
      </div>
    </>
  );
}

function CampaignResults({ campaignId }: { campaignId: number }) {
  const campaign = useCampaign(campaignId);
  // An earlier calculation chosen in « Calcul affiché » (undefined: the one in force).
  const [run, setRun] = useState<number | undefined>(undefined);
  const runs = useCalculationRuns(campaignId);
  const query = useCalibrationResults(campaignId, run);
  const results = query.data?.results ?? NO_RESULTS;
  const reload = () => void Promise.all([campaign.refetch(), query.refetch()]);
  const forced = useForcedPeriods(campaignId, results);
  const approval = usePeriodApproval(campaignId, forced, reload);
  const leaving = useLeaveGuard(forced.dirty);
  const recalculation = useRecalculation(campaignId);
  const completeness = useRatingCompleteness(campaignId).data;

  // Forcing and applying periods, and recalculating, go together: the server says whether this
  // user may do them to this campaign now.
  const abilities = campaign.data?.abilities;
  const earlier = run !== undefined && query.data?.run?.current === false;
  const editable = !earlier && Boolean(abilities?.forcePeriods && abilities.apply && abilities.calculate);
  const pmax = runs.data?.find((r) => r.current)?.parameters.pmax ?? null;

  const failure = campaign.error ?? query.error;
  const notFound = failure instanceof ApiError && failure.code === "NOT_FOUND";
  const lastCalculation = calculatedAt(results);
  const description = campaign.data
    ? RESULTS_PAGE_TEXTS.campagne(
        campaign.data.name,
        lastCalculation ? RESULTS_PAGE_TEXTS.calculDu(formatDateTime(lastCalculation)) : "",
      )
    : undefined;

  let content: ReactNode;
  if (notFound) content = <CampaignNotFound />;
  else if (campaign.isPending || query.isPending) content = <LoadingResults />;
  else if (campaign.isError || query.isError)
    content = (
      <LoadFailed
        title={RESULTS_PAGE_TEXTS.impossibleDeChargerLes}
        what={RESULTS_PAGE_TEXTS.desResultats}
        onRetry={reload}
      />
    );
  else if (results.length === 0) content = <NoResultsYet campaignId={campaignId} />;
  else
    content = (
      <LoadedResults
        campaignId={campaignId}
        data={query.data}
        runs={runs.data ?? []}
        run={run}
        onSelectRun={setRun}
        earlier={earlier}
        closed={campaign.data?.status === "closed"}
        editable={editable}
        completeness={completeness}
        forced={forced}
        approval={approval}
      />
    );

  return (
    <>
      <PageHeader
        title={RESULTS_TITLE}
        description={description}
        actions={
          <ResultsActions
            campaignId={campaignId}
            notFound={notFound}
            canRecalculate={editable && results.length > 0}
            recalculating={recalculation.pending}
            onRecalculate={recalculation.request}
          />
        }
      />
      <div className="grid gap-6 p-6 lg:p-8">{content}</div>
      {recalculation.dialog}
      {editable && (
        <ResultsDialogs
          campaignId={campaignId}
          results={results}
          pmax={pmax}
          appliedAt={query.data?.appliedAt ?? null}
          forced={forced}
          approval={approval}
          leaving={leaving}
        />
      )}
    </>
  );
}
