import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { emailOutbox, loginTokens, passwordCredentials, sessions, users } from "../../src/server/db/schema";
import { createMailer, type Mailer } from "../../src/server/domain/mail/mailer";
import { sessionIdOf } from "../../src/server/domain/sessions/session-id";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { createTestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { linksIn, startSmtpServer } from "../support/smtp";

const PASSWORD = "étalonnage-2026";
let counter = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++counter}@exemple.fr`;

describe(`Authentification (${ENGINE})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  /** The app's mailer, to wait for the work it does after answering. */
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const database = await createTestDatabase();
    mailer = createMailer({ smtpUrl: smtp.url, from: "Calibra <no-reply@calibra.local>" });
    const app = await buildApp({ database, mailer, publicUrl: TEST_PUBLIC_URL });
    await app.ready();
    t = {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function signUp(email = unique("claire"), ip?: string) {
    const client = new Client(t.app, { ip });
    const response = await client.post("/api/auth/signup", {
      email,
      password: PASSWORD,
      firstName: "Claire",
      lastName: "Martin",
    });
    expect(response.statusCode).toBe(201);
    return { client, email, user: response.json() };
  }

  describe("POST /api/auth/signup", () => {
    it("crée un compte de rôle user sans entreprise et ouvre une session", async () => {
      const email = unique("Claire.Martin");
      const client = new Client(t.app);
      const response = await client.post("/api/auth/signup", {
        email,
        password: PASSWORD,
        firstName: "Claire",
        lastName: "Martin",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        email: email.toLowerCase(),
        roles: ["user"],
        companyId: null,
        status: "active",
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie.secure).toBeFalsy();
      expect((await client.get("/api/auth/user")).json()).toMatchObject({ email: email.toLowerCase() });
    });

    it("garde le mot de passe en argon2id, jamais en clair", async () => {
      const { user } = await signUp();
      const [credential] = await t.database.db
        .select()
        .from(passwordCredentials)
        .where(eq(passwordCredentials.userId, user.id));
      expect(credential!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(credential!.passwordHash).not.toContain(PASSWORD);
    });

    it("refuse une adresse déjà utilisée, quelle que soit la casse", async () => {
      const { email } = await signUp();
      const again = await new Client(t.app).post("/api/auth/signup", {
        email: email.toUpperCase(),
        password: PASSWORD,
        firstName: "Autre",
        lastName: "Personne",
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: "Un compte existe déjà avec cette adresse e-mail.",
        code: "EMAIL_TAKEN",
        field: "email",
      });
    });

    it.each([
      [{ password: "court" }, "password", "Le mot de passe doit contenir au moins 10 caractères"],
      [{ email: "pas-un-email" }, "email", "Format d'email invalide"],
      [{ firstName: "  " }, "firstName", "Le prénom est requis"],
      [{ lastName: "" }, "lastName", "Le nom est requis"],
    ])("refuse %j avec un message français", async (override, field, message) => {
      const body = {
        email: unique("x"),
        password: PASSWORD,
        firstName: "Claire",
        lastName: "Martin",
        ...override,
      };
      const response = await new Client(t.app).post("/api/auth/signup", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", field });
    });
  });

  describe("POST /api/auth/login", () => {
    it("connecte avec le bon mot de passe, l'e-mail en n'importe quelle casse", async () => {
      const { email } = await signUp();
      const client = new Client(t.app);
      const response = await client.post("/api/auth/login", {
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().lastLogin).not.toBeNull();
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("répond 401 Unauthorized à un mauvais mot de passe ou une adresse inconnue", async () => {
      const { email } = await signUp();
      for (const body of [
        { email, password: "mauvais-mot-de-passe" },
        { email: unique("inconnu"), password: PASSWORD },
      ]) {
        const response = await new Client(t.app).post("/api/auth/login", body);
        expect(response.statusCode).toBe(401);
        expect(response.body).toContain("Unauthorized");
        expect(response.json()).toEqual({
          message: "Unauthorized : e-mail ou mot de passe incorrect.",
          code: "INVALID_CREDENTIALS",
        });
        expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      }
    });

    it("donne un nouvel identifiant de session à chaque connexion et met fin à l'ancien", async () => {
      const { client, email } = await signUp();
      const first = client.cookie!;
      expect((await client.post("/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
      const second = client.cookie!;
      expect(second).not.toBe(first);
      expect((await new Client(t.app, { cookie: first }).get("/api/auth/user")).statusCode).toBe(401);
      expect((await new Client(t.app, { cookie: second }).get("/api/auth/user")).statusCode).toBe(200);
    });
  });

  describe("/api/logout", () => {
    it("POST (le formulaire de la page) met fin à la session côté serveur et revient à l'accueil", async () => {
      const { client } = await signUp();
      const cookie = client.cookie!;
      const response = await client.request("POST", "/api/logout", "", {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/");
      expect(client.cookie).toBeUndefined();
      expect((await new Client(t.app, { cookie }).get("/api/auth/user")).statusCode).toBe(401);
    });

    it("GET ne déconnecte personne : un lien ou une image d'un autre site n'y suffit pas", async () => {
      const { client } = await signUp();
      const response = await client.get("/api/logout");
      expect(response.statusCode).not.toBe(302);
      expect(client.cookie).toBeDefined();
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("POST envoyé par la page d'un autre site est refusé, et la session reste", async () => {
      const { client } = await signUp();
      const cookie = client.cookie!;
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("CROSS_SITE_REQUEST");
      expect((await new Client(t.app, { cookie }).get("/api/auth/user")).statusCode).toBe(200);
    });
  });

  describe("utilisateur désactivé", () => {
    it("est déconnecté aussitôt et ne peut plus se connecter", async () => {
      const { client, email, user } = await signUp();
      await t.database.db.update(users).set({ status: "inactive" }).where(eq(users.id, user.id));
      expect((await client.get("/api/auth/user")).statusCode).toBe(401);
      expect(
        (await new Client(t.app).post("/api/auth/login", { email, password: PASSWORD })).statusCode,
      ).toBe(401);
    });
  });

  describe("lien de connexion par e-mail", () => {
    it("répond 202 de la même façon, que le compte existe ou non", async () => {
      const { email } = await signUp();
      const known = await new Client(t.app).post("/api/auth/login-link", { email });
      const unknown = await new Client(t.app).post("/api/auth/login-link", { email: unique("personne") });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
    });

    it("envoie par SMTP un lien à usage unique qui connecte", async () => {
      const { email } = await signUp();
      await new Client(t.app).post("/api/auth/login-link", { email });
      const [mail] = await smtp.delivered(email);
      expect(mail?.subject).toBe("Votre lien de connexion à Calibra");
      expect(mail?.body).toContain("valable 15 minutes");
      const [link] = linksIn(mail!, `${TEST_PUBLIC_URL}/api/auth/login-link/`);
      expect(link).toBeDefined();
      const path = link!.slice(TEST_PUBLIC_URL.length);

      const browser = new Client(t.app);
      const opened = await browser.get(path);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe("/");
      expect((await browser.get("/api/auth/user")).json()).toMatchObject({ email });

      const reused = await new Client(t.app).get(path);
      expect(reused.headers.location).toBe("/api/login?erreur=lien-invalide&raison=used");
    });

    it("refuse un lien de plus de 15 minutes", async () => {
      const { email, user } = await signUp();
      await new Client(t.app).post("/api/auth/login-link", { email });
      const [mail] = await smtp.delivered(email);
      const [link] = linksIn(mail!, `${TEST_PUBLIC_URL}/api/auth/login-link/`);
      await t.database.db
        .update(loginTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(loginTokens.userId, user.id));
      const response = await new Client(t.app).get(link!.slice(TEST_PUBLIC_URL.length));
      expect(response.headers.location).toBe("/api/login?erreur=lien-invalide&raison=expired");
    });

    it("n'envoie pas plus de 3 liens en 15 minutes à un même compte", async () => {
      const { email } = await signUp();
      for (let i = 0; i < 5; i++) {
        expect((await new Client(t.app).post("/api/auth/login-link", { email })).statusCode).toBe(202);
      }
      await mailer.idle();
      const rows = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
        .orderBy(emailOutbox.id);
      expect(rows).toHaveLength(3);
      // A link replaced before it left is dropped, never sent dead (decision 019); the newest leaves.
      expect(rows.at(-1)!.status).toBe("sent");
      for (const row of rows)
        expect(row.status === "sent" || row.droppedReason === "link_regenerated", row.status).toBe(true);
      const sent = rows.filter((row) => row.status === "sent").length;
      expect(await smtp.delivered(email, sent)).toHaveLength(sent);
    });

    it("n'en envoie pas plus de 3 non plus à des demandes simultanées", async () => {
      const { email } = await signUp();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => new Client(t.app).post("/api/auth/login-link", { email })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(202));
      await mailer.idle();
      expect(
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
      ).toHaveLength(3);
    });

    it("à une adresse sans compte, dit qu'aucun compte ne l'utilise, sans lien de connexion", async () => {
      const email = unique("fantome");
      await new Client(t.app).post("/api/auth/login-link", { email });
      const [mail] = await smtp.delivered(email);
      expect(mail?.subject).toBe("Votre demande de connexion à Calibra");
      expect(mail?.body).toContain("aucun compte actif ne l'utilise");
      expect(linksIn(mail!, `${TEST_PUBLIC_URL}/api/auth/login-link/`)).toEqual([]);
    });

    it("fait le même travail, après la réponse et un court délai, que l'adresse ait un compte ou non", async () => {
      const { email } = await signUp();
      const stranger = unique("inconnu");
      for (const address of [email, stranger]) {
        const before = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, address));
        await new Client(t.app).post("/api/auth/login-link", { email: address });
        // Nothing yet: the request that follows the answer does not share the server with this work.
        const right = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, address));
        expect(right.length, address).toBe(before.length);
        await mailer.idle();
        const after = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, address));
        expect(after.length, address).toBe(before.length + 1);
      }
    });
  });

  describe("PATCH /api/auth/profile", () => {
    it("modifie son prénom, son nom et son e-mail", async () => {
      const { client } = await signUp();
      const email = unique("nouvelle");
      const response = await client.patch("/api/auth/profile", {
        firstName: "Claire-Marie",
        lastName: "Martin",
        email,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: "Claire-Marie", email });
    });

    it("refuse une adresse prise par un autre compte et exige les trois champs", async () => {
      const other = await signUp();
      const { client } = await signUp();
      const taken = await client.patch("/api/auth/profile", {
        firstName: "A",
        lastName: "B",
        email: other.email,
      });
      expect(taken.statusCode).toBe(409);
      const missing = await client.patch("/api/auth/profile", {
        firstName: "",
        lastName: "B",
        email: unique("z"),
      });
      expect(missing.json()).toEqual({
        message: "Le prénom est requis",
        code: "VALIDATION_FAILED",
        field: "firstName",
      });
      expect(
        (
          await new Client(t.app).patch("/api/auth/profile", {
            firstName: "A",
            lastName: "B",
            email: unique("y"),
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  it("ne stocke que des empreintes de jetons de session", async () => {
    const { client, user } = await signUp();
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(client.cookie).toMatch(/^[\w-]{43}$/);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sid).toBe(sessionIdOf(client.cookie!));
    expect(stored[0]!.sid).not.toBe(client.cookie);
  });
});
