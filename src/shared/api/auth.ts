import { z } from "zod";
import { TEXT_LIMITS } from "../limits";
import { DETAIL_MESSAGES, FIELD_MESSAGES } from "../messages";
import { email, password, requiredText } from "../validation";
import { permissionsSchema } from "./permissions";

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
    /** What the user may do in the company (DESIGN.md §4), from their roles: screens read it. */
    abilities: permissionsSchema,
    /** The company's time zone (IANA name, decision 026): screens reckon "today" in it. */
    timeZone: z.string().optional(),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signUpSchema = z.object({
  email: email(),
  password,
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired, TEXT_LIMITS.name),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: email(),
  password: z
    .string({ error: FIELD_MESSAGES.passwordRequired })
    .min(1, FIELD_MESSAGES.passwordRequired)
    .max(200, FIELD_MESSAGES.passwordTooLong),
});
export type SignInInput = z.input<typeof signInSchema>;

export const loginLinkSchema = z.object({ email: email() });

export const acceptInvitationSchema = z.object({
  token: z.string().min(1, DETAIL_MESSAGES.invalidInvitation).max(100, DETAIL_MESSAGES.invalidInvitation),
  password,
});

export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/**
 * Why an invitation or sign-in link cannot be used (decision 018): already used, expired, replaced
 * by a newer one, the account already activated or deactivated, or a link Calibra never issued.
 */
export const LINK_REFUSALS = [
  "used",
  "expired",
  "superseded",
  "activated",
  "deactivated",
  "unknown",
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

/**
 * GET /api/auth/invitation/{token}: the invited address while the invitation can be accepted, before
 * choosing a password; otherwise 400 `LINK_INVALID`, whose message says why.
 */
export const invitationStateSchema = z.object({ email: z.string() }).meta({ id: "InvitationState" });
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** What the page says of each refusal (the catalogue's words). */
export const LINK_REFUSAL_MESSAGES: Record<LinkRefusal, string> = {
  used: DETAIL_MESSAGES.linkUsed,
  expired: DETAIL_MESSAGES.linkExpired,
  superseded: DETAIL_MESSAGES.linkSuperseded,
  activated: DETAIL_MESSAGES.linkAccountActive,
  deactivated: DETAIL_MESSAGES.linkAccountInactive,
  unknown: DETAIL_MESSAGES.linkUnknown,
};

export const profileSchema = z.object({
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired, TEXT_LIMITS.name),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired, TEXT_LIMITS.name),
  email: email(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const acceptedSchema = z.object({ message: z.string() });

/** What the sign-in page may offer on this server: links by e-mail need a configured SMTP server. */
export const signInOptionsSchema = z
  .object({
    /** Whether e-mails leave the server (SMTP_URL); without it, links stay in the outbox. */
    emailDelivery: z.boolean(),
    /** Whether sign-in goes through the company's OpenID Connect provider. */
    singleSignOn: z.boolean(),
  })
  .meta({ id: "SignInOptions" });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
