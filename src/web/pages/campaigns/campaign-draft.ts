import type { CampaignFieldValues } from "./campaign-form";
import type { EquipmentItem } from "./equipment-items";

/**
 * A new campaign being typed, kept in the tab's session storage while its dialog is open: when the
 * session expires and the sign-in page takes over, the campaign is not lost — the next « Nouvelle
 * campagne » in this tab takes it back. Closing the dialog (saved or abandoned) forgets it.
 */
export interface CampaignDraft {
  fields: CampaignFieldValues;
  added: EquipmentItem[];
}

const KEY = "calibra:nouvelle-campagne";

export function loadCampaignDraft(): CampaignDraft | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as CampaignDraft;
    return draft && typeof draft === "object" && draft.fields && Array.isArray(draft.added) ? draft : null;
  } catch {
    return null;
  }
}

export function saveCampaignDraft(draft: CampaignDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private browsing): the dialog still works, without the safety net.
  }
}

export function forgetCampaignDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
