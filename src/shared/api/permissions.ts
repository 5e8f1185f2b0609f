import { z } from "zod";
import type { Permission } from "../permissions";

/** The permissions of DESIGN.md §4 the signed-in user holds, as the server computes them. */
export const permissionsSchema = z
  .object({
    readCompany: z.boolean(),
    manageCompany: z.boolean(),
    readUsers: z.boolean(),
    manageUsers: z.boolean(),
    manageCriteria: z.boolean(),
    manageCampaigns: z.boolean(),
    manageEquipment: z.boolean(),
    rate: z.boolean(),
    readCampaigns: z.boolean(),
    generateReports: z.boolean(),
    readAudit: z.boolean(),
  })
  .meta({ id: "UserAbilities" }) satisfies z.ZodType<Record<Permission, boolean>>;
export type UserAbilities = z.infer<typeof permissionsSchema>;
