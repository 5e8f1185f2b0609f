import { ArrowLeft, RefreshCw, SearchX } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { MEASUREMENTS_PAGE_TEXTS } from "../../../shared/texts/measurements";
import { useCampaign } from "../../api/hooks";
import { ApiError } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { LinkRatingsTab } from "./link-ratings-tab";
import { MeasurementsTab } from "./measurements-tab";
import { useReloadEntries, useSubmissions } from "./queries";
import { ReviewTab } from "./review-tab";

const TITLE = MEASUREMENTS_PAGE_TEXTS.mesures;
/** The tabs, named in the address (`?onglet=a-valider`) so that a link opens the right one. */
const TABS = ["mesures", "notations", "a-valider"] as const;
type Tab = (typeof TABS)[number];

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/campaigns">
        <ArrowLeft aria-hidden="true" />
        {MEASUREMENTS_PAGE_TEXTS.retourAuxCampagnes}
      </Link>
    </Button>
  );
}

/**
 * /campaigns/{campaignId}/measurements: what came in for a campaign through its links (and from
 * staff): the measurements with their filters and CSV export, the ratings sent by link, and the
 * review list of the entries waiting for a campaign manager.
 */
export function MeasurementsPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  return valid ? <CampaignEntries key={campaignId} campaignId={campaignId} /> : <NotFound />;
}

function NotFound() {
  return (
    <>
      <PageHeader title={TITLE} actions={<BackButton />} />
      <div className="p-6 lg:p-8">
        <EmptyState icon={SearchX} title={MEASUREMENTS_PAGE_TEXTS.campagneNonTrouvee}>
          {MEASUREMENTS_PAGE_TEXTS.cetteCampagneNExiste}
        </EmptyState>
      </div>
    </>
  );
}

const tabClass =
  "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm font-medium sm:flex-none sm:px-3 sm:whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

function CampaignEntries({ campaignId }: { campaignId: number }) {
  const campaign = useCampaign(campaignId);
  const reload = useReloadEntries(campaignId);
  const [params, setParams] = useSearchParams();
  const canReview = campaign.data?.abilities.reviewEntries ?? false;
  const pending = useSubmissions(campaignId, { status: "pending" }, canReview);

  const asked = params.get("onglet") as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== "a-valider" || canReview) ? asked : "mesures";
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "mesures") updated.delete("onglet");
        else updated.set("onglet", next);
        return updated;
      },
      { replace: true },
    );

  if (campaign.error instanceof ApiError && campaign.error.code === "NOT_FOUND") return <NotFound />;

  let content: ReactNode;
  if (campaign.isPending)
    content = <div className="h-96 animate-pulse rounded-xl border bg-card" aria-busy="true" />;
  else if (campaign.isError)
    content = (
      <LoadFailed
        title={MEASUREMENTS_PAGE_TEXTS.impossibleDeChargerLa}
        what={MEASUREMENTS_PAGE_TEXTS.deLaCampagne}
        onRetry={() => void campaign.refetch()}
      />
    );
  else
    content = (
      <Tabs.Root value={tab} onValueChange={selectTab} className="grid gap-5">
        <div>
          <Tabs.List
            aria-label={MEASUREMENTS_PAGE_TEXTS.saisiesRecues}
            className="flex gap-1 rounded-lg bg-muted p-1 sm:inline-flex"
          >
            <Tabs.Trigger value="mesures" className={tabClass}>
              {MEASUREMENTS_PAGE_TEXTS.mesures}
            </Tabs.Trigger>
            <Tabs.Trigger value="notations" className={tabClass}>
              {MEASUREMENTS_PAGE_TEXTS.notationsParLien}
            </Tabs.Trigger>
            {canReview && (
              <Tabs.Trigger value="a-valider" className={tabClass}>
                {MEASUREMENTS_PAGE_TEXTS.aValider}{" "}
                <span
                  className={cn(
                    "tabular-nums",
                    pending.data?.length ? "font-semibold text-amber-800" : "text-muted-foreground",
                  )}
                >
                  ({pending.data ? formatNumber(pending.data.length) : "…"})
                </span>
              </Tabs.Trigger>
            )}
          </Tabs.List>
        </div>
        <Tabs.Content value="mesures" className="focus-visible:outline-none">
          <MeasurementsTab campaignId={campaignId} />
        </Tabs.Content>
        <Tabs.Content value="notations" className="focus-visible:outline-none">
          <LinkRatingsTab campaignId={campaignId} />
        </Tabs.Content>
        {canReview && (
          <Tabs.Content value="a-valider" className="focus-visible:outline-none">
            <ReviewTab campaignId={campaignId} pending={pending} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    );

  return (
    <>
      <PageHeader
        title={TITLE}
        description={campaign.data ? MEASUREMENTS_PAGE_TEXTS.campagneCeQuiA(campaign.data.name) : undefined}
        actions={
          <>
            <BackButton />
            <Button variant="outline" onClick={() => void reload()}>
              <RefreshCw aria-hidden="true" />
              {MEASUREMENTS_PAGE_TEXTS.actualiser}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 p-6 lg:p-8">{content}</div>
    </>
  );
}
