import { Plus } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGNS_PAGE_TEXTS } from "../../../shared/texts/campaigns";
import { useCampaigns, useDashboardStats } from "../../api/hooks";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { useFocusReturn } from "../../lib/focus";
import { ArchiveDialog, ArchivedFilter } from "./archived-campaigns";
import { CloseCampaignDialog, DeleteCampaignDialog, ReopenCampaignDialog } from "./campaign-confirm-dialogs";
import {
  useArchiveConfirmation,
  useCloseConfirmation,
  useDeleteConfirmation,
  useReopenConfirmation,
} from "./campaign-confirmations";
import { CampaignDialog, type CampaignDialogTarget } from "./campaign-dialog";
import type { RowHandlers } from "./campaign-row-actions";
import { CampaignsTable } from "./campaigns-table";
import { notifyTechnicians } from "./notify-technicians";
import { useNotifyTechnicians } from "./queries";
import { ReportDialog } from "./report-dialog";
import { ShareDialog } from "./share-dialog";
import { SummaryCards } from "./summary-cards";

const DESCRIPTION = CAMPAIGNS_PAGE_TEXTS.pilotezVosCampagnesD;

function LoadingTable() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <p className="sr-only" role="status">
        {CAMPAIGNS_PAGE_TEXTS.chargementDesCampagnes}
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-6 border-b px-5 py-5 last:border-b-0">
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-3.5 w-56 animate-pulse rounded bg-muted" />
            <div className="h-3 w-80 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-3.5 w-28 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </Card>
  );
}

export function CampaignsPage({ user }: { user: CurrentUser }) {
  const canManage = user.abilities.manageCampaigns;
  // « En cours » or « Archivées » (decision 021): archived campaigns are a list of their own.
  const [showArchived, setShowArchived] = useState(false);
  const campaigns = useCampaigns(showArchived);
  const stats = useDashboardStats();
  const { mutate: notifyMutate, isPending: notifying, variables: notifyingId } = useNotifyTechnicians();
  const [target, setTarget] = useState<CampaignDialogTarget | null>(null);
  const [sharing, setSharing] = useState<Campaign | null>(null);
  const [reporting, setReporting] = useState<Campaign | null>(null);
  // Dialogs give the focus back to what opened them, or to the create button.
  const { opener, fallback: createButton, restoreFocus } = useFocusReturn<HTMLButtonElement>();
  const archive = useArchiveConfirmation(opener);
  const reopen = useReopenConfirmation();
  const close = useCloseConfirmation(opener);
  const remove = useDeleteConfirmation(opener);

  const openCreate = (from: HTMLElement) => {
    opener.current = from;
    setTarget({ mode: "create" });
  };

  // Stable handlers, so that a change of one row (or a dialog opening) does not redraw them all.
  const { ask: askArchive } = archive;
  const { ask: askReopen } = reopen;
  const { ask: askClose } = close;
  const { ask: askDelete } = remove;
  const handlers = useMemo<RowHandlers>(
    () => ({
      onDetails: (campaign, from) => {
        opener.current = from;
        setTarget({ mode: "edit", campaign });
      },
      onDelete: (campaign, from) => {
        opener.current = from;
        askDelete(campaign);
      },
      onClose: (campaign, from) => {
        opener.current = from;
        askClose(campaign);
      },
      onShare: (campaign, from) => {
        opener.current = from;
        setSharing(campaign);
      },
      onReport: (campaign, from) => {
        opener.current = from;
        setReporting(campaign);
      },
      onNotify: (campaign) => notifyTechnicians(notifyMutate, campaign.id),
      onArchive: (campaign, from, archived) => {
        opener.current = from;
        askArchive({ campaign, archived });
      },
      onReopen: (campaign, from) => {
        opener.current = from;
        askReopen(campaign);
      },
    }),
    [opener, notifyMutate, askArchive, askReopen, askClose, askDelete],
  );

  let content: ReactNode;
  if (campaigns.isPending) content = <LoadingTable />;
  else if (campaigns.isError)
    content = (
      <LoadFailed
        title={CAMPAIGNS_PAGE_TEXTS.impossibleDeChargerLes}
        what={CAMPAIGNS_PAGE_TEXTS.desCampagnes}
        onRetry={() => void campaigns.refetch()}
      />
    );
  else
    content = (
      <CampaignsTable
        archived={showArchived}
        campaigns={campaigns.data}
        canManage={canManage}
        closingId={close.closingId}
        notifyingId={notifying ? (notifyingId ?? null) : null}
        handlers={handlers}
        onCreate={openCreate}
      />
    );

  return (
    <>
      <PageHeader
        title={CAMPAIGNS_PAGE_TEXTS.campagnes}
        description={DESCRIPTION}
        actions={
          canManage ? (
            <Button ref={createButton} onClick={(event) => openCreate(event.currentTarget)}>
              <Plus />
              {CAMPAIGNS_PAGE_TEXTS.nouvelleCampagne}
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-6 p-6 lg:p-8">
        <SummaryCards stats={stats.data} />
        {!canManage && <Notice>{CAMPAIGNS_PAGE_TEXTS.vousConsultezLesCampagnes}</Notice>}
        <ArchivedFilter showArchived={showArchived} onChange={setShowArchived} />
        {content}
      </div>
      {canManage && (
        <ArchiveDialog
          archiving={archive.archiving}
          pending={archive.pending}
          onCancel={() => archive.ask(null)}
          onConfirm={archive.confirm}
          onCloseAutoFocus={restoreFocus}
        />
      )}
      {canManage && <ReopenCampaignDialog reopen={reopen} onCloseAutoFocus={restoreFocus} />}
      <ReportDialog campaign={reporting} onClose={() => setReporting(null)} onCloseAutoFocus={restoreFocus} />
      <ShareDialog campaign={sharing} onClose={() => setSharing(null)} onCloseAutoFocus={restoreFocus} />
      <CampaignDialog
        target={target}
        user={user}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={restoreFocus}
      />
      {canManage && <DeleteCampaignDialog remove={remove} onCloseAutoFocus={restoreFocus} />}
      <CloseCampaignDialog close={close} onCloseAutoFocus={restoreFocus} />
    </>
  );
}
