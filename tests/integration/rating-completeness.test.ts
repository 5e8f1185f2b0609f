import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  name: string;
  profile: string;
}

/**
 * Completeness before calculating (issue 21): progress counts each criterion of each profile for
 * each equipment, not « any rating »; what is missing is said per profile; a calculation on
 * incomplete ratings still runs (the spec's call is unchanged) and records how complete the ratings
 * were and whether the person calculating confirmed it.
 */
describe(`Complétude des notations avant le calcul (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let criteria: Criterion[];
  let campaignId: number;
  let items: { id: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    criteria = (await alpha.admin.get("/api/rating-criteria")).json();
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne à moitié notée",
      equipment: [
        { name: "Manomètre atelier", serialNumber: "MAN-1", currentPeriod: 12 },
        { name: "Thermomètre étuve", serialNumber: "THE-2", currentPeriod: 24 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    campaignId = created.json().id;
    items = (await alpha.admin.get(`/api/equipment/${campaignId}`)).json();
  });
  afterAll(() => t?.close());

  const rate = async (equipmentId: number, criteriaId: number) => {
    const saved = await alpha.admin.post("/api/equipment-ratings", {
      campaignId,
      equipmentId,
      criteriaId,
      grade: 3,
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  };
  const completeness = async () => {
    const response = await alpha.as.user.get(`/api/campaigns/${campaignId}/rating-completeness`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const lastCalculationAudit = async () => {
    const [row] = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(
        and(
          eq(schema.auditLogs.companyId, alpha.companyId),
          eq(schema.auditLogs.action, "periods.calculated"),
        ),
      )
      .orderBy(desc(schema.auditLogs.id))
      .limit(1);
    return row!;
  };

  it("compte chaque critère de chaque profil : un seul critère noté partout n'est pas « 100 % »", async () => {
    expect(criteria.length).toBeGreaterThan(1);
    const first = criteria[0]!;
    for (const item of items) await rate(item.id, first.id);
    const c = await completeness();
    expect(c).toMatchObject({
      equipmentCount: 2,
      completeEquipment: 0,
      ratedCells: 2,
      totalCells: 2 * criteria.length,
      complete: false,
    });
    expect(c.percent).toBeLessThan(100);
    // Per profile: each criterion not rated everywhere, and for how many equipment.
    const missing = c.profiles.flatMap(
      (p: { missing: { criterionId: number; equipmentMissing: number }[] }) =>
        p.missing.map((m) => [m.criterionId, m.equipmentMissing]),
    );
    expect(missing).toHaveLength(criteria.length - 1);
    expect(missing).not.toContainEqual([first.id, expect.any(Number)]);
    for (const [, n] of missing) expect(n).toBe(2);
    const profiles = new Set(criteria.map((c) => c.profile));
    expect(c.profiles.map((p: { profile: string }) => p.profile).sort()).toEqual([...profiles].sort());
    for (const p of c.profiles) expect(p.profileLabel).toMatch(/^[A-ZÉ]/);
  });

  it("calcule quand même sur des notations incomplètes, et l'enregistre : sans confirmation, puis confirmé", async () => {
    const plain = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      adjustmentFactor: 1,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    // The spec's answer, as written.
    expect(Object.keys(plain.json()).sort()).toEqual(["calculated", "unknownPeriod", "unrated"]);
    const unconfirmed = await lastCalculationAudit();
    expect(unconfirmed.details).toMatchObject({
      completeness: {
        ratedCells: 2,
        totalCells: 2 * criteria.length,
        complete: false,
        confirmedIncomplete: false,
      },
    });
    expect(unconfirmed.description).toContain("sur des notations incomplètes");
    // Summed from the calculation's own reads: the very figures of the completeness screen.
    const screen = await completeness();
    expect(unconfirmed.details).toMatchObject({
      completeness: {
        ratedCells: screen.ratedCells,
        totalCells: screen.totalCells,
        completeEquipment: screen.completeEquipment,
        equipmentCount: screen.equipmentCount,
      },
    });

    const confirmed = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      adjustmentFactor: 1,
      confirmIncomplete: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const audit = await lastCalculationAudit();
    expect(audit.details).toMatchObject({ completeness: { complete: false, confirmedIncomplete: true } });
    expect(audit.description).toContain("confirmé");
    // Kept with the run itself too.
    const [run] = await t.database.db
      .select()
      .from(schema.calculationRuns)
      .where(eq(schema.calculationRuns.campaignId, campaignId))
      .orderBy(desc(schema.calculationRuns.number))
      .limit(1);
    expect(run!.summary?.completeness).toMatchObject({ confirmedIncomplete: true, complete: false });

    const bad = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      confirmIncomplete: "peut-être",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "confirmIncomplete" });
  });

  it("toutes les cases notées : complet, chaque équipement entièrement noté", async () => {
    for (const item of items) for (const criterion of criteria.slice(1)) await rate(item.id, criterion.id);
    const c = await completeness();
    expect(c).toMatchObject({ completeEquipment: 2, complete: true, percent: 100 });
    expect(c.ratedCells).toBe(c.totalCells);
    for (const p of c.profiles) expect(p.missing).toEqual([]);
    await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 });
    expect((await lastCalculationAudit()).details).toMatchObject({
      completeness: { complete: true, confirmedIncomplete: false },
    });
  });

  it("une autre entreprise n'y voit rien (404), une adresse invalide est refusée en français (400)", async () => {
    const foreign = await beta.admin.get(`/api/campaigns/${campaignId}/rating-completeness`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain("Manomètre");
    const bad = await alpha.admin.get("/api/campaigns/abc/rating-completeness");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
  });
});
