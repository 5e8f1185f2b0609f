import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../src/server/app";
import * as t from "../../src/server/db/schema";
import { sessionIdOf } from "../../src/server/domain/sessions/session-id";
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

/**
 * What the log keeps of a failure: enough to find it (the SQLSTATE, the route, the stack), never the
 * values of the request: SQL parameters, e-mail addresses, tokens, session hashes.
 */
describe(`Journal du serveur (${ENGINE})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  const EMAIL = "zoe.secret@exemple.fr";
  const TOKEN = "f3Jk9sQ2lX0pV7bN4mC8dE1rT6yU5iO3aS9dF2gH7jK";
  const SESSION_HASH = sessionIdOf(TOKEN);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      database,
      logLevel: "info",
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      "/api/probe/division",
      { schema: { body: z.object({ email: z.string() }) } },
      async (request) => {
        // Fails in the database (22012, division by zero), with the e-mail among its parameters.
        await database.db.execute(
          sql`select count(*) / (length(${request.body.email}) - length(${request.body.email})) from sessions where sid = ${SESSION_HASH}`,
        );
        return {};
      },
    );
    api.post("/api/probe/unique", { schema: { body: z.object({ email: z.string() }) } }, async (request) => {
      // A unique violation whose detail names the value: Key (email)=(…) already exists.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table seen (email text primary key) on commit drop`);
        await tx.execute(sql`insert into seen values (${request.body.email}), (${request.body.email})`);
      });
      return {};
    });
    api.get("/api/probe/message", async () => {
      throw new Error(`Aucune boîte aux lettres pour ${EMAIL} (session ${SESSION_HASH}, jeton ${TOKEN})`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("garde le SQLSTATE d'une erreur de la base, sans la requête SQL ni ses paramètres", async () => {
    lines.length = 0;
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/division",
      payload: { email: EMAIL },
    });
    expect(response.statusCode).toBe(500);
    const error = logged().find((entry) => entry.msg === "unhandled error");
    expect(error?.err).toMatchObject({ sqlState: "22012", message: "database error 22012" });
    expect(error?.err).toMatchObject({ stack: expect.stringMatching(/^\s+at /) });
    const text = lines.join("\n");
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(SESSION_HASH);
    expect(text).not.toMatch(/select|params/i);
  });

  it("ne garde pas le détail d'une contrainte, qui répète la valeur", async () => {
    lines.length = 0;
    const response = await app.inject({
      method: "POST",
      url: "/api/probe/unique",
      payload: { email: EMAIL },
    });
    expect(response.statusCode).toBe(409);
    const text = lines.join("\n");
    expect(text).toContain("request refused");
    expect(text).not.toContain(EMAIL);
  });

  it("masque adresses, empreintes et jetons dans le message d'une autre erreur", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/probe/message" });
    const error = logged().find((entry) => entry.msg === "unhandled error");
    expect(error?.err).toMatchObject({
      message: "Aucune boîte aux lettres pour [e-mail] (session [empreinte], jeton [jeton])",
    });
    const text = lines.join("\n");
    for (const secret of [EMAIL, SESSION_HASH, TOKEN]) expect(text).not.toContain(secret);
  });

  it("nomme la route par son modèle, jamais par l'adresse qui porte un jeton ou une adresse", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: `/api/auth/login-link/${TOKEN}` });
    await app.inject({ method: "GET", url: `/api/login?invitation=${TOKEN}&email=${EMAIL}` });
    await app.inject({ method: "GET", url: `/api/inconnue/${TOKEN}?email=${EMAIL}` });
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: EMAIL, password: "mot-de-passe-solide" },
    });
    const urls = logged()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining(["/api/auth/login-link/:token", "/api/login", "(no route)", "/api/auth/login"]),
    );
    const text = lines.join("\n");
    for (const secret of [EMAIL, TOKEN, SESSION_HASH]) expect(text).not.toContain(secret);
  });
});
