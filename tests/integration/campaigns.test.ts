import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { insertRun, reviewNamingMeasurement } from "../support/fixtures";
import { createTeam, ROLES_UNDER_TEST, type Team } from "../support/teams";

const equipmentOf = (n: number, prefix = "MAN") =>
  Array.from({ length: n }, (_, i) => ({
    name: `Manomètre ${i + 1}`,
    serialNumber: `${prefix}-${String(i + 1).padStart(4, "0")}`,
    currentPeriod: 12,
  }));

describe(`Campagnes (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const create = async (team: Team, body: Record<string, unknown> = {}) => {
    const response = await team.admin.post("/api/campaigns", { name: "Revue annuelle", ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  describe("POST /api/campaigns", () => {
    it("crée une campagne active, sans équipement, à 0 %", async () => {
      const campaign = await create(alpha, { description: "Atelier 2", deadline: "2026-12-31T17:30" });
      expect(campaign).toMatchObject({
        name: "Revue annuelle",
        description: "Atelier 2",
        status: "active",
        progress: 0,
        equipmentCount: 0,
        closedAt: null,
        createdBy: alpha.admin.id,
      });
      expect(campaign.id).toEqual(expect.any(Number));
      expect(campaign.deadline).toBe(new Date("2026-12-31T17:30").toISOString());
      expect(campaign.shareToken).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [{ name: "" }, "name", "Le nom est requis"],
      [{ name: "X", deadline: "demain" }, "deadline", "La date limite n'est pas une date valide"],
      [{ name: "X", status: "finie" }, "status", "Statut de campagne inconnu"],
      [{ name: "X", status: "closed" }, "status", "Statut de campagne inconnu"],
    ])("refuse %j en français", async (body, field, message) => {
      const response = await alpha.admin.post("/api/campaigns", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", field });
    });

    it("refuse en français une échéance que la base ne garderait pas, sans rien créer", async () => {
      const before = (await alpha.admin.get("/api/campaigns")).json().length;
      const response = await alpha.admin.post("/api/campaigns", {
        name: "Lointaine",
        deadline: "+275760-09-13T00:00:00Z",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "La date limite n'est pas une date valide",
        code: "VALIDATION_FAILED",
        field: "deadline",
      });
      expect((await alpha.admin.get("/api/campaigns")).json()).toHaveLength(before);
    });

    it("enregistre participants et équipements dans la même requête", async () => {
      const campaign = await create(alpha, {
        participantIds: [alpha.as.equipment_user.id, alpha.as.equipment_manager.id],
        equipment: equipmentOf(3),
      });
      expect(campaign.equipmentCount).toBe(3);
      const participants = (await alpha.admin.get(`/api/campaigns/${campaign.id}/participants`)).json();
      expect(participants.map((p: { userId: string }) => p.userId).sort()).toEqual(
        [alpha.as.equipment_user.id, alpha.as.equipment_manager.id].sort(),
      );
      expect(participants[0].user).toHaveProperty("email");
      const items = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
      expect(items.map((e: { serialNumber: string }) => e.serialNumber)).toEqual([
        "MAN-0001",
        "MAN-0002",
        "MAN-0003",
      ]);
    });

    it("garde le type (famille) de chaque équipement, facultatif, et le modifie en ligne", async () => {
      const campaign = await create(alpha, {
        equipment: [
          { name: "Manomètre 0–10 bar", serialNumber: "TYP-0001", currentPeriod: 12, type: " Pression " },
          { name: "Sonde Pt100", serialNumber: "TYP-0002", currentPeriod: 24 },
          { name: "Balance 6 kg", serialNumber: "TYP-0003", currentPeriod: 6, type: "" },
        ],
      });
      const items = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
      expect(items.map((e: { type: string | null }) => e.type)).toEqual(["Pression", null, null]);
      const [instrument] = await t.database.db
        .select()
        .from(schema.instruments)
        .where(
          and(
            eq(schema.instruments.companyId, alpha.companyId),
            eq(schema.instruments.reference, "TYP-0001"),
          ),
        );
      expect(instrument?.type).toBe("Pression");

      const edited = await alpha.admin.put(`/api/equipment/${items[1].id}`, {
        name: "Sonde Pt100",
        serialNumber: "TYP-0002",
        currentPeriod: 24,
        type: "Température",
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().type).toBe("Température");

      const tooLong = await alpha.admin.put(`/api/equipment/${items[1].id}`, {
        name: "Sonde Pt100",
        serialNumber: "TYP-0002",
        currentPeriod: 24,
        type: "T".repeat(101),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        field: "type",
        message: "Le type ne peut pas dépasser 100 caractères",
      });
    });

    it("n'enregistre rien si une partie échoue (tout ou rien)", async () => {
      const before = (await alpha.admin.get("/api/campaigns")).json().length;
      const duplicate = await alpha.admin.post("/api/campaigns", {
        name: "Doublon",
        equipment: [...equipmentOf(2), equipmentOf(1)[0]],
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe("La référence MAN-0001 figure déjà dans cette campagne.");
      const ineligible = await alpha.admin.post("/api/campaigns", {
        name: "Participant interdit",
        participantIds: [alpha.as.user.id],
      });
      expect(ineligible.statusCode).toBe(400);
      expect((await alpha.admin.get("/api/campaigns")).json()).toHaveLength(before);
    });

    it("relie chaque équipement à l'instrument de même référence, d'une campagne à l'autre", async () => {
      const first = await create(alpha, { equipment: equipmentOf(2, "THE") });
      const second = await create(alpha, { equipment: equipmentOf(1, "THE") });
      const a = (await alpha.admin.get(`/api/equipment/${first.id}`)).json();
      const b = (await alpha.admin.get(`/api/equipment/${second.id}`)).json();
      expect(b[0].instrumentId).toBe(a[0].instrumentId);
      const instruments = await t.database.db
        .select()
        .from(schema.instruments)
        .where(
          and(
            eq(schema.instruments.companyId, alpha.companyId),
            eq(schema.instruments.reference, "THE-0001"),
          ),
        );
      expect(instruments).toHaveLength(1);
      // Another company's instrument of the same reference is its own.
      const other = await create(beta, { equipment: equipmentOf(1, "THE") });
      expect((await beta.admin.get(`/api/equipment/${other.id}`)).json()[0].instrumentId).not.toBe(
        a[0].instrumentId,
      );
    });
  });

  describe("GET /api/campaigns", () => {
    it("liste les campagnes de l'entreprise, les plus récentes d'abord, jamais celles d'une autre", async () => {
      const mine = await create(alpha, { name: "La plus récente" });
      const list = (await alpha.as.user.get("/api/campaigns")).json();
      expect(list[0].id).toBe(mine.id);
      const betaIds = (await beta.admin.get("/api/campaigns")).json().map((c: { id: number }) => c.id);
      expect(betaIds).not.toContain(mine.id);
    });

    it("ne montre le jeton de partage qu'à ceux qui gèrent les campagnes", async () => {
      const [forUser] = (await alpha.as.equipment_user.get("/api/campaigns")).json();
      const [forInitiator] = (await alpha.as.campaign_initiator.get("/api/campaigns")).json();
      expect(forUser.shareToken).toBeNull();
      expect(forInitiator.shareToken).toMatch(/^[0-9a-f]{64}$/);
    });

    it("calcule l'avancement : part des équipements notés au moins une fois, arrondie", async () => {
      const campaign = await create(alpha, { equipment: equipmentOf(3, "AVC") });
      const items = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
      const [criterion] = await t.database.db
        .select()
        .from(schema.ratingCriteria)
        .where(eq(schema.ratingCriteria.companyId, alpha.companyId))
        .limit(1);
      const rate = (equipmentId: number, raterKey: string) =>
        t.database.db.insert(schema.equipmentRatings).values({
          companyId: alpha.companyId,
          campaignId: campaign.id,
          equipmentId,
          criteriaId: criterion!.id,
          raterKey,
          grade: 3,
          score: "0",
          verbatim: "Normal",
        });
      const progress = async () =>
        (await alpha.admin.get("/api/campaigns")).json().find((c: { id: number }) => c.id === campaign.id)
          .progress;
      await rate(items[0].id, "a");
      await rate(items[0].id, "b");
      expect(await progress()).toBe(33);
      await rate(items[1].id, "a");
      expect(await progress()).toBe(67);
      const ratings = (await alpha.as.user.get(`/api/campaigns/${campaign.id}/ratings`)).json();
      expect(ratings).toHaveLength(3);
      expect(ratings[0]).toMatchObject({
        equipmentId: items[0].id,
        grade: 3,
        score: "0.0",
        verbatim: "Normal",
      });
    });
  });

  describe("PUT /api/campaigns/{id}", () => {
    it("modifie la campagne, remplace les participants et ajoute les nouveaux équipements", async () => {
      const campaign = await create(alpha, {
        participantIds: [alpha.as.equipment_user.id],
        equipment: equipmentOf(1, "PUT"),
      });
      const response = await alpha.admin.put(`/api/campaigns/${campaign.id}`, {
        name: "Revue renommée",
        description: null,
        deadline: null,
        status: "paused",
        participantIds: [alpha.as.campaign_initiator.id],
        equipment: [{ name: "Sonde Pt100", serialNumber: "SON-0001", currentPeriod: 24 }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: "Revue renommée",
        status: "paused",
        deadline: null,
        equipmentCount: 2,
      });
      const participants = (await alpha.admin.get(`/api/campaigns/${campaign.id}/participants`)).json();
      expect(participants.map((p: { userId: string }) => p.userId)).toEqual([alpha.as.campaign_initiator.id]);
    });
  });

  describe("PUT /api/campaigns/{id} : description et échéance", () => {
    it("enregistre la nouvelle description et la nouvelle échéance, puis les efface", async () => {
      const campaign = await create(alpha, { description: "Atelier 1", deadline: "2026-06-30T12:00" });
      const changed = await alpha.admin.put(`/api/campaigns/${campaign.id}`, {
        name: campaign.name,
        description: "Atelier 2 et magasin",
        deadline: "2027-01-15T09:45",
        status: "active",
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        description: "Atelier 2 et magasin",
        deadline: new Date("2027-01-15T09:45").toISOString(),
      });
      // Read back, not only answered: both were stored.
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({
        description: "Atelier 2 et magasin",
        deadline: new Date("2027-01-15T09:45").toISOString(),
      });
      const cleared = await alpha.admin.put(`/api/campaigns/${campaign.id}`, {
        name: campaign.name,
        description: "",
        deadline: "",
        status: "active",
      });
      expect(cleared.json()).toMatchObject({ description: null, deadline: null });
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({
        description: null,
        deadline: null,
      });
    });
  });

  describe("PATCH /api/campaigns/{id}/close", () => {
    it("clôture la campagne et note la date ; une seconde clôture est refusée", async () => {
      const campaign = await create(alpha);
      const closed = (await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`)).json();
      expect(closed.status).toBe("closed");
      expect(Date.parse(closed.closedAt)).toBeGreaterThan(Date.parse(campaign.createdAt) - 1);
      const again = await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Cette campagne est déjà clôturée.");
      const reopened = (
        await alpha.admin.put(`/api/campaigns/${campaign.id}`, { name: "Rouverte", status: "active" })
      ).json();
      expect(reopened).toMatchObject({ status: "active", closedAt: null });
    });
  });

  describe("DELETE /api/campaigns/{id}", () => {
    type CampaignTable =
      | typeof schema.equipment
      | typeof schema.campaignParticipants
      | typeof schema.equipmentRatings
      | typeof schema.calibrationResults
      | typeof schema.measurements;
    const TABLES: CampaignTable[] = [
      schema.equipment,
      schema.campaignParticipants,
      schema.equipmentRatings,
      schema.calibrationResults,
      schema.measurements,
    ];
    const left = async (table: CampaignTable, campaignId: number) =>
      (
        await t.database.db
          .select()
          .from(table)
          .where(and(eq(table.companyId, alpha.companyId), eq(table.campaignId, campaignId)))
      ).length;
    const counts = async (campaignId: number) => Promise.all(TABLES.map((table) => left(table, campaignId)));

    /** A campaign with two equipment, a participant and a measurement. */
    const campaignWithMeasurement = async (prefix: string) => {
      const campaign = await create(alpha, {
        participantIds: [alpha.as.equipment_user.id],
        equipment: equipmentOf(2, prefix),
      });
      const items = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
      const base = { companyId: alpha.companyId, campaignId: campaign.id, equipmentId: items[0].id };
      const [measurement] = await t.database.db
        .insert(schema.measurements)
        .values({ ...base, operatorName: "Paul", value: "1.5", unit: "bar" })
        .returning();
      return { campaign, base, measurementId: measurement!.id };
    };

    it("refuse une campagne notée et calculée (409 CAMPAIGN_HAS_RECORDS) sans rien supprimer ; archivée, elle reste lisible", async () => {
      const { campaign, base } = await campaignWithMeasurement("DEL");
      const db = t.database.db;
      const [criterion] = await db
        .select()
        .from(schema.ratingCriteria)
        .where(eq(schema.ratingCriteria.companyId, alpha.companyId))
        .limit(1);
      await db
        .insert(schema.equipmentRatings)
        .values({ ...base, criteriaId: criterion!.id, raterKey: "x", grade: 1, score: "-2", verbatim: "v" });
      const runId = await insertRun(db, { companyId: alpha.companyId, campaignId: campaign.id });
      await db.insert(schema.calibrationResults).values({ ...base, runId, currentPeriod: 12, newPeriod: 6 });
      const before = await counts(campaign.id);
      expect(before).toEqual([2, 1, 1, 1, 1]);
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json().abilities).toMatchObject({
        delete: false,
        archive: true,
      });

      const refused = await alpha.admin.delete(`/api/campaigns/${campaign.id}`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        code: "CAMPAIGN_HAS_RECORDS",
        message: ERROR_MESSAGES.CAMPAIGN_HAS_RECORDS,
      });
      expect(await counts(campaign.id)).toEqual(before);
      expect((await alpha.admin.get(`/api/equipment/${campaign.id}`)).json()).toHaveLength(2);

      // Archived instead: read-only, out of the default list, still readable with its records.
      const archived = await alpha.admin.patch(`/api/campaigns/${campaign.id}/archive`);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({
        id: campaign.id,
        archived: true,
        abilities: { update: false },
      });
      expect(archived.json().archivedAt).toEqual(expect.any(String));
      const ids = async (query: string) =>
        (await alpha.admin.get(`/api/campaigns${query}`)).json().map((c: { id: number }) => c.id);
      expect(await ids("")).not.toContain(campaign.id);
      expect(await ids("?archived=true")).toContain(campaign.id);
      expect(await ids("?archived=all")).toContain(campaign.id);
      expect((await alpha.admin.delete(`/api/campaigns/${campaign.id}`)).json().code).toBe(
        "CAMPAIGN_HAS_RECORDS",
      );
      const renamed = await alpha.admin.put(`/api/campaigns/${campaign.id}`, { name: "Renommée" });
      expect(renamed.json().code).toBe("CAMPAIGN_ARCHIVED");
      expect(await counts(campaign.id)).toEqual(before);
    });

    it("refuse aussi une campagne dont une mesure est nommée par une revue d'impact", async () => {
      const { campaign, measurementId } = await campaignWithMeasurement("REV");
      await reviewNamingMeasurement(t.database.db, {
        companyId: alpha.companyId,
        reference: "REV-0001",
        measurementId,
      });
      const refused = await alpha.admin.delete(`/api/campaigns/${campaign.id}`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe("CAMPAIGN_HAS_RECORDS");
      expect(await left(schema.measurements, campaign.id)).toBe(1);
    });

    it("supprime une campagne sans notation, résultat ni rapport, avec ses équipements, participants et mesures ; les instruments restent", async () => {
      const { campaign } = await campaignWithMeasurement("FREE");
      expect(await counts(campaign.id)).toEqual([2, 1, 0, 0, 1]);
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json().abilities.delete).toBe(true);

      const deleted = await alpha.admin.delete(`/api/campaigns/${campaign.id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await counts(campaign.id)).toEqual([0, 0, 0, 0, 0]);
      const kept = await t.database.db
        .select()
        .from(schema.instruments)
        .where(
          and(
            eq(schema.instruments.companyId, alpha.companyId),
            eq(schema.instruments.reference, "FREE-0001"),
          ),
        );
      expect(kept).toHaveLength(1);
      expect((await alpha.admin.get(`/api/equipment/${campaign.id}`)).statusCode).toBe(404);
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
    });
  });

  describe("GET /api/dashboard/stats", () => {
    it("calcule chaque chiffre à partir des données de l'entreprise", async () => {
      const team = await createTeam(t);
      await create(team, { equipment: equipmentOf(4, "DSH") });
      const closed = await create(team, { equipment: equipmentOf(2, "DSC") });
      await team.admin.patch(`/api/campaigns/${closed.id}/close`);
      const stats = (await team.as.user.get("/api/dashboard/stats")).json();
      expect(stats).toEqual({
        activeCampaigns: 1,
        campaignsCreatedThisMonth: 2,
        totalEquipment: 6,
        equipmentStats: { pending: 4, rated: 0 },
        monthlyMeasurements: 0,
        previousMonthMeasurements: 0,
        generatedReports: 0,
        reportsThisMonth: 0,
      });
    });
  });

  describe("isolation et permissions de chaque route", () => {
    let foreign: { campaignId: number; equipmentId: number };
    let own: { campaignId: number; equipmentId: number };

    beforeAll(async () => {
      const b = await create(beta, { equipment: equipmentOf(1, "ISO") });
      foreign = {
        campaignId: b.id,
        equipmentId: (await beta.admin.get(`/api/equipment/${b.id}`)).json()[0].id,
      };
      const a = await create(alpha, { equipment: equipmentOf(1, "OWN") });
      own = { campaignId: a.id, equipmentId: (await alpha.admin.get(`/api/equipment/${a.id}`)).json()[0].id };
    });

    type Call = [string, string, (ids: typeof own) => unknown];
    const calls: Call[] = [
      ["PUT", "/api/campaigns/{c}", () => ({ name: "Intrusion" })],
      ["PATCH", "/api/campaigns/{c}/close", () => undefined],
      ["DELETE", "/api/campaigns/{c}", () => undefined],
      ["GET", "/api/campaigns/{c}/ratings", () => undefined],
      ["GET", "/api/campaigns/{c}/participants", () => undefined],
      ["PUT", "/api/campaigns/{c}/participants", () => ({ participantIds: [] })],
      ["POST", "/api/campaign-participants", (ids) => ({ campaignId: ids.campaignId, userId: "x" })],
      ["GET", "/api/equipment/{c}", () => undefined],
      [
        "POST",
        "/api/equipment",
        (ids) => ({ campaignId: ids.campaignId, name: "X", serialNumber: "X-1", currentPeriod: 1 }),
      ],
      ["PUT", "/api/equipment/{e}", () => ({ name: "X", serialNumber: "X-2", currentPeriod: 1 })],
      ["DELETE", "/api/equipment/{e}", () => undefined],
    ];
    const path = (template: string, ids: typeof own) =>
      template.replace("{c}", String(ids.campaignId)).replace("{e}", String(ids.equipmentId));

    it.each(calls)(
      "%s %s répond 404 pour l'identifiant d'une autre entreprise, sans rien changer",
      async (method, template, body) => {
        const response = await alpha.admin.request(method as "GET", path(template, foreign), body(foreign));
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe("NOT_FOUND");
        expect((await beta.admin.get(`/api/equipment/${foreign.campaignId}`)).json()).toHaveLength(1);
      },
    );

    const writes: [string, string, (ids: typeof own) => unknown, readonly string[]][] = [
      ["POST", "/api/campaigns", () => ({ name: "Interdite" }), ["admin", "campaign_initiator"]],
      ["PUT", "/api/campaigns/{c}", () => ({ name: "Interdite" }), ["admin", "campaign_initiator"]],
      ["PATCH", "/api/campaigns/{c}/close", () => undefined, ["admin", "campaign_initiator"]],
      ["DELETE", "/api/campaigns/{c}", () => undefined, ["admin", "campaign_initiator"]],
      [
        "PUT",
        "/api/campaigns/{c}/participants",
        () => ({ participantIds: [] }),
        ["admin", "campaign_initiator"],
      ],
      [
        "POST",
        "/api/campaign-participants",
        (ids) => ({ campaignId: ids.campaignId, userId: "x" }),
        ["admin", "campaign_initiator"],
      ],
      [
        "POST",
        "/api/equipment",
        (ids) => ({ campaignId: ids.campaignId, name: "X", serialNumber: "X-3", currentPeriod: 1 }),
        ["admin", "campaign_initiator", "equipment_manager"],
      ],
      [
        "PUT",
        "/api/equipment/{e}",
        () => ({ name: "X", serialNumber: "X-4", currentPeriod: 1 }),
        ["admin", "campaign_initiator", "equipment_manager"],
      ],
      ["DELETE", "/api/equipment/{e}", () => undefined, ["admin", "campaign_initiator", "equipment_manager"]],
    ];
    const refusals = writes.flatMap(([method, template, body, allowed]) =>
      ROLES_UNDER_TEST.filter((role) => !allowed.includes(role)).map(
        (role) => [method, template, role, body] as const,
      ),
    );

    it.each(refusals)("%s %s est refusé (403) au rôle %s", async (method, template, role, body) => {
      const response = await alpha.as[role].request(method as "GET", path(template, own), body(own));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
    });

    it("laisse tous les membres lire campagnes, participants, équipements, notes et chiffres", async () => {
      for (const role of ROLES_UNDER_TEST) {
        for (const url of [
          "/api/campaigns",
          `/api/campaigns/${own.campaignId}/participants`,
          `/api/equipment/${own.campaignId}`,
          `/api/campaigns/${own.campaignId}/ratings`,
          "/api/dashboard/stats",
        ]) {
          expect((await alpha.as[role].get(url)).statusCode, `${role} ${url}`).toBe(200);
        }
      }
    });
  });
});
