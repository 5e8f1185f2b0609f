import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  name: string;
  weight: string;
}

async function criteriaOf(team: Team) {
  const all: Criterion[] = (await team.admin.get("/api/rating-criteria")).json();
  const find = (start: string) => all.find((c) => c.name.startsWith(start))!;
  return { all, gravity: find("Gravité"), frequency: find("Fréquence"), cost: find("Coût") };
}

/**
 * Four rated instruments and two without a result, with hand-computed expectations (k1 = 1, k2 = 0,
 * pmax = 60 unless a test changes them). Weights: gravité 2, fréquence 1, coût 0,5.
 */
async function ratedCampaign(team: Team, name = "Revue annuelle") {
  const created = await team.admin.post("/api/campaigns", {
    name,
    equipment: [
      { name: "Manomètre atelier", serialNumber: `${name}-MAN-1`, currentPeriod: 12 },
      { name: "Thermomètre étuve", serialNumber: `${name}-THE-2`, currentPeriod: 24 },
      { name: "Pied à coulisse", serialNumber: `${name}-PAC-3`, currentPeriod: 12 },
      { name: "Balance de précision", serialNumber: `${name}-BAL-4`, currentPeriod: 48 },
      { name: "Sonde sans historique", serialNumber: `${name}-SON-5`, currentPeriod: 0 },
      { name: "Multimètre non noté", serialNumber: `${name}-MUL-6`, currentPeriod: 12 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json();
  const items: { id: number; name: string; instrumentId: number }[] = (
    await team.admin.get(`/api/equipment/${campaign.id}`)
  ).json();
  const [man, the, pac, bal, son] = items;
  const { gravity, frequency, cost } = await criteriaOf(team);
  const ratings = [
    // +2 everywhere: the period doubles, 12 → 24.
    { equipmentId: man!.id, criteriaId: gravity.id, grade: 5 },
    { equipmentId: man!.id, criteriaId: frequency.id, grade: 5 },
    // −2 everywhere: the period halves, 24 → 12.
    { equipmentId: the!.id, criteriaId: gravity.id, grade: 1 },
    // G = (2·2 + 1·(−2)) / 3 = 0.667; 12 × 2^(0.667/2) = 15.12 → 15 months.
    { equipmentId: pac!.id, criteriaId: gravity.id, grade: 5 },
    { equipmentId: pac!.id, criteriaId: frequency.id, grade: 1 },
    // Only "coût" rated, grade 4 (score +1): G = 1; 48 × 2^(1/2) = 67.88 → clamped to pmax 60.
    { equipmentId: bal!.id, criteriaId: cost.id, grade: 4 },
    // Rated but its current period is unknown (0): no result.
    { equipmentId: son!.id, criteriaId: gravity.id, grade: 3 },
  ];
  const rated = await team.admin.post("/api/equipment-ratings/batch", { campaignId: campaign.id, ratings });
  expect(rated.statusCode, rated.body).toBe(200);
  return { campaign, items, criteria: { gravity, frequency, cost } };
}

describe(`Calcul OPPERET, périodes forcées et appliquées (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const calculate = (team: Team, campaignId: number) =>
    team.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 });
  const results = async (team: Team, campaignId: number) =>
    (await team.admin.get(`/api/campaigns/${campaignId}/calibration-results`)).json();

  describe("POST /api/campaigns/{id}/calculate-periods", () => {
    it("calcule chaque équipement noté selon la formule, et ne touche qu'aux résultats", async () => {
      const { campaign, items } = await ratedCampaign(alpha);
      const response = await calculate(alpha, campaign.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ calculated: 4, unrated: 1, unknownPeriod: 1 });

      const { results: rows, withoutResult, appliedAt } = await results(alpha, campaign.id);
      expect(appliedAt).toBeNull();
      const byName = Object.fromEntries(rows.map((r: { equipmentName: string }) => [r.equipmentName, r]));
      expect(byName["Manomètre atelier"]).toMatchObject({
        currentPeriod: 12,
        newPeriod: 24,
        forcedPeriod: null,
        effectivePeriod: 24,
        evolutionPercent: 100,
        status: "extended",
        globalScore: 2,
        opperetScore: 100,
        adjustmentFactor: 2,
        appliedPeriod: null,
      });
      expect(byName["Thermomètre étuve"]).toMatchObject({
        newPeriod: 12,
        evolutionPercent: -50,
        status: "reduced",
        globalScore: -2,
        opperetScore: 0,
        adjustmentFactor: 0.5,
      });
      expect(byName["Pied à coulisse"]).toMatchObject({
        newPeriod: 15,
        evolutionPercent: 25,
        status: "extended",
        globalScore: 0.667,
        opperetScore: 66.7,
        adjustmentFactor: 1.26,
      });
      expect(byName["Balance de précision"]).toMatchObject({
        currentPeriod: 48,
        newPeriod: 60,
        globalScore: 1,
      });
      expect(withoutResult).toEqual([
        expect.objectContaining({ equipmentName: "Sonde sans historique", reason: "unknown-period" }),
        expect.objectContaining({ equipmentName: "Multimètre non noté", reason: "unrated" }),
      ]);

      // calculate-periods writes results only: equipment and instruments keep their periods.
      const equipmentRows = await t.database.db
        .select()
        .from(schema.equipment)
        .where(eq(schema.equipment.campaignId, campaign.id));
      expect(equipmentRows.every((e) => e.newPeriod === null)).toBe(true);
      const instrument = await t.database.db
        .select()
        .from(schema.instruments)
        .where(eq(schema.instruments.id, items[0]!.instrumentId));
      expect(instrument[0]!.currentPeriod).toBe(12);
    });

    it("corrige la dispersion entre évaluateurs avec k2 et borne la période à pmax", async () => {
      const { campaign, items, criteria } = await ratedCampaign(alpha, "Dispersion");
      // A second rater disagrees completely on "fréquence" for the caliper: the admin gave −2, the
      // initiator gives +2, so m = 0 and d = 2.
      await alpha.as.campaign_initiator.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[2]!.id,
        criteriaId: criteria.frequency.id,
        grade: 5,
      });
      await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: "0,5", pmax: 36 });
      try {
        expect((await calculate(alpha, campaign.id)).statusCode).toBe(200);
        const { results: rows } = await results(alpha, campaign.id);
        const caliper = rows.find((r: { equipmentId: number }) => r.equipmentId === items[2]!.id);
        // gravité: g = 2; fréquence: m = 0, d = 2, g = 0 − 0.5·2 = −1. G = (2·2 + 1·(−1)) / 3 = 1.
        // 12 × 2^(1/2) = 16.97 → 17.
        expect(caliper).toMatchObject({ globalScore: 1, newPeriod: 17 });
        const balance = rows.find((r: { equipmentId: number }) => r.equipmentId === items[3]!.id);
        expect(balance.newPeriod).toBe(36); // 48 × 1.414 = 67.9, clamped to pmax 36

        const explanation = (
          await alpha.admin.get(`/api/campaigns/${campaign.id}/calibration-results/${items[2]!.id}`)
        ).json();
        expect(explanation.parameters).toEqual({ k1: 1, k2: 0.5, pmax: 36, adjustmentFactor: 1 });
        expect(explanation.criteria).toEqual([
          expect.objectContaining({
            criterionId: criteria.gravity.id,
            weight: 2,
            raterCount: 1,
            mean: 2,
            dispersion: 0,
            grade: 2,
            contribution: 1.333,
          }),
          expect.objectContaining({
            criterionId: criteria.frequency.id,
            weight: 1,
            raterCount: 2,
            mean: 0,
            dispersion: 2,
            grade: -1,
            contribution: -0.333,
          }),
        ]);
        expect(explanation.ratings).toHaveLength(3);
        expect(explanation.ratingsChangedSince).toBe(false);
      } finally {
        await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 60 });
      }
    });

    it("garde les périodes forcées à un nouveau calcul et signale les notes postérieures", async () => {
      const { campaign, items, criteria } = await ratedCampaign(alpha, "Recalcul");
      await calculate(alpha, campaign.id);
      await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [{ equipmentId: items[0]!.id, forcedPeriod: 18 }],
      });
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[5]!.id,
        criteriaId: criteria.gravity.id,
        grade: 2,
      });
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[0]!.id,
        criteriaId: criteria.gravity.id,
        grade: 3,
      });
      const before = await results(alpha, campaign.id);
      expect(before.withoutResult).toContainEqual(
        expect.objectContaining({ equipmentId: items[5]!.id, reason: "rated-since" }),
      );
      const stale = (
        await alpha.admin.get(`/api/campaigns/${campaign.id}/calibration-results/${items[0]!.id}`)
      ).json();
      expect(stale.ratingsChangedSince).toBe(true);

      expect((await calculate(alpha, campaign.id)).json()).toEqual({
        calculated: 5,
        unrated: 0,
        unknownPeriod: 1,
      });
      const after = await results(alpha, campaign.id);
      const first = after.results.find((r: { equipmentId: number }) => r.equipmentId === items[0]!.id);
      // gravité now 0 (grade 3), fréquence +2: G = 2/3 → 15, forced 18 kept.
      expect(first).toMatchObject({
        newPeriod: 15,
        forcedPeriod: 18,
        effectivePeriod: 18,
        status: "extended",
      });
    });

    it("retire au nouveau calcul le résultat d'un équipement qui ne se calcule plus, et lui seul", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Ne se calcule plus");
      await calculate(alpha, campaign.id);
      const [man, the, pac] = items;
      const ids = (rows: { equipmentId: number }[]) => rows.map((r) => r.equipmentId).sort((a, b) => a - b);
      const before = await results(alpha, campaign.id);
      expect(ids(before.results)).toContain(man!.id);
      expect(ids(before.results)).toContain(pac!.id);

      // Its current period becomes unknown (0): it no longer qualifies.
      const edited = await alpha.admin.put(`/api/equipment/${man!.id}`, {
        name: "Manomètre atelier",
        serialNumber: `${"Ne se calcule plus"}-MAN-1`,
        currentPeriod: 0,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      // Its ratings are gone (as if every rater had withdrawn): it no longer qualifies either.
      await t.database.db
        .delete(schema.equipmentRatings)
        .where(
          and(
            eq(schema.equipmentRatings.companyId, alpha.companyId),
            eq(schema.equipmentRatings.equipmentId, the!.id),
          ),
        );

      expect((await calculate(alpha, campaign.id)).json()).toEqual({
        calculated: 2,
        unrated: 2,
        unknownPeriod: 2,
      });
      const after = await results(alpha, campaign.id);
      expect(ids(after.results)).not.toContain(man!.id);
      expect(ids(after.results)).not.toContain(the!.id);
      expect(ids(after.results)).toEqual(
        ids(before.results).filter((id: number) => id !== man!.id && id !== the!.id),
      );
      expect(after.withoutResult).toContainEqual(
        expect.objectContaining({ equipmentId: man!.id, reason: "unknown-period" }),
      );
      expect(after.withoutResult).toContainEqual(
        expect.objectContaining({ equipmentId: the!.id, reason: "unrated" }),
      );
      // The new calculation is a run of its own; the first run keeps its results.
      const [campaignRow] = await t.database.db
        .select({ currentRunId: schema.campaigns.currentRunId })
        .from(schema.campaigns)
        .where(eq(schema.campaigns.id, campaign.id));
      const currentRunId = campaignRow!.currentRunId;
      const rows = await t.database.db
        .select({
          runId: schema.calibrationResults.runId,
          equipmentId: schema.calibrationResults.equipmentId,
        })
        .from(schema.calibrationResults)
        .where(eq(schema.calibrationResults.campaignId, campaign.id));
      expect(ids(rows.filter((row) => row.runId === currentRunId))).toEqual(ids(after.results));
      expect(ids(rows.filter((row) => row.runId !== currentRunId))).toEqual(ids(before.results));
    });

    it("réserve le calcul aux gestionnaires de campagne et ignore les autres entreprises", async () => {
      const { campaign } = await ratedCampaign(alpha, "Droits calcul");
      for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
        const response = await alpha.as[role].post(`/api/campaigns/${campaign.id}/calculate-periods`, {
          adjustmentFactor: 1,
        });
        expect(response.statusCode, role).toBe(403);
      }
      expect(
        (await alpha.as.campaign_initiator.post(`/api/campaigns/${campaign.id}/calculate-periods`, {}))
          .statusCode,
      ).toBe(200);
      const foreign = await beta.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {
        adjustmentFactor: 1,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await beta.admin.get(`/api/campaigns/${campaign.id}/calibration-results`)).statusCode).toBe(
        404,
      );
      const { results: rows } = await results(alpha, campaign.id);
      expect(
        (await beta.admin.get(`/api/campaigns/${campaign.id}/calibration-results/${rows[0].equipmentId}`))
          .statusCode,
      ).toBe(404);
      // Everybody of the company reads the results.
      expect((await alpha.as.user.get(`/api/campaigns/${campaign.id}/calibration-results`)).statusCode).toBe(
        200,
      );
    });

    it("refuse un facteur d'ajustement invalide et une campagne clôturée", async () => {
      const { campaign } = await ratedCampaign(alpha, "Clôturée");
      const bad = await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {
        adjustmentFactor: -1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        field: "adjustmentFactor",
        message: "Le facteur d'ajustement doit être positif",
      });
      await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
      const closed = await calculate(alpha, campaign.id);
      expect(closed.statusCode).toBe(409);
    });

    it("refuse un facteur de période qui ne tiendrait pas dans le résultat (k1 × a > 6,6)", async () => {
      const { campaign } = await ratedCampaign(alpha, "Facteur limite");
      await alpha.admin.put("/api/settings/global-params", { k1: 5, k2: 0, pmax: 240 });
      try {
        const refused = await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {
          adjustmentFactor: 2,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          "K1 × facteur d'ajustement ne peut pas dépasser 6,6 : la période pourrait être multipliée par plus de 99.",
        );
        // k1 = 5 at a = 1: G = +2 multiplies the period by 32 (12 → 384, clamped to pmax 240).
        expect((await calculate(alpha, campaign.id)).statusCode).toBe(200);
        const { results: rows } = await results(alpha, campaign.id);
        expect(rows[0]).toMatchObject({ globalScore: 2, adjustmentFactor: 32, newPeriod: 240 });
      } finally {
        await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 60 });
      }
    });

    it("marque les résultats dépassés et refuse de les appliquer avant un nouveau calcul", async () => {
      const { campaign, items, criteria } = await ratedCampaign(alpha, "Résultats dépassés");
      await calculate(alpha, campaign.id);
      expect((await results(alpha, campaign.id)).results.some((r: { outdated: boolean }) => r.outdated)).toBe(
        false,
      );
      // A grade changed after the calculation.
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[1]!.id,
        criteriaId: criteria.gravity.id,
        grade: 3,
      });
      // Another equipment's current period corrected after the calculation.
      await alpha.admin.put(`/api/equipment/${items[2]!.id}`, {
        name: "Pied à coulisse",
        serialNumber: "Résultats dépassés-PAC-3",
        currentPeriod: 6,
      });
      const listed = await results(alpha, campaign.id);
      expect(
        listed.results
          .filter((r: { outdated: boolean }) => r.outdated)
          .map((r: { equipmentId: number }) => r.equipmentId),
      ).toEqual([items[1]!.id, items[2]!.id]);
      const refused = await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "Des notations, des périodes actuelles, des poids de critères ou les paramètres globaux ont changé depuis le dernier calcul : relancez le calcul avant d'appliquer les périodes.",
      );
      const history = await t.database.db
        .select()
        .from(schema.periodChanges)
        .where(eq(schema.periodChanges.campaignId, campaign.id));
      expect(history).toEqual([]);

      // Changed global parameters make every result outdated too.
      await calculate(alpha, campaign.id);
      await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 48 });
      try {
        const stale = await results(alpha, campaign.id);
        expect(stale.results.every((r: { outdated: boolean }) => r.outdated)).toBe(true);
      } finally {
        await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 60 });
      }
      expect((await results(alpha, campaign.id)).results.some((r: { outdated: boolean }) => r.outdated)).toBe(
        false,
      );
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(200);
    });

    it("tient pour dépassé un résultat dont un critère utilisé a changé de poids, pas pour un critère nouveau", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Poids modifiés");
      await calculate(alpha, campaign.id);
      const outdatedIds = async () =>
        (await results(alpha, campaign.id)).results
          .filter((r: { outdated: boolean }) => r.outdated)
          .map((r: { equipmentId: number }) => r.equipmentId);
      const created = await alpha.admin.post("/api/rating-criteria", {
        criteria: { name: "Critère ajouté après le calcul", description: "", weight: 1, profile: "general" },
        scales: [1, 2, 3, 4, 5].map((grade) => ({ grade, score: grade - 3, description: `Niveau ${grade}` })),
      });
      expect(created.statusCode).toBe(201);
      expect(await outdatedIds()).toEqual([]);

      // "Coût" (weight 0.5) is used only by the balance: only its result is outdated.
      const all: {
        id: number;
        name: string;
        description: string | null;
        profile: string;
        scales: unknown[];
      }[] = (await alpha.admin.get("/api/rating-criteria")).json();
      const cost = all.find((c) => c.name.startsWith("Coût"))!;
      const update = (weight: string) =>
        alpha.admin.put(`/api/rating-criteria/${cost.id}`, {
          criteria: { name: cost.name, description: cost.description, weight, profile: cost.profile },
          scales: cost.scales,
        });
      expect((await update("1,5")).statusCode).toBe(200);
      try {
        expect(await outdatedIds()).toEqual([items[3]!.id]);
        expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(409);
      } finally {
        await update("0.5");
        await alpha.admin.delete(`/api/rating-criteria/${created.json().id}`);
      }
      // Changed back, the weight still changed after the calculation: a new calculation settles it.
      expect(await outdatedIds()).toEqual([items[3]!.id]);
      await calculate(alpha, campaign.id);
      expect(await outdatedIds()).toEqual([]);
    });

    it("refuse d'appliquer tant qu'un équipement noté après le calcul n'a pas de résultat", async () => {
      const { campaign, items, criteria } = await ratedCampaign(alpha, "Noté après coup");
      await calculate(alpha, campaign.id);
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[5]!.id,
        criteriaId: criteria.gravity.id,
        grade: 2,
      });
      const listed = await results(alpha, campaign.id);
      expect(listed.results.some((r: { outdated: boolean }) => r.outdated)).toBe(false);
      expect(listed.withoutResult).toContainEqual(
        expect.objectContaining({ equipmentId: items[5]!.id, reason: "rated-since" }),
      );
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(409);
      await calculate(alpha, campaign.id);
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(200);
    });

    it("n'a pas d'explication pour un équipement sans résultat (404)", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Sans explication");
      await calculate(alpha, campaign.id);
      const response = await alpha.admin.get(
        `/api/campaigns/${campaign.id}/calibration-results/${items[5]!.id}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Aucun résultat de calcul pour cet équipement.");
    });
  });

  describe("PATCH /api/campaigns/{id}/update-forced-periods", () => {
    it.each([
      [18, 18],
      ["24", 24],
      [120, 120],
      [1, 1],
      [0, null],
      ["", null],
      [null, null],
      ["abc", null],
      ["0x0C", null],
      ["1e1", null],
    ])("forcer %j donne %j", async (input, stored) => {
      const { campaign, items } = await ratedCampaign(alpha, `Forcée ${String(input)}`);
      await calculate(alpha, campaign.id);
      if (stored === null)
        await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
          updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6 }],
        });
      const response = await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [{ equipmentId: items[0]!.id, forcedPeriod: input }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = response
        .json()
        .results.find((r: { equipmentId: number }) => r.equipmentId === items[0]!.id);
      expect(row.forcedPeriod).toBe(stored);
      expect(row.effectivePeriod).toBe(stored ?? 24);
    });

    it.each([121, -3, 2.5, "2,5", "-1"])("refuse %j en français sans rien changer", async (input) => {
      const { campaign, items } = await ratedCampaign(alpha, `Refus ${String(input)}`);
      await calculate(alpha, campaign.id);
      const response = await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [
          { equipmentId: items[1]!.id, forcedPeriod: 10 },
          { equipmentId: items[0]!.id, forcedPeriod: input },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "La période forcée doit être un nombre entier de mois entre 1 et 120.",
        code: "VALIDATION_FAILED",
        field: "updates.1.forcedPeriod",
      });
      const { results: rows } = await results(alpha, campaign.id);
      expect(rows.every((r: { forcedPeriod: number | null }) => r.forcedPeriod === null)).toBe(true);
    });

    it("refuse un équipement sans résultat, un autre rôle et une autre entreprise", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Forçage refusé");
      await calculate(alpha, campaign.id);
      const body = { updates: [{ equipmentId: items[0]!.id, forcedPeriod: 9 }] };
      const noResult = await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [
          { equipmentId: items[0]!.id, forcedPeriod: 9 },
          { equipmentId: items[5]!.id, forcedPeriod: 9 },
        ],
      });
      expect(noResult.statusCode).toBe(404);
      for (const role of ["equipment_manager", "equipment_user", "user"] as const)
        expect(
          (await alpha.as[role].patch(`/api/campaigns/${campaign.id}/update-forced-periods`, body))
            .statusCode,
          role,
        ).toBe(403);
      expect(
        (await beta.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, body)).statusCode,
      ).toBe(404);
      const theirs = await ratedCampaign(beta, "Leur campagne");
      await calculate(beta, theirs.campaign.id);
      const crossed = await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [{ equipmentId: theirs.items[0]!.id, forcedPeriod: 9 }],
      });
      expect(crossed.statusCode).toBe(404);
      const { results: rows } = await results(alpha, campaign.id);
      expect(rows.every((r: { forcedPeriod: number | null }) => r.forcedPeriod === null)).toBe(true);
      const { results: theirRows } = await results(beta, theirs.campaign.id);
      expect(theirRows.every((r: { forcedPeriod: number | null }) => r.forcedPeriod === null)).toBe(true);
    });
  });

  describe("POST /api/campaigns/{id}/apply-periods", () => {
    it("applique la période effective à chaque instrument et l'inscrit dans son historique", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Application");
      await calculate(alpha, campaign.id);
      await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
        updates: [{ equipmentId: items[1]!.id, forcedPeriod: 20 }],
      });
      const response = await alpha.as.campaign_initiator.post(`/api/campaigns/${campaign.id}/apply-periods`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ applied: 4, appliedAt: expect.any(String) });

      const db = t.database.db;
      const periodOf = async (index: number) =>
        (
          await db
            .select()
            .from(schema.instruments)
            .where(eq(schema.instruments.id, items[index]!.instrumentId))
        )[0]!.currentPeriod;
      expect([await periodOf(0), await periodOf(1), await periodOf(2), await periodOf(3)]).toEqual([
        24, 20, 15, 60,
      ]);
      expect(await periodOf(4)).toBe(0); // no result: untouched
      expect(await periodOf(5)).toBe(12);

      const equipmentRows = await db
        .select()
        .from(schema.equipment)
        .where(eq(schema.equipment.campaignId, campaign.id));
      const byId = new Map(equipmentRows.map((e) => [e.id, e]));
      expect(items.map((i) => [byId.get(i.id)!.currentPeriod, byId.get(i.id)!.newPeriod])).toEqual([
        [12, 24],
        [24, 20],
        [12, 15],
        [48, 60],
        [0, null],
        [12, null],
      ]);

      const history = await db
        .select()
        .from(schema.periodChanges)
        .where(eq(schema.periodChanges.campaignId, campaign.id));
      const thermometer = history.find((h) => h.instrumentId === items[1]!.instrumentId);
      expect(history).toHaveLength(4);
      expect(thermometer).toMatchObject({
        campaignName: "Application",
        oldPeriod: 24,
        computedPeriod: 12,
        forcedPeriod: 20,
        appliedPeriod: 20,
        appliedBy: alpha.as.campaign_initiator.id,
      });

      const after = await results(alpha, campaign.id);
      expect(after.appliedAt).toBe(response.json().appliedAt);
      expect(after.results.map((r: { appliedPeriod: number }) => r.appliedPeriod)).toEqual([24, 20, 15, 60]);
      const audit = await db
        .select()
        .from(schema.auditLogs)
        .where(
          and(eq(schema.auditLogs.action, "periods.applied"), eq(schema.auditLogs.campaignId, campaign.id)),
        );
      expect(audit).toHaveLength(1);
    });

    it("est tout ou rien : une panne sur le n-ième instrument ne change rien", async () => {
      const { campaign, items } = await ratedCampaign(alpha, "Atomicité");
      await calculate(alpha, campaign.id);
      const db = t.database.db;
      const snapshot = async () => ({
        instruments: (
          await db
            .select({ id: schema.instruments.id, period: schema.instruments.currentPeriod })
            .from(schema.instruments)
            .where(eq(schema.instruments.companyId, alpha.companyId))
        ).sort((a, b) => a.id - b.id),
        equipment: (
          await db
            .select({ id: schema.equipment.id, newPeriod: schema.equipment.newPeriod })
            .from(schema.equipment)
            .where(eq(schema.equipment.campaignId, campaign.id))
        ).sort((a, b) => a.id - b.id),
        results: (await results(alpha, campaign.id)).results,
        history: (
          await db.select().from(schema.periodChanges).where(eq(schema.periodChanges.campaignId, campaign.id))
        ).length,
      });
      const before = await snapshot();
      // A real database error on the third instrument updated (the caliper), after two have succeeded.
      const failing = items[2]!.instrumentId;
      await db.execute(
        sql.raw(`create or replace function calibra_test_fail() returns trigger language plpgsql as $$
          begin
            if new.id = ${failing} then raise exception 'panne simulée sur l''instrument ${failing}'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(
          "create trigger calibra_test_fail before update on instruments for each row execute function calibra_test_fail()",
        ),
      );
      try {
        const response = await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          message: "Une erreur interne est survenue. Veuillez réessayer.",
          code: "INTERNAL",
        });
        expect(await snapshot()).toEqual(before);
      } finally {
        await db.execute(sql.raw("drop trigger calibra_test_fail on instruments"));
      }
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(200);
      expect((await snapshot()).history).toBe(4);
    });

    it("refuse sans résultat (409), pour un autre rôle (403) et pour une autre entreprise (404)", async () => {
      const created = await alpha.admin.post("/api/campaigns", { name: "Jamais calculée" });
      const empty = await alpha.admin.post(`/api/campaigns/${created.json().id}/apply-periods`);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe("Aucun résultat de calcul disponible pour cette campagne.");

      const { campaign, items } = await ratedCampaign(alpha, "Application refusée");
      await calculate(alpha, campaign.id);
      for (const role of ["equipment_manager", "equipment_user", "user"] as const)
        expect(
          (await alpha.as[role].post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode,
          role,
        ).toBe(403);
      expect((await beta.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(404);
      const instrument = await t.database.db
        .select()
        .from(schema.instruments)
        .where(eq(schema.instruments.id, items[0]!.instrumentId));
      expect(instrument[0]!.currentPeriod).toBe(12);
    });
  });
});
