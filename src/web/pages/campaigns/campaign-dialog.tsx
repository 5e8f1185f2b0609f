import { type RefObject, useRef, useState } from "react";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGN_DIALOG_TEXTS } from "../../../shared/texts/campaigns";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { loadCampaignDraft } from "./campaign-draft";
import { CampaignContentColumn, EditorFooter } from "./campaign-editor-parts";
import {
  type Panel,
  useCampaignContent,
  useCampaignDraftSync,
  useCampaignForm,
  useSubmitCampaign,
} from "./campaign-editor-state";
import { CampaignFields } from "./campaign-form";
import { EquipmentDialog } from "./equipment-dialog";
import { ParticipantsDialog } from "./participants-dialog";
import { dateLabel } from "./status";

export type CampaignDialogTarget = { mode: "create" } | { mode: "edit"; campaign: Campaign };

function CampaignEditor({
  campaign,
  user,
  onDone,
}: {
  campaign: Campaign | null;
  user: CurrentUser;
  onDone: () => void;
}) {
  const id = campaign?.id ?? null;
  // What the user may do comes from the server: the campaign's abilities, or for a new campaign
  // their own permission to create one.
  const readOnly = campaign ? !campaign.abilities.update : !user.abilities.manageCampaigns;
  const canEditSaved = campaign?.abilities.manageEquipment ?? false;
  // A new campaign interrupted by an expired session comes back as it was typed (campaign-draft.ts).
  const [draft] = useState(() => (campaign === null && !readOnly ? loadCampaignDraft() : null));
  const form = useCampaignForm(campaign);
  const [panel, setPanel] = useState<Panel>(null);
  const content = useCampaignContent(id, draft);
  const { picked, setPicked, selectedIds, participants, saved, added, setAdded } = content;
  const { submit, pending, serverError, equipmentRefusal, setEquipmentRefusal } = useSubmitCampaign({
    id,
    form,
    content,
    onDone,
    openPanel: setPanel,
  });
  // Typed fields, a chosen participant list or new equipment: closing asks before they are lost.
  useUnsavedChanges(!readOnly && (form.formState.isDirty || picked !== null || added.length > 0));
  useCampaignDraftSync({ id, readOnly, draft, form, added });

  // A nested dialog gives the focus back to the card that opened it (WCAG 2.4.3).
  const participantsCard = useRef<HTMLButtonElement>(null);
  const equipmentCard = useRef<HTMLButtonElement>(null);
  const backTo = (card: RefObject<HTMLButtonElement | null>) => (event: Event) => {
    event.preventDefault();
    card.current?.focus();
  };

  const title = readOnly
    ? CAMPAIGN_DIALOG_TEXTS.detailsDeLaCampagne
    : id === null
      ? CAMPAIGN_DIALOG_TEXTS.creerUneNouvelleCampagne
      : CAMPAIGN_DIALOG_TEXTS.modifierLaCampagne;
  const description =
    campaign === null
      ? CAMPAIGN_DIALOG_TEXTS.renseignezLaCampagnePuis
      : `${campaign.name} · ${dateLabel(campaign)}`;

  return (
    <>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogHeader title={title} description={description} />
        <DialogBody className="grid gap-5">
          {serverError && <Notice tone="error">{serverError}</Notice>}
          {draft && <Notice>{CAMPAIGN_DIALOG_TEXTS.laCampagneQueVous}</Notice>}
          {campaign && !campaign.abilities.update && !campaign.abilities.rate && campaign.readOnlyReason && (
            <Notice>{campaign.readOnlyReason}</Notice>
          )}
          <div className="grid gap-6 md:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
            <fieldset disabled={readOnly || pending} className="min-w-0">
              <legend className="sr-only">{CAMPAIGN_DIALOG_TEXTS.informationsDeLaCampagne}</legend>
              <CampaignFields
                register={form.register}
                errors={form.formState.errors}
                currentStatus={campaign?.status ?? null}
              />
            </fieldset>
            <CampaignContentColumn
              campaign={campaign}
              readOnly={readOnly}
              content={content}
              onOpen={setPanel}
              participantsCard={participantsCard}
              equipmentCard={equipmentCard}
            />
          </div>
        </DialogBody>
        <EditorFooter readOnly={readOnly} pending={pending} creating={id === null} />
      </form>
      <ParticipantsDialog
        open={panel === "participants"}
        onCloseAutoFocus={backTo(participantsCard)}
        onOpenChange={(open) => setPanel(open ? "participants" : null)}
        readOnly={campaign ? !campaign.abilities.manageParticipants : readOnly}
        selected={selectedIds}
        participants={participants.data ?? []}
        onSave={(ids) => {
          setPicked(ids);
          setPanel(null);
        }}
      />
      <EquipmentDialog
        open={panel === "equipment"}
        onCloseAutoFocus={backTo(equipmentCard)}
        onOpenChange={(open) => {
          setPanel(open ? "equipment" : null);
          if (!open) setEquipmentRefusal(null);
        }}
        saved={saved}
        added={added}
        canAdd={!readOnly}
        canEditSaved={canEditSaved}
        refusal={equipmentRefusal}
        onSave={(items) => {
          setAdded(items);
          setEquipmentRefusal(null);
          setPanel(null);
        }}
      />
    </>
  );
}

/** The create and edit (or, for readers, details) dialog of a campaign (spec §2). */
export function CampaignDialog({
  target,
  user,
  onClose,
  onCloseAutoFocus,
}: {
  target: CampaignDialogTarget | null;
  user: CurrentUser;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
        {target && (
          <CampaignEditor
            key={target.mode === "edit" ? target.campaign.id : "new"}
            campaign={target.mode === "edit" ? target.campaign : null}
            user={user}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
