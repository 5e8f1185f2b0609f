import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CalibrationEvent } from "../../src/shared/api/calibration-events";
import type { ImpactReview } from "../../src/shared/api/impact-reviews";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Report } from "../../src/shared/api/reports";
import { createTestApp, type TestApp } from "../support/app";
import type { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, ROLES_UNDER_TEST, type RoleUnderTest, type Team } from "../support/teams";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";
/** Those who manage the Parc (DESIGN.md §4) and those who generate reports. */
const MANAGES_PARC: RoleUnderTest[] = ["admin", "campaign_initiator", "equipment_manager"];

/**
 * DESIGN.md §7: every answer about an instrument, a calibration event, an impact review or a report
 * carries what the user may do to it now, computed by the server from their roles and its state;
 * and the server refuses what the abilities say the user may not do.
 */
describe(`Ce que chacun peut faire du parc et des rapports : abilities (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let instrumentId: number;
  let conforming: CalibrationEvent;
  let nonConforming: CalibrationEvent;

  const client = (role: RoleUnderTest): Client => (role === "admin" ? alpha.admin : alpha.as[role]);
  const detailAs = async (role: RoleUnderTest): Promise<InstrumentDetail> => {
    const response = await client(role).get(`/api/instruments/${instrumentId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const record = async (date: string, result: string): Promise<CalibrationEvent> => {
    const response = await alpha.admin.post(`/api/instruments/${instrumentId}/calibration-events`, {
      date,
      result,
      provider: "Laboratoire accrédité COFRAC",
      certificateReference: `CERT-${date}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    const csv = `${HEADER}\nManomètre d'essai,AB-001,Manomètre,Atelier,12,\n`;
    expect((await alpha.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    instrumentId = (await alpha.admin.get("/api/instruments?search=AB-001")).json().items[0].id;
    conforming = await record("2026-01-15", "conforme");
    nonConforming = await record("2026-06-15", "non_conforme");
  });
  afterAll(() => t?.close());

  it("l'instrument et ses étalonnages : modifiables par ceux qui gèrent le parc, lus par les autres", async () => {
    for (const role of ROLES_UNDER_TEST) {
      const manages = MANAGES_PARC.includes(role);
      const detail = await detailAs(role);
      expect(detail.abilities, role).toEqual({ update: manages, recordEvent: manages });
      expect(
        detail.calibrationEvents.map((event) => event.abilities),
        role,
      ).toEqual([{ correct: manages }, { correct: manages }]);
    }
  });

  it("le serveur refuse ce que les abilities refusent, accepte ce qu'elles permettent", async () => {
    for (const role of ROLES_UNDER_TEST) {
      const { abilities } = await detailAs(role);
      const update = await client(role).put(`/api/instruments/${instrumentId}`, {
        name: "Manomètre d'essai",
        type: "Manomètre",
        location: "Atelier",
      });
      expect(update.statusCode, `${role} : ${update.body}`).toBe(abilities.update ? 200 : 403);
      const correction = await client(role).put(
        `/api/instruments/${instrumentId}/calibration-events/${conforming.id}`,
        {
          date: "2026-01-15",
          result: "conforme",
          provider: "Laboratoire accrédité COFRAC",
          certificateReference: "CERT-2026-01-15",
          notes: `Relu par ${role}`,
          reason: "Note ajoutée",
        },
      );
      const [event] = (await detailAs(role)).calibrationEvents.filter((e) => e.id === conforming.id);
      expect(correction.statusCode, `${role} : ${correction.body}`).toBe(
        event!.abilities.correct ? 200 : 403,
      );
    }
  });

  it("une revue d'impact : décidée et close tant qu'elle est ouverte, par ceux qui gèrent le parc", async () => {
    const reviewId = nonConforming.impactReviewId!;
    for (const role of ROLES_UNDER_TEST) {
      const manages = MANAGES_PARC.includes(role);
      const review: ImpactReview = (await client(role).get(`/api/impact-reviews/${reviewId}`)).json();
      expect(review.abilities, role).toEqual({ decide: manages, close: manages, reviewPending: manages });
      const listed = (await detailAs(role)).impactReviews.find((r) => r.id === reviewId);
      expect(listed?.abilities, role).toEqual(review.abilities);
    }
    const refused = await alpha.as.equipment_user.post(`/api/impact-reviews/${reviewId}/close`, {
      conclusion: "Aucun impact",
    });
    expect(refused.statusCode).toBe(403);

    const closed = await alpha.admin.post(`/api/impact-reviews/${reviewId}/close`, {
      conclusion: "Aucune mesure ni campagne concernée",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().abilities).toEqual({ decide: false, close: false, reviewPending: true });
    for (const role of ROLES_UNDER_TEST) {
      const review: ImpactReview = (await client(role).get(`/api/impact-reviews/${reviewId}`)).json();
      expect(review.abilities, role).toMatchObject({ decide: false, close: false });
    }
  });

  it("un rapport terminé : prévisualisé et téléchargé par tous, envoyé par ceux qui génèrent les rapports", async () => {
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne des rapports",
      status: "active",
      participantIds: [],
      equipment: [{ name: "Manomètre", serialNumber: "AB-001", currentPeriod: 12 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const generated = await alpha.admin.post(`/api/campaigns/${created.json().id}/generate-report`, {
      format: "html",
    });
    expect(generated.statusCode, generated.body).toBe(201);
    await vi.waitFor(
      async () => {
        const list: Report[] = (await alpha.admin.get("/api/reports")).json();
        expect(list.map((r) => r.status)).toEqual(["completed"]);
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const role of ROLES_UNDER_TEST) {
      const response = await client(role).get("/api/reports");
      expect(response.statusCode, response.body).toBe(200);
      const [report] = response.json() as Report[];
      expect(report!.abilities, role).toEqual({
        preview: true,
        download: true,
        send: MANAGES_PARC.includes(role),
      });
    }
  });
});
