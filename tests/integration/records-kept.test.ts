import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  name: string;
  weight: string;
  description: string | null;
  profile: string;
  scales: { grade: number; score: string; description: string }[];
}

/**
 * Records that cannot be lost or silently changed (issue 22, decision 021): a campaign holding
 * ratings, results or reports is archived, never deleted; each calculation is a run that keeps what
 * it used; forced periods and reopenings carry a reason, required under « Exiger un motif »; the
 * period a calculation used is the one the history writes.
 */
describe(`Dossiers conservés : archivage, calculs figés, motifs (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let criteria: Criterion[];

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    criteria = (await alpha.admin.get("/api/rating-criteria")).json();
  });
  afterAll(() => t?.close());

  /** A campaign of two instruments, rated on the first criterion, calculated. */
  async function calculatedCampaign(name: string, periods = [12, 24]) {
    const created = await alpha.admin.post("/api/campaigns", {
      name,
      equipment: periods.map((currentPeriod, i) => ({
        name: `Instrument ${i + 1} de ${name}`,
        serialNumber: `${name.slice(0, 12)}-${i + 1}`,
        currentPeriod,
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: number = created.json().id;
    const items: { id: number; instrumentId: number; currentPeriod: number }[] = (
      await alpha.admin.get(`/api/equipment/${campaignId}`)
    ).json();
    const rated = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: items.map((item) => ({ equipmentId: item.id, criteriaId: criteria[0]!.id, grade: 5 })),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const calculated = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      adjustmentFactor: 1,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    return { campaignId, items };
  }

  const setRequireReason = async (requireReason: boolean) => {
    const saved = await alpha.admin.put("/api/settings/approvals", { requireReason });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ requireReason });
  };

  describe("Conservation : archiver plutôt que supprimer", () => {
    it("une campagne notée ne se supprime pas (409 CAMPAIGN_HAS_RECORDS) ; archivée, elle quitte la liste par défaut et reste lisible", async () => {
      const { campaignId } = await calculatedCampaign("Campagne à garder");
      const refused = await alpha.admin.delete(`/api/campaigns/${campaignId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "CAMPAIGN_HAS_RECORDS",
        message: ERROR_MESSAGES.CAMPAIGN_HAS_RECORDS,
      });
      const before = (await alpha.admin.get(`/api/campaigns/${campaignId}`)).json();
      expect(before.abilities).toMatchObject({ delete: false, archive: true });

      const archived = await alpha.admin.patch(`/api/campaigns/${campaignId}/archive`);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({ archived: true, abilities: { archive: false, update: false } });
      expect(archived.json().archivedAt).toEqual(expect.any(String));

      const listed = (await alpha.admin.get("/api/campaigns")).json() as { id: number }[];
      expect(listed.map((c) => c.id)).not.toContain(campaignId);
      const onlyArchived = (await alpha.admin.get("/api/campaigns?archived=true")).json() as {
        id: number;
        archived: boolean;
      }[];
      expect(onlyArchived.map((c) => c.id)).toContain(campaignId);
      expect(onlyArchived.every((c) => c.archived)).toBe(true);

      // Read-only: its results stay readable, nothing of it changes.
      const results = await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`);
      expect(results.statusCode).toBe(200);
      expect(results.json().results).toHaveLength(2);
      const edit = await alpha.admin.put(`/api/campaigns/${campaignId}`, {
        name: "Renommée",
        status: "active",
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().code).toBe("CAMPAIGN_ARCHIVED");
      const recalculated = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
      });
      expect(recalculated.json().code).toBe("CAMPAIGN_ARCHIVED");
      // Its report is still generated and downloaded.
      const report = await alpha.admin.post(`/api/campaigns/${campaignId}/generate-report`, {
        format: "html",
      });
      expect(report.statusCode, report.body).toBe(201);
      expect((await alpha.admin.get(`/api/reports/${report.json().id}/download`)).statusCode).toBe(200);
      // Still refused for deletion, and its rows are all there.
      expect((await alpha.admin.delete(`/api/campaigns/${campaignId}`)).statusCode).toBe(409);
      const runs = await t.database.db
        .select()
        .from(schema.calculationRuns)
        .where(
          and(
            eq(schema.calculationRuns.companyId, alpha.companyId),
            eq(schema.calculationRuns.campaignId, campaignId),
          ),
        );
      expect(runs).toHaveLength(1);

      // Restored, it is back in the list.
      const restored = await alpha.admin.patch(`/api/campaigns/${campaignId}/unarchive`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().archived).toBe(false);
      const again = (await alpha.admin.get("/api/campaigns")).json() as { id: number }[];
      expect(again.map((c) => c.id)).toContain(campaignId);
    });

    it("une campagne sans notation, résultat ni rapport se supprime encore (204)", async () => {
      const created = await alpha.admin.post("/api/campaigns", {
        name: "Brouillon vide",
        equipment: [{ name: "Manomètre", serialNumber: "VIDE-1", currentPeriod: 12 }],
      });
      const id = created.json().id;
      expect((await alpha.admin.get(`/api/campaigns/${id}`)).json().abilities.delete).toBe(true);
      expect((await alpha.admin.delete(`/api/campaigns/${id}`)).statusCode).toBe(204);
    });

    it("un rapport et son fichier ne se suppriment jamais, même directement dans la base", async () => {
      const { campaignId } = await calculatedCampaign("Campagne au rapport");
      const report = await alpha.admin.post(`/api/campaigns/${campaignId}/generate-report`, {
        format: "html",
      });
      expect(report.statusCode, report.body).toBe(201);
      await expect(
        t.database.db.delete(schema.reportFiles).where(eq(schema.reportFiles.reportId, report.json().id)),
      ).rejects.toThrow();
      await expect(
        t.database.db.delete(schema.reports).where(eq(schema.reports.id, report.json().id)),
      ).rejects.toThrow();
    });

    it("archiver : 403 pour qui ne gère pas les campagnes, 404 pour une autre entreprise", async () => {
      const { campaignId } = await calculatedCampaign("Campagne gardée bis");
      expect(
        (await alpha.as.equipment_manager.patch(`/api/campaigns/${campaignId}/archive`)).statusCode,
      ).toBe(403);
      expect((await alpha.as.user.patch(`/api/campaigns/${campaignId}/unarchive`)).statusCode).toBe(403);
      expect((await beta.admin.patch(`/api/campaigns/${campaignId}/archive`)).statusCode).toBe(404);
      expect((await beta.admin.patch(`/api/campaigns/${campaignId}/unarchive`)).statusCode).toBe(404);
      expect((await beta.admin.get("/api/campaigns?archived=true")).json()).toEqual([]);
      const bad = await alpha.admin.get("/api/campaigns?archived=peut-etre");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe("archived");
    });

    it("retirer un équipement noté d'une campagne active garde ses notations au dossier, hors du calcul", async () => {
      const { campaignId, items } = await calculatedCampaign("Campagne au retrait", [12, 24, 36]);
      const removed = items[2]!;
      const answer = await alpha.admin.delete(`/api/equipment/${removed.id}`);
      expect(answer.statusCode, answer.body).toBe(204);
      // Out of the campaign's list and of its next calculation…
      const listed = (await alpha.admin.get(`/api/equipment/${campaignId}`)).json() as { id: number }[];
      expect(listed.map((e) => e.id)).not.toContain(removed.id);
      const calculated = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
      });
      expect(calculated.json().calculated).toBe(2);
      const completeness = (await alpha.admin.get(`/api/campaigns/${campaignId}/rating-completeness`)).json();
      expect(completeness).toMatchObject({ equipmentCount: 2, ratedCells: 2 });
      expect((await alpha.admin.get(`/api/campaigns/${campaignId}`)).json()).toMatchObject({
        equipmentCount: 2,
        ratedEquipmentCount: 2,
      });
      // …but its ratings and its earlier result are kept.
      const ratings = await t.database.db
        .select()
        .from(schema.equipmentRatings)
        .where(
          and(
            eq(schema.equipmentRatings.companyId, alpha.companyId),
            eq(schema.equipmentRatings.equipmentId, removed.id),
          ),
        );
      expect(ratings).toHaveLength(1);
      const earlier = (
        await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results?run=1`)
      ).json();
      expect(earlier.results.map((r: { equipmentId: number }) => r.equipmentId)).toContain(removed.id);
    });
  });

  describe("Calculs figés : chaque calcul garde ce qu'il a utilisé", () => {
    it("modifier un critère après la clôture ne change aucun chiffre du rapport de la campagne", async () => {
      const { campaignId } = await calculatedCampaign("Campagne figée");
      expect((await alpha.admin.patch(`/api/campaigns/${campaignId}/close`)).statusCode).toBe(200);
      const figures = async () => {
        const report = await alpha.admin.post(`/api/campaigns/${campaignId}/generate-report`, {
          format: "html",
        });
        expect(report.statusCode, report.body).toBe(201);
        const html = (await alpha.admin.get(`/api/reports/${report.json().id}/download`)).body;
        // The figures: every number of the document, the report's own identity taken out (its
        // generation time, number, fingerprints and the trail's checkpoint).
        return html
          .replace(/<[^>]+>/g, " ")
          .replace(/RAP-\d{4}-\d{4}|[0-9a-f]{64}|position \d+/g, "")
          .replace(/\d{2}\/\d{2}\/\d{4}( (à )?\d{2}[:h]\d{2})?/g, "")
          .match(/\d+(,\d+)?/g);
      };
      const before = await figures();
      const criterion = criteria[0]!;
      const edited = await alpha.admin.put(`/api/rating-criteria/${criterion.id}`, {
        criteria: {
          name: criterion.name,
          description: criterion.description,
          weight: 3,
          profile: criterion.profile,
        },
        scales: criterion.scales.map((scale) => ({
          grade: scale.grade,
          score: Number(scale.score),
          description: scale.description,
        })),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await figures()).toEqual(before);
      // Put back for the other tests.
      await alpha.admin.put(`/api/rating-criteria/${criterion.id}`, {
        criteria: {
          name: criterion.name,
          description: criterion.description,
          weight: Number(criterion.weight),
          profile: criterion.profile,
        },
        scales: criterion.scales.map((scale) => ({
          grade: scale.grade,
          score: Number(scale.score),
          description: scale.description,
        })),
      });
    });

    it("deux calculs restent lisibles : la liste des calculs, les résultats d'un calcul antérieur", async () => {
      const { campaignId, items } = await calculatedCampaign("Campagne recalculée");
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId,
        equipmentId: items[0]!.id,
        criteriaId: criteria[0]!.id,
        grade: 1,
      });
      const second = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
        adjustmentFactor: 1,
      });
      expect(second.statusCode, second.body).toBe(200);
      const runs = await alpha.as.user.get(`/api/campaigns/${campaignId}/calculation-runs`);
      expect(runs.statusCode, runs.body).toBe(200);
      expect(runs.json()).toMatchObject([
        { number: 2, current: true, status: "completed", calculatedByName: "Alice Admin" },
        { number: 1, current: false, status: "completed", calculatedByName: "Alice Admin" },
      ]);
      expect(runs.json()[1].criteria[0]).toMatchObject({ id: criteria[0]!.id, name: criteria[0]!.name });
      expect(runs.json()[1].parameters).toMatchObject({ k1: expect.any(Number), pmax: expect.any(Number) });
      const first = (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results?run=1`)).json();
      const latest = (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`)).json();
      expect(first.run).toMatchObject({ number: 1, current: false });
      expect(latest.run).toMatchObject({ number: 2, current: true });
      const periodOf = (answer: { results: { equipmentId: number; newPeriod: number }[] }) =>
        answer.results.find((r) => r.equipmentId === items[0]!.id)!.newPeriod;
      expect(periodOf(first)).toBeGreaterThan(periodOf(latest));
      // Unknown run: 404; another company's campaign: 404.
      expect(
        (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results?run=9`)).statusCode,
      ).toBe(404);
      expect((await beta.admin.get(`/api/campaigns/${campaignId}/calculation-runs`)).statusCode).toBe(404);
      // Applying names the run applied.
      const applied = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`);
      expect(applied.statusCode, applied.body).toBe(200);
      const [change] = await t.database.db
        .select()
        .from(schema.periodChanges)
        .where(
          and(
            eq(schema.periodChanges.companyId, alpha.companyId),
            eq(schema.periodChanges.campaignId, campaignId),
          ),
        );
      expect(change!.runId).toBe(runs.json()[0].id);
      const afterApply = (await alpha.admin.get(`/api/campaigns/${campaignId}/calculation-runs`)).json();
      expect(afterApply[0]).toMatchObject({ applied: true });
      expect(afterApply[1]).toMatchObject({ applied: false });
    });
  });

  describe("Motifs : périodes forcées et réouverture", () => {
    it("les appels de la spécification restent acceptés sans motif, lu « motif non renseigné »", async () => {
      await setRequireReason(false);
      const { campaignId, items } = await calculatedCampaign("Campagne forcée sans motif");
      const forced = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
        updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6 }],
      });
      expect(forced.statusCode, forced.body).toBe(200);
      const result = forced
        .json()
        .results.find((r: { equipmentId: number }) => r.equipmentId === items[0]!.id);
      expect(result).toMatchObject({ forcedPeriod: 6, forcedReason: null, forcedByName: "Alice Admin" });
      expect((await alpha.admin.patch(`/api/campaigns/${campaignId}/close`)).statusCode).toBe(200);
      const reopened = await alpha.admin.put(`/api/campaigns/${campaignId}`, {
        name: "Campagne forcée sans motif",
        status: "active",
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      const [audit] = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            eq(schema.auditLogs.action, "campaign.reopened"),
          ),
        );
      expect(audit!.description).toContain("motif non renseigné");
    });

    it("un motif envoyé est gardé : sur le résultat, à la réouverture, dans l'historique appliqué", async () => {
      const { campaignId, items } = await calculatedCampaign("Campagne forcée avec motif");
      const forced = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
        updates: [{ equipmentId: items[0]!.id, forcedPeriod: 60 }],
        reason: "Instrument de référence peu utilisé, dérive nulle sur 5 ans",
      });
      expect(forced.statusCode, forced.body).toBe(200);
      const result = forced
        .json()
        .results.find((r: { equipmentId: number }) => r.equipmentId === items[0]!.id);
      expect(result).toMatchObject({
        forcedPeriod: 60,
        forcedReason: "Instrument de référence peu utilisé, dérive nulle sur 5 ans",
        forcedAt: expect.any(String),
      });
      expect((await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`)).statusCode).toBe(200);
      const life = (await alpha.admin.get(`/api/instruments/${items[0]!.instrumentId}`)).json();
      expect(life.periodChanges[0]).toMatchObject({
        appliedPeriod: 60,
        forcedReason: "Instrument de référence peu utilisé, dérive nulle sur 5 ans",
      });
      expect((await alpha.admin.patch(`/api/campaigns/${campaignId}/close`)).statusCode).toBe(200);
      const reopened = await alpha.admin.put(`/api/campaigns/${campaignId}`, {
        name: "Campagne forcée avec motif",
        status: "active",
        reason: "Un étalon oublié à ajouter",
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ reopenReason: "Un étalon oublié à ajouter" });
    });

    it("sous « Exiger un motif », un appel sans motif est refusé en français sur `reason`", async () => {
      const { campaignId, items } = await calculatedCampaign("Campagne au motif exigé");
      await setRequireReason(true);
      try {
        const refused = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
          updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6 }],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "reason" });
        expect(refused.json().message).toMatch(/motif/i);
        const blank = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
          updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6 }],
          reason: "   ",
        });
        expect(blank.statusCode).toBe(400);
        const accepted = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
          updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6, reason: "Usage intensif constaté" }],
        });
        expect(accepted.statusCode, accepted.body).toBe(200);

        expect((await alpha.admin.patch(`/api/campaigns/${campaignId}/close`)).statusCode).toBe(200);
        const reopen = await alpha.admin.put(`/api/campaigns/${campaignId}`, {
          name: "Campagne au motif exigé",
          status: "active",
        });
        expect(reopen.statusCode).toBe(400);
        expect(reopen.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "reason" });
        // Still closed.
        expect((await alpha.admin.get(`/api/campaigns/${campaignId}`)).json().status).toBe("closed");
        const withReason = await alpha.admin.put(`/api/campaigns/${campaignId}`, {
          name: "Campagne au motif exigé",
          status: "active",
          reason: "Correction d'une notation erronée",
        });
        expect(withReason.statusCode, withReason.body).toBe(200);
      } finally {
        await setRequireReason(false);
      }
    });

    it("le réglage : lu par tous les membres, changé par qui gère les campagnes, propre à l'entreprise", async () => {
      expect((await alpha.as.user.get("/api/settings/approvals")).json()).toMatchObject({
        requireReason: false,
      });
      expect(
        (await alpha.as.equipment_manager.put("/api/settings/approvals", { requireReason: true })).statusCode,
      ).toBe(403);
      await setRequireReason(true);
      expect((await beta.admin.get("/api/settings/approvals")).json()).toMatchObject({
        requireReason: false,
      });
      await setRequireReason(false);
      const bad = await alpha.admin.put("/api/settings/approvals", { requireReason: "oui" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe("requireReason");
    });
  });

  describe("Une seule période actuelle", () => {
    it("l'équipement prend la période du Parc ; un écart est signalé ; l'historique écrit celle du calcul", async () => {
      // The Parc says 24 for this instrument…
      const parc = await alpha.admin.post("/api/instruments", {
        name: "Balance de laboratoire",
        reference: "BAL-PARC-24",
        currentPeriod: 24,
      });
      expect(parc.statusCode, parc.body).toBe(201);
      const instrumentId = parc.json().id;
      // …the campaign's equipment takes it when added.
      const created = await alpha.admin.post("/api/campaigns", {
        name: "Campagne au Parc",
        equipment: [{ name: "Balance de laboratoire", serialNumber: "BAL-PARC-24", currentPeriod: 24 }],
      });
      const campaignId = created.json().id;
      const [item] = (await alpha.admin.get(`/api/equipment/${campaignId}`)).json();
      expect(item).toMatchObject({ currentPeriod: 24, parcPeriod: 24 });
      // A value typed in the campaign differs from the Parc: shown on the equipment and the result.
      const typed = await alpha.admin.put(`/api/equipment/${item.id}`, {
        name: item.name,
        serialNumber: item.serialNumber,
        currentPeriod: 18,
      });
      expect(typed.statusCode, typed.body).toBe(200);
      expect(typed.json()).toMatchObject({ currentPeriod: 18, parcPeriod: 24 });
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId,
        equipmentId: item.id,
        criteriaId: criteria[0]!.id,
        grade: 5,
      });
      await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 });
      const results = (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`)).json();
      expect(results.results[0]).toMatchObject({ currentPeriod: 18, parcPeriod: 24 });
      expect((await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`)).statusCode).toBe(200);
      const life = (await alpha.admin.get(`/api/instruments/${instrumentId}`)).json();
      expect(life.periodChanges[0]).toMatchObject({
        oldPeriod: 18,
        appliedPeriod: results.results[0].effectivePeriod,
      });
      const [change] = await t.database.db
        .select()
        .from(schema.periodChanges)
        .where(
          and(
            eq(schema.periodChanges.companyId, alpha.companyId),
            eq(schema.periodChanges.instrumentId, instrumentId),
          ),
        );
      expect(change!.parcPeriod).toBe(24);
    });
  });
});
