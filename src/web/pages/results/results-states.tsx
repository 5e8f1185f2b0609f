import { Calculator, SearchX } from "lucide-react";
import { Link } from "react-router";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

/** The results page while the campaign and its results load. */
export function LoadingResults() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {RESULTS_PAGE_TEXTS.chargementDesResultats}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="h-[104px] animate-pulse rounded-xl border bg-card" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl border bg-card" />
    </div>
  );
}

export function CampaignNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={RESULTS_PAGE_TEXTS.campagneNonTrouvee}
      action={
        <Button asChild variant="outline">
          <Link to="/campaigns">{RESULTS_PAGE_TEXTS.retourAuxCampagnes}</Link>
        </Button>
      }
    >
      {RESULTS_PAGE_TEXTS.cetteCampagneNExiste}
    </EmptyState>
  );
}

/** A campaign not calculated yet: its equipment are rated first. */
export function NoResultsYet({ campaignId }: { campaignId: number }) {
  return (
    <EmptyState
      icon={Calculator}
      title={RESULTS_PAGE_TEXTS.aucunResultatDeCalcul}
      action={
        <Button asChild>
          <Link to={`/campaigns/${campaignId}/rating`}>{RESULTS_PAGE_TEXTS.allerALaNotation}</Link>
        </Button>
      }
    >
      {RESULTS_PAGE_TEXTS.notezLesEquipementsDe}
    </EmptyState>
  );
}
