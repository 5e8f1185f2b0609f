import { z } from "zod";
import { ERROR_CODES } from "../errors";

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    field: z.string().optional(),
  })
  .meta({
    id: "Error",
    description:
      "Erreur : message en français, code stable et, pour une valeur refusée, le chemin du champ (field).",
  });

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
  413: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
};
