import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../src/server/app";
import * as t from "../../src/server/db/schema";
import { AppError } from "../../src/server/errors";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";

/**
 * DESIGN.md §7: every failure answers `{message, code}` with the status of its code and a French
 * message. Probe routes are added to the real server to reach each kind of failure.
 */
describe(`Contrat d'erreur (${ENGINE})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database });
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      "/api/probe/criteria",
      {
        schema: {
          body: z.object({
            name: z.string().trim().min(1, "Le nom est requis"),
            weight: z.number().positive().max(99.9),
          }),
        },
      },
      async (request) => ({ received: request.body }),
    );
    api.get("/api/probe/forbidden", async () => {
      throw new AppError("FORBIDDEN");
    });
    api.get("/api/probe/weight-overflow", async () => {
      const [company] = await database.db.insert(t.companies).values({ name: "Sonde" }).returning();
      await database.db
        .insert(t.ratingCriteria)
        .values({ companyId: company!.id, name: "Poids", weight: "1000" });
      return {};
    });
    api.get("/api/probe/crash", async () => {
      throw new Error("boom");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("accepte un corps valide", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/criteria",
      payload: { name: "Dérive", weight: 2 },
    });
    expect(response.statusCode).toBe(200);
  });

  it("donne le message du schéma, en français, pour un champ invalide", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/criteria",
      payload: { name: " ", weight: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Le nom est requis",
      code: "VALIDATION_FAILED",
      field: "name",
    });
  });

  it("donne un message français par défaut quand le schéma n'en fixe pas", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/criteria",
      payload: { name: "Dérive", weight: "lourd" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      message: "Ce champ doit être un nombre",
      code: "VALIDATION_FAILED",
      field: "weight",
    });
  });

  it("répond 400 à un JSON illisible", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/criteria",
      headers: { "content-type": "application/json" },
      payload: "{pas du json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Le corps de la requête n'est pas un JSON valide.",
      code: "VALIDATION_FAILED",
    });
  });

  it("répond 403 Accès refusé pour une action interdite", async () => {
    const response = await app.inject({ method: "GET", url: "/api/probe/forbidden" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
  });

  it("traduit un dépassement de précision de la base en 400, jamais en erreur brute", async () => {
    const response = await app.inject({ method: "GET", url: "/api/probe/weight-overflow" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Une valeur numérique est hors des limites autorisées.",
      code: "VALIDATION_FAILED",
    });
  });

  it("répond 500 sans rien révéler de l'erreur interne", async () => {
    const response = await app.inject({ method: "GET", url: "/api/probe/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Une erreur interne est survenue. Veuillez réessayer.",
      code: "INTERNAL",
    });
    expect(response.body).not.toContain("boom");
  });
});
