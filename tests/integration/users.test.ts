import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../src/server/db/schema";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { linksIn, startSmtpServer } from "../support/smtp";
import { createTeam, ROLES_UNDER_TEST, type Team } from "../support/teams";

let n = 0;
const email = (name: string) => `${name}.${Date.now()}.${++n}@exemple.fr`;

describe(`Utilisateurs (${ENGINE})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: email("paul.durand"),
    firstName: "Paul",
    lastName: "Durand",
    roles: ["equipment_manager"],
    ...overrides,
  });

  describe("GET /api/users", () => {
    it("liste les utilisateurs de l'entreprise avec leurs rôles, jamais ceux d'une autre", async () => {
      const list = (await alpha.admin.get("/api/users")).json();
      expect(list).toHaveLength(5);
      expect(list.map((u: { id: string }) => u.id)).toContain(alpha.as.equipment_user.id);
      expect(list.map((u: { id: string }) => u.id)).not.toContain(beta.as.equipment_user.id);
      expect(list.find((u: { id: string }) => u.id === alpha.admin.id)).toMatchObject({
        roles: ["user", "admin"],
        status: "active",
        hasPassword: true,
      });
    });

    it("est lisible par l'initiateur de campagne (choix des participants)", async () => {
      expect((await alpha.as.campaign_initiator.get("/api/users")).statusCode).toBe(200);
    });

    it.each(["equipment_manager", "equipment_user", "user"] as const)(
      "est refusée (403) au rôle %s",
      async (role) => {
        expect((await alpha.as[role].get("/api/users")).statusCode).toBe(403);
      },
    );
  });

  it("sert des requêtes concurrentes de deux entreprises sans jamais mélanger leurs utilisateurs", async () => {
    const alphaIds = new Set((await alpha.admin.get("/api/users")).json().map((u: { id: string }) => u.id));
    const betaIds = new Set((await beta.admin.get("/api/users")).json().map((u: { id: string }) => u.id));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 === 0 ? alpha : beta).admin.get("/api/users").then((r) => ({ i, r })),
      ),
    );
    for (const { i, r } of answers) {
      const expected = i % 2 === 0 ? alphaIds : betaIds;
      expect(r.json()).toHaveLength(expected.size);
      expect(
        r
          .json()
          .map((u: { id: string }) => u.id)
          .every((id: string) => expected.has(id)),
      ).toBe(true);
    }
  });

  describe("POST /api/users", () => {
    it("crée l'utilisateur et lui envoie une invitation pour choisir son mot de passe", async () => {
      const body = newUser();
      const response = await alpha.admin.post("/api/users", body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        email: body.email,
        roles: ["equipment_manager"],
        status: "active",
        hasPassword: false,
      });

      const [mail] = await smtp.delivered(body.email);
      expect(mail?.subject).toBe("Invitation à rejoindre Métrologie Alpha sur Calibra");
      expect(mail?.body).toContain("Alice Admin vous invite");
      const [link] = linksIn(mail!, `${TEST_PUBLIC_URL}/api/login?invitation=`);
      const token = new URL(link!).searchParams.get("invitation")!;

      const invited = new Client(t.app);
      const accepted = await invited.post("/api/auth/accept-invitation", {
        token,
        password: "mon-nouveau-mot-de-passe",
      });
      expect(accepted.statusCode).toBe(200);
      expect((await invited.get("/api/auth/user")).json()).toMatchObject({
        email: body.email,
        companyId: alpha.companyId,
      });
      expect(
        (
          await new Client(t.app).post("/api/auth/login", {
            email: body.email,
            password: "mon-nouveau-mot-de-passe",
          })
        ).statusCode,
      ).toBe(200);

      const again = await new Client(t.app).post("/api/auth/accept-invitation", {
        token,
        password: "encore-un-autre-mot",
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toContain("Ce lien d'invitation n'est pas valide ou a expiré.");
    });

    it("donne le rôle equipment_user quand aucun rôle n'est coché", async () => {
      const response = await alpha.admin.post("/api/users", newUser({ roles: [] }));
      expect(response.json().roles).toEqual(["equipment_user"]);
    });

    it("refuse une adresse déjà utilisée, même dans une autre entreprise, sans rien en révéler d'autre", async () => {
      const response = await alpha.admin.post(
        "/api/users",
        newUser({ email: beta.admin.email.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: "Un compte existe déjà avec cette adresse e-mail.",
        code: "EMAIL_TAKEN",
        field: "email",
      });
    });

    it.each([
      [{ email: "" }, "email", "L'email est requis"],
      [{ email: "paul@" }, "email", "Format d'email invalide"],
      [{ firstName: "" }, "firstName", "Le prénom est requis"],
      [{ lastName: " " }, "lastName", "Le nom est requis"],
      [{ roles: ["pape"] }, "roles.0", "Rôle inconnu"],
    ])("refuse %j avec le message de la spécification", async (override, field, message) => {
      const response = await alpha.admin.post("/api/users", newUser(override));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", field });
    });

    it.each(ROLES_UNDER_TEST.filter((r) => r !== "admin"))("est refusée (403) au rôle %s", async (role) => {
      expect((await alpha.as[role].post("/api/users", newUser())).statusCode).toBe(403);
    });

    it("n'envoie aucun e-mail quand la création est refusée", async () => {
      const before = (await t.database.db.select().from(emailOutbox)).length;
      await alpha.as.campaign_initiator.post("/api/users", newUser());
      expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
    });
  });

  describe("PUT /api/users/{id}", () => {
    it("modifie noms, e-mail, rôles et statut", async () => {
      const created = (await alpha.admin.post("/api/users", newUser())).json();
      const update = {
        email: email("anne.petit"),
        firstName: "Anne",
        lastName: "Petit",
        roles: ["campaign_initiator", "equipment_user"],
        status: "active",
      };
      const response = await alpha.admin.put(`/api/users/${created.id}`, update);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(update);
    });

    it("déconnecte aussitôt un utilisateur désactivé", async () => {
      const person = await signedInUser(t.database.db, {
        companyId: alpha.companyId,
        roles: ["equipment_manager"],
      });
      const member = new Client(t.app, { cookie: person.token });
      expect((await member.get("/api/auth/user")).statusCode).toBe(200);
      const response = await alpha.admin.put(`/api/users/${person.user.id}`, {
        email: email("gestionnaire"),
        firstName: "Membre",
        lastName: "Gestionnaire",
        roles: ["equipment_manager"],
        status: "inactive",
      });
      expect(response.json().status).toBe("inactive");
      expect((await member.get("/api/auth/user")).statusCode).toBe(401);
    });

    it("refuse de désactiver son propre compte ou de retirer le dernier administrateur", async () => {
      const self = {
        email: alpha.admin.email,
        firstName: "Alice",
        lastName: "Admin",
        roles: ["admin"],
        status: "inactive",
      };
      expect((await alpha.admin.put(`/api/users/${alpha.admin.id}`, self)).json().message).toBe(
        "Vous ne pouvez pas désactiver votre propre compte.",
      );
      const demoted = await alpha.admin.put(`/api/users/${alpha.admin.id}`, {
        ...self,
        roles: ["equipment_user"],
        status: "active",
      });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().message).toBe("L'entreprise doit garder au moins un administrateur actif.");
    });

    it("répond 404 pour l'utilisateur d'une autre entreprise, sans le modifier", async () => {
      const target = beta.as.equipment_user.id;
      const response = await alpha.admin.put(`/api/users/${target}`, {
        email: email("intrus"),
        firstName: "Intrus",
        lastName: "Intrus",
        roles: ["admin"],
        status: "active",
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Utilisateur introuvable", code: "NOT_FOUND" });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, target));
      expect(row!.roles).toEqual(["equipment_user"]);
    });

    it.each(ROLES_UNDER_TEST.filter((r) => r !== "admin"))("est refusée (403) au rôle %s", async (role) => {
      const response = await alpha.as[role].put(`/api/users/${alpha.as[role].id}`, {
        email: email("moi"),
        firstName: "Moi",
        lastName: "Même",
        roles: ["admin"],
        status: "active",
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe("DELETE /api/users/{id}", () => {
    it("supprime un utilisateur de l'entreprise", async () => {
      const created = (await alpha.admin.post("/api/users", newUser())).json();
      expect((await alpha.admin.delete(`/api/users/${created.id}`)).statusCode).toBe(204);
      expect((await alpha.admin.get("/api/users")).json().map((u: { id: string }) => u.id)).not.toContain(
        created.id,
      );
    });

    it("refuse de supprimer son propre compte", async () => {
      const response = await alpha.admin.delete(`/api/users/${alpha.admin.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Vous ne pouvez pas supprimer votre propre compte.");
    });

    it("refuse de supprimer le dernier administrateur", async () => {
      const second = (await beta.admin.post("/api/users", newUser({ roles: ["admin"] }))).json();
      expect((await beta.admin.delete(`/api/users/${second.id}`)).statusCode).toBe(204);
      const lone = await createTeam(t);
      const other = (await lone.admin.post("/api/users", newUser({ roles: ["admin"] }))).json();
      await lone.admin.put(`/api/users/${other.id}`, {
        email: email("x"),
        firstName: "X",
        lastName: "Y",
        roles: ["admin"],
        status: "inactive",
      });
      // The only active admin is the caller: deleting the inactive one is fine, the rule protects active admins.
      expect((await lone.admin.delete(`/api/users/${other.id}`)).statusCode).toBe(204);
    });

    it("répond 404 pour l'utilisateur d'une autre entreprise, sans le supprimer", async () => {
      const target = beta.as.user.id;
      expect((await alpha.admin.delete(`/api/users/${target}`)).statusCode).toBe(404);
      expect(await t.database.db.select().from(users).where(eq(users.id, target))).toHaveLength(1);
    });

    it.each(ROLES_UNDER_TEST.filter((r) => r !== "admin"))("est refusée (403) au rôle %s", async (role) => {
      expect((await alpha.as[role].delete(`/api/users/${alpha.as.user.id}`)).statusCode).toBe(403);
    });
  });

  describe("POST /api/users/bulk-import", () => {
    it("importe les utilisateurs valides, sans rôle, et invite chacun", async () => {
      const claire = email("claire");
      const julien = email("julien");
      const response = await alpha.admin.post("/api/users/bulk-import", {
        users: [
          { firstName: "Claire", lastName: "Martin", email: claire.toUpperCase() },
          { firstName: "Julien", lastName: "Lefèvre", email: julien },
        ],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().imported).toBe(2);
      expect(response.json().users.every((u: { invitationPending: boolean }) => u.invitationPending)).toBe(
        true,
      );
      expect(
        response.json().users.map((u: { email: string; roles: string[] }) => [u.email, u.roles]),
      ).toEqual(
        expect.arrayContaining([
          [claire, ["user"]],
          [julien, ["user"]],
        ]),
      );
      expect(await smtp.delivered(claire)).toHaveLength(1);
      expect(await smtp.delivered(julien)).toHaveLength(1);
    });

    it("refuse tout l'import si une adresse existe déjà (casse ignorée) ou est en double", async () => {
      const fresh = email("nouveau");
      const existing = await alpha.admin.post("/api/users/bulk-import", {
        users: [
          { firstName: "A", lastName: "B", email: fresh },
          { firstName: "C", lastName: "D", email: beta.admin.email.toUpperCase() },
        ],
      });
      expect(existing.statusCode).toBe(400);
      expect(existing.json().message).toBe("Ligne 2: Email déjà existant en base");
      // An address sent between quotes, as a spreadsheet writes it, is the same address.
      const quoted = await alpha.admin.post("/api/users/bulk-import", {
        users: [{ firstName: "C", lastName: "D", email: `"${beta.admin.email}"` }],
      });
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json().message).toBe("Ligne 1: Email déjà existant en base");
      const duplicate = await alpha.admin.post("/api/users/bulk-import", {
        users: [
          { firstName: "A", lastName: "B", email: fresh },
          { firstName: "A", lastName: "B", email: fresh.toUpperCase() },
        ],
      });
      expect(duplicate.json().message).toBe("Ligne 2: Email en double dans l'import");
      const none = (await alpha.admin.get("/api/users"))
        .json()
        .filter((u: { email: string }) => u.email === fresh);
      expect(none).toEqual([]);
    });

    it("refuse un import vide ou une adresse invalide", async () => {
      expect((await alpha.admin.post("/api/users/bulk-import", { users: [] })).json()).toMatchObject({
        field: "users",
        message: "Aucun utilisateur valide - Corrigez les erreurs avant d'importer",
      });
      expect(
        (
          await alpha.admin.post("/api/users/bulk-import", {
            users: [{ firstName: "A", lastName: "B", email: "a@b" }],
          })
        ).json().message,
      ).toBe("Ligne 1: Format email invalide");
    });

    it.each(ROLES_UNDER_TEST.filter((r) => r !== "admin"))("est refusé (403) au rôle %s", async (role) => {
      const response = await alpha.as[role].post("/api/users/bulk-import", {
        users: [{ firstName: "A", lastName: "B", email: email("z") }],
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
