import type { Equipment } from "../../../shared/api/equipment";
import type { InstrumentStatus } from "../../../shared/constants";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { EQUIPMENT_ITEMS_TEXTS } from "../../../shared/texts/campaign-equipment";

/**
 * One line of the equipment dialog: an equipment already saved (id set, changed through the
 * equipment calls) or a new one kept locally until the campaign form is saved (id null).
 */
export interface EquipmentItem extends EquipmentDraft {
  key: string;
  id: number | null;
  ratingCount: number;
  /** The period applied by the campaign's calculation (apply-periods), null until then. */
  newPeriod: number | null;
  /** The state of the instrument it is, when the server tells it (null for a new row). */
  instrumentStatus: InstrumentStatus | null;
  instrumentNextDueDate: string | null;
  /** Its instrument's period in the Parc, when the server tells it (decision 021). */
  parcPeriod: number | null;
}

let counter = 0;

export function newItems(drafts: readonly EquipmentDraft[]): EquipmentItem[] {
  return drafts.map((draft) => {
    counter += 1;
    return {
      key: `new-${counter}`,
      id: null,
      ratingCount: 0,
      newPeriod: null,
      instrumentStatus: null,
      instrumentNextDueDate: null,
      parcPeriod: null,
      name: draft.name,
      serialNumber: draft.serialNumber,
      currentPeriod: draft.currentPeriod,
      type: draft.type ?? null,
    };
  });
}

export function savedItems(equipment: readonly Equipment[]): EquipmentItem[] {
  return equipment.map((e) => ({
    key: `saved-${e.id}`,
    id: e.id,
    ratingCount: e.ratingCount,
    newPeriod: e.newPeriod,
    instrumentStatus: e.instrumentStatus ?? null,
    instrumentNextDueDate: e.instrumentNextDueDate ?? null,
    parcPeriod: e.parcPeriod ?? null,
    name: e.name,
    serialNumber: e.serialNumber,
    currentPeriod: e.currentPeriod,
    type: e.type,
  }));
}

/** The draft sent to the API (no key, no id). */
export function toDraft({ name, serialNumber, currentPeriod, type }: EquipmentDraft): EquipmentDraft {
  return { name, serialNumber, currentPeriod, type: type ?? null };
}

/** A reference appears once per campaign (the server refuses a second one with a 409). */
export function duplicateMessage(reference: string): string {
  return EQUIPMENT_ITEMS_TEXTS.laReferenceFigureDeja(reference);
}
