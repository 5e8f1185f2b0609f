import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { emailOutbox } from "../../src/server/db/schema";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { createTestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

/** How long the slow SMTP server takes to accept each message. */
const SMTP_DELAY_MS = 600;
const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;

/**
 * E-mails leave from the outbox in the background: an answer never waits for the SMTP server, so
 * the sign-in link form answers as fast for an address that has an account as for one that has
 * none, and an administrator's invitation does not hang on a slow server.
 */
describe(`Envoi des e-mails en arrière-plan (${ENGINE})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    smtp = await startSmtpServer({ delayMs: SMTP_DELAY_MS });
    t = await createTestApp({ smtpUrl: smtp.url });
    team = await createTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  }

  const statusOf = async (address: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).map(
      (m) => m.status,
    );

  it("répond au lien de connexion avant que le serveur SMTP ait reçu le message, puis le livre", async () => {
    const email = team.admin.email;
    const known = await timed(() => new Client(t.app).post("/api/auth/login-link", { email }));
    expect(known.result.statusCode).toBe(202);
    // Answered, and the SMTP server has not accepted the message yet.
    expect(smtp.to(email)).toEqual([]);
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS);

    const [mail] = await smtp.delivered(email);
    expect(mail?.subject).toBe("Votre lien de connexion à Calibra");
    expect(mail?.body).toContain(`${TEST_PUBLIC_URL}/api/auth/login-link/`);
    await expect.poll(() => statusOf(email)).toEqual(["sent"]);
  });

  it("répond aussi vite pour une adresse qui a un compte que pour une adresse qui n'en a pas", async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    const people = [await createTeam(t), await createTeam(t), await createTeam(t)];
    for (let i = 0; i < 9; i++) {
      const email = people[i % 3]!.admin.email;
      knownTimes.push((await timed(() => new Client(t.app).post("/api/auth/login-link", { email }))).ms);
      await new Promise((done) => setTimeout(done, 30));
      unknownTimes.push(
        (await timed(() => new Client(t.app).post("/api/auth/login-link", { email: unique("personne") }))).ms,
      );
      await new Promise((done) => setTimeout(done, 30));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    // The address is looked up after the answer: neither the SMTP server nor the database work of
    // issuing a link (a few ms) makes the answer for an account slower.
    expect(median(knownTimes)).toBeLessThan(median(unknownTimes) + 5);
    // Never held by the SMTP server (each message takes SMTP_DELAY_MS there).
    expect(Math.max(...knownTimes)).toBeLessThan(SMTP_DELAY_MS);
    // 18 messages leave one after the other, each held SMTP_DELAY_MS by the server: the 9 links and
    // the 9 notices that no account uses the address (the same work either way). A link replaced by
    // a newer one before it left is dropped, never sent dead (decision 019): the newest always leaves.
    for (const person of people) {
      const email = person.admin.email;
      const rows = () =>
        t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, email))
          .orderBy(emailOutbox.id);
      await expect
        .poll(
          async () => (await rows()).filter((m) => m.status === "stored" || m.status === "sending").length,
          {
            timeout: 18 * SMTP_DELAY_MS + 5_000,
          },
        )
        .toBe(0);
      const done = await rows();
      expect(done).toHaveLength(3);
      expect(done.at(-1)!.status).toBe("sent");
      for (const m of done)
        expect(m.status === "sent" || m.droppedReason === "link_regenerated", m.status).toBe(true);
      await smtp.delivered(email, done.filter((m) => m.status === "sent").length);
    }
  });

  it("crée un utilisateur sans attendre l'envoi de son invitation, qui part ensuite", async () => {
    const email = unique("invite");
    const created = await timed(() =>
      team.admin.post("/api/users", {
        email,
        firstName: "Paul",
        lastName: "Durand",
        roles: ["equipment_user"],
      }),
    );
    expect(created.result.statusCode).toBe(201);
    expect(smtp.to(email)).toEqual([]);
    expect(created.ms).toBeLessThan(SMTP_DELAY_MS);
    const [mail] = await smtp.delivered(email);
    expect(mail?.body).toContain("Alice Admin vous invite");
  });

  it("importe des utilisateurs sans attendre leurs invitations, qui partent ensuite", async () => {
    const emails = [unique("claire"), unique("julien"), unique("lea")];
    const imported = await timed(() =>
      team.admin.post("/api/users/bulk-import", {
        users: emails.map((email) => ({ firstName: "Import", lastName: "Test", email })),
      }),
    );
    expect(imported.result.statusCode).toBe(201);
    expect(imported.ms).toBeLessThan(SMTP_DELAY_MS);
    for (const email of emails) expect(smtp.to(email)).toEqual([]);
    for (const email of emails) expect(await smtp.delivered(email, 1, 10_000)).toHaveLength(1);
  });
});

describe(`Fin de l'envoi des e-mails (${ENGINE})`, () => {
  it("l'arrêt du serveur attend l'envoi en cours, qui n'est ni perdu ni en double", async () => {
    const smtp = await startSmtpServer({ delayMs: SMTP_DELAY_MS });
    const database = await createTestDatabase();
    try {
      const app = await buildApp({ database, smtpUrl: smtp.url, publicUrl: TEST_PUBLIC_URL });
      await app.ready();
      const email = unique("arret");
      const client = new Client(app);
      await client.post("/api/auth/signup", {
        email,
        password: "mot-de-passe-solide",
        firstName: "Zoé",
        lastName: "Arrêt",
      });
      expect((await client.post("/api/auth/login-link", { email })).statusCode).toBe(202);
      expect(smtp.to(email)).toEqual([]);
      await app.close();
      // Closing waited for the delivery: the message was accepted once and is marked sent.
      expect(smtp.to(email)).toHaveLength(1);
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(row).toMatchObject({ status: "sent", error: null });
    } finally {
      await database.close();
      await smtp.close();
    }
  });

  it("note l'erreur sur le message quand le serveur SMTP est injoignable, sans changer la réponse", async () => {
    const database = await createTestDatabase();
    // Nothing listens on port 9 (discard) here: the connection is refused.
    const app = await buildApp({ database, smtpUrl: "smtp://127.0.0.1:9", publicUrl: TEST_PUBLIC_URL });
    try {
      await app.ready();
      const email = unique("injoignable");
      const client = new Client(app);
      await client.post("/api/auth/signup", {
        email,
        password: "mot-de-passe-solide",
        firstName: "Yves",
        lastName: "Panne",
      });
      expect((await client.post("/api/auth/login-link", { email })).statusCode).toBe(202);
      await expect
        .poll(
          async () =>
            (await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)))[0],
        )
        .toMatchObject({ status: "failed", error: expect.stringContaining("ECONNREFUSED") });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
