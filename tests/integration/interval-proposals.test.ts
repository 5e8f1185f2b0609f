import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Instrument } from "../../src/shared/api/instruments";
import type { IntervalProposals } from "../../src/shared/api/interval-proposals";
import { rp1A3 } from "../../src/shared/intervals/rp1-a3";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

describe(`Méthodes d'intervalle côte à côte (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    const rows = ["MA-01", "MA-02", "MA-03", "MA-04", "MA-05", "MA-06"].map(
      (reference) => `Manomètre ${reference},${reference},Manomètre,Atelier,12,2023-03-01`,
    );
    const csv = `${HEADER}\n${rows.join("\n")}\nÉtuve seule,ET-01,Étuve,Labo,12,2024-03-01\n`;
    expect((await alpha.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    for (const type of ["Manomètre", "Étuve"])
      await alpha.admin.put("/api/settings/decision-rules/types", {
        type,
        toleranceLower: "-0,1",
        toleranceUpper: "0,1",
      });
    const page = (await alpha.admin.get("/api/instruments?pageSize=50")).json();
    for (const item of page.items as Instrument[]) ids[item.reference] = item.id;
    const record = async (reference: string, date: string, asFoundError: string) => {
      const response = await alpha.admin.post(`/api/instruments/${ids[reference]}/calibration-events`, {
        date,
        asFoundError,
        mpe: "0,1",
        result: Number(asFoundError.replace(",", ".")) > 0.1 ? "non_conforme" : "conforme",
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // The family: each manometer calibrated every 12 months; MA-05 and MA-06 found out of tolerance once.
    for (const reference of ["MA-02", "MA-03", "MA-04", "MA-05", "MA-06"]) {
      await record(reference, "2024-03-01", "0,02");
      await record(reference, "2025-03-01", reference >= "MA-05" ? "0,15" : "0,03");
    }
    // The instrument of the page: its as-found errors grow, the last one beyond the tolerance.
    await record("MA-01", "2023-03-01", "0,01");
    await record("MA-01", "2024-03-01", "0,04");
    await record("MA-01", "2025-03-01", "0,07");
    await record("MA-01", "2026-03-01", "0,12");
    await record("ET-01", "2025-03-01", "0,02");
  });
  afterAll(() => t?.close());

  const proposalsOf = async (team: Team, reference: string): Promise<IntervalProposals> => {
    const response = await team.admin.get(`/api/instruments/${ids[reference]}/interval-proposals`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const method = (answer: IntervalProposals, name: string) =>
    answer.proposals.find((p) => p.method === name)!;

  it("propose, à partir des étalonnages enregistrés, l'escalier, le test de la famille et la dérive, avec leurs raisons", async () => {
    const answer = await proposalsOf(alpha, "MA-01");
    expect(answer.currentPeriod).toBe(12);
    expect(answer.proposals.map((p) => p.method)).toEqual(["opperet", "staircase", "rp1A3", "drift"]);
    expect(method(answer, "opperet")).toMatchObject({ kind: "insufficient", period: null });
    // Found at 120 % of the tolerance: the staircase halves the period.
    expect(method(answer, "staircase")).toMatchObject({ kind: "proposed", period: 6, interval: 6 });
    expect(method(answer, "staircase").reasons[0]).toContain("trouvé hors tolérance (pire point à 120 %)");
    // The family at 12 months: MA-01's three 12-month calibrations and the five others' second ones.
    const expected = rp1A3({ interval: 12, inTolerance: 5, total: 8, targetReliability: 0.95 });
    expect(expected.kind).toBe("proposed");
    const a3 = method(answer, "rp1A3");
    expect(a3).toMatchObject({ kind: "proposed" });
    expect(a3.interval).toBeCloseTo(expected.kind === "proposed" ? expected.interval : 0, 9);
    expect(a3.data).toContainEqual({
      label: "Étalonnages à l'intervalle actuel",
      value: "5 conforme(s) sur 8",
    });
    // Drift: 0.3, 0.3 and 0.5 of the tolerance over three 12-month intervals (never adjusted).
    const drift = method(answer, "drift");
    expect(drift.kind).toBe("proposed");
    const rates = [0.3 / 12, 0.3 / 12, 0.5 / 12];
    const mean = rates.reduce((a, b) => a + b) / 3;
    const s = Math.sqrt(rates.reduce((sum, r) => sum + (r - mean) ** 2, 0) / 2);
    expect(drift.interval).toBeCloseTo(1 / (mean + (2 * s) / Math.sqrt(3)), 1);
    expect(answer.reviewSuggested).toBe(true);
    expect(answer.forceIn).toBeNull();
  });

  it("une famille trop petite répond « insuffisant » ; une autre entreprise n'atteint pas l'instrument (404)", async () => {
    const answer = await proposalsOf(alpha, "ET-01");
    expect(method(answer, "rp1A3")).toMatchObject({ kind: "insufficient", period: null });
    expect(method(answer, "rp1A3").reasons[0]).toContain("il en faut au moins 5");
    expect(method(answer, "drift").kind).toBe("insufficient");
    expect((await beta.admin.get(`/api/instruments/${ids["MA-01"]}/interval-proposals`)).statusCode).toBe(
      404,
    );
  });

  it("force une proposition dans la campagne calculée de l'instrument, avec pour motif la méthode", async () => {
    const campaign = (
      await alpha.admin.post("/api/campaigns", {
        name: "Campagne manomètres",
        equipment: [{ name: "Manomètre MA-01", serialNumber: "MA-01", currentPeriod: 12 }],
      })
    ).json();
    const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
    expect(item.instrumentId).toBe(ids["MA-01"]);
    const criteria = (await alpha.admin.get("/api/rating-criteria")).json();
    await alpha.admin.post("/api/equipment-ratings", {
      campaignId: campaign.id,
      equipmentId: item.id,
      criteriaId: criteria[0].id,
      grade: 4,
    });
    expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {})).statusCode).toBe(
      200,
    );
    const answer = await proposalsOf(alpha, "MA-01");
    expect(method(answer, "opperet")).toMatchObject({ kind: "proposed" });
    expect(answer.forceIn).toEqual({
      campaignId: campaign.id,
      campaignName: "Campagne manomètres",
      equipmentId: item.id,
    });
    // A user who may not force sees no campaign to force in.
    const reader = (
      await alpha.as.equipment_user.get(`/api/instruments/${ids["MA-01"]}/interval-proposals`)
    ).json();
    expect(reader.forceIn).toBeNull();
    const forced = await alpha.admin.patch(`/api/campaigns/${campaign.id}/update-forced-periods`, {
      updates: [
        {
          equipmentId: item.id,
          forcedPeriod: 6,
          reason: "Proposition de la méthode « Escalier » (ILAC-G24 / OIML D10, méthode 1)",
        },
      ],
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const result = forced.json().results.find((r: { equipmentId: number }) => r.equipmentId === item.id);
    expect(result).toMatchObject({ forcedPeriod: 6, forcedReason: expect.stringContaining("Escalier") });
  });

  it("réglages des méthodes : lus, changés par qui règle les critères, refusés en français, interdits aux autres (403)", async () => {
    const read = await alpha.admin.get("/api/settings/interval-methods");
    const defaults = read.json() as Record<string, unknown>;
    expect(defaults).toEqual({
      staircaseExtend: 1.25,
      staircaseReduce: 0.5,
      staircaseMargin: 0.8,
      targetReliability: 0.95,
      minPeriod: 1,
      maxPeriod: 60,
    });
    const saved = await alpha.admin.put("/api/settings/interval-methods", {
      ...defaults,
      staircaseReduce: "1,5",
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().field).toBe("staircaseReduce");
    const ok = await alpha.admin.put("/api/settings/interval-methods", {
      ...defaults,
      staircaseReduce: "0,75",
      maxPeriod: 36,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(method(await proposalsOf(alpha, "MA-01"), "staircase")).toMatchObject({ period: 9 });
    const wrongOrder = await alpha.admin.put("/api/settings/interval-methods", {
      ...(ok.json() as Record<string, unknown>),
      minPeriod: 48,
    });
    expect(wrongOrder.json()).toMatchObject({
      field: "maxPeriod",
      message: "La période maximale doit être au moins la période minimale",
    });
    expect((await alpha.as.equipment_user.put("/api/settings/interval-methods", ok.json())).statusCode).toBe(
      403,
    );
    expect((await beta.admin.get("/api/settings/interval-methods")).json().staircaseReduce).toBe(0.5);
  });

  it("une famille nommée par l'entreprise regroupe plusieurs types pour le test de l'intervalle", async () => {
    const csv = `${HEADER}\nManomètre numérique MN-01,MN-01,Manomètre numérique,Atelier,12,2023-03-01\n`;
    expect((await alpha.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    const [digital] = (await alpha.admin.get("/api/instruments?search=MN-01")).json().items as Instrument[];
    for (const type of ["Manomètre", "Manomètre numérique"]) {
      const named = await alpha.admin.put("/api/settings/decision-rules/types", {
        type,
        toleranceLower: "-0,1",
        toleranceUpper: "0,1",
        family: "Pression",
      });
      expect(named.statusCode, named.body).toBe(200);
    }
    for (const [date, error] of [
      ["2024-03-01", "0,02"],
      ["2025-03-01", "0,03"],
      ["2026-03-01", "0,04"],
    ] as const) {
      const response = await alpha.admin.post(`/api/instruments/${digital!.id}/calibration-events`, {
        date,
        asFoundError: error,
        mpe: "0,1",
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // MA-01's family is now « Pression »: the manometers' 8 calibrations at 12 months and MN-01's 2.
    const a3 = method(await proposalsOf(alpha, "MA-01"), "rp1A3");
    expect(a3.data).toContainEqual({ label: "Famille", value: "Pression (7 instrument(s))" });
    expect(a3.data).toContainEqual({
      label: "Étalonnages à l'intervalle actuel",
      value: "7 conforme(s) sur 10",
    });
    const rules = (await alpha.admin.get("/api/settings/decision-rules")).json();
    expect(rules.types).toContainEqual(
      expect.objectContaining({ type: "Manomètre numérique", family: "Pression" }),
    );
  });
});
