import { z } from "zod";

export const errorBodySchema = z
  .object({ message: z.string(), code: z.string() })
  .meta({ id: "Error", description: "Erreur : message en français et code stable." });

export const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["pglite", "postgres"]),
    migration: z.string().nullable(),
  })
  .meta({ id: "Health" });
export type Health = z.infer<typeof healthSchema>;
