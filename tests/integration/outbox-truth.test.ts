import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { auditLogs, emailOutbox } from "../../src/server/db/schema";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@exemple.fr`;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Listed {
  id: number;
  to: string;
  status: string;
  purpose: string;
  createdAt: string;
  expiresAt: string;
  droppedReason: string | null;
}

/**
 * Without an SMTP server nothing is said to have left; every message has a purpose and an expiry,
 * an administrator opens it to pass its link on, and a message that no longer applies is dropped
 * with its reason instead of being sent once a server appears (decision 019).
 */
describe(`La boîte d'envoi dit vrai (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  const visitor = () => new Client(t.app, { ip: "203.0.113.41" });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const outbox = async (team: Team = alpha) => {
    const response = await team.admin.get("/api/emails/outbox");
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { transport: string; messages: Listed[] };
  };
  const messageTo = async (email: string, purpose?: string) => {
    const found = (await outbox()).messages.filter(
      (m) => m.to === email && (!purpose || m.purpose === purpose),
    );
    expect(found.length, `message à ${email}`).toBeGreaterThan(0);
    return found[0]!;
  };
  const stored = (email: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);

  async function invite(firstName: string) {
    const email = address(firstName.toLowerCase());
    const created = await alpha.admin.post("/api/users", {
      email,
      firstName,
      lastName: "Durand",
      roles: ["equipment_user"],
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, email };
  }

  async function campaignWithTechnician(name: string) {
    const created = await alpha.admin.post("/api/campaigns", {
      name,
      equipment: [{ name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json() as { id: number };
    const technician = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["equipment_user"],
      firstName: "Tom",
      lastName: "Technicien",
      email: address("tom"),
    });
    const saved = await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
      participantIds: [technician.user.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { campaign, technician: technician.user };
  }

  it("sans serveur d'envoi, rien n'est dit envoyé : l'invitation de test et les liens des techniciens attendent", async () => {
    const { campaign, technician } = await campaignWithTechnician("Campagne sans serveur");
    const test = await alpha.admin.post("/api/emails/campaign-invitation", {
      campaignId: campaign.id,
      participantId: technician.id,
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      transport: "outbox",
      message: { status: "stored", purpose: "campaign_invitation", droppedReason: null },
    });

    const notified = await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    expect(notified.statusCode, notified.body).toBe(200);
    // Nobody was notified: one message waits.
    expect(notified.json()).toEqual({ successCount: 0, failureCount: 0, pendingCount: 1 });
    const waiting = await messageTo(technician.email, "rating_link");
    expect(waiting.status).toBe("stored");
  });

  it("chaque message dit son objet et son échéance : 7 jours au plus, 15 minutes pour un lien de connexion", async () => {
    const paul = await invite("Paul");
    const invitation = await messageTo(paul.email, "invitation");
    const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(lifetime).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY_MS + 1_000);

    const [row] = await stored(alpha.admin.email);
    expect(row).toBeUndefined();
    await new Client(t.app).post("/api/auth/login-link", { email: alpha.admin.email });
    await expect.poll(async () => (await stored(alpha.admin.email)).length).toBe(1);
    const [link] = await stored(alpha.admin.email);
    expect(link!.purpose).toBe("login_link");
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1_000);
  });

  it("une invitation dont le lien est remplacé (copié depuis Profils) est abandonnée : « lien remplacé »", async () => {
    const marie = await invite("Marie");
    const copied = await alpha.admin.post(`/api/users/${marie.id}/invitation-link`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(await messageTo(marie.email, "invitation")).toMatchObject({
      status: "dropped",
      droppedReason: "link_regenerated",
    });
  });

  it("une invitation dont le compte a été activé autrement est abandonnée : « compte déjà activé »", async () => {
    const jean = await invite("Jean");
    // Jean signs in by a sign-in link: his account is active, his invitation no longer applies.
    await new Client(t.app).post("/api/auth/login-link", { email: jean.email });
    await expect.poll(async () => (await stored(jean.email)).length).toBe(2);
    const login = (await stored(jean.email)).find((m) => m.purpose === "login_link")!;
    const path = /\/api\/auth\/login-link\/[A-Za-z0-9_-]+/.exec(login.textBody)![0];
    expect((await new Client(t.app).get(path)).statusCode).toBe(302);
    expect(await messageTo(jean.email, "invitation")).toMatchObject({
      status: "dropped",
      droppedReason: "account_active",
    });
    // The sign-in link itself is used: dropped too, never sent late.
    expect((await stored(jean.email)).find((m) => m.purpose === "login_link")).toMatchObject({
      status: "dropped",
      droppedReason: "link_used",
    });
  });

  it("une invitation d'un compte désactivé est abandonnée : « compte désactivé »", async () => {
    const luc = await invite("Luc");
    const deactivated = await alpha.admin.put(`/api/users/${luc.id}`, {
      email: luc.email,
      firstName: "Luc",
      lastName: "Durand",
      roles: ["equipment_user"],
      status: "inactive",
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await messageTo(luc.email, "invitation")).toMatchObject({
      status: "dropped",
      droppedReason: "account_inactive",
    });
  });

  it("les messages d'une campagne clôturée sont abandonnés : « campagne clôturée »", async () => {
    const { campaign, technician } = await campaignWithTechnician("Campagne clôturée ensuite");
    await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    await alpha.admin.post("/api/emails/campaign-invitation", {
      campaignId: campaign.id,
      participantId: technician.id,
    });
    const closed = await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const messages = (await outbox()).messages.filter((m) => m.to === technician.email);
    expect(messages.map((m) => [m.purpose, m.status, m.droppedReason]).sort()).toEqual([
      ["campaign_invitation", "dropped", "campaign_closed"],
      ["rating_link", "dropped", "campaign_closed"],
    ]);
  });

  it("le lien d'un évaluateur public dont le lien de notation est régénéré est abandonné : « lien remplacé »", async () => {
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne au lien régénéré",
      equipment: [{ name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24 }],
    });
    const campaign = created.json() as { id: number };
    const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json() as { id: number }[];
    const links = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
    const token = links.rating.token as string;
    const [criterion] = (
      await visitor().get(`/api/public/campaigns/${token}/rating-criteria/technicien`)
    ).json() as { id: number; scales: { id: number }[] }[];
    const email = address("evaluatrice");
    const rated = await visitor().post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Évaluatrice externe",
      operatorEmail: email,
      ratings: [{ equipmentId: item!.id, criteriaId: criterion!.id, verbatimId: criterion!.scales[2]!.id }],
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await messageTo(email, "rater_link")).status).toBe("stored");

    const regenerated = await alpha.admin.post(`/api/campaigns/${campaign.id}/share-links/rating/regenerate`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(await messageTo(email, "rater_link")).toMatchObject({
      status: "dropped",
      droppedReason: "link_regenerated",
    });
  });

  it("un message de plus de 7 jours est abandonné : « expiré »", async () => {
    const eva = await invite("Eva");
    const [message] = await stored(eva.email);
    await t.database.db
      .update(emailOutbox)
      .set({
        createdAt: sql`now() - interval '8 days'`,
        expiresAt: sql`now() - interval '1 day'`,
      })
      .where(eq(emailOutbox.id, message!.id));
    expect(await messageTo(eva.email, "invitation")).toMatchObject({
      status: "dropped",
      droppedReason: "expired",
    });
  });

  it("un administrateur ouvre un message et copie son lien ; jamais celui d'un lien de connexion", async () => {
    const { campaign, technician } = await campaignWithTechnician("Campagne aux liens à transmettre");
    await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    const listed = await messageTo(technician.email, "rating_link");
    const opened = await alpha.admin.get(`/api/emails/outbox/${listed.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const message = opened.json();
    expect(message).toMatchObject({
      id: listed.id,
      to: technician.email,
      purpose: "rating_link",
      status: "stored",
    });
    expect(message.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/campaign/[A-Za-z0-9_-]{43}\\?p=technicien`));
    expect(message.text).toContain(message.link);
    // The link works: it opens the campaign for Tom.
    const publicToken = new URL(message.link).pathname.split("/").pop()!;
    expect((await visitor().get(`/api/public/campaigns/${publicToken}`)).json()).toMatchObject({
      linkKind: "personal",
      operator: { name: "Tom Technicien" },
    });
    // Audited: who opened which message.
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "email.opened"), eq(auditLogs.recordId, String(listed.id))));
    expect(audit).toBeDefined();

    // A campaign initiator lists the outbox but does not open a message: 403; another company: 404.
    expect((await alpha.as.campaign_initiator.get(`/api/emails/outbox/${listed.id}`)).statusCode).toBe(403);
    const foreign = await beta.admin.get(`/api/emails/outbox/${listed.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(technician.email);
    const bad = await alpha.admin.get("/api/emails/outbox/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[éèà]|identifiant/i);

    // A sign-in link opens an account: its text and link are never shown.
    const member = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["equipment_user"],
      firstName: "Léa",
      lastName: "Lien",
      email: address("lea"),
    });
    await new Client(t.app).post("/api/auth/login-link", { email: member.user.email });
    await expect.poll(async () => (await stored(member.user.email)).length).toBe(1);
    const [signIn] = await stored(member.user.email);
    const secret = (await alpha.admin.get(`/api/emails/outbox/${signIn!.id}`)).json();
    expect(secret.link).toBeNull();
    expect(secret.text).not.toContain("/api/auth/login-link/");
  });

  it("redémarré avec un serveur SMTP, seuls les messages qui s'appliquent encore partent", async () => {
    const { campaign, technician } = await campaignWithTechnician("Campagne envoyée plus tard");
    await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    const closedCampaign = await campaignWithTechnician("Campagne clôturée avant le serveur");
    await alpha.admin.post(`/api/campaigns/${closedCampaign.campaign.id}/notify-technicians`);
    await alpha.admin.patch(`/api/campaigns/${closedCampaign.campaign.id}/close`);
    const activated = await invite("Rose");
    await alpha.admin.post(`/api/users/${activated.id}/invitation-link`);

    const smtp = await startSmtpServer();
    const withServer = await buildApp({
      database: t.database,
      smtpUrl: smtp.url,
      publicUrl: TEST_PUBLIC_URL,
      reminders: false,
      plannerStatistics: false,
    });
    try {
      await withServer.ready();
      // The start delivers what waits: the live link leaves, the others never do.
      const [mail] = await smtp.delivered(technician.email);
      expect(mail!.subject).toContain("Campagne envoyée plus tard");
      await expect.poll(async () => (await stored(technician.email)).map((m) => m.status)).toEqual(["sent"]);
      expect((await stored(closedCampaign.technician.email)).map((m) => [m.status, m.droppedReason])).toEqual(
        [["dropped", "campaign_closed"]],
      );
      expect((await stored(activated.email)).map((m) => [m.status, m.droppedReason])).toEqual([
        ["dropped", "link_regenerated"],
      ]);
      expect(smtp.to(closedCampaign.technician.email)).toEqual([]);
      expect(smtp.to(activated.email)).toEqual([]);
    } finally {
      await withServer.close();
      await smtp.close();
    }
  });
});
