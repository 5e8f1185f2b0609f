import { Plus } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Campaign } from "../../../shared/api/campaigns";
import { CONFIRMATIONS, FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { CAMPAIGNS_PAGE_TEXTS, RECORD_TEXTS } from "../../../shared/texts/campaigns";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { useCampaigns, useDashboardStats } from "../../api/hooks";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadFailed } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { ReasonDialog } from "../../components/ui/reason-dialog";
import { useFocusReturn } from "../../lib/focus";
import { notify } from "../../lib/toast";
import { ArchiveDialog, ArchivedFilter } from "./archived-campaigns";
import { CampaignDialog, type CampaignDialogTarget } from "./campaign-dialog";
import type { RowHandlers } from "./campaign-row-actions";
import { CampaignsTable } from "./campaigns-table";
import { notifyTechnicians } from "./notify-technicians";
import {
  useArchiveCampaign,
  useCloseCampaign,
  useDeleteCampaign,
  useNotifyTechnicians,
  useSaveCampaign,
} from "./queries";
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
  const archiveCampaign = useArchiveCampaign();
  const saveCampaign = useSaveCampaign();
  const [archiving, setArchiving] = useState<{ campaign: Campaign; archived: boolean } | null>(null);
  const [reopening, setReopening] = useState<Campaign | null>(null);
  const [reopenError, setReopenError] = useState<string | undefined>(undefined);
  const stats = useDashboardStats();
  const closeCampaign = useCloseCampaign();
  const deleteCampaign = useDeleteCampaign();
  const { mutate: notifyMutate, isPending: notifying, variables: notifyingId } = useNotifyTechnicians();
  const [target, setTarget] = useState<CampaignDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  // Closing makes a campaign read-only: it is confirmed first.
  const [closing, setClosing] = useState<Campaign | null>(null);
  const [sharing, setSharing] = useState<Campaign | null>(null);
  const [reporting, setReporting] = useState<Campaign | null>(null);
  // Dialogs give the focus back to what opened them, or to the create button.
  const { opener, fallback: createButton, restoreFocus } = useFocusReturn<HTMLButtonElement>();

  const openCreate = (from: HTMLElement) => {
    opener.current = from;
    setTarget({ mode: "create" });
  };

  // Stable handlers, so that a change of one row (or a dialog opening) does not redraw them all.
  const handlers = useMemo<RowHandlers>(
    () => ({
      onDetails: (campaign, from) => {
        opener.current = from;
        setTarget({ mode: "edit", campaign });
      },
      onDelete: (campaign, from) => {
        opener.current = from;
        setDeleting(campaign);
      },
      onClose: (campaign, from) => {
        opener.current = from;
        setClosing(campaign);
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
        setArchiving({ campaign, archived });
      },
      onReopen: (campaign, from) => {
        opener.current = from;
        setReopenError(undefined);
        setReopening(campaign);
      },
    }),
    [opener, notifyMutate],
  );

  const confirmClose = () => {
    if (!closing) return;
    const { id } = closing;
    closeCampaign.mutate(id, {
      onSuccess: () => {
        // The close button goes with the campaign's new status: the focus returns to its details.
        opener.current = document.querySelector<HTMLElement>(`[data-campaign-details="${id}"]`);
        setClosing(null);
        notify.success(SUCCESS_MESSAGES.campaignClosed);
      },
      onError: (error) => {
        setClosing(null);
        toastApiError(error, FAILURE_MESSAGES.closeCampaign);
      },
    });
  };

  const confirmArchive = () => {
    if (!archiving) return;
    const { campaign, archived } = archiving;
    archiveCampaign.mutate(
      { id: campaign.id, archived },
      {
        onSuccess: () => {
          // Its row leaves this list: the focus goes to the filter.
          opener.current = null;
          setArchiving(null);
          notify.success(archived ? RECORD_TEXTS.archived : RECORD_TEXTS.unarchived);
        },
        onError: (error) => {
          setArchiving(null);
          toastApiError(error, archived ? RECORD_TEXTS.archiveFailed : RECORD_TEXTS.unarchiveFailed);
        },
      },
    );
  };

  const confirmReopen = (reason: string) => {
    if (!reopening) return;
    const { id, name, description, deadline } = reopening;
    saveCampaign.mutate(
      { id, input: { name, description, deadline, status: "active", ...(reason && { reason }) } },
      {
        onSuccess: () => {
          setReopening(null);
          notify.success(RECORD_TEXTS.reopened);
        },
        onError: (error) => {
          const refusal = fieldRefusalOf(error);
          if (refusal?.field === "reason") return setReopenError(refusal.message);
          setReopening(null);
          toastApiError(error, RECORD_TEXTS.reopenFailed);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteCampaign.mutate(deleting.id, {
      onSuccess: () => {
        // Its row goes: the focus goes to the create button.
        opener.current = null;
        setDeleting(null);
        notify.success(SUCCESS_MESSAGES.campaignDeleted);
      },
      onError: (error) => {
        setDeleting(null);
        toastApiError(error, FAILURE_MESSAGES.deleteCampaign);
      },
    });
  };

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
        closingId={closeCampaign.isPending ? (closeCampaign.variables ?? null) : null}
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
          archiving={archiving}
          pending={archiveCampaign.isPending}
          onCancel={() => setArchiving(null)}
          onConfirm={confirmArchive}
          onCloseAutoFocus={restoreFocus}
        />
      )}
      {canManage && (
        <ReasonDialog
          open={reopening !== null}
          title={CAMPAIGNS_PAGE_TEXTS.rouvrirLaCampagne}
          confirmLabel={CAMPAIGNS_PAGE_TEXTS.rouvrir}
          pending={saveCampaign.isPending}
          error={reopenError}
          onConfirm={confirmReopen}
          onCancel={() => setReopening(null)}
          onCloseAutoFocus={restoreFocus}
        >
          <p>{format(RECORD_TEXTS.reopenConfirm, { name: reopening?.name ?? "" })}</p>
        </ReasonDialog>
      )}
      <ReportDialog campaign={reporting} onClose={() => setReporting(null)} onCloseAutoFocus={restoreFocus} />
      <ShareDialog campaign={sharing} onClose={() => setSharing(null)} onCloseAutoFocus={restoreFocus} />
      <CampaignDialog
        target={target}
        user={user}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={restoreFocus}
      />
      {canManage && (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && !deleteCampaign.isPending && setDeleting(null)}
          title={CAMPAIGNS_PAGE_TEXTS.supprimerLaCampagne}
          confirmLabel={
            deleteCampaign.isPending ? CAMPAIGNS_PAGE_TEXTS.suppression : CAMPAIGNS_PAGE_TEXTS.supprimer
          }
          pending={deleteCampaign.isPending}
          onConfirm={confirmDelete}
          onCloseAutoFocus={restoreFocus}
        >
          {format(CONFIRMATIONS.deleteCampaign, { name: deleting?.name ?? "" })}
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && !closeCampaign.isPending && setClosing(null)}
        title={CAMPAIGNS_PAGE_TEXTS.cloturerLaCampagne}
        confirmLabel={closeCampaign.isPending ? CAMPAIGNS_PAGE_TEXTS.cloture : CAMPAIGNS_PAGE_TEXTS.cloturer}
        pending={closeCampaign.isPending}
        onConfirm={confirmClose}
        onCloseAutoFocus={restoreFocus}
      >
        {format(CONFIRMATIONS.closeCampaign, { name: closing?.name ?? "" })}
      </ConfirmDialog>
    </>
  );
}
