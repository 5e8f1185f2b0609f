import { ArrowLeft, Loader2, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/toast";
import { useCalculatePeriods } from "./queries";
import { useCheckedCalculation } from "./rating-completeness";

/** Recalculating: with incomplete ratings it asks first, and the run records the confirmation. */
export function useRecalculation(campaignId: number) {
  const recalculate = useCalculatePeriods(campaignId);
  const checked = useCheckedCalculation(campaignId, (options) =>
    recalculate.mutate(options, {
      onSuccess: () => notify.success(SUCCESS_MESSAGES.calculated, SUCCESS_MESSAGES.calculatedTitle),
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.calculate),
    }),
  );
  return { pending: recalculate.isPending, request: checked.request, dialog: checked.dialog };
}

/** The page header's actions: back to the rating, and recalculate when the user may. */
export function ResultsActions({
  campaignId,
  notFound,
  canRecalculate,
  recalculating,
  onRecalculate,
}: {
  campaignId: number;
  notFound: boolean;
  canRecalculate: boolean;
  recalculating: boolean;
  onRecalculate: () => void;
}) {
  return (
    <>
      {/* An unknown campaign has no rating page to go back to. */}
      {!notFound && (
        <Button asChild variant="outline">
          <Link to={`/campaigns/${campaignId}/rating`}>
            <ArrowLeft />
            {RESULTS_PAGE_TEXTS.retourALaNotation}
          </Link>
        </Button>
      )}
      {canRecalculate && (
        <Button
          variant="outline"
          disabled={recalculating}
          aria-busy={recalculating || undefined}
          onClick={onRecalculate}
        >
          {recalculating ? <Loader2 className="animate-spin" /> : <RefreshCw />}
          {RESULTS_PAGE_TEXTS.recalculer}
        </Button>
      )}
    </>
  );
}
