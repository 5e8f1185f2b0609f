import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Campaign, CampaignInput } from "../../../shared/api/campaigns";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { CAMPAIGN_DIALOG_TEXTS } from "../../../shared/texts/campaigns";
import {
  fieldRefusalOf,
  type RowRefusal,
  rowRefusalOf,
  ruleRefusalOf,
  showFieldRefusal,
  toastApiError,
} from "../../api/errors";
import { useCampaignEquipment, useParticipants } from "../../api/hooks";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { notify } from "../../lib/toast";
import { forgetCampaignDraft, loadCampaignDraft, saveCampaignDraft } from "./campaign-draft";
import { EditorFooter, RatingProgressNote } from "./campaign-editor-parts";
import {
  CampaignFields,
  type CampaignFieldValues,
  ContentCards,
  campaignFieldsSchema,
} from "./campaign-form";
import { EquipmentDialog } from "./equipment-dialog";
import { type EquipmentItem, savedItems, toDraft } from "./equipment-items";
import { GettingStarted } from "./getting-started";
import { ParticipantsDialog } from "./participants-dialog";
import { useSaveCampaign } from "./queries";
import { dateLabel, toDateTimeLocal } from "./status";

export type CampaignDialogTarget = { mode: "create" } | { mode: "edit"; campaign: Campaign };

type Panel = "participants" | "equipment" | null;

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

  const form = useForm<CampaignFieldValues, unknown, z.output<typeof campaignFieldsSchema>>({
    resolver: zodResolver(campaignFieldsSchema),
    defaultValues: {
      name: campaign?.name ?? "",
      description: campaign?.description ?? "",
      deadline: toDateTimeLocal(campaign?.deadline ?? null),
      status: (campaign?.status ?? "active") as CampaignFieldValues["status"],
    },
  });
  const save = useSaveCampaign();
  const [serverError, setServerError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  /** A new equipment the server refused, shown on its row when the equipment dialog opens. */
  const [equipmentRefusal, setEquipmentRefusal] = useState<RowRefusal | null>(null);

  // Participants (spec §4): preselected from the server until the user changes the selection.
  const participants = useParticipants(id);
  const serverIds = useMemo(() => participants.data?.map((p) => p.userId) ?? [], [participants.data]);
  const [picked, setPicked] = useState<string[] | null>(null);
  const selectedIds = picked ?? serverIds;

  // Equipment: the saved ones change through their own calls; new ones go with the form.
  const equipment = useCampaignEquipment(id);
  const saved = useMemo(() => savedItems(equipment.data ?? []), [equipment.data]);
  const [added, setAdded] = useState<EquipmentItem[]>(() => draft?.added ?? []);
  const total = saved.length + added.length;
  // Typed fields, a chosen participant list or new equipment: closing asks before they are lost.
  useUnsavedChanges(!readOnly && (form.formState.isDirty || picked !== null || added.length > 0));

  // The draft is typed back in (dirty, so that closing still asks), kept while the dialog is open,
  // and forgotten when it closes, saved or abandoned; a page left for the sign-in page keeps it.
  useEffect(() => {
    if (!draft) return;
    for (const field of ["name", "description", "deadline", "status"] as const)
      form.setValue(field, draft.fields[field] as never, { shouldDirty: true });
  }, [draft, form]);
  // Changes only when a field does: the draft is written per change, not per render.
  const values = useWatch({ control: form.control }) as CampaignFieldValues;
  const dirty = form.formState.isDirty || added.length > 0;
  useEffect(() => {
    if (id !== null || readOnly) return;
    if (dirty) saveCampaignDraft({ fields: values, added });
  }, [id, readOnly, dirty, values, added]);
  useEffect(() => (id === null ? forgetCampaignDraft : undefined), [id]);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    setEquipmentRefusal(null);
    const input: CampaignInput = {
      ...values,
      ...(id === null || picked !== null ? { participantIds: selectedIds } : {}),
      ...(added.length > 0 ? { equipment: added.map(toDraft) } : {}),
    };
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notify.success(id === null ? SUCCESS_MESSAGES.campaignCreated : SUCCESS_MESSAGES.campaignUpdated);
          onDone();
        },
        onError: (error) => {
          toastApiError(
            error,
            id === null ? FAILURE_MESSAGES.createCampaign : FAILURE_MESSAGES.updateCampaign,
          );
          if (showFieldRefusal(error, form, ["name", "description", "deadline", "status"])) return;
          setServerError(ruleRefusalOf(error));
          // A refused participant list reopens its dialog (spec §8); a refused new equipment opens
          // the equipment list on its row.
          const row = rowRefusalOf(error, "equipment");
          if (row) {
            setEquipmentRefusal(row);
            setPanel("equipment");
          } else if (fieldRefusalOf(error)?.field.startsWith("participantIds")) setPanel("participants");
        },
      },
    );
  });

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
  const pending = save.isPending;

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
            <div className="grid content-start gap-4">
              <ContentCards
                readOnly={readOnly}
                participants={{
                  summary:
                    selectedIds.length === 0
                      ? CAMPAIGN_DIALOG_TEXTS.aucunParticipant
                      : readOnly
                        ? countOf(selectedIds.length, "participant")
                        : countOf(
                            selectedIds.length,
                            CAMPAIGN_DIALOG_TEXTS.participantSelectionne,
                            CAMPAIGN_DIALOG_TEXTS.participantsSelectionnes,
                          ),
                  loading: id !== null && participants.isPending,
                  unavailable: participants.isError,
                  onOpen: () => setPanel("participants"),
                  ref: participantsCard,
                }}
                equipment={{
                  summary:
                    total === 0
                      ? CAMPAIGN_DIALOG_TEXTS.aucunEquipement
                      : countOf(total, CAMPAIGN_DIALOG_TEXTS.equipement),
                  detail:
                    id !== null && added.length > 0
                      ? CAMPAIGN_DIALOG_TEXTS.dontAEnregistrer(countOf(added.length, "nouveau", "nouveaux"))
                      : null,
                  loading: id !== null && equipment.isPending,
                  unavailable: equipment.isError,
                  onOpen: () => setPanel("equipment"),
                  ref: equipmentCard,
                }}
              />
              {campaign && <RatingProgressNote campaign={campaign} />}
              {id === null && selectedIds.length === 0 && added.length === 0 && (
                <GettingStarted
                  onAddEquipment={() => setPanel("equipment")}
                  onPickParticipants={() => setPanel("participants")}
                />
              )}
            </div>
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
