import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignAbility } from "../../src/shared/api/campaigns";
import { READ_ONLY_REASONS } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { createTeam, type Team } from "../support/teams";

/** The answers that mean "this user may not do this to this campaign now". */
const REFUSALS = new Set([
  "FORBIDDEN",
  "NOT_A_PARTICIPANT",
  "CAMPAIGN_CLOSED",
  "CAMPAIGN_ALREADY_CLOSED",
  "CAMPAIGN_NOT_ACTIVE",
  // Issue 22 (decision 021): records are archived, not deleted; archived campaigns are read-only.
  "CAMPAIGN_HAS_RECORDS",
  "CAMPAIGN_ARCHIVED",
  // Unarchiving a campaign that is not archived.
  "CONFLICT",
]);
const refused = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 && REFUSALS.has(response.json().code);

type Who = "admin" | "campaign_initiator" | "equipment_manager" | "participant" | "outsider" | "user";
const WHO: Who[] = ["admin", "campaign_initiator", "equipment_manager", "participant", "outsider", "user"];

/**
 * DESIGN.md §7: each campaign answer carries what the user may do to it now, computed by the server
 * from their roles, their participation and the campaign's status; and the server refuses exactly
 * what the abilities say the user may not do.
 */
describe(`Ce que chacun peut faire d'une campagne : abilities (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let clients: Record<Who, Client>;
  let technicien: Client & { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    const ines = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["technicien"],
      firstName: "Inès",
      lastName: "Roux",
    });
    technicien = Object.assign(new Client(t.app, { cookie: ines.token }), { id: ines.user.id });
    clients = {
      admin: alpha.admin,
      campaign_initiator: alpha.as.campaign_initiator,
      equipment_manager: alpha.as.equipment_manager,
      participant: alpha.as.equipment_user,
      outsider: technicien,
      user: alpha.as.user,
    };
  });
  afterAll(() => t?.close());

  /** A campaign with one equipment, the equipment user as participant, in the given status (archived: active, then archived). */
  async function campaignIn(status: "active" | "paused" | "closed" | "archived") {
    const response = await alpha.admin.post("/api/campaigns", {
      name: `Campagne ${status}`,
      status: status === "paused" ? "paused" : "active",
      participantIds: [alpha.as.equipment_user.id],
      equipment: [
        {
          name: "Manomètre",
          serialNumber: `MAN-${Math.random().toString(36).slice(2, 10)}`,
          currentPeriod: 12,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    if (status === "closed") await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
    if (status === "archived")
      expect((await alpha.admin.patch(`/api/campaigns/${campaign.id}/archive`)).statusCode).toBe(200);
    const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
    return { id: campaign.id as number, status, equipmentId: item.id as number };
  }

  it("dans la liste et seule, la même réponse, selon le rôle, la participation et l'état", async () => {
    const campaigns = await Promise.all(
      (["active", "paused", "closed", "archived"] as const).map(campaignIn),
    );
    for (const who of WHO) {
      // Archived campaigns are listed only when asked for (issue 22).
      const list = (await clients[who].get("/api/campaigns?archived=all")).json();
      const listedByDefault = (await clients[who].get("/api/campaigns"))
        .json()
        .map((c: { id: number }) => c.id);
      expect(listedByDefault).toEqual(expect.arrayContaining(campaigns.slice(0, 3).map((c) => c.id)));
      expect(listedByDefault).not.toContain(campaigns[3]!.id);
      for (const campaign of campaigns) {
        const listed = list.find((c: { id: number }) => c.id === campaign.id);
        const alone = (await clients[who].get(`/api/campaigns/${campaign.id}`)).json();
        expect(alone.abilities, `${who} ${campaign.status}`).toEqual(listed.abilities);
        expect(alone.readOnlyReason).toBe(listed.readOnlyReason);
      }
    }
    const [active, paused, closed, archived] = campaigns;
    const abilities = async (who: Who, id: number) =>
      (await clients[who].get(`/api/campaigns/${id}`)).json().abilities;
    expect(await abilities("admin", active!.id)).toEqual({
      update: true,
      close: true,
      delete: true,
      manageEquipment: true,
      manageParticipants: true,
      rate: true,
      calculate: true,
      forcePeriods: true,
      apply: true,
      share: true,
      reviewEntries: true,
      notify: true,
      generateReport: true,
      archive: true,
      unarchive: false,
      reopen: false,
    });
    expect(await abilities("participant", active!.id)).toMatchObject({
      rate: true,
      update: false,
      calculate: false,
    });
    expect(await abilities("outsider", active!.id)).toMatchObject({ rate: false });
    expect(await abilities("admin", paused!.id)).toMatchObject({
      rate: false,
      close: false,
      notify: false,
      update: true,
    });
    expect(await abilities("admin", closed!.id)).toMatchObject({
      update: false,
      rate: false,
      // No rating, calculation or report: it may still be deleted.
      delete: true,
      generateReport: true,
      archive: true,
      unarchive: false,
      reopen: true,
    });
    expect(await abilities("equipment_manager", closed!.id)).toMatchObject({ archive: false, reopen: false });
    expect(await abilities("admin", archived!.id)).toEqual({
      update: false,
      close: false,
      delete: true,
      manageEquipment: false,
      manageParticipants: false,
      rate: false,
      calculate: false,
      forcePeriods: false,
      apply: false,
      share: false,
      reviewEntries: false,
      notify: false,
      generateReport: true,
      archive: false,
      unarchive: true,
      reopen: false,
    });

    const reason = async (who: Who, id: number) =>
      (await clients[who].get(`/api/campaigns/${id}`)).json().readOnlyReason;
    expect(await reason("admin", active!.id)).toBeNull();
    expect(await reason("participant", active!.id)).toBeNull();
    expect(await reason("outsider", active!.id)).toBe(READ_ONLY_REASONS.notParticipant);
    expect(await reason("user", active!.id)).toBe(READ_ONLY_REASONS.role);
    expect(await reason("participant", paused!.id)).toBe(READ_ONLY_REASONS.notActive);
    expect(await reason("participant", closed!.id)).toBe(READ_ONLY_REASONS.closed);
    expect(await reason("participant", archived!.id)).toBe(READ_ONLY_REASONS.archived);

    // Once rated, the campaign holds records: deleting it is no longer offered, archiving is.
    const criteria = (await alpha.admin.get("/api/rating-criteria/for-user")).json();
    const rated = await alpha.admin.post("/api/equipment-ratings", {
      campaignId: active!.id,
      equipmentId: active!.equipmentId,
      criteriaId: criteria[0].id,
      grade: 3,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await abilities("admin", active!.id)).toMatchObject({ delete: false, archive: true });
  });

  /** Each ability the server can be asked about today, and the call that exercises it. */
  const ACTIONS: [
    CampaignAbility,
    (who: Client, c: Awaited<ReturnType<typeof campaignIn>>) => Promise<LightMyRequestResponse>,
  ][] = [
    [
      "rate",
      async (who, c) => {
        const criteria = (await who.get("/api/rating-criteria/for-user")).json();
        return who.post("/api/equipment-ratings", {
          campaignId: c.id,
          equipmentId: c.equipmentId,
          criteriaId: criteria[0]?.id ?? 1,
          grade: 3,
        });
      },
    ],
    [
      "manageEquipment",
      (who, c) =>
        who.post("/api/equipment", {
          campaignId: c.id,
          name: "Sonde",
          serialNumber: `SON-${Math.random()}`,
          currentPeriod: 6,
        }),
    ],
    [
      "manageParticipants",
      (who, c) =>
        who.put(`/api/campaigns/${c.id}/participants`, { participantIds: [alpha.as.equipment_user.id] }),
    ],
    [
      "manageEquipment",
      (who, c) =>
        who.put(`/api/equipment/${c.equipmentId}`, {
          name: "Manomètre",
          serialNumber: `MAN-${Math.random()}`,
          currentPeriod: 24,
        }),
    ],
    [
      "manageParticipants",
      (who, c) =>
        who.post("/api/campaign-participants", { campaignId: c.id, userId: alpha.as.equipment_manager.id }),
    ],
    ["calculate", (who, c) => who.post(`/api/campaigns/${c.id}/calculate-periods`, { adjustmentFactor: 1 })],
    ["forcePeriods", (who, c) => who.patch(`/api/campaigns/${c.id}/update-forced-periods`, { updates: [] })],
    ["apply", (who, c) => who.post(`/api/campaigns/${c.id}/apply-periods`)],
    [
      "update",
      (who, c) =>
        who.put(`/api/campaigns/${c.id}`, {
          name: "Renommée",
          status: c.status === "paused" ? "paused" : "active",
        }),
    ],
    ["manageEquipment", (who, c) => who.delete(`/api/equipment/${c.equipmentId}`)],
    ["close", (who, c) => who.patch(`/api/campaigns/${c.id}/close`)],
    // Reopening is saving a closed campaign with its fields, active again, with a reason.
    [
      "reopen",
      (who, c) =>
        who.put(`/api/campaigns/${c.id}`, {
          name: "Rouverte",
          status: "active",
          reason: "Clôturée par erreur",
        }),
    ],
    ["archive", (who, c) => who.patch(`/api/campaigns/${c.id}/archive`)],
    ["unarchive", (who, c) => who.patch(`/api/campaigns/${c.id}/unarchive`)],
    ["delete", (who, c) => who.delete(`/api/campaigns/${c.id}`)],
  ];

  it.each(["active", "paused", "closed", "archived"] as const)(
    "sur une campagne %s, le serveur refuse exactement ce que les abilities interdisent",
    async (status) => {
      for (const who of WHO) {
        // A campaign of its own per user, so that one's changes (closing, deleting) do not decide another's.
        const campaign = await campaignIn(status);
        const answers: Partial<Record<CampaignAbility, LightMyRequestResponse>> = {};
        for (const [ability, act] of ACTIONS) {
          // The abilities as they are now: each action changes what the next may do (a rating makes the
          // campaign a record, closing makes it read-only, archiving too).
          const now = (await clients[who].get(`/api/campaigns/${campaign.id}`)).json();
          // Saving a closed campaign reopens it (the `reopen` ability); saving one that is not closed is
          // the `update` ability.
          if (ability === "update" && now.status === "closed") continue;
          if (ability === "reopen" && now.status !== "closed") continue;
          const response = await act(clients[who], campaign);
          answers[ability] = response;
          const what = `${who}, ${status}, ${ability}: ${response.statusCode} ${response.body}`;
          if (now.abilities[ability])
            // Allowed: done, or refused only for what the data says (applying before any calculation).
            expect(response.statusCode < 300 || response.json().code === "NO_RESULTS", what).toBe(true);
          else expect(refused(response), what).toBe(true);
        }
        const deleted = answers.delete!;
        const manages = who === "admin" || who === "campaign_initiator";
        if (!manages) expect(deleted.json().code, `${who}, ${status}`).toBe("FORBIDDEN");
        else if (status === "active") {
          // Rated, calculated and applied: kept, to be archived (issue 22).
          expect(deleted.statusCode, deleted.body).toBe(409);
          expect(deleted.json().code).toBe("CAMPAIGN_HAS_RECORDS");
          expect((await clients[who].get(`/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
        } else if (status === "closed") {
          // Never rated: closed, reopened, archived, unarchived, and still deleted.
          expect(answers.reopen?.statusCode, answers.reopen?.body).toBe(200);
          expect(answers.reopen?.json()).toMatchObject({
            status: "active",
            reopenReason: "Clôturée par erreur",
          });
          expect(deleted.statusCode, deleted.body).toBe(204);
        }
        if (manages) {
          expect(answers.archive?.statusCode, answers.archive?.body).toBe(status === "archived" ? 409 : 200);
          expect(answers.unarchive?.statusCode, answers.unarchive?.body).toBe(200);
        }
      }
    },
  );

  it("enregistre un changement de participants dans le journal", async () => {
    const campaign = await campaignIn("active");
    await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, { participantIds: [] });
    const added = await alpha.admin.post("/api/campaign-participants", {
      campaignId: campaign.id,
      userId: alpha.as.equipment_manager.id,
    });
    expect(added.statusCode).toBe(201);
    const { auditLogs } = await import("../../src/server/db/schema");
    const { and, eq } = await import("drizzle-orm");
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, alpha.companyId), eq(auditLogs.campaignId, campaign.id)));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["campaign.participants.replaced", "campaign.participant.added"]),
    );
  });
});

describe(`Un technicien dont le seul rôle est « technicien » (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
  });
  afterAll(() => t?.close());

  it("est ajouté comme participant, puis note les critères de son profil", async () => {
    const ines = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["technicien"],
      firstName: "Inès",
      lastName: "Roux",
    });
    const client = new Client(t.app, { cookie: ines.token });
    const campaign = (
      await alpha.admin.post("/api/campaigns", {
        name: "Atelier",
        equipment: [{ name: "Pied à coulisse", serialNumber: "PAC-001", currentPeriod: 12 }],
      })
    ).json();
    const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
    const criteria = (await client.get("/api/rating-criteria/for-user")).json();
    expect(criteria.length).toBeGreaterThan(0);
    expect(
      criteria.every((c: { profile: string }) => ["utilisateur_equipement", "general"].includes(c.profile)),
    ).toBe(true);
    const cell = { campaignId: campaign.id, equipmentId: item.id, criteriaId: criteria[0].id, grade: 2 };

    const before = await client.post("/api/equipment-ratings", cell);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe("NOT_A_PARTICIPANT");

    // Eligible in the user list the participants dialog reads, and accepted by the server.
    const users = (await alpha.admin.get("/api/users")).json();
    expect(users.find((u: { id: string }) => u.id === ines.user.id)?.roles).toEqual(["technicien"]);
    const put = await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
      participantIds: [ines.user.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().map((p: { userId: string }) => p.userId)).toEqual([ines.user.id]);
    expect((await client.get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({
      abilities: { rate: true },
      readOnlyReason: null,
    });

    const rated = await client.post("/api/equipment-ratings", cell);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ userId: ines.user.id, raterName: "Inès Roux", grade: 2 });

    // And through the one-by-one call of the campaign form.
    const other = (await alpha.admin.post("/api/campaigns", { name: "Autre" })).json();
    const added = await alpha.admin.post("/api/campaign-participants", {
      campaignId: other.id,
      userId: ines.user.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    // At creation too.
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Encore",
      participantIds: [ines.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("refuse un utilisateur sans rôle du personnel, en nommant le champ", async () => {
    const campaign = (await alpha.admin.post("/api/campaigns", { name: "Refus" })).json();
    const response = await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
      participantIds: [alpha.as.user.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "PARTICIPANT_NOT_ELIGIBLE", field: "participantIds" });
  });

  it("voit ce que ses rôles lui permettent dans la réponse de GET /api/auth/user", async () => {
    const ines = await signedInUser(t.database.db, { companyId: alpha.companyId, roles: ["technicien"] });
    const abilities = (await new Client(t.app, { cookie: ines.token }).get("/api/auth/user")).json()
      .abilities;
    expect(abilities).toMatchObject({
      rate: true,
      readCampaigns: true,
      manageCampaigns: false,
      manageUsers: false,
    });
    const admin = (await alpha.admin.get("/api/auth/user")).json().abilities;
    expect(Object.values(admin).every(Boolean)).toBe(true);
    const newcomer = await signedInUser(t.database.db, { roles: ["admin"] });
    const none = (await new Client(t.app, { cookie: newcomer.token }).get("/api/auth/user")).json().abilities;
    expect(Object.values(none).some(Boolean)).toBe(false);
  });
});
