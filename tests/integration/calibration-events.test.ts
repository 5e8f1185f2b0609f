import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { CalibrationEvent } from "../../src/shared/api/calibration-events";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Instrument } from "../../src/shared/api/instruments";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

describe(`Étalonnages d'un instrument (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  /** A new instrument of this period, never calibrated. */
  const instrumentOf = async (team: Team, reference: string, period: number): Promise<Instrument> => {
    const csv = `${HEADER}\n${reference} en essai,${reference},Manomètre,Atelier,${period},\n`;
    expect((await team.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    const page = (await team.admin.get(`/api/instruments?search=${reference}`)).json();
    return page.items.find((i: Instrument) => i.reference === reference);
  };
  const detailOf = async (team: Team, id: number): Promise<InstrumentDetail> => {
    const response = await team.admin.get(`/api/instruments/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const record = async (team: Team, id: number, body: Record<string, unknown>): Promise<CalibrationEvent> => {
    const response = await team.admin.post(`/api/instruments/${id}/calibration-events`, {
      provider: "Laboratoire accrédité COFRAC",
      certificateReference: "CERT-001",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
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

  describe("POST /api/instruments/{id}/calibration-events", () => {
    it("enregistre l'étalonnage et déplace l'échéance : mois ajoutés, fin de mois, année bissextile", async () => {
      const cases: [string, number, string, string][] = [
        ["EV-0131", 1, "2026-01-31", "2026-02-28"],
        ["EV-LEAP", 1, "2024-01-31", "2024-02-29"],
        ["EV-YEAR", 12, "2025-11-15", "2026-11-15"],
        ["EV-0331", 6, "2025-03-31", "2025-09-30"],
      ];
      for (const [reference, period, date, due] of cases) {
        const instrument = await instrumentOf(alpha, reference, period);
        expect(instrument).toMatchObject({ status: "unknown", nextDueDate: null });
        const seq = await lastSeq(alpha.companyId);
        const event = await record(alpha, instrument.id, {
          date,
          result: "conforme",
          asFoundError: "0,012",
          asLeftError: 0.004,
          mpe: "0.05",
          notes: "Écart constaté à 20 °C",
        });
        expect(event).toMatchObject({
          instrumentId: instrument.id,
          date,
          result: "conforme",
          asFoundError: 0.012,
          asLeftError: 0.004,
          mpe: 0.05,
          notes: "Écart constaté à 20 °C",
          createdBy: alpha.admin.id,
          createdByName: "Alice Admin",
          correctionReason: null,
          impactReviewId: null,
        });
        const detail = await detailOf(alpha, instrument.id);
        expect(detail, reference).toMatchObject({ lastCalibrationDate: date, nextDueDate: due });
        const rows = await auditSince(alpha.companyId, seq);
        expect(rows.map((r) => [r.action, r.tableName])).toEqual([
          ["calibration_event.recorded", "calibration_events"],
        ]);
        expect(rows[0]!.newValues).toMatchObject({
          date,
          result: "conforme",
          instrument: { lastCalibrationDate: date, nextDueDate: due },
          impactReview: null,
        });
      }
    });

    it("garde le dernier étalonnage le plus récent : un étalonnage plus ancien complète l'historique", async () => {
      const instrument = await instrumentOf(alpha, "EV-HIST", 12);
      await record(alpha, instrument.id, { date: "2026-03-10", result: "conforme" });
      await record(alpha, instrument.id, {
        date: "2025-03-10",
        result: "ajuste",
        asLeftError: "0,01",
        mpe: "0,05",
      });
      const detail = await detailOf(alpha, instrument.id);
      expect(detail).toMatchObject({ lastCalibrationDate: "2026-03-10", nextDueDate: "2027-03-10" });
      expect(detail.calibrationEvents.map((e) => e.date)).toEqual(["2026-03-10", "2025-03-10"]);
    });

    it("refuse une date future, une date invalide, un résultat inconnu ou une erreur mal écrite (400, champ nommé)", async () => {
      const instrument = await instrumentOf(alpha, "EV-BAD", 12);
      const { today } = (await alpha.admin.get("/api/instruments?pageSize=1")).json();
      const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { date: tomorrow, result: "conforme" },
          "date",
          "La date d'étalonnage ne peut pas être dans le futur",
        ],
        [
          { date: "2026-02-30", result: "conforme" },
          "date",
          "La date d'étalonnage doit être un jour valide (AAAA-MM-JJ)",
        ],
        [
          { date: "2026-01-10", result: "bon" },
          "result",
          "Résultat inconnu : conforme, non conforme ou ajusté",
        ],
        [
          { date: "2026-01-10", result: "conforme", mpe: "0,0000001" },
          "mpe",
          "L'erreur doit être un nombre à 6 décimales au plus, par exemple 0,012",
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await alpha.admin.post(`/api/instruments/${instrument.id}/calibration-events`, body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json()).toEqual({ code: "VALIDATION_FAILED", field, message });
      }
      // Today itself is a calibration day.
      await record(alpha, instrument.id, { date: today, result: "conforme" });
      expect((await detailOf(alpha, instrument.id)).calibrationEvents).toHaveLength(1);
    });
  });

  describe("PUT /api/instruments/{id}/calibration-events/{eventId}", () => {
    it("corrige avec une raison obligatoire, recalcule l'échéance et trace l'avant et l'après", async () => {
      const instrument = await instrumentOf(alpha, "EV-FIX", 12);
      const first = await record(alpha, instrument.id, { date: "2025-05-20", result: "conforme" });
      const second = await record(alpha, instrument.id, { date: "2026-05-20", result: "conforme" });
      const url = `/api/instruments/${instrument.id}/calibration-events/${second.id}`;

      const withoutReason = await alpha.admin.put(url, { date: "2026-04-20", result: "conforme" });
      expect(withoutReason.statusCode).toBe(400);
      expect(withoutReason.json()).toMatchObject({
        field: "reason",
        message: "La raison de la correction est requise",
      });

      const seq = await lastSeq(alpha.companyId);
      const response = await alpha.as.equipment_manager.put(url, {
        date: "2026-04-20",
        provider: "Laboratoire accrédité COFRAC",
        certificateReference: "CERT-002",
        result: "ajuste",
        asLeftError: "0,01",
        mpe: "0,05",
        reason: "Date du certificat mal recopiée",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: second.id,
        date: "2026-04-20",
        result: "ajuste",
        certificateReference: "CERT-002",
        correctionReason: "Date du certificat mal recopiée",
        correctedByName: "Membre equipment_manager",
        createdByName: "Alice Admin",
      });
      expect(await detailOf(alpha, instrument.id)).toMatchObject({
        lastCalibrationDate: "2026-04-20",
        nextDueDate: "2027-04-20",
      });
      const rows = await auditSince(alpha.companyId, seq);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: "calibration_event.corrected",
        tableName: "calibration_events",
        oldValues: expect.objectContaining({
          date: "2026-05-20",
          result: "conforme",
          certificateReference: "CERT-001",
        }),
        newValues: expect.objectContaining({
          date: "2026-04-20",
          result: "ajuste",
          reason: "Date du certificat mal recopiée",
          instrument: expect.objectContaining({ lastCalibrationDate: "2026-04-20" }),
        }),
      });
      expect(rows[0]!.description).toContain("Date du certificat mal recopiée");

      // The latest event moved back before the other: the other is now the last calibration.
      await alpha.admin.put(url, {
        date: "2025-01-20",
        result: "ajuste",
        asLeftError: "0,01",
        mpe: "0,05",
        reason: "Année erronée",
      });
      expect(await detailOf(alpha, instrument.id)).toMatchObject({ lastCalibrationDate: first.date });
    });

    it("un étalonnage corrigé en non conforme ouvre sa revue d'impact, une seule fois", async () => {
      const instrument = await instrumentOf(alpha, "EV-NC", 12);
      const event = await record(alpha, instrument.id, { date: "2026-06-01", result: "conforme" });
      const url = `/api/instruments/${instrument.id}/calibration-events/${event.id}`;
      const corrected = (
        await alpha.admin.put(url, { date: "2026-06-01", result: "non_conforme", reason: "Dérive hors EMT" })
      ).json();
      expect(corrected.impactReviewId).toEqual(expect.any(Number));
      expect((await detailOf(alpha, instrument.id)).quarantined).toBe(true);
      const again = (
        await alpha.admin.put(url, { date: "2026-06-01", result: "non_conforme", reason: "Notes complétées" })
      ).json();
      expect(again.impactReviewId).toBe(corrected.impactReviewId);
      // Back to conforming: the review stays, the record of what was found.
      await alpha.admin.put(url, { date: "2026-06-01", result: "conforme", reason: "Erreur de saisie" });
      expect((await detailOf(alpha, instrument.id)).impactReviews).toHaveLength(1);
    });

    it("ne corrige que les étalonnages de cet instrument", async () => {
      const one = await instrumentOf(alpha, "EV-ONE", 12);
      const other = await instrumentOf(alpha, "EV-OTHER", 12);
      const event = await record(alpha, one.id, { date: "2026-01-05", result: "conforme" });
      const response = await alpha.admin.put(`/api/instruments/${other.id}/calibration-events/${event.id}`, {
        date: "2026-01-05",
        result: "conforme",
        reason: "Essai",
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Étalonnage introuvable", code: "NOT_FOUND" });
    });
  });

  describe("la fiche de vie", () => {
    it("montre les changements de période (qui les a appliqués), les étalonnages, les campagnes et les mesures", async () => {
      const campaign = (
        await alpha.admin.post("/api/campaigns", {
          name: "Revue annuelle des manomètres",
          equipment: [{ name: "Manomètre atelier", serialNumber: "EV-LIFE", currentPeriod: 12 }],
        })
      ).json();
      const [item] = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json();
      const criteria = (await alpha.admin.get("/api/rating-criteria")).json();
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: item.id,
        criteriaId: criteria[0].id,
        grade: 5,
      });
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {})).statusCode).toBe(
        200,
      );
      expect((await alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`)).statusCode).toBe(200);
      await t.database.db.insert(schema.measurements).values({
        companyId: alpha.companyId,
        campaignId: campaign.id,
        equipmentId: item.id,
        operatorName: "Lucie Bernard",
        value: "21.3750",
        unit: "°C",
        measurementDate: new Date("2026-07-01T08:00:00Z"),
      });
      await record(alpha, item.instrumentId, { date: "2026-02-01", result: "conforme" });

      const detail = await detailOf(alpha, item.instrumentId);
      expect(detail).toMatchObject({ reference: "EV-LIFE", currentPeriod: 24, quarantined: false });
      expect(detail.periodChanges).toEqual([
        expect.objectContaining({
          campaignId: campaign.id,
          campaignName: "Revue annuelle des manomètres",
          oldPeriod: 12,
          computedPeriod: 24,
          forcedPeriod: null,
          appliedPeriod: 24,
          appliedBy: alpha.admin.id,
          appliedByName: "Alice Admin",
        }),
      ]);
      expect(detail.campaigns).toEqual([
        expect.objectContaining({
          campaignId: campaign.id,
          campaignName: "Revue annuelle des manomètres",
          equipmentId: item.id,
          status: "active",
          closedAt: null,
        }),
      ]);
      expect(detail.measurements).toEqual([
        expect.objectContaining({
          campaignName: "Revue annuelle des manomètres",
          value: 21.375,
          unit: "°C",
          operatorName: "Lucie Bernard",
          measurementDate: "2026-07-01T08:00:00.000Z",
        }),
      ]);
      expect(detail).toMatchObject({ lastCalibrationDate: "2026-02-01", nextDueDate: "2028-02-01" });
    });
  });

  describe("rôles et entreprises", () => {
    it("les techniciens et les utilisateurs lisent les étalonnages mais n'en enregistrent ni n'en corrigent", async () => {
      const instrument = await instrumentOf(alpha, "EV-ROLE", 12);
      const event = await record(alpha, instrument.id, { date: "2026-01-15", result: "conforme" });
      for (const client of [alpha.as.equipment_user, alpha.as.user]) {
        const read = await client.get(`/api/instruments/${instrument.id}`);
        expect(read.json().calibrationEvents).toHaveLength(1);
        for (const response of [
          await client.post(`/api/instruments/${instrument.id}/calibration-events`, {
            date: "2026-01-16",
            result: "conforme",
          }),
          await client.put(`/api/instruments/${instrument.id}/calibration-events/${event.id}`, {
            date: "2026-01-16",
            result: "conforme",
            reason: "Essai",
          }),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
        }
      }
      expect((await detailOf(alpha, instrument.id)).calibrationEvents).toHaveLength(1);
    });

    it("une autre entreprise n'atteint ni l'instrument ni ses étalonnages (404)", async () => {
      const instrument = await instrumentOf(alpha, "EV-TENANT", 12);
      const event = await record(alpha, instrument.id, { date: "2026-01-15", result: "conforme" });
      const body = { date: "2026-01-16", result: "non_conforme", reason: "Intrusion" };
      for (const response of [
        await beta.admin.get(`/api/instruments/${instrument.id}`),
        await beta.admin.post(`/api/instruments/${instrument.id}/calibration-events`, body),
        await beta.admin.put(`/api/instruments/${instrument.id}/calibration-events/${event.id}`, body),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe("NOT_FOUND");
      }
      const own = await instrumentOf(beta, "EV-TENANT", 12);
      const crossed = await beta.admin.put(`/api/instruments/${own.id}/calibration-events/${event.id}`, body);
      expect(crossed.statusCode).toBe(404);
      const detail = await detailOf(alpha, instrument.id);
      expect(detail.calibrationEvents).toEqual([
        expect.objectContaining({ id: event.id, result: "conforme" }),
      ]);
      expect(detail.quarantined).toBe(false);
    });
  });
});
