import { z } from "zod";
import { INSTRUMENT_STATUSES } from "../constants";
import { fieldPath } from "../errors";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";

/** A period in months, as a number: from 0 to 1,200. */
export const periodMonths = z
  .number({ error: FIELD_MESSAGES.periodWhole })
  .int(FIELD_MESSAGES.periodWhole)
  .min(0, FIELD_MESSAGES.periodNegative)
  .max(1200, FIELD_MESSAGES.periodTooLarge);

/**
 * A period typed in the equipment dialog: at least 1 month. Spec §5 reads an unreadable or empty
 * period as 0; the dialog flags such a row and does not save it, rather than save a period nobody
 * typed. The API itself still takes 0 as "unknown" (spec §7, DESIGN.md: no result is calculated).
 */
export const typedPeriod = periodMonths.min(1, FIELD_MESSAGES.periodZero);

/**
 * An equipment as typed in the equipment dialog or imported: name, reference, period in months, and
 * its type (family, optional; spec §3).
 */
export const equipmentDraftSchema = z.object({
  name: requiredText(
    FIELD_MESSAGES.equipmentNameRequired,
    TEXT_LIMITS.name,
    FIELD_MESSAGES.equipmentNameTooLong,
  ),
  serialNumber: requiredText(
    FIELD_MESSAGES.referenceRequired,
    TEXT_LIMITS.reference,
    FIELD_MESSAGES.referenceTooLong,
  ),
  currentPeriod: periodMonths,
  type: optionalText(TEXT_LIMITS.type, FIELD_MESSAGES.equipmentTypeTooLong),
});

/** An equipment as the dialog saves it: the API's rules, and a period of at least 1 month. */
const typedDraftSchema = equipmentDraftSchema.extend({ currentPeriod: typedPeriod });

/** The fields of an equipment as typed: the inputs of its row in the equipment dialog. */
export type DraftField = keyof z.input<typeof equipmentDraftSchema>;
const DRAFT_FIELDS = Object.keys(equipmentDraftSchema.shape) as DraftField[];

/** The draft field a refusal names (`type`, or the last part of `equipment.3.type`), or null. */
export function draftFieldOf(name: string | null | undefined): DraftField | null {
  return DRAFT_FIELDS.find((field) => field === name) ?? null;
}

/**
 * Why the server would refuse an equipment as typed, checked by the same schema before anything is
 * sent: the field at fault and its French message, or null when the equipment is acceptable.
 */
export function draftRefusal(
  draft: z.input<typeof equipmentDraftSchema>,
): { field: DraftField; message: string } | null {
  const result = typedDraftSchema.safeParse(draft);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: draftFieldOf(fieldPath(issue.path)) ?? "currentPeriod", message: issue.message };
}

/** POST /api/equipment (spec §7). */
export const newEquipmentSchema = equipmentDraftSchema.extend({
  campaignId: idOf(FIELD_MESSAGES.campaignRequired),
});

export const equipmentSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    instrumentId: z.number().int(),
    name: z.string(),
    serialNumber: z.string(),
    type: z.string().nullable(),
    currentPeriod: z.number().int(),
    newPeriod: z.number().int().nullable(),
    ratingCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Its instrument's next due date and status (the Parc's rule): the dialog badges an overdue one. */
    instrumentNextDueDate: z.string().nullish(),
    instrumentStatus: z.enum(INSTRUMENT_STATUSES).nullish(),
    /**
     * Its instrument's period in the Parc: when it differs from `currentPeriod` (changed in the Parc
     * since it joined, or typed in the campaign), the screens say so (decision 021).
     */
    parcPeriod: z.number().int().nullish(),
  })
  .meta({ id: "Equipment" });
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
export const campaignEquipmentParams = z.object({ campaignId: idOf(FIELD_MESSAGES.idInvalid) });
