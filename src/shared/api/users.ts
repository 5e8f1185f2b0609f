import { z } from "zod";
import { BATCH_LIMITS, TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
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
    /** Invited and not yet activated: an administrator can copy an invitation link for them. */
    invitationPending: z.boolean(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

const roles = z.array(z.enum(ROLES, { error: FIELD_MESSAGES.roleUnknown })).max(ROLES.length);

export const newUserSchema = z.object({
  email: email(),
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired, TEXT_LIMITS.name),
  roles: roles.default([]),
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const userUpdateSchema = z.object({
  email: email(),
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired, TEXT_LIMITS.name),
  roles,
  status: z.enum(["active", "inactive"], { error: FIELD_MESSAGES.userStatusUnknown }),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const bulkImportSchema = z.object({
  users: z
    .array(
      z.object({
        firstName: z.string().trim().max(TEXT_LIMITS.name),
        lastName: z.string().trim().max(TEXT_LIMITS.name),
        email: z.string().trim().max(TEXT_LIMITS.email),
        /** The line of the pasted text it comes from, so that a refusal names that line. */
        line: z.number().int().positive().optional(),
      }),
    )
    .min(1, FIELD_MESSAGES.importNothingValid)
    .max(
      BATCH_LIMITS.importedUsers,
      format(FIELD_MESSAGES.tooManyUsers, { max: frenchNumber(BATCH_LIMITS.importedUsers) }),
    ),
});
export type BulkImportInput = z.input<typeof bulkImportSchema>;

export const bulkImportResultSchema = z.object({ imported: z.number(), users: z.array(userSchema) });
export const userIdParams = z.object({ id: z.uuid({ error: FIELD_MESSAGES.idInvalid }) });

/** A pending user's invitation link, for an administrator to pass on when e-mail is not configured. */
export const invitationLinkSchema = z
  .object({
    url: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "InvitationLink" });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
