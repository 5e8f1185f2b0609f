import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { email, password, requiredText } from "../validation";

export const currentUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    roles: z.array(z.string()),
    companyId: z.number().int().nullable(),
    status: z.enum(["active", "inactive"]),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signUpSchema = z.object({
  email: email(),
  password,
  firstName: requiredText("Le prénom est requis", TEXT_LIMITS.name),
  lastName: requiredText("Le nom est requis", TEXT_LIMITS.name),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: email(),
  password: z.string({ error: "Le mot de passe est requis" }).min(1, "Le mot de passe est requis").max(200),
});
export type SignInInput = z.input<typeof signInSchema>;

export const loginLinkSchema = z.object({ email: email() });

export const acceptInvitationSchema = z.object({
  token: z.string().min(1).max(100),
  password,
});

export const profileSchema = z.object({
  firstName: requiredText("Le prénom est requis", TEXT_LIMITS.name),
  lastName: requiredText("Le nom est requis", TEXT_LIMITS.name),
  email: email(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const acceptedSchema = z.object({ message: z.string() });
