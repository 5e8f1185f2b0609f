import { z } from "zod";
import { TEXT_LIMITS } from "./limits";
import { FIELD_MESSAGES, format } from "./messages";

/** Field rules shared by the API and the forms, with the spec's French messages (§5). */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (limit: number) => format(FIELD_MESSAGES.tooLong, { limit });

/** A required text; `tooLongMessage` names the field when "this field" would not say which one. */
export const requiredText = (
  message: string,
  limit: number,
  tooLongMessage: string = FIELD_MESSAGES.tooLong,
) => z.string({ error: message }).trim().min(1, message).max(limit, format(tooLongMessage, { limit }));

export const optionalText = (limit: number, tooLongMessage: string = FIELD_MESSAGES.tooLong) =>
  z
    .string()
    .trim()
    .max(limit, format(tooLongMessage, { limit }))
    .nullish()
    .transform((v) => (v ? v : null));

/** A web address of an http(s) site with a domain name, as a browser opens it: `https://labo.fr`. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An optional web address: empty is none, anything else must be an http(s) URL. */
export const optionalWebsite = (limit: number) =>
  optionalText(limit).refine((v) => v === null || isWebsite(v), FIELD_MESSAGES.websiteInvalid);

export const email = (message: string = FIELD_MESSAGES.emailInvalid) =>
  z
    .string({ error: FIELD_MESSAGES.emailRequired })
    .trim()
    .min(1, FIELD_MESSAGES.emailRequired)
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .regex(EMAIL_PATTERN, message)
    .transform((v) => v.toLowerCase());

/** An optional e-mail: valid or empty (spec §5, company form). */
export const optionalEmail = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), FIELD_MESSAGES.emailInvalid)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

export const PASSWORD_MIN_LENGTH = 10;
export const password = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, format(FIELD_MESSAGES.passwordTooShort, { min: PASSWORD_MIN_LENGTH }))
  .max(200, FIELD_MESSAGES.passwordTooLong);

/** A database id sent by the client: a positive 32-bit integer, else the given message. */
export const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
