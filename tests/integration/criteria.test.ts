import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, ROLES_UNDER_TEST, type Team } from "../support/teams";

const SCALES = [
  { grade: 1, score: -2, description: "Quotidienne" },
  { grade: 2, score: "-1", description: "Hebdomadaire" },
  { grade: 3, score: "0", description: "Mensuelle" },
  { grade: 4, score: "1,5", description: "Trimestrielle" },
  { grade: 5, score: 2, description: "Annuelle" },
];
const body = (overrides: Record<string, unknown> = {}) => ({
  criteria: {
    name: "Fréquence d'étalonnage externe",
    description: "",
    weight: "1,5",
    profile: "gestionnaire_parc",
    ...overrides,
  },
  scales: SCALES,
});

describe(`Critères de cotation et paramètres globaux (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  it("liste les huit critères par défaut avec leurs cinq niveaux", async () => {
    const criteria = (await alpha.as.user.get("/api/rating-criteria")).json();
    expect(criteria).toHaveLength(8);
    expect(criteria[0].scales.map((s: { grade: number; score: string }) => [s.grade, s.score])).toEqual([
      [1, "-2.0"],
      [2, "-1.0"],
      [3, "0.0"],
      [4, "1.0"],
      [5, "2.0"],
    ]);
  });

  it("ne montre à chacun que les critères de son profil et les généraux (for-user)", async () => {
    const profiles = async (role: keyof Team["as"]) =>
      new Set(
        (await alpha.as[role].get("/api/rating-criteria/for-user"))
          .json()
          .map((c: { profile: string }) => c.profile),
      );
    expect(await profiles("admin")).toEqual(
      new Set(["initiateur_campagne", "gestionnaire_parc", "utilisateur_equipement"]),
    );
    expect(await profiles("campaign_initiator")).toEqual(
      new Set(["initiateur_campagne", "gestionnaire_parc", "utilisateur_equipement"]),
    );
    expect(await profiles("equipment_manager")).toEqual(new Set(["gestionnaire_parc"]));
    expect(await profiles("equipment_user")).toEqual(new Set(["utilisateur_equipement"]));
    expect(await profiles("user")).toEqual(new Set());
  });

  it("crée, modifie et supprime un critère, virgules décimales comprises", async () => {
    const created = await alpha.as.campaign_initiator.post("/api/rating-criteria", body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Fréquence d'étalonnage externe",
      weight: "1.5",
      profile: "gestionnaire_parc",
      description: null,
    });
    expect(created.json().scales.map((s: { score: string }) => s.score)).toEqual([
      "-2.0",
      "-1.0",
      "0.0",
      "1.5",
      "2.0",
    ]);
    const id = created.json().id;
    const updated = await alpha.admin.put(
      `/api/rating-criteria/${id}`,
      body({ name: "Renommé", weight: 2, profile: "general" }),
    );
    expect(updated.json()).toMatchObject({ id, name: "Renommé", weight: "2.0", profile: "general" });
    expect((await alpha.admin.delete(`/api/rating-criteria/${id}`)).statusCode).toBe(204);
    expect(
      (await alpha.admin.get("/api/rating-criteria")).json().map((c: { id: number }) => c.id),
    ).not.toContain(id);
  });

  it.each([
    [{ name: "" }, "criteria.name", "Le nom est requis"],
    [{ weight: "" }, "criteria.weight", "Le poids est requis"],
    [{ weight: "lourd" }, "criteria.weight", "Saisissez un nombre"],
    [{ weight: 100 }, "criteria.weight", "Le poids ne peut pas dépasser 99,9"],
    [{ profile: "" }, "criteria.profile", "Le profil est requis"],
  ])("refuse %j avec le message de la spécification", async (override, field, message) => {
    const response = await alpha.admin.post("/api/rating-criteria", body(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", field });
  });

  it.each([5, "2.1", -3])(
    "refuse un score de %j : un score va de −2 à +2, rien n'est enregistré",
    async (score) => {
      const before = (await alpha.admin.get("/api/rating-criteria")).json().length;
      const response = await alpha.admin.post("/api/rating-criteria", {
        ...body(),
        scales: SCALES.map((s) => (s.grade === 5 ? { ...s, score } : s)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Le score doit être compris entre −2 et +2",
        code: "VALIDATION_FAILED",
        field: "scales.4.score",
      });
      expect((await alpha.admin.get("/api/rating-criteria")).json()).toHaveLength(before);
    },
  );

  it("exige exactement les cinq niveaux, chacun avec un score et une description", async () => {
    const four = await alpha.admin.post("/api/rating-criteria", { ...body(), scales: SCALES.slice(0, 4) });
    expect(four.json()).toMatchObject({ field: "scales", message: "Un critère a exactement cinq niveaux" });
    const noScore = await alpha.admin.post("/api/rating-criteria", {
      ...body(),
      scales: SCALES.map((s) => (s.grade === 4 ? { ...s, score: "" } : s)),
    });
    expect(noScore.json()).toMatchObject({ field: "scales.3.score", message: "Le score est requis" });
  });

  describe("paramètres globaux", () => {
    it("donne les valeurs par défaut puis enregistre k1, k2 et pmax", async () => {
      expect((await alpha.as.user.get("/api/settings/global-params")).json()).toEqual({
        k1: 1,
        k2: 0,
        pmax: 60,
      });
      const saved = await alpha.as.campaign_initiator.put("/api/settings/global-params", {
        k1: "1,2",
        k2: "0.5",
        pmax: "48",
      });
      expect(saved.json()).toEqual({ k1: 1.2, k2: 0.5, pmax: 48 });
      expect((await beta.admin.get("/api/settings/global-params")).json()).toEqual({
        k1: 1,
        k2: 0,
        pmax: 60,
      });
    });

    it.each([
      [{ k1: "", k2: "0", pmax: "60" }, "k1", "K1 est requis"],
      [{ k1: "1", k2: "", pmax: "60" }, "k2", "K2 est requis"],
      [{ k1: "1", k2: "0", pmax: "" }, "pmax", "Pmax est requis"],
      [{ k1: "1", k2: "0", pmax: "12,5" }, "pmax", "Pmax est un nombre entier de mois"],
      [{ k1: "5,5", k2: "0", pmax: "60" }, "k1", "K1 ne peut pas dépasser 5"],
    ])("refuse %j", async (input, field, message) => {
      expect((await alpha.admin.put("/api/settings/global-params", input)).json()).toEqual({
        message,
        code: "VALIDATION_FAILED",
        field,
      });
    });
  });

  it("garde un critère qui a déjà servi à noter (409) : ses notations ne sont jamais perdues", async () => {
    const created = (await alpha.admin.post("/api/rating-criteria", body({ profile: "general" }))).json();
    const campaign = (
      await alpha.admin.post("/api/campaigns", {
        name: "Critère utilisé",
        equipment: [{ name: "Manomètre", serialNumber: "CRIT-USE-1", currentPeriod: 12 }],
      })
    ).json();
    const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
    const rated = await alpha.admin.post("/api/equipment-ratings", {
      campaignId: campaign.id,
      equipmentId: item.id,
      criteriaId: created.id,
      grade: 2,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const refused = await alpha.admin.delete(`/api/rating-criteria/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "Ce critère a déjà servi à noter des équipements : il ne peut pas être supprimé. Modifiez-le plutôt.",
      code: "CRITERION_IN_USE",
    });
    expect((await alpha.admin.get(`/api/campaigns/${campaign.id}/ratings`)).json()).toHaveLength(1);
  });

  describe("isolation et permissions", () => {
    it("répond 404 aux critères d'une autre entreprise, sans les modifier", async () => {
      const [foreign] = (await beta.admin.get("/api/rating-criteria")).json();
      expect((await alpha.admin.put(`/api/rating-criteria/${foreign.id}`, body())).statusCode).toBe(404);
      expect((await alpha.admin.delete(`/api/rating-criteria/${foreign.id}`)).statusCode).toBe(404);
      expect((await beta.admin.get("/api/rating-criteria")).json()[0]).toMatchObject({
        id: foreign.id,
        name: foreign.name,
      });
    });

    const refused = ROLES_UNDER_TEST.filter((r) => r !== "admin" && r !== "campaign_initiator");
    it.each(refused)(
      "refuse (403) au rôle %s de créer, modifier, supprimer un critère ou changer les paramètres",
      async (role) => {
        const [own] = (await alpha.admin.get("/api/rating-criteria")).json();
        const client = alpha.as[role];
        expect((await client.post("/api/rating-criteria", body())).statusCode).toBe(403);
        expect((await client.put(`/api/rating-criteria/${own.id}`, body())).statusCode).toBe(403);
        expect((await client.delete(`/api/rating-criteria/${own.id}`)).statusCode).toBe(403);
        expect((await client.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 60 })).statusCode).toBe(
          403,
        );
      },
    );
  });
});
