import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, emailOutbox } from "../../src/server/db/schema";
import { LINK_REFUSAL_MESSAGES } from "../../src/shared/api/auth";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

let n = 0;
const address = (name: string) => `${name}.${Date.now()}.${++n}@exemple.fr`;
const PASSWORD = "le-mot-de-passe-de-paul";
/** What a refused invitation answers: the earlier wording, then the reason. */
const refused = (reason: keyof typeof LINK_REFUSAL_MESSAGES) => ({
  code: "LINK_INVALID",
  message: refusedBecause(reason),
});
const refusedBecause = (reason: keyof typeof LINK_REFUSAL_MESSAGES) =>
  `Ce lien d'invitation n'est pas valide ou a expiré. ${LINK_REFUSAL_MESSAGES[reason]}`;
const OTHER = "un-autre-mot-de-passe-pris";

/** The invitation token of a link (e-mailed or copied from Profils). */
const tokenOf = (text: string) => /invitation=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

/**
 * Invitation and sign-in links are used once and die when a newer one is issued, when the account
 * is activated, and when it is deactivated (decision 018). Without these rules, an old invitation
 * link delivered late set a new password on an active account and opened it.
 */
describe(`Liens d'invitation et de connexion à usage unique (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
  });
  afterAll(() => t?.close());

  /** Paul, invited by e-mail (the message stays in the outbox: no SMTP here), and his e-mailed link. */
  async function invitePaul() {
    const email = address("paul");
    const created = await alpha.admin.post("/api/users", {
      email,
      firstName: "Paul",
      lastName: "Durand",
      roles: ["equipment_user"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    return { id: created.json().id as string, email, emailed: tokenOf(mail!.textBody) };
  }
  const accept = (token: string, password: string) =>
    new Client(t.app).post("/api/auth/accept-invitation", { token, password });
  const state = async (token: string) =>
    (await new Client(t.app).get(`/api/auth/invitation/${token}`)).json();
  const signIn = (email: string, password: string) =>
    new Client(t.app).post("/api/auth/login", { email, password });

  it("le premier lien d'invitation, arrivé après l'activation par un lien copié, ne reprend pas le compte", async () => {
    const paul = await invitePaul();
    expect(await state(paul.emailed)).toEqual({ email: paul.email });
    // The administrator copies a link from Profils and hands it over: the e-mailed one dies.
    const copied = tokenOf((await alpha.admin.post(`/api/users/${paul.id}/invitation-link`)).json().url);
    expect((await accept(copied, PASSWORD)).statusCode).toBe(200);

    // The first link, delivered later, opens nothing and changes nothing.
    expect(await state(paul.emailed)).toEqual(refused("superseded"));
    const takeover = await accept(paul.emailed, OTHER);
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json()).toEqual({
      code: "LINK_INVALID",
      field: "token",
      message: refusedBecause("superseded"),
    });
    expect(takeover.cookies.find((c) => c.name.startsWith("calibra"))).toBeUndefined();
    expect((await signIn(paul.email, OTHER)).statusCode).toBe(401);
    expect((await signIn(paul.email, PASSWORD)).statusCode).toBe(200);
    // The link used is used.
    expect((await accept(copied, OTHER)).json().message).toBe(refusedBecause("used"));
    expect(await state(copied)).toEqual(refused("used"));
  });

  it("un lien d'invitation encore ouvert meurt dès que le compte est activé autrement", async () => {
    const paul = await invitePaul();
    // Paul signs in by a sign-in link (no password yet): the account is active.
    await new Client(t.app).post("/api/auth/login-link", { email: paul.email });
    const link = await waitForLoginLink(paul.email);
    const opened = await new Client(t.app).get(link);
    expect(opened.headers.location).toBe("/");
    expect(await state(paul.emailed)).toEqual(refused("activated"));
    const late = await accept(paul.emailed, OTHER);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(refusedBecause("activated"));
  });

  it("un compte désactivé perd ses liens ; le refus est inscrit au journal de l'entreprise", async () => {
    const paul = await invitePaul();
    const deactivated = await alpha.admin.put(`/api/users/${paul.id}`, {
      email: paul.email,
      firstName: "Paul",
      lastName: "Durand",
      roles: ["equipment_user"],
      status: "inactive",
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await accept(paul.emailed, OTHER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(refusedBecause("deactivated"));
    const trail = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, alpha.companyId), eq(auditLogs.action, "auth.link_refused")));
    expect(trail.filter((row) => row.recordId === paul.id)).toEqual([
      expect.objectContaining({
        outcome: "failed",
        newValues: { link: "invitation", refusal: "deactivated" },
        description: `Lien d'invitation de ${paul.email} refusé : ${LINK_REFUSAL_MESSAGES.deactivated}`,
      }),
    ]);
  });

  it("un lien de connexion plus récent rend le précédent inutilisable, et la page dit pourquoi", async () => {
    const paul = await invitePaul();
    expect((await accept(paul.emailed, PASSWORD)).statusCode).toBe(200);
    await new Client(t.app).post("/api/auth/login-link", { email: paul.email });
    const first = await waitForLoginLink(paul.email);
    await new Client(t.app).post("/api/auth/login-link", { email: paul.email });
    const second = await waitForLoginLink(paul.email, first);
    const old = await new Client(t.app).get(first);
    expect(old.headers.location).toBe("/api/login?erreur=lien-invalide&raison=superseded");
    const browser = new Client(t.app);
    expect((await browser.get(second)).headers.location).toBe("/");
    expect((await browser.get("/api/auth/user")).json()).toMatchObject({ email: paul.email });
    expect((await new Client(t.app).get(second)).headers.location).toBe(
      "/api/login?erreur=lien-invalide&raison=used",
    );
    expect((await new Client(t.app).get(`/api/auth/login-link/${"x".repeat(43)}`)).headers.location).toBe(
      "/api/login?erreur=lien-invalide&raison=unknown",
    );
  });

  /** The path of the newest sign-in link e-mailed to the address (other than `after`), once it is queued. */
  async function waitForLoginLink(email: string, after?: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      const links = mails
        .map((m) => /\/api\/auth\/login-link\/[A-Za-z0-9_-]+/.exec(m.textBody)?.[0])
        .filter((link): link is string => link !== undefined && link !== after);
      if (links.length > 0) return links.at(-1)!;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`no sign-in link for ${email} at ${TEST_PUBLIC_URL}`);
  }
});
