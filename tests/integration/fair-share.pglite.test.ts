import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCalculationCampaigns } from "../../bench/calculation";
import { lightRequestsDuring } from "../../bench/light-requests";
import { createTestApp, type TestApp } from "../support/app";
import { createTeam, type Team } from "../support/teams";

/**
 * The embedded database has one connection in the server's own thread (decision 017): heavy work
 * is cut into short transactions so that other requests pass between them. Measured here as a share
 * of the work's own duration, so that the check holds on a slow machine as on a fast one; the bench
 * measures the waits in milliseconds.
 */
describe("PGlite partagé équitablement : une requête légère passe pendant un travail lourd", () => {
  let t: TestApp;
  let team: Team;
  let campaignId: number;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t, "Métrologie lourde");
    const work = await seedCalculationCampaigns(t.database.db, team.companyId, team.admin.id, {
      equipment: 1000,
      criteria: 8,
      raters: 3,
      bulkEquipment: 0,
      prefix: "LRD",
    });
    campaignId = work.calculationCampaignId;
  }, 120_000);
  afterAll(() => t?.close());
  /** Another member reading who they are: the lightest request with a session. */
  const light = () => team.as.campaign_initiator.get("/api/auth/user");

  it("répond pendant le calcul de 1 000 équipements × 8 critères × 3 évaluateurs", async () => {
    const { result, duration, waits, worst } = await lightRequestsDuring(light, () =>
      team.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().calculated).toBe(1000);
    expect(waits.length).toBeGreaterThan(3);
    expect(worst).toBeLessThan(duration / 3);
  }, 60_000);

  it("répond pendant la génération d'un rapport HTML de ces 1 000 équipements", async () => {
    const { result, duration, waits, worst } = await lightRequestsDuring(light, () =>
      team.admin.post(`/api/campaigns/${campaignId}/generate-report`, { format: "html" }),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(waits.length).toBeGreaterThan(10);
    expect(worst).toBeLessThan(duration / 4);
    // The file is several megabytes, stored and read back in parts.
    const file = await team.admin.get(result.json().downloadUrl);
    expect(file.rawPayload.length).toBeGreaterThan(1_000_000);
    expect(file.body).toContain("LRD-001000");
  }, 60_000);
});
