import { useCallback, useState } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { RECORD_TEXTS } from "../../../shared/texts/campaigns";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import type { useFocusReturn } from "../../lib/focus";
import { notify } from "../../lib/toast";
import { useArchiveCampaign, useCloseCampaign, useDeleteCampaign, useSaveCampaign } from "./queries";

/** What opened the dialog, where the focus goes back when it closes. */
type Opener = ReturnType<typeof useFocusReturn>["opener"];

/** Closing makes a campaign read-only: it is confirmed first. */
export function useCloseConfirmation(opener: Opener) {
  const closeCampaign = useCloseCampaign();
  const [campaign, ask] = useState<Campaign | null>(null);
  const confirm = () => {
    if (!campaign) return;
    const { id } = campaign;
    closeCampaign.mutate(id, {
      onSuccess: () => {
        // The close button goes with the campaign's new status: the focus returns to its details.
        opener.current = document.querySelector<HTMLElement>(`[data-campaign-details="${id}"]`);
        ask(null);
        notify.success(SUCCESS_MESSAGES.campaignClosed);
      },
      onError: (error) => {
        ask(null);
        toastApiError(error, FAILURE_MESSAGES.closeCampaign);
      },
    });
  };
  const pending = closeCampaign.isPending;
  return { campaign, ask, confirm, pending, closingId: pending ? (closeCampaign.variables ?? null) : null };
}

/** Archive a campaign, or bring it back (decision 021), once confirmed. */
export function useArchiveConfirmation(opener: Opener) {
  const archiveCampaign = useArchiveCampaign();
  const [archiving, ask] = useState<{ campaign: Campaign; archived: boolean } | null>(null);
  const confirm = () => {
    if (!archiving) return;
    const { campaign, archived } = archiving;
    archiveCampaign.mutate(
      { id: campaign.id, archived },
      {
        onSuccess: () => {
          // Its row leaves this list: the focus goes to the filter.
          opener.current = null;
          ask(null);
          notify.success(archived ? RECORD_TEXTS.archived : RECORD_TEXTS.unarchived);
        },
        onError: (error) => {
          ask(null);
          toastApiError(error, archived ? RECORD_TEXTS.archiveFailed : RECORD_TEXTS.unarchiveFailed);
        },
      },
    );
  };
  return { archiving, ask, confirm, pending: archiveCampaign.isPending };
}

/** Reopen a closed campaign, with a reason; a refused reason is said in the dialog. */
export function useReopenConfirmation() {
  const saveCampaign = useSaveCampaign();
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const ask = useCallback((campaign: Campaign | null) => {
    if (campaign) setError(undefined);
    setCampaign(campaign);
  }, []);
  const confirm = (reason: string) => {
    if (!campaign) return;
    const { id, name, description, deadline } = campaign;
    saveCampaign.mutate(
      { id, input: { name, description, deadline, status: "active", ...(reason && { reason }) } },
      {
        onSuccess: () => {
          setCampaign(null);
          notify.success(RECORD_TEXTS.reopened);
        },
        onError: (error) => {
          const refusal = fieldRefusalOf(error);
          if (refusal?.field === "reason") return setError(refusal.message);
          setCampaign(null);
          toastApiError(error, RECORD_TEXTS.reopenFailed);
        },
      },
    );
  };
  return { campaign, error, ask, confirm, pending: saveCampaign.isPending };
}

/** Delete a campaign, once confirmed. */
export function useDeleteConfirmation(opener: Opener) {
  const deleteCampaign = useDeleteCampaign();
  const [campaign, ask] = useState<Campaign | null>(null);
  const confirm = () => {
    if (!campaign) return;
    deleteCampaign.mutate(campaign.id, {
      onSuccess: () => {
        // Its row goes: the focus goes to the create button.
        opener.current = null;
        ask(null);
        notify.success(SUCCESS_MESSAGES.campaignDeleted);
      },
      onError: (error) => {
        ask(null);
        toastApiError(error, FAILURE_MESSAGES.deleteCampaign);
      },
    });
  };
  return { campaign, ask, confirm, pending: deleteCampaign.isPending };
}
