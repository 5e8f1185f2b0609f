import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { insertRun, reviewNamingMeasurement } from "../support/fixtures";
import { createTeam, type Team } from "../support/teams";

/**
 * Whether a campaign holds records (decision 021) is kept on the campaign by triggers (migration
 * 0020, decision 031): the first rating, report or impact review naming it sets it, in the list and
 * in the campaign's own answer alike, and only for that campaign of that company.
 */
describe(`Une campagne qui détient des dossiers, tenue par la base (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  async function campaign(team: Team, name: string) {
    const created = await team.admin.post("/api/campaigns", {
      name,
      equipment: [
        { name: `Manomètre de ${name}`, serialNumber: `${name.slice(0, 10)}-1`, currentPeriod: 12 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    const [item] = (await team.admin.get(`/api/equipment/${id}`)).json() as { id: number }[];
    return { id, equipmentId: item!.id };
  }

  /** Whether the campaign may be deleted, as the list and the campaign's own answer say it. */
  async function deletable(team: Team, id: number) {
    const listed = (await team.admin.get("/api/campaigns")).json() as {
      id: number;
      abilities: { delete: boolean };
    }[];
    const one = (await team.admin.get(`/api/campaigns/${id}`)).json();
    const inList = listed.find((c) => c.id === id)!.abilities.delete;
    expect(one.abilities.delete).toBe(inList);
    return inList;
  }

  it("une première note la marque, elle seule : la campagne voisine et l'autre entreprise restent supprimables", async () => {
    const rated = await campaign(alpha, "Notée");
    const neighbour = await campaign(alpha, "Voisine");
    const theirs = await campaign(beta, "Bêta");
    expect(await deletable(alpha, rated.id)).toBe(true);
    const criteria = (await alpha.admin.get("/api/rating-criteria")).json() as { id: number }[];
    const saved = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId: rated.id,
      ratings: [{ equipmentId: rated.equipmentId, criteriaId: criteria[0]!.id, grade: 4 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await deletable(alpha, rated.id)).toBe(false);
    expect(await deletable(alpha, neighbour.id)).toBe(true);
    expect(await deletable(beta, theirs.id)).toBe(true);
    const refused = await alpha.admin.delete(`/api/campaigns/${rated.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CAMPAIGN_HAS_RECORDS");
    const removed = await alpha.admin.delete(`/api/campaigns/${neighbour.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it("un calcul enregistré la marque, même sans note", async () => {
    const calculated = await campaign(alpha, "Calculée");
    expect(await deletable(alpha, calculated.id)).toBe(true);
    await insertRun(t.database.db, { companyId: alpha.companyId, campaignId: calculated.id });
    expect(await deletable(alpha, calculated.id)).toBe(false);
  });

  it("un rapport généré la marque aussi", async () => {
    const reported = await campaign(alpha, "Rapportée");
    expect(await deletable(alpha, reported.id)).toBe(true);
    const generated = await alpha.admin.post(`/api/campaigns/${reported.id}/generate-report`, {
      format: "html",
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(await deletable(alpha, reported.id)).toBe(false);
  });

  it("une revue d'impact qui nomme une de ses mesures la marque", async () => {
    const measured = await campaign(alpha, "Mesurée");
    const db = t.database.db;
    const [measurement] = await db
      .insert(schema.measurements)
      .values({
        companyId: alpha.companyId,
        campaignId: measured.id,
        equipmentId: measured.equipmentId,
        operatorName: "Paul",
        value: "1.5",
        unit: "bar",
        measurementDate: new Date("2026-01-10T09:00:00Z"),
      })
      .returning();
    expect(await deletable(alpha, measured.id)).toBe(true);
    await reviewNamingMeasurement(db, {
      companyId: alpha.companyId,
      reference: "Mesurée-1",
      measurementId: measurement!.id,
    });
    expect(await deletable(alpha, measured.id)).toBe(false);
  });
});
