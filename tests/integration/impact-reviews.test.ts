import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { CalibrationEvent } from "../../src/shared/api/calibration-events";
import type { ImpactReview } from "../../src/shared/api/impact-reviews";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/**
 * ISO/IEC 17025 §7.10: a non-conforming calibration opens a review of what the instrument measured
 * since its last conforming calibration. The instrument here took part in three campaigns (one
 * closed before that calibration), and measurements were taken before, within and after the period.
 */
describe(`Revues d'impact d'un étalonnage non conforme (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  /** A campaign with the instrument of this reference (and another one), closed at `closedAt` if given. */
  async function campaignWith(team: Team, name: string, reference: string, closedAt?: string) {
    const created = await team.admin.post("/api/campaigns", {
      name,
      equipment: [
        { name: "Thermomètre étuve", serialNumber: reference, currentPeriod: 12 },
        { name: "Autre thermomètre", serialNumber: `${reference}-AUTRE`, currentPeriod: 12 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    const [item, other] = (await team.admin.get(`/api/equipment/${campaign.id}`)).json();
    if (closedAt) {
      expect((await team.admin.patch(`/api/campaigns/${campaign.id}/close`)).statusCode).toBe(200);
      await t.database.db
        .update(schema.campaigns)
        .set({ closedAt: new Date(closedAt) })
        .where(and(eq(schema.campaigns.companyId, team.companyId), eq(schema.campaigns.id, campaign.id)));
    }
    return { campaign, item, other };
  }

  /** A measurement taken with an equipment at an instant (written as the owner, like a public entry accepted). */
  async function measured(
    team: Team,
    where: { campaign: { id: number }; item: { id: number } },
    at: string,
    value = "21.3750",
  ): Promise<number> {
    const [row] = await t.database.db
      .insert(schema.measurements)
      .values({
        companyId: team.companyId,
        campaignId: where.campaign.id,
        equipmentId: where.item.id,
        operatorName: "Lucie Bernard",
        value,
        unit: "°C",
        measurementDate: new Date(at),
      })
      .returning({ id: schema.measurements.id });
    return row!.id;
  }

  const record = async (team: Team, instrumentId: number, date: string, result: string) => {
    const response = await team.admin.post(`/api/instruments/${instrumentId}/calibration-events`, {
      date,
      result,
      provider: "Laboratoire accrédité",
      certificateReference: `CERT-${date}`,
      asFoundError: result === "non_conforme" ? "0,8" : "0,1",
      mpe: "0,5",
      ...(result === "ajuste" && { asLeftError: "0,05" }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CalibrationEvent;
  };
  const review = async (team: Team, id: number): Promise<ImpactReview> => {
    const response = await team.admin.get(`/api/impact-reviews/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const quarantined = async (team: Team, instrumentId: number) =>
    (await team.admin.get(`/api/instruments/${instrumentId}`)).json().quarantined as boolean;
  const lastSeq = async (companyId: number) =>
    (
      await t.database.db
        .select({ seq: schema.auditLogs.seq })
        .from(schema.auditLogs)
        .where(eq(schema.auditLogs.companyId, companyId))
    ).reduce((max, r) => Math.max(max, r.seq), 0);
  const auditSince = (companyId: number, seq: number) =>
    t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, companyId), gt(schema.auditLogs.seq, seq)));

  describe("ouverture", () => {
    let instrumentId: number;
    let nonConforming: CalibrationEvent;
    let opened: ImpactReview;
    const expected: { measurements: number[]; campaigns: number[] } = { measurements: [], campaigns: [] };
    const excluded: number[] = [];

    beforeAll(async () => {
      // Closed before the last conforming calibration (10 March): out of the review.
      const old = await campaignWith(alpha, "Campagne 2025", "THE-IMPACT", "2026-02-01T10:00:00Z");
      // Closed within the period, and still open: in the review.
      const spring = await campaignWith(alpha, "Campagne printemps", "THE-IMPACT", "2026-04-01T10:00:00Z");
      const summer = await campaignWith(alpha, "Campagne été", "THE-IMPACT");
      instrumentId = summer.item.instrumentId;
      expected.campaigns = [spring.campaign.id, summer.campaign.id];

      await record(alpha, instrumentId, "2025-12-01", "ajuste");
      await record(alpha, instrumentId, "2026-03-10", "conforme");

      // 9 March 23:30 in Paris: the day before the period.
      excluded.push(await measured(alpha, old, "2026-03-09T22:30:00Z"));
      // 10 March 00:30 in Paris: the period's first day.
      expected.measurements.push(await measured(alpha, spring, "2026-03-09T23:30:00Z"));
      expected.measurements.push(await measured(alpha, spring, "2026-05-02T09:00:00Z", "1013.25"));
      // 15 June 23:00 in Paris: the non-conforming calibration's own day.
      expected.measurements.push(await measured(alpha, summer, "2026-06-15T21:00:00Z"));
      // 16 June 00:30 in Paris: after it.
      excluded.push(await measured(alpha, summer, "2026-06-15T22:30:00Z"));
      // Another instrument of the same campaign, within the period.
      excluded.push(
        await measured(alpha, { campaign: summer.campaign, item: summer.other }, "2026-05-02T09:00:00Z"),
      );

      nonConforming = await record(alpha, instrumentId, "2026-06-15", "non_conforme");
      opened = await review(alpha, nonConforming.impactReviewId!);
    });

    it("couvre la période depuis le dernier étalonnage conforme jusqu'à l'étalonnage non conforme, jours compris", () => {
      expect(opened).toMatchObject({
        instrumentId,
        eventId: nonConforming.id,
        sinceDate: "2026-03-10",
        untilDate: "2026-06-15",
        status: "open",
        conclusion: null,
        openedByName: "Alice Admin",
        closedAt: null,
        instrumentReference: "THE-IMPACT",
        instrumentName: "Thermomètre étuve",
      });
    });

    it("liste exactement les mesures de la période et les campagnes non closes avant elle", () => {
      const measurements = opened.items.filter((i) => i.kind === "measurement");
      expect(measurements.map((i) => i.measurementId)).toEqual(expected.measurements);
      for (const id of excluded) expect(measurements.map((i) => i.measurementId)).not.toContain(id);
      const campaigns = opened.items.filter((i) => i.kind === "campaign");
      expect(campaigns.map((i) => i.campaignId)).toEqual(expected.campaigns);
      expect(campaigns.map((i) => i.label)).toEqual(["Campagne printemps", "Campagne été"]);
      expect(opened.items.every((i) => i.decision === null)).toBe(true);
    });

    it("nomme chaque mesure lisiblement : valeur, unité, opérateur, campagne", () => {
      const labels = opened.items.filter((i) => i.kind === "measurement").map((i) => i.label);
      expect(labels).toEqual([
        "21,375 °C — Lucie Bernard — Campagne printemps",
        "1\u202f013,25 °C — Lucie Bernard — Campagne printemps",
        "21,375 °C — Lucie Bernard — Campagne été",
      ]);
    });

    it("met l'instrument en quarantaine et rattache la revue à l'étalonnage et à la fiche de vie", async () => {
      expect(nonConforming.impactReviewId).toBe(opened.id);
      const detail = (await alpha.admin.get(`/api/instruments/${instrumentId}`)).json();
      expect(detail.quarantined).toBe(true);
      expect(detail.impactReviews.map((r: ImpactReview) => r.id)).toEqual([opened.id]);
      const list = (await alpha.admin.get("/api/instruments?quarantined=true&search=THE-IMPACT")).json();
      expect(list.items.map((i: { id: number }) => i.id)).toEqual([instrumentId]);
    });

    it("écrit une seule ligne d'audit pour l'étalonnage, avec la revue ouverte", async () => {
      const seq = await lastSeq(alpha.companyId);
      const second = await record(alpha, instrumentId, "2026-06-20", "non_conforme");
      const rows = await auditSince(alpha.companyId, seq);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tableName: "calibration_events",
        newValues: expect.objectContaining({
          result: "non_conforme",
          impactReview: {
            id: second.impactReviewId,
            sinceDate: "2026-03-10",
            untilDate: "2026-06-20",
            measurements: 4,
            campaigns: 2,
          },
          instrument: expect.objectContaining({ quarantined: true }),
        }),
      });
      // A review already open: the new non-conforming calibration opens its own.
      expect(second.impactReviewId).not.toBe(opened.id);
      const detail = (await alpha.admin.get(`/api/instruments/${instrumentId}`)).json();
      expect(detail.impactReviews.map((r: ImpactReview) => r.status)).toEqual(["open", "open"]);
    });

    describe("décisions et clôture", () => {
      it("refuse de clore tant qu'un élément n'a pas de décision, puis clôt ; la quarantaine dure tant qu'une revue reste ouverte", async () => {
        const incomplete = await alpha.admin.post(`/api/impact-reviews/${opened.id}/close`, {
          conclusion: "Aucun impact",
        });
        expect(incomplete.statusCode).toBe(409);
        expect(incomplete.json()).toEqual({
          code: "IMPACT_REVIEW_INCOMPLETE",
          message:
            "Chaque mesure et chaque campagne de la revue doit recevoir une décision avant la clôture.",
        });

        const [first, ...rest] = opened.items;
        const seq = await lastSeq(alpha.companyId);
        const decided = await alpha.as.equipment_manager.patch(
          `/api/impact-reviews/${opened.id}/items/${first!.id}`,
          { decision: "a_reprendre", note: "Reprendre l'essai d'étuvage" },
        );
        expect(decided.statusCode, decided.body).toBe(200);
        expect(decided.json().items.find((i: { id: number }) => i.id === first!.id)).toMatchObject({
          decision: "a_reprendre",
          note: "Reprendre l'essai d'étuvage",
          decidedByName: "Membre equipment_manager",
          decidedAt: expect.any(String),
        });
        const rows = await auditSince(alpha.companyId, seq);
        expect(rows.map((r) => [r.action, r.tableName])).toEqual([
          ["impact_item.decided", "impact_review_items"],
        ]);
        expect(rows[0]!.oldValues).toMatchObject({ decision: null });
        expect(rows[0]!.newValues).toMatchObject({ decision: "a_reprendre" });

        for (const [index, item] of rest.entries())
          await alpha.admin.patch(`/api/impact-reviews/${opened.id}/items/${item.id}`, {
            decision: index % 2 ? "client_informe" : "sans_impact",
          });
        const unknown = await alpha.admin.patch(`/api/impact-reviews/${opened.id}/items/${first!.id}`, {
          decision: "oublier",
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().field).toBe("decision");

        const closeSeq = await lastSeq(alpha.companyId);
        const closed = await alpha.admin.post(`/api/impact-reviews/${opened.id}/close`, {
          conclusion: "Deux clients informés, un essai repris",
        });
        expect(closed.statusCode, closed.body).toBe(200);
        expect(closed.json()).toMatchObject({
          status: "closed",
          conclusion: "Deux clients informés, un essai repris",
          closedByName: "Alice Admin",
          closedAt: expect.any(String),
        });
        const closeRows = await auditSince(alpha.companyId, closeSeq);
        expect(closeRows.map((r) => r.tableName)).toEqual(["impact_reviews"]);
        expect(closeRows[0]!.oldValues).toMatchObject({ status: "open" });
        expect(closeRows[0]!.newValues).toMatchObject({ status: "closed", instrumentQuarantined: true });
        // The second review is still open.
        expect(await quarantined(alpha, instrumentId)).toBe(true);

        const other = (await alpha.admin.get(`/api/instruments/${instrumentId}`))
          .json()
          .impactReviews.find((r: ImpactReview) => r.status === "open") as ImpactReview;
        for (const item of other.items)
          await alpha.admin.patch(`/api/impact-reviews/${other.id}/items/${item.id}`, {
            decision: "sans_impact",
          });
        const last = await alpha.admin.post(`/api/impact-reviews/${other.id}/close`, {
          conclusion: "Sans impact",
        });
        expect(last.statusCode).toBe(200);
        expect(await quarantined(alpha, instrumentId)).toBe(false);
      });

      it("une revue close ne change plus (409)", async () => {
        const item = opened.items[0]!;
        for (const response of [
          await alpha.admin.patch(`/api/impact-reviews/${opened.id}/items/${item.id}`, {
            decision: "sans_impact",
          }),
          await alpha.admin.post(`/api/impact-reviews/${opened.id}/close`, { conclusion: "Encore" }),
        ]) {
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            code: "IMPACT_REVIEW_CLOSED",
            message: "Cette revue d'impact est close : elle ne peut plus être modifiée.",
          });
        }
        expect((await review(alpha, opened.id)).items[0]).toMatchObject({ decision: "a_reprendre" });
      });
    });
  });

  it("sans étalonnage conforme avant, toutes les mesures jusqu'au jour de l'étalonnage non conforme sont concernées", async () => {
    const first = await campaignWith(alpha, "Campagne d'origine", "THE-NEUF", "2025-01-10T10:00:00Z");
    const instrumentId = first.item.instrumentId;
    const early = await measured(alpha, first, "2024-06-01T08:00:00Z");
    const late = await measured(alpha, first, "2026-02-02T08:00:00Z");
    const event = await record(alpha, instrumentId, "2026-02-01", "non_conforme");
    const opened = await review(alpha, event.impactReviewId!);
    expect(opened.sinceDate).toBeNull();
    expect(opened.items.filter((i) => i.kind === "measurement").map((i) => i.measurementId)).toEqual([early]);
    expect(opened.items.map((i) => i.measurementId)).not.toContain(late);
    // No start to the period: every campaign, closed or not.
    expect(opened.items.filter((i) => i.kind === "campaign").map((i) => i.campaignId)).toEqual([
      first.campaign.id,
    ]);
    // With no item at all, a review closes at once.
    const bare = (
      await alpha.admin.post("/api/instruments/import", {
        csv: "nom,reference,type,emplacement,periode_mois,dernier_etalonnage\nSonde seule,THE-SEULE,,,12,\n",
      })
    ).statusCode;
    expect(bare).toBe(200);
    const alone = (await alpha.admin.get("/api/instruments?search=THE-SEULE")).json().items[0];
    const lonely = await record(alpha, alone.id, "2026-02-01", "non_conforme");
    expect((await review(alpha, lonely.impactReviewId!)).items).toEqual([]);
    expect(await quarantined(alpha, alone.id)).toBe(true);
    const closed = await alpha.admin.post(`/api/impact-reviews/${lonely.impactReviewId}/close`, {
      conclusion: "Instrument jamais utilisé",
    });
    expect(closed.statusCode).toBe(200);
    expect(await quarantined(alpha, alone.id)).toBe(false);
  });

  describe("rôles et entreprises", () => {
    let opened: ImpactReview;

    beforeAll(async () => {
      const { item } = await campaignWith(alpha, "Campagne des rôles", "THE-ROLE");
      const event = await record(alpha, item.instrumentId, "2026-05-05", "non_conforme");
      opened = await review(alpha, event.impactReviewId!);
    });

    it("les techniciens et les utilisateurs lisent une revue mais n'y décident ni ne la closent", async () => {
      for (const client of [alpha.as.equipment_user, alpha.as.user]) {
        expect((await client.get(`/api/impact-reviews/${opened.id}`)).statusCode).toBe(200);
        for (const response of [
          await client.patch(`/api/impact-reviews/${opened.id}/items/${opened.items[0]!.id}`, {
            decision: "sans_impact",
          }),
          await client.post(`/api/impact-reviews/${opened.id}/close`, { conclusion: "Sans impact" }),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
        }
      }
      expect((await review(alpha, opened.id)).items[0]!.decision).toBeNull();
    });

    it("une autre entreprise n'atteint ni la revue ni ses éléments (404)", async () => {
      const item = opened.items[0]!;
      for (const response of [
        await beta.admin.get(`/api/impact-reviews/${opened.id}`),
        await beta.admin.patch(`/api/impact-reviews/${opened.id}/items/${item.id}`, {
          decision: "sans_impact",
        }),
        await beta.admin.post(`/api/impact-reviews/${opened.id}/close`, { conclusion: "Intrusion" }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Revue d'impact introuvable", code: "NOT_FOUND" });
      }
      // Its own review with our item's id: not found either.
      const { item: theirs } = await campaignWith(beta, "Campagne Bêta", "THE-BETA");
      const event = await record(beta, theirs.instrumentId, "2026-05-05", "non_conforme");
      const crossed = await beta.admin.patch(`/api/impact-reviews/${event.impactReviewId}/items/${item.id}`, {
        decision: "sans_impact",
      });
      expect(crossed.statusCode).toBe(404);
      expect((await review(alpha, opened.id)).status).toBe("open");
    });
  });
});
