import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { idOf, requiredText } from "../validation";

const period = z
  .number({ error: FIELD_MESSAGES.periodWhole })
  .int(FIELD_MESSAGES.periodWhole)
  .min(0, FIELD_MESSAGES.periodNegative)
  .max(1200, FIELD_MESSAGES.periodTooLarge);

/** An equipment as typed in the equipment dialog or imported (name, reference, period in months). */
export const equipmentDraftSchema = z.object({
  name: requiredText(FIELD_MESSAGES.equipmentNameRequired, TEXT_LIMITS.name),
  serialNumber: requiredText(FIELD_MESSAGES.referenceRequired, TEXT_LIMITS.reference),
  currentPeriod: period,
});

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
  })
  .meta({ id: "Equipment" });
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });
export const campaignEquipmentParams = z.object({ campaignId: idOf(FIELD_MESSAGES.idInvalid) });
