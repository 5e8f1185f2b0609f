import { z } from "zod";
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

/**
 * PATCH /api/companies/current (spec §7). `timeZone` (decision 026) is optional: absent, the zone
 * stays as it is; an IANA name, checked by the server (an unknown one: a French 400 on `timeZone`).
 */
export const companyUpdateSchema = z.object({
  ...companyFields,
  website: optionalWebsite(TEXT_LIMITS.website),
  timeZone: z.string().optional(),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

export const companyStatisticsSchema = z
  .object({ users: z.number(), campaigns: z.number(), equipment: z.number(), reports: z.number() })
  .meta({ id: "CompanyStatistics" });
export type CompanyStatistics = z.infer<typeof companyStatisticsSchema>;
