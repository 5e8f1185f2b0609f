import { z } from "zod";

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
