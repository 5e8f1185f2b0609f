import { z } from "zod";
import { TEXT_LIMITS } from "./limits";

/** Field rules shared by the API and the forms, with the spec's French messages (§5). */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (limit: number) => `Ce champ ne peut pas dépasser ${limit} caractères`;

export const requiredText = (message: string, limit: number) =>
  z.string({ error: message }).trim().min(1, message).max(limit, tooLong(limit));

export const optionalText = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit, tooLong(limit))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = (message = "Format d'email invalide") =>
  z
    .string({ error: "L'email est requis" })
    .trim()
    .min(1, "L'email est requis")
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .regex(EMAIL_PATTERN, message)
    .transform((v) => v.toLowerCase());

/** An optional e-mail: valid or empty (spec §5, company form). */
export const optionalEmail = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Format d'email invalide")
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

export const PASSWORD_MIN_LENGTH = 10;
export const password = z
  .string({ error: "Le mot de passe est requis" })
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(200, "Le mot de passe ne peut pas dépasser 200 caractères");
