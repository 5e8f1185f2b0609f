import { z } from "zod";
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "../clock";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { optionalEmail, optionalText, optionalWebsite, requiredText } from "../validation";

export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    subscriptionPlan: z.string(),
    /** The company's time zone (IANA name): what "today" and "this month" mean for it (decision 026). */
    timeZone: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Company" });
export type Company = z.infer<typeof companySchema>;

const companyFields = {
  name: requiredText(FIELD_MESSAGES.companyNameRequired, TEXT_LIMITS.name),
  address: optionalText(TEXT_LIMITS.address),
  phone: optionalText(TEXT_LIMITS.phone),
  email: optionalEmail,
  description: optionalText(TEXT_LIMITS.description),
};

/** POST /api/companies (company setup, spec §7). */
export const companySetupSchema = z.object(companyFields);
export type CompanySetupInput = z.input<typeof companySetupSchema>;

/** The French message of an unknown time zone (field `timeZone`). */
export const TIME_ZONE_INVALID = `Fuseau horaire inconnu : choisissez un fuseau de la liste, par exemple ${DEFAULT_TIME_ZONE}.`;

/** A time zone as the company setting takes it: an IANA name, stored under its canonical spelling. */
export const timeZoneField = z
  .string({ error: TIME_ZONE_INVALID })
  .trim()
  .refine((zone) => canonicalTimeZone(zone) !== null, TIME_ZONE_INVALID)
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

/** PATCH /api/companies/current (spec §7); `timeZone` is optional: absent, the zone stays as it is. */
export const companyUpdateSchema = z.object({
  ...companyFields,
  website: optionalWebsite(TEXT_LIMITS.website),
  timeZone: timeZoneField.optional(),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

export const companyStatisticsSchema = z
  .object({ users: z.number(), campaigns: z.number(), equipment: z.number(), reports: z.number() })
  .meta({ id: "CompanyStatistics" });
export type CompanyStatistics = z.infer<typeof companyStatisticsSchema>;
