import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { ROLES } from "../roles";
import { email, requiredText } from "../validation";

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    roles: z.array(z.string()),
    status: z.enum(["active", "inactive"]),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
    /** Whether the user has chosen a password yet (an invited user has not). */
    hasPassword: z.boolean(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

const roles = z.array(z.enum(ROLES, { error: "Rôle inconnu" })).max(ROLES.length);

export const newUserSchema = z.object({
  email: email(),
  firstName: requiredText("Le prénom est requis", TEXT_LIMITS.name),
  lastName: requiredText("Le nom est requis", TEXT_LIMITS.name),
  roles: roles.default([]),
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const userUpdateSchema = z.object({
  email: email(),
  firstName: requiredText("Le prénom est requis", TEXT_LIMITS.name),
  lastName: requiredText("Le nom est requis", TEXT_LIMITS.name),
  roles,
  status: z.enum(["active", "inactive"], { error: "Statut inconnu" }),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const bulkImportSchema = z.object({
  users: z
    .array(
      z.object({
        firstName: z.string().trim().max(TEXT_LIMITS.name),
        lastName: z.string().trim().max(TEXT_LIMITS.name),
        email: z.string().trim().max(TEXT_LIMITS.email),
      }),
    )
    .min(1, "Aucun utilisateur valide - Corrigez les erreurs avant d'importer")
    .max(2000, "Importez au plus 2 000 utilisateurs à la fois"),
});
export type BulkImportInput = z.input<typeof bulkImportSchema>;

export const bulkImportResultSchema = z.object({ imported: z.number(), users: z.array(userSchema) });
export const userIdParams = z.object({ id: z.string().max(36) });
