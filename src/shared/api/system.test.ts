import { describe, expect, it } from "vitest";
import { errorBodySchema, errorResponses, healthSchema } from "./system";

describe("Le corps d'une erreur : message, code et champ (DESIGN.md §7)", () => {
  it("porte un message français, un code connu et, pour une valeur refusée, son chemin", () => {
    const body = {
      message: "La période ne peut pas être négative",
      code: "VALIDATION_FAILED",
      field: "currentPeriod",
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.parse({ message: "Accès refusé", code: "FORBIDDEN" })).toEqual({
      message: "Accès refusé",
      code: "FORBIDDEN",
    });
  });

  it("n'a que les codes du tableau", () => {
    expect(errorBodySchema.safeParse({ message: "?", code: "TEAPOT" }).error?.issues[0]?.path).toEqual([
      "code",
    ]);
  });

  it("est documenté sous le nom Error", () => {
    expect(errorBodySchema.meta()).toEqual({
      id: "Error",
      description:
        "Erreur : message en français, code stable et, pour une valeur refusée, le chemin du champ (field).",
    });
  });

  it("décrit chaque réponse d'erreur des routes", () => {
    expect(Object.keys(errorResponses)).toEqual([
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "429",
      "500",
      "503",
    ]);
    for (const schema of Object.values(errorResponses)) expect(schema).toBe(errorBodySchema);
  });
});

describe("L'état du service", () => {
  it("dit s'il va bien, sa base de données et sa dernière migration, sous le nom Health", () => {
    for (const status of ["ok", "degraded"])
      for (const database of ["pglite", "postgres"]) {
        const health = { status, database, migration: "0007_results" };
        expect(healthSchema.parse(health)).toEqual(health);
      }
    expect(healthSchema.safeParse({ status: "down", database: "pglite", migration: null }).success).toBe(
      false,
    );
    expect(healthSchema.safeParse({ status: "ok", database: "sqlite", migration: null }).success).toBe(false);
    expect(healthSchema.meta()?.id).toBe("Health");
  });
});
