import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingCriteria, ratingScales, settings } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, ROLES_UNDER_TEST, type Team } from "../support/teams";

describe(`Entreprise (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  describe("POST /api/companies (configuration)", () => {
    it("crée l'entreprise et fait de son créateur un administrateur", async () => {
      const user = (await alpha.admin.get("/api/auth/user")).json();
      expect(user).toMatchObject({ companyId: alpha.companyId });
      expect(user.roles).toContain("admin");
    });

    it("prépare les huit critères par défaut, chacun avec ses cinq niveaux de −2 à +2", async () => {
      const criteria = await t.database.db
        .select()
        .from(ratingCriteria)
        .where(eq(ratingCriteria.companyId, alpha.companyId));
      expect(criteria).toHaveLength(8);
      expect(criteria.map((c) => [c.profile, c.weight])).toEqual(
        expect.arrayContaining([
          ["initiateur_campagne", "2.0"],
          ["gestionnaire_parc", "1.5"],
          ["utilisateur_equipement", "1.0"],
          ["initiateur_campagne", "0.5"],
        ]),
      );
      const scales = await t.database.db
        .select()
        .from(ratingScales)
        .where(eq(ratingScales.companyId, alpha.companyId));
      expect(scales).toHaveLength(40);
      for (const criterion of criteria) {
        const own = scales.filter((s) => s.criteriaId === criterion.id).sort((a, b) => a.grade - b.grade);
        expect(own.map((s) => s.score)).toEqual(["-2.0", "-1.0", "0.0", "1.0", "2.0"]);
        for (const s of own) expect(s.description.length).toBeGreaterThan(10);
      }
    });

    it("enregistre les paramètres globaux par défaut k1 = 1, k2 = 0, pmax = 60", async () => {
      const rows = await t.database.db.select().from(settings).where(eq(settings.companyId, alpha.companyId));
      expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({ k1: "1", k2: "0", pmax: "60" });
    });

    it("refuse une seconde configuration", async () => {
      const response = await alpha.admin.post("/api/companies", { name: "Encore" });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Votre entreprise est déjà configurée.");
    });

    it("exige un nom et un e-mail valide ou vide", async () => {
      const newcomer = new Client(t.app);
      await newcomer.post("/api/auth/signup", {
        email: `nouveau.${Date.now()}@exemple.fr`,
        password: "mot-de-passe-solide",
        firstName: "N",
        lastName: "V",
      });
      expect((await newcomer.post("/api/companies", { name: " " })).json()).toEqual({
        message: "Le nom de l'entreprise est requis",
        code: "VALIDATION_FAILED",
        field: "name",
      });
      expect((await newcomer.post("/api/companies", { name: "X", email: "pas-un-email" })).json()).toEqual({
        message: "Format d'email invalide",
        code: "VALIDATION_FAILED",
        field: "email",
      });
      const ok = await newcomer.post("/api/companies", {
        name: "Atelier Gamma",
        email: "",
        phone: "04 72 00 00 00",
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({
        name: "Atelier Gamma",
        email: null,
        phone: "04 72 00 00 00",
        subscriptionPlan: "basic",
      });
    });

    it("demande une session", async () => {
      expect((await new Client(t.app).post("/api/companies", { name: "X" })).statusCode).toBe(401);
    });
  });

  describe("GET /api/companies/current", () => {
    it.each(ROLES_UNDER_TEST)(
      "montre à un membre (%s) sa propre entreprise, jamais une autre",
      async (role) => {
        expect((await alpha.as[role].get("/api/companies/current")).json()).toMatchObject({
          id: alpha.companyId,
          name: "Métrologie Alpha",
        });
        expect((await beta.as[role].get("/api/companies/current")).json()).toMatchObject({
          id: beta.companyId,
          name: "Laboratoire Bêta",
        });
      },
    );

    it("répond 403 à un utilisateur sans entreprise et 401 sans session", async () => {
      const newcomer = new Client(t.app);
      await newcomer.post("/api/auth/signup", {
        email: `sans.${Date.now()}@exemple.fr`,
        password: "mot-de-passe-solide",
        firstName: "S",
        lastName: "E",
      });
      expect((await newcomer.get("/api/companies/current")).statusCode).toBe(403);
      expect((await new Client(t.app).get("/api/companies/current")).statusCode).toBe(401);
    });
  });

  describe("PATCH /api/companies/current", () => {
    const update = {
      name: "Métrologie Alpha SAS",
      address: "12 rue des Mesures, 69007 Lyon",
      phone: "04 78 00 00 00",
      email: "contact@alpha.fr",
      website: "https://alpha.fr",
      description: "Laboratoire de métrologie",
    };

    it("permet à l'administrateur de modifier son entreprise, et seulement la sienne", async () => {
      const response = await alpha.admin.patch("/api/companies/current", update);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(update);
      expect((await beta.admin.get("/api/companies/current")).json().name).toBe("Laboratoire Bêta");
    });

    it.each(["alpha.fr", "www.alpha.fr", "javascript:alert(1)"])(
      "refuse un site web %j qui n'est pas une adresse web, sans rien changer",
      async (website) => {
        const response = await alpha.admin.patch("/api/companies/current", { ...update, website });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: "Le site web doit être une adresse complète, par exemple https://www.exemple.fr",
          code: "VALIDATION_FAILED",
          field: "website",
        });
        expect((await alpha.admin.get("/api/companies/current")).json().website).not.toBe(website);
      },
    );

    it.each(ROLES_UNDER_TEST.filter((r) => r !== "admin"))("refuse (403) au rôle %s", async (role) => {
      const response = await alpha.as[role].patch("/api/companies/current", { ...update, name: "Piratée" });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
    });
  });

  describe("GET /api/companies/current/statistics", () => {
    it("compte les utilisateurs, campagnes, équipements et rapports de l'entreprise seulement", async () => {
      const stats = (await alpha.as.user.get("/api/companies/current/statistics")).json();
      expect(stats).toEqual({ users: 5, campaigns: 0, equipment: 0, reports: 0 });
    });
  });
});
