import { CONFIRMATIONS, format } from "../../../shared/messages";
import { CAMPAIGNS_PAGE_TEXTS, RECORD_TEXTS } from "../../../shared/texts/campaigns";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ReasonDialog } from "../../components/ui/reason-dialog";
import type {
  useCloseConfirmation,
  useDeleteConfirmation,
  useReopenConfirmation,
} from "./campaign-confirmations";

type OnCloseAutoFocus = (event: Event) => void;

/** Reopening a closed campaign asks for its reason. */
export function ReopenCampaignDialog({
  reopen,
  onCloseAutoFocus,
}: {
  reopen: ReturnType<typeof useReopenConfirmation>;
  onCloseAutoFocus: OnCloseAutoFocus;
}) {
  return (
    <ReasonDialog
      open={reopen.campaign !== null}
      title={CAMPAIGNS_PAGE_TEXTS.rouvrirLaCampagne}
      confirmLabel={CAMPAIGNS_PAGE_TEXTS.rouvrir}
      pending={reopen.pending}
      error={reopen.error}
      onConfirm={reopen.confirm}
      onCancel={() => reopen.ask(null)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <p>{format(RECORD_TEXTS.reopenConfirm, { name: reopen.campaign?.name ?? "" })}</p>
    </ReasonDialog>
  );
}

/** Deleting a campaign is confirmed first. */
export function DeleteCampaignDialog({
  remove,
  onCloseAutoFocus,
}: {
  remove: ReturnType<typeof useDeleteConfirmation>;
  onCloseAutoFocus: OnCloseAutoFocus;
}) {
  return (
    <ConfirmDialog
      open={remove.campaign !== null}
      onOpenChange={(open) => !open && !remove.pending && remove.ask(null)}
      title={CAMPAIGNS_PAGE_TEXTS.supprimerLaCampagne}
      confirmLabel={remove.pending ? CAMPAIGNS_PAGE_TEXTS.suppression : CAMPAIGNS_PAGE_TEXTS.supprimer}
      pending={remove.pending}
      onConfirm={remove.confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {format(CONFIRMATIONS.deleteCampaign, { name: remove.campaign?.name ?? "" })}
    </ConfirmDialog>
  );
}

/** Closing a campaign (it becomes read-only) is confirmed first. */
export function CloseCampaignDialog({
  close,
  onCloseAutoFocus,
}: {
  close: ReturnType<typeof useCloseConfirmation>;
  onCloseAutoFocus: OnCloseAutoFocus;
}) {
  return (
    <ConfirmDialog
      open={close.campaign !== null}
      onOpenChange={(open) => !open && !close.pending && close.ask(null)}
      title={CAMPAIGNS_PAGE_TEXTS.cloturerLaCampagne}
      confirmLabel={close.pending ? CAMPAIGNS_PAGE_TEXTS.cloture : CAMPAIGNS_PAGE_TEXTS.cloturer}
      pending={close.pending}
      onConfirm={close.confirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {format(CONFIRMATIONS.closeCampaign, { name: close.campaign?.name ?? "" })}
    </ConfirmDialog>
  );
}
