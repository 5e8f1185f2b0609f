import { ArrowLeft, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { RATING_PAGE_TEXTS } from "../../../shared/texts/rating";
import { useCampaign, useCampaignEquipment, useCriteriaForUser, useMyRatings } from "../../api/hooks";
import { ApiError } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { RatingWorkspace } from "./rating-workspace";

const TITLE = RATING_PAGE_TEXTS.notationDesEquipements;

function BackToCampaigns() {
  return (
    <Button asChild variant="outline">
      <Link to="/campaigns">
        <ArrowLeft />
        {RATING_PAGE_TEXTS.retourAuxCampagnes}
      </Link>
    </Button>
  );
}

function LoadingRating() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {RATING_PAGE_TEXTS.chargementDeLaNotation}
      </p>
      <Card className="grid gap-3 p-5">
        <div className="h-4 w-56 max-w-full animate-pulse rounded bg-muted" />
        <div className="h-6 w-72 max-w-full animate-pulse rounded bg-muted" />
        <div className="h-2.5 w-full animate-pulse rounded-full bg-muted" />
      </Card>
      <Card className="overflow-hidden">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex items-center gap-6 border-b px-5 py-4 last:border-b-0">
            <div className="grid w-56 gap-2">
              <div className="h-3.5 w-40 animate-pulse rounded bg-muted" />
              <div className="h-3 w-24 animate-pulse rounded bg-muted" />
            </div>
            {[0, 1, 2].map((cell) => (
              <div key={cell} className="h-9 flex-1 animate-pulse rounded-md bg-muted" />
            ))}
          </div>
        ))}
      </Card>
    </div>
  );
}

/** The campaign id of the address, or null when it cannot be one. */
function campaignIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /campaigns/{campaignId}/rating and /equipment-rating/{campaignId} (spec §2). */
export function RatingPage() {
  const { campaignId: param } = useParams();
  const campaignId = campaignIdOf(param);
  const campaign = useCampaign(campaignId);
  const equipment = useCampaignEquipment(campaignId);
  const criteria = useCriteriaForUser();
  const ratings = useMyRatings(campaignId);

  const notFound =
    campaignId === null || (campaign.error instanceof ApiError && campaign.error.code === "NOT_FOUND");
  const reads = [campaign, equipment, criteria, ratings];
  let content: ReactNode;
  if (notFound)
    content = (
      <EmptyState icon={SearchX} title={RATING_PAGE_TEXTS.campagneNonTrouvee} action={<BackToCampaigns />}>
        {RATING_PAGE_TEXTS.cetteCampagneNExiste}
      </EmptyState>
    );
  else if (reads.some((read) => read.isError))
    content = (
      <LoadFailed
        title={RATING_PAGE_TEXTS.impossibleDeChargerLa}
        what={RATING_PAGE_TEXTS.deLaCampagne}
        onRetry={() => {
          for (const read of reads) if (read.isError) void read.refetch();
        }}
      />
    );
  else if (!campaign.data || !equipment.data || !criteria.data || !ratings.data) content = <LoadingRating />;
  else
    content = (
      <RatingWorkspace
        key={campaign.data.id}
        campaign={campaign.data}
        equipment={equipment.data}
        criteria={criteria.data}
        ratings={ratings.data}
        onRefused={() => void campaign.refetch()}
      />
    );

  return (
    <>
      <PageHeader
        title={campaign.data?.name ?? TITLE}
        description={campaign.data ? TITLE : undefined}
        actions={notFound ? undefined : <BackToCampaigns />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 p-6 lg:p-8">{content}</div>
    </>
  );
}
