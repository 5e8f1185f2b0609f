import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { Campaign, CampaignInput } from "../../../shared/api/campaigns";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import {
  fieldRefusalOf,
  type RowRefusal,
  rowRefusalOf,
  ruleRefusalOf,
  showFieldRefusal,
  toastApiError,
} from "../../api/errors";
import { useCampaignEquipment, useParticipants } from "../../api/hooks";
import { notify } from "../../lib/toast";
import { type CampaignDraft, forgetCampaignDraft, saveCampaignDraft } from "./campaign-draft";
import { type CampaignFieldValues, campaignFieldsSchema } from "./campaign-form";
import { type EquipmentItem, savedItems, toDraft } from "./equipment-items";
import { useSaveCampaign } from "./queries";
import { toDateTimeLocal } from "./status";

export type CampaignForm = UseFormReturn<CampaignFieldValues, unknown, z.output<typeof campaignFieldsSchema>>;

/** The nested dialog open over the campaign dialog, if any. */
export type Panel = "participants" | "equipment" | null;

/** The campaign's own fields, as saved (or empty for a new campaign). */
export function useCampaignForm(campaign: Campaign | null): CampaignForm {
  return useForm<CampaignFieldValues, unknown, z.output<typeof campaignFieldsSchema>>({
    resolver: zodResolver(campaignFieldsSchema),
    defaultValues: {
      name: campaign?.name ?? "",
      description: campaign?.description ?? "",
      deadline: toDateTimeLocal(campaign?.deadline ?? null),
      status: (campaign?.status ?? "active") as CampaignFieldValues["status"],
    },
  });
}

/** Who rates the campaign and what they rate: as saved, and as the user changes them. */
export function useCampaignContent(id: Campaign["id"] | null, draft: CampaignDraft | null) {
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
  return { participants, picked, setPicked, selectedIds, equipment, saved, added, setAdded, total };
}

export type CampaignContent = ReturnType<typeof useCampaignContent>;

/**
 * The draft of a new campaign (campaign-draft.ts) is typed back in (dirty, so that closing still
 * asks), kept while the dialog is open, and forgotten when it closes, saved or abandoned; a page left
 * for the sign-in page keeps it.
 */
export function useCampaignDraftSync({
  id,
  readOnly,
  draft,
  form,
  added,
}: {
  id: Campaign["id"] | null;
  readOnly: boolean;
  draft: CampaignDraft | null;
  form: CampaignForm;
  added: EquipmentItem[];
}) {
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
}

/**
 * Saves the campaign with its participants and new equipment in one call. A refusal is said where
 * it belongs: on its field, above the form, or by reopening the nested dialog at fault.
 */
export function useSubmitCampaign({
  id,
  form,
  content,
  onDone,
  openPanel,
}: {
  id: Campaign["id"] | null;
  form: CampaignForm;
  content: CampaignContent;
  onDone: () => void;
  openPanel: (panel: Panel) => void;
}) {
  const save = useSaveCampaign();
  const [serverError, setServerError] = useState<string | null>(null);
  /** A new equipment the server refused, shown on its row when the equipment dialog opens. */
  const [equipmentRefusal, setEquipmentRefusal] = useState<RowRefusal | null>(null);
  const { picked, selectedIds, added } = content;

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
            openPanel("equipment");
          } else if (fieldRefusalOf(error)?.field.startsWith("participantIds")) openPanel("participants");
        },
      },
    );
  });
  return { submit, pending: save.isPending, serverError, equipmentRefusal, setEquipmentRefusal };
}
