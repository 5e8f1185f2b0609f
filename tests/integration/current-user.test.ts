import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema";
import { createSession } from "../../src/server/domain/sessions/create-session";
import { sessionIdOf } from "../../src/server/domain/sessions/session-id";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createCompany, signedInUser } from "../support/people";

describe(`Utilisateur connecté et son entreprise (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (url: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: "GET", url, cookies });

  it("GET /api/auth/user rend l'utilisateur de la session", async () => {
    const company = await createCompany(t.database.db, "Métrologie Alpha");
    const claire = await signedInUser(t.database.db, {
      companyId: company.id,
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: "claire.martin@exemple.fr",
    });
    const response = await get("/api/auth/user", claire.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: claire.user.id,
      email: "claire.martin@exemple.fr",
      firstName: "Claire",
      lastName: "Martin",
      roles: ["admin"],
      companyId: company.id,
      status: "active",
    });
  });

  it("ne garde en base que l'empreinte du jeton de session", async () => {
    const paul = await signedInUser(t.database.db);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, paul.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sid).toBe(sessionIdOf(paul.token));
    expect(stored[0]!.sid).not.toContain(paul.token);
  });

  it("répond 401 à une session expirée", async () => {
    const anne = await signedInUser(t.database.db);
    const { token } = await createSession({ db: t.database.db, userId: anne.user.id, ttlMs: -1000 });
    const response = await get("/api/auth/user", { [SESSION_COOKIE]: token });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("Unauthorized");
  });

  it("répond 401 dès qu'un utilisateur est désactivé", async () => {
    const julien = await signedInUser(t.database.db);
    expect((await get("/api/auth/user", julien.cookies)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "inactive" }).where(eq(users.id, julien.user.id));
    expect((await get("/api/auth/user", julien.cookies)).statusCode).toBe(401);
  });

  describe("GET /api/companies/current", () => {
    it("rend l'entreprise de l'utilisateur, jamais une autre", async () => {
      const alpha = await createCompany(t.database.db, "Laboratoire Alpha");
      const beta = await createCompany(t.database.db, "Laboratoire Bêta");
      const a = await signedInUser(t.database.db, { companyId: alpha.id, roles: ["admin"] });
      const b = await signedInUser(t.database.db, { companyId: beta.id, roles: ["equipment_user"] });
      expect((await get("/api/companies/current", a.cookies)).json()).toMatchObject({
        id: alpha.id,
        name: "Laboratoire Alpha",
        subscriptionPlan: "basic",
      });
      expect((await get("/api/companies/current", b.cookies)).json()).toMatchObject({ id: beta.id });
    });

    it("répond 403 à un utilisateur sans entreprise et 401 sans session", async () => {
      const newcomer = await signedInUser(t.database.db);
      const response = await get("/api/companies/current", newcomer.cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Configurez d'abord votre entreprise.");
      expect((await get("/api/companies/current")).statusCode).toBe(401);
    });
  });
});
