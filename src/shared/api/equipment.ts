import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { requiredText } from "../validation";

const period = z
  .number({ error: "La période doit être un nombre entier de mois" })
  .int("La période doit être un nombre entier de mois")
  .min(0, "La période ne peut pas être négative")
  .max(1200, "La période ne peut pas dépasser 1 200 mois");

/** An equipment as typed in the equipment dialog or imported (name, reference, period in months). */
export const equipmentDraftSchema = z.object({
  name: requiredText("Le nom de l'équipement est requis", TEXT_LIMITS.name),
  serialNumber: requiredText("La référence est requise", TEXT_LIMITS.reference),
  currentPeriod: period,
});

/** POST /api/equipment (spec §7). */
export const newEquipmentSchema = equipmentDraftSchema.extend({
  campaignId: z.coerce.number().int().positive(),
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

export const equipmentIdParams = z.object({ id: z.coerce.number().int().positive() });
export const campaignEquipmentParams = z.object({ campaignId: z.coerce.number().int().positive() });
