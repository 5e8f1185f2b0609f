import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  name: string;
}

/**
 * A campaign whose name a spreadsheet would run as a formula, three instruments: one rated by two
 * people and calculated, one rated after the calculation, one never rated.
 */
async function journalCampaign(team: Team) {
  const created = await team.admin.post("/api/campaigns", {
    name: '=HYPERLINK("http://exemple.invalid")',
    equipment: [
      { name: "Manomètre atelier", serialNumber: "MAN-1", currentPeriod: 12 },
      { name: "Sonde PT100", serialNumber: "PT-2", currentPeriod: 24 },
      { name: "Pied à coulisse", serialNumber: "PAC-3", currentPeriod: 12 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as { id: number; name: string };
  const [man, sonde, pac] = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as {
    id: number;
  }[];
  const criteria = (await team.admin.get("/api/rating-criteria")).json() as Criterion[];
  const gravity = criteria.find((c) => c.name.startsWith("Gravité"))!;
  const frequency = criteria.find((c) => c.name.startsWith("Fréquence"))!;
  const drift = criteria.find((c) => c.name.startsWith("Dérive"))!;
  await team.admin.post("/api/equipment-ratings/batch", {
    campaignId: campaign.id,
    ratings: [
      { equipmentId: man!.id, criteriaId: gravity.id, grade: 5 },
      { equipmentId: man!.id, criteriaId: frequency.id, grade: 4 },
    ],
  });
  // A fleet manager rates the criteria of his profile (spec §6).
  const rated = await team.as.equipment_manager.post("/api/equipment-ratings", {
    campaignId: campaign.id,
    equipmentId: man!.id,
    criteriaId: drift.id,
    grade: 5,
  });
  expect(rated.statusCode, rated.body).toBe(200);
  expect((await team.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {})).statusCode).toBe(200);
  await team.admin.post("/api/equipment-ratings", {
    campaignId: campaign.id,
    equipmentId: sonde!.id,
    criteriaId: gravity.id,
    grade: 2,
  });
  return { campaign, man: man!, sonde: sonde!, pac: pac!, gravity, frequency, drift };
}

describe(`Journal d'Audit : entrées, export CSV et piste des événements (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let data: Awaited<ReturnType<typeof journalCampaign>>;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    data = await journalCampaign(alpha);
    await journalCampaign(beta);
  });
  afterAll(() => t?.close());

  it("GET /api/audit/complete : une entrée par équipement et évaluateur, au format de spec §3", async () => {
    const entries = (await alpha.admin.get(`/api/audit/complete?campaignId=${data.campaign.id}`)).json() as {
      equipmentId: number;
      userId: string | null;
      userName: string | null;
      criteriaRatings: Record<string, number>;
      opperetScore: number | null;
      newPeriod: number | null;
      status: string;
      campaignName: string;
      timestamp: string;
    }[];
    const of = (equipmentId: number, userId: string | null) =>
      entries.find((e) => e.equipmentId === equipmentId && e.userId === userId)!;
    expect(entries).toHaveLength(4);
    const admin = of(data.man.id, alpha.admin.id);
    expect(admin).toMatchObject({
      userName: "Alice Admin",
      criteriaRatings: { [data.gravity.name]: 5, [data.frequency.name]: 4 },
      status: "completed",
      campaignName: data.campaign.name,
    });
    // G from the calculation: its OPPERET score (one decimal) and the new period.
    expect(admin.opperetScore).toBeGreaterThan(80);
    expect(admin.newPeriod).toBeGreaterThan(12);
    expect(of(data.man.id, alpha.as.equipment_manager.id)).toMatchObject({
      criteriaRatings: { [data.drift.name]: 5 },
      status: "completed",
      opperetScore: admin.opperetScore,
    });
    expect(of(data.sonde.id, alpha.admin.id)).toMatchObject({
      status: "in_progress",
      opperetScore: null,
      newPeriod: null,
    });
    expect(of(data.pac.id, null)).toMatchObject({ status: "pending", userName: null, criteriaRatings: {} });
    expect(Number.isNaN(Date.parse(admin.timestamp))).toBe(false);
  });

  it("filtre par campagne, utilisateur, statut et recherche", async () => {
    const get = async (query: string) =>
      ((await alpha.admin.get(`/api/audit/complete?${query}`)).json() as { equipmentId: number }[]).map(
        (e) => e.equipmentId,
      );
    expect(await get(`userId=${alpha.as.equipment_manager.id}`)).toEqual([data.man.id]);
    expect(await get("status=pending")).toEqual([data.pac.id]);
    expect(await get("status=in_progress")).toEqual([data.sonde.id]);
    expect(await get("search=sonde")).toEqual([data.sonde.id]);
    expect(await get("search=100%25")).toEqual([]);
    const refused = await alpha.admin.get("/api/audit/complete?status=archived");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      field: "status",
      message: "Statut inconnu",
    });
  });

  it("l'export CSV a les colonnes de spec §9, le nom du jour, des guillemets RFC 4180 et aucune formule", async () => {
    const response = await alpha.admin.get(`/api/audit/complete/export?campaignId=${data.campaign.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="journal-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Campagne,Équipement,Utilisateur,Action,Score OPPERET,Nouvelle période (mois),Date,Statut",
    );
    expect(lines).toHaveLength(5);
    for (const line of lines.slice(1)) {
      // The campaign's name is neutralised (a leading apostrophe) and quoted (it holds quotes).
      expect(line.startsWith(`"'=HYPERLINK(""http://exemple.invalid"")"`)).toBe(true);
      expect(line).toMatch(/,(Terminé|En cours|En attente)$/);
    }
  });

  it("la piste des événements se lit page par page, du plus récent au plus ancien, et se filtre", async () => {
    const first = (await alpha.admin.get("/api/audit/events?limit=3")).json() as {
      events: { seq: number; action: string; userId: string | null }[];
      nextBefore: number | null;
    };
    expect(first.events).toHaveLength(3);
    expect(first.events.map((e) => e.seq)).toEqual([...first.events.map((e) => e.seq)].sort((a, b) => b - a));
    const second = (await alpha.admin.get(`/api/audit/events?limit=3&before=${first.nextBefore}`)).json() as {
      events: { seq: number }[];
    };
    expect(second.events[0]!.seq).toBe(first.events[2]!.seq - 1);
    const ratings = (await alpha.admin.get("/api/audit/events?action=rating.saved")).json() as {
      events: { action: string; newValues: { ratings: unknown[] } }[];
      nextBefore: number | null;
    };
    expect(ratings.events).toHaveLength(3);
    expect(ratings.nextBefore).toBeNull();
    expect(ratings.events.every((e) => e.action === "rating.saved")).toBe(true);
    const byManager = (
      await alpha.admin.get(`/api/audit/events?userId=${alpha.as.equipment_manager.id}`)
    ).json();
    expect(byManager.events.map((e: { action: string }) => e.action)).toEqual(["rating.saved"]);
  });

  it("une autre entreprise ne voit rien, et seuls administrateurs et initiateurs lisent le journal", async () => {
    const theirs = (await beta.admin.get("/api/audit/complete")).json() as { campaignId: number }[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((e) => e.campaignId === data.campaign.id)).toBe(false);
    expect((await beta.admin.get(`/api/audit/complete?campaignId=${data.campaign.id}`)).json()).toEqual([]);
    const trail = (await beta.admin.get(`/api/audit/events?campaignId=${data.campaign.id}`)).json();
    expect(trail.events).toEqual([]);
    expect((await alpha.as.campaign_initiator.get("/api/audit/complete")).statusCode).toBe(200);
    for (const role of ["equipment_manager", "equipment_user", "user"] as const)
      for (const url of ["/api/audit/complete", "/api/audit/complete/export", "/api/audit/events"])
        expect((await alpha.as[role].get(url)).statusCode, `${role} ${url}`).toBe(403);
  });
});
