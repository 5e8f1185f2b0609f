import { z } from "zod";

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
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Company" });
export type Company = z.infer<typeof companySchema>;
