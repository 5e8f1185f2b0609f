import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../../src/server/db/schema";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

let n = 0;
const email = (name: string) => `${name}.${Date.now()}.${++n}@exemple.fr`;

/**
 * Without SMTP (a default install) invitations stay in the outbox: an administrator copies a pending
 * user's link from Profils and passes it on, and the sign-in page knows e-mail is not delivered.
 */
describe(`Invitations sans serveur d'e-mails (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(async () => t?.close());

  async function invite(team: Team) {
    const address = email("paul.durand");
    const created = await team.admin.post("/api/users", {
      email: address,
      firstName: "Paul",
      lastName: "Durand",
      roles: ["equipment_user"],
    });
    expect(created.statusCode).toBe(201);
    return { id: created.json().id as string, email: address };
  }

  it("GET /api/auth/options dit, sans connexion, que les e-mails ne partent pas", async () => {
    const answer = await new Client(t.app).get("/api/auth/options");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ emailDelivery: false, singleSignOn: false });
  });

  it("l'administrateur obtient un lien d'invitation qui active le compte de l'invité", async () => {
    const invited = await invite(alpha);
    const answer = await alpha.admin.post(`/api/users/${invited.id}/invitation-link`);
    expect(answer.statusCode).toBe(201);
    const { url, expiresAt } = answer.json();
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/login\\?invitation=[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = new URL(url).searchParams.get("invitation");
    const guest = new Client(t.app);
    const accepted = await guest.post("/api/auth/accept-invitation", {
      token,
      password: "un-mot-de-passe-solide",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: invited.id, email: invited.email });
    expect((await guest.get("/api/auth/user")).statusCode).toBe(200);

    const audited = await t.database.db.select().from(auditLogs);
    expect(
      audited.filter((a) => a.action === "user.invitation_link_created" && a.recordId === invited.id),
    ).toHaveLength(1);

    // Once the account is active there is no invitation to pass on any more.
    const again = await alpha.admin.post(`/api/users/${invited.id}/invitation-link`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("INVITATION_NOT_PENDING");
  });

  it("refuse (409) pour un utilisateur qui a déjà son mot de passe", async () => {
    const answer = await alpha.admin.post(`/api/users/${alpha.admin.id}/invitation-link`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: "INVITATION_NOT_PENDING",
      message:
        "Cet utilisateur a déjà activé son compte ou est inactif : il n'a pas d'invitation en attente.",
    });
  });

  it("ne donne jamais le lien d'un utilisateur d'une autre entreprise (404)", async () => {
    const invited = await invite(beta);
    const answer = await alpha.admin.post(`/api/users/${invited.id}/invitation-link`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("invitation=");
  });

  it.each(["campaign_initiator", "equipment_manager", "equipment_user", "user"] as const)(
    "est refusé (403) au rôle %s",
    async (role) => {
      const invited = await invite(alpha);
      const answer = await alpha.as[role].post(`/api/users/${invited.id}/invitation-link`);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain("invitation=");
    },
  );

  it("refuse un identifiant mal formé en français (400)", async () => {
    const answer = await alpha.admin.post("/api/users/pas-un-id/invitation-link");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe("id");
  });
});

describe(`Options de connexion avec un serveur d'e-mails (${ENGINE})`, () => {
  it("dit que les e-mails partent quand SMTP_URL est configuré", async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ smtpUrl: smtp.url });
    try {
      expect((await new Client(t.app).get("/api/auth/options")).json()).toEqual({
        emailDelivery: true,
        singleSignOn: false,
      });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
