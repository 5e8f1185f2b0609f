import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { users } from "../../src/server/db/schema";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { Client } from "../support/client";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { type Identity, startOidcProvider } from "../support/oidc-provider";

const PUBLIC_URL = "http://calibra.test";
const CLIENT = { id: "calibra", secret: "secret-de-test" };

describe(`Connexion OpenID Connect (${ENGINE})`, () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await startOidcProvider(CLIENT);
    database = await createTestDatabase();
    app = await buildApp({
      database,
      publicUrl: PUBLIC_URL,
      oidc: { issuer: provider.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.close();
  });

  /** The browser's round trip: /api/login → provider → callback. */
  async function signInThroughProvider(identity: Identity, tamper?: (callback: URL) => void) {
    provider.signInAs(identity);
    const start = await app.inject({ method: "GET", url: "/api/login" });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    const flowCookie = start.cookies.find((c) => c.name === "calibra_oidc")!;
    expect(flowCookie).toMatchObject({ httpOnly: true, path: "/api/auth/oidc/callback" });

    const approved = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(approved.headers.get("location")!);
    expect(callback.href.startsWith(`${PUBLIC_URL}/api/auth/oidc/callback`)).toBe(true);
    tamper?.(callback);
    const back = await app.inject({
      method: "GET",
      url: callback.pathname + callback.search,
      cookies: { calibra_oidc: flowCookie.value },
    });
    const session = back.cookies.find((c) => c.name === SESSION_COOKIE);
    return { response: back, client: new Client(app, { cookie: session?.value }) };
  }

  it("envoie /api/login chez le fournisseur et ouvre une session au retour", async () => {
    const { response, client } = await signInThroughProvider({
      email: "Claire.Martin@Exemple.fr",
      email_verified: true,
      given_name: "Claire",
      family_name: "Martin",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    const user = (await client.get("/api/auth/user")).json();
    expect(user).toMatchObject({
      email: "claire.martin@exemple.fr",
      firstName: "Claire",
      lastName: "Martin",
      companyId: null,
    });
  });

  it("retrouve un compte existant par son e-mail, sans le dupliquer", async () => {
    await signInThroughProvider({
      email: "paul.durand@exemple.fr",
      given_name: "Paul",
      family_name: "Durand",
    });
    const { client } = await signInThroughProvider({ email: "PAUL.DURAND@exemple.fr" });
    expect((await client.get("/api/auth/user")).json().email).toBe("paul.durand@exemple.fr");
    const rows = await database.db.select().from(users).where(eq(users.email, "paul.durand@exemple.fr"));
    expect(rows).toHaveLength(1);
  });

  it("refuse un retour dont l'état ne correspond pas (CSRF)", async () => {
    const { response, client } = await signInThroughProvider({ email: "anne.petit@exemple.fr" }, (callback) =>
      callback.searchParams.set("state", "forge"),
    );
    expect(response.headers.location).toBe("/?connexion=echec");
    expect(client.cookie).toBeUndefined();
  });

  it("refuse une adresse non vérifiée et un compte désactivé", async () => {
    const unverified = await signInThroughProvider({
      email: "non.verifiee@exemple.fr",
      email_verified: false,
    });
    expect(unverified.response.headers.location).toBe("/?connexion=echec");
    await signInThroughProvider({ email: "julien.lefevre@exemple.fr" });
    await database.db
      .update(users)
      .set({ status: "inactive" })
      .where(eq(users.email, "julien.lefevre@exemple.fr"));
    const inactive = await signInThroughProvider({ email: "julien.lefevre@exemple.fr" });
    expect(inactive.response.headers.location).toBe("/?connexion=echec");
    expect(inactive.client.cookie).toBeUndefined();
  });
});
