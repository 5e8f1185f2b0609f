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

/** The error answers every API route documents: each is `{message, code}` (DESIGN.md §7). */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
