import { z } from "zod";
import { DECIMALS, decimalMax, TEXT_LIMITS } from "../limits";
import { CRITERIA_PROFILES } from "../roles";
import { optionalText, requiredText } from "../validation";

/** A decimal typed as "1,5" or "1.5", or sent as a number. */
const decimal = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
    if (text === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: "Saisissez un nombre" });
      return z.NEVER;
    }
    return number;
  });

const scaleSchema = z.object({
  grade: z.number().int().min(1, "Le niveau va de 1 à 5").max(5, "Le niveau va de 1 à 5"),
  score: decimal("Le score est requis").pipe(
    z
      .number()
      .min(-decimalMax(DECIMALS.score), "Score hors limites")
      .max(decimalMax(DECIMALS.score), "Score hors limites"),
  ),
  description: requiredText("La description du niveau est requise", TEXT_LIMITS.scaleDescription),
});

/** POST and PUT /api/rating-criteria (spec §5, §7): the criterion and its five grades. */
export const criterionInputSchema = z.object({
  criteria: z.object({
    name: requiredText("Le nom est requis", TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description),
    weight: decimal("Le poids est requis").pipe(
      z
        .number()
        .gt(0, "Le poids doit être positif")
        .max(decimalMax(DECIMALS.weight), "Le poids ne peut pas dépasser 99,9"),
    ),
    profile: z.enum(CRITERIA_PROFILES, { error: "Le profil est requis" }),
  }),
  scales: z
    .array(scaleSchema)
    .length(5, "Un critère a exactement cinq niveaux")
    .refine(
      (scales) => new Set(scales.map((s) => s.grade)).size === 5,
      "Les niveaux 1 à 5 doivent figurer une fois chacun",
    ),
});
export type CriterionInput = z.input<typeof criterionInputSchema>;

export const criterionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    weight: z.string(),
    profile: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    scales: z.array(
      z.object({ id: z.number().int(), grade: z.number().int(), score: z.string(), description: z.string() }),
    ),
  })
  .meta({ id: "RatingCriterion" });
export type Criterion = z.infer<typeof criterionSchema>;

/**
 * Largest k1: with G = +2 the period factor is 2^k1, stored as numeric(5,3) (at most 99.999), so
 * k1 × a must stay below log2(99.999) ≈ 6.64; 5 already multiplies a period by 32.
 */
export const K1_MAX = 5;

/** PUT /api/settings/global-params (spec §5): k1, k2 and pmax, all required. */
export const globalParametersInputSchema = z.object({
  k1: decimal("K1 est requis").pipe(
    z.number().gt(0, "K1 doit être positif").max(K1_MAX, `K1 ne peut pas dépasser ${K1_MAX}`),
  ),
  k2: decimal("K2 est requis").pipe(
    z.number().min(0, "K2 ne peut pas être négatif").max(10, "K2 ne peut pas dépasser 10"),
  ),
  pmax: decimal("Pmax est requis").pipe(
    z
      .number()
      .int("Pmax est un nombre entier de mois")
      .min(1, "Pmax doit valoir au moins 1 mois")
      .max(240, "Pmax ne peut pas dépasser 240 mois"),
  ),
});
export type GlobalParametersInput = z.input<typeof globalParametersInputSchema>;
export const globalParametersSchema = z
  .object({ k1: z.number(), k2: z.number(), pmax: z.number() })
  .meta({ id: "GlobalParameters" });
export type GlobalParameters = z.infer<typeof globalParametersSchema>;
